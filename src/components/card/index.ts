export { linkCardSurface } from './link-card';
