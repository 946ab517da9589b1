export { cardFrame, linkCardSurface, stretchedHeadingLink } from './link-card';
