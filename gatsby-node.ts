export { createPages } from './src/gatsby/create-pages';
export { onPostBuild } from './src/gatsby/on-post-build';
export { onCreateWebpackConfig } from './src/gatsby/on-create-webpack-config';
export { createSchemaCustomization } from './src/gatsby/create-schema-customization';
