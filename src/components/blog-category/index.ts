export { articleCount, CategorySeo } from './category-seo';
