import type { MenuItem } from '../types/content';

/** SPEC §2: menu items with these names are hidden from the side menu. */
export const HIDDEN_FROM_SIDE_MENU: readonly string[] = ['Golf Cart Shipping', 'UTV Shipping'];

const squash = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const hiddenNames = new Set(HIDDEN_FROM_SIDE_MENU.map(squash));

const prune = (items: MenuItem[], keep: (item: MenuItem) => boolean): MenuItem[] =>
  items.filter(keep).map((item) => ({ ...item, children: prune(item.children, keep) }));

/** The entries an editor has left active, at every level. */
export const activeMenu = (items: MenuItem[]): MenuItem[] => prune(items, (item) => item.active);

/** The side menu (icon rail and drawer): the active entries less the hidden names. */
export const sideMenu = (items: MenuItem[]): MenuItem[] =>
  prune(items, (item) => item.active && !hiddenNames.has(squash(item.name)));

/** Whether the page at `path` is the item's destination or lies under it. */
export function isCurrentBranch(item: MenuItem, path: string): boolean {
  const here = path.replace(/\/+$/, '') || '/';
  const own = item.href.split('#')[0].replace(/\/+$/, '') || '/';
  if (own !== '/' && (here === own || here.startsWith(`${own}/`))) return true;
  return item.children.some((child) => isCurrentBranch(child, path));
}
