export { cardFrame, linkCardSurface, stretchedHeadingLink } from './link-card';
export { LinkCardBody, LinkCardImage, LinkCardMore } from './link-card-parts';
