export { ReviewGrid } from './review-grid';
