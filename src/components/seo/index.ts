export { Seo } from './seo';
