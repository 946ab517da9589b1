export { createPages } from './src/gatsby/create-pages';
