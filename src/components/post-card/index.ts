export { PostCard, formatLongDate } from './post-card';
