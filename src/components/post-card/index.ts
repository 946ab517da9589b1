export { PostCard } from './post-card';
export { CARD_TITLE_MAX, cutText, EXCERPT_MAX } from './card-text';
export { formatLongDate } from './long-date';
export { PostList } from './post-list';
