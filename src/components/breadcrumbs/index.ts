export { BLOG_CRUMB, Breadcrumbs, HOME_CRUMB, type Crumb } from './breadcrumbs';
