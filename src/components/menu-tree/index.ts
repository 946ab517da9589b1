export { MenuTree } from './menu-tree';
