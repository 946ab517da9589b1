export { Pagination } from './pagination';
export { pageNumbers } from './page-numbers';
