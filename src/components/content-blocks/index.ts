// Importing this index brings every block's code into the importer's bundle: pages use the island
// (./content-blocks-island) and the anchors (./anchor) from their own files.
export { ContentBlocks, groupBlocks } from './content-blocks';
export { anchorFor, tableOfContents, titleAnchors, type TocEntry } from './anchor';
export { ROUTE_AVAILABILITY, StateCard } from './state-card';
