export { SiteFooter } from './site-footer-island';
