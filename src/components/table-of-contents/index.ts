export { TableOfContents, type TableOfContentsEntry } from './table-of-contents';
