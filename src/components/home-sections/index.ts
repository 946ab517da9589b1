export { HOME_SECTION_ANCHORS, HomeSections, type HomeSectionData } from './home-sections';
