export { SectionNavHeader, type SectionAnchor } from './section-nav-header';
