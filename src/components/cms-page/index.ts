export { CmsPageHero } from './cms-page-hero';
export { CmsPageSeo } from './cms-page-seo';
