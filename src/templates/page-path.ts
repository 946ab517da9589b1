/**
 * The page's own route. Gatsby's `path` prop is its router's pattern, which is "/*" while the
 * server renders every page, so canonical URLs and the menus' current page come from the location.
 */
export const pagePathOf = (location: { pathname: string }): string =>
  location.pathname.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
