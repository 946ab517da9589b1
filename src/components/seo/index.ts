export { Seo } from './seo';
export { contentSummary, metaDescription, shareImageOf, shareImageUrl, type ShareImage } from './page-meta';
export { breadcrumbList, blogPosting, faqPage, questionsIn, service } from './structured-data';
