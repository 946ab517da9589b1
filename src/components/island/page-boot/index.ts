// The page's boot, for the build and the servers (Node): the built script and the page rewrite.
export { builtPageBoot } from './built-page-boot';
export { isInlineExecutable, SCRIPT_ELEMENT } from './html-scripts';
export { moveWindowGlobalsToData, windowAssignments } from './page-boot-data';
