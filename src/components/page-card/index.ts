export { PageCard } from './page-card';
