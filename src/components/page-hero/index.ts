export { GET_STARTED_ANCHOR, LONG_TITLE, PageHero } from './page-hero';
