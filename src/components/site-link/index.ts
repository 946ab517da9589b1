export { isSiteRoute, MenuLink, SiteLink, type SiteLinkProps } from './site-link';
