export { GET_A_QUOTE, HeaderActions, type QuoteLink } from './header-actions';
export { HeaderDrawer } from './header-drawer';
export { useHeaderDrawer } from './use-header-drawer';
