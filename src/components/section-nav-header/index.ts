export { SectionNavHeader, type SectionAnchor, type SectionNavLayout } from './section-nav-header';
