export { MorePosts } from './more-posts';
export { PostEyebrow } from './post-eyebrow';
export { PostSeo } from './post-seo';
