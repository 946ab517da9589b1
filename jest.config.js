/** Jest runs the unit and component tests: next to the code (`*.test.ts(x)`) and in __tests__/. */
module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/__tests__/jest-preprocess.js' },
  moduleNameMapper: {
    '^gatsby$': '<rootDir>/__tests__/__mocks__/gatsby.tsx',
    '.+\\.woff2?$': '<rootDir>/__tests__/__mocks__/file-url.js',
    '.+\\.(css|svg|png|jpg|webp)$': 'identity-obj-proxy',
  },
  testPathIgnorePatterns: ['/node_modules/', '/\\.cache/', '/public/', '<rootDir>/cms/', '<rootDir>/__tests__/e2e/'],
  transformIgnorePatterns: ['/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/jest-setup.ts'],
  // __RENDERS_HTML__: Jest renders as the server's bundle does (src/components/island/renders-html.ts).
  globals: { __PATH_PREFIX__: '', __RENDERS_HTML__: true },
};
