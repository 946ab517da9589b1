export { CategoryNav } from './category-nav';
