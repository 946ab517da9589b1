export { ArticleLayout } from './article-layout';
export { ContentArticle } from './content-article';
