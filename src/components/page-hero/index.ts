export { PageHero } from './page-hero';
