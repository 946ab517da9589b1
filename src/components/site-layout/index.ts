export { SiteLayout, type HeaderChoice } from './site-layout';
