export { InternationalSections, INTERNATIONAL_SECTION_ANCHORS, sectionNav } from './international-sections';
export { SIDEFORM_SECOND_BLOCK, useAutoClick } from './use-auto-click';
export { defaultVehicleTab } from './vehicle-tabs';
