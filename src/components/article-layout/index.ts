export { ArticleLayout } from './article-layout';
