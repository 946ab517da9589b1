export { ContentBlocks, groupBlocks } from './content-blocks';
export { anchorFor, tableOfContents, titleAnchors, type TocEntry } from './anchor';
export { ROUTE_AVAILABILITY, StateCard } from './state-card';
