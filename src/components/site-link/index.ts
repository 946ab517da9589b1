export { IconLinkItem } from './icon-link-item';
export { isSiteRoute, LinkItems, MenuLink, SiteLink, type LabelledLink, type SiteLinkProps } from './site-link';
