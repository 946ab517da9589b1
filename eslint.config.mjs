// ESLint (flat config; `npm run lint`, and the unit stage of `npm test`). `gatsby develop` runs its
// own ESLint 7 with its built-in rules and never reads this file; an `.eslintrc*` would replace them.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  // Generated or installed, never written by hand.
  globalIgnores([
    '**/node_modules',
    'public/',
    '.cache/',
    'var/',
    'test-results/',
    'playwright-report/',
    '.netlify/',
    'src/lookups/data/',
    'cms/dist/',
    'cms/build/',
    'cms/.cache/',
    'cms/.tmp/',
    'cms/.strapi/',
    'cms/public/',
    'cms/types/generated/',
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ...react.configs.flat.recommended,
    // JSX compiles with the classic runtime (tsconfig "jsx": "react", babel-preset-gatsby's default),
    // so `react/react-in-jsx-scope` and `react/jsx-uses-react` stay on.
    settings: { react: { version: '18.3' } },
  },
  {
    // TypeScript checks every component's props; the rule would only repeat it, and it misreads
    // props typed from React's own DOM attribute types (Button's `type`).
    files: ['**/*.{ts,tsx}'],
    rules: { 'react/prop-types': 'off' },
  },
  reactHooks.configs.flat.recommended,
  {
    rules: {
      // A leading underscore names an argument kept for its position (Express's four-argument error
      // handler); a rest sibling is how an object is copied without some of its keys.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A JSON file required where it is first needed: webpack still bundles it, and it is parsed on
      // first use rather than when the module loads (src/lookups/index-files.ts).
      '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.json$'] }],
    },
  },
  {
    // Node: the tools, the CMS, Functions, Gatsby's build-time files and the CommonJS config files.
    files: [
      'scripts/**',
      'bench/**',
      'netlify/**',
      'plugins/**',
      'cms/**',
      'gatsby-config.ts',
      'gatsby-node.ts',
      '**/*.config.*',
      '**/*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // The site's own code runs in the browser and on the server (SSR, Functions, `npm start`).
    files: ['src/**', 'gatsby-browser.tsx', 'gatsby-ssr.tsx'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // An island's server component is required behind `__RENDERS_HTML__`, so webpack leaves it out
    // of the browser's bundle (src/components/island/renders-html.ts); an import would put it in.
    files: ['src/components/**/*-island.tsx', 'src/components/**/*-islands.tsx'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '__tests__/**'],
    ignores: ['__tests__/e2e/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    // CommonJS: `module.exports` and `require` are how these files load (Jest's config and transform,
    // Gatsby's local-plugin entry points).
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
