export { isSiteRoute, SiteLink, type SiteLinkProps } from './site-link';
