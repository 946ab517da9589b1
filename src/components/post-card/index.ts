export { PostCard, formatLongDate } from './post-card';
export { CARD_TITLE_MAX, cutText, EXCERPT_MAX } from './card-text';
export { PostList } from './post-list';
