// Compiles TypeScript and JSX for Jest with the same Babel preset Gatsby builds with.
module.exports = require('babel-jest').default.createTransformer({
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
});
