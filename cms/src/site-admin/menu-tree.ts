/**
 * The menu's tree and the rules of moving an item in it, apart from Strapi so they can be tested
 * alone (__tests__/site-admin-menu-tree.test.ts). The site reads the tree six levels deep, each
 * level in `order` then creation order (src/cms/queries/menus.ts): the Site menu page shows and
 * moves it by the same rules, so what an editor sees is what the site shows.
 */

/** SPEC: the menu nests up to six levels (the top level is level 1). */
export const MAX_MENU_DEPTH = 6;

export interface MenuNode {
  documentId: string;
  name: string;
  parentId: string | null;
  order: number | null;
  createdAt?: string | null;
}

/** Where an item goes: under `parentId` (null: the top level), at `position` among its new siblings (0 first). */
export interface MoveRequest {
  documentId: string;
  parentId: string | null;
  position: number;
}

/** One item whose parent or position the move changes. */
export interface MenuChange {
  documentId: string;
  parentId: string | null;
  order: number;
}

export type MovePlan = { ok: true; changes: MenuChange[] } | { ok: false; message: string };

/**
 * The site's order: `order`, then the older first, then by id so the order is total. An item with
 * no order comes first, as SQLite sorts it (the field defaults to 0, and a move always writes one).
 */
export function compareMenuNodes(a: MenuNode, b: MenuNode): number {
  if (a.order !== b.order) {
    if (a.order === null) return -1;
    if (b.order === null) return 1;
    return a.order - b.order;
  }
  const byCreated = (a.createdAt ?? '').localeCompare(b.createdAt ?? '');
  return byCreated !== 0 ? byCreated : a.documentId.localeCompare(b.documentId);
}

/** The items directly under `parentId` (null: the top level), in the site's order. */
export function childrenOf(items: readonly MenuNode[], parentId: string | null): MenuNode[] {
  return items.filter((item) => item.parentId === parentId).sort(compareMenuNodes);
}

/**
 * The level an item sits on (1: the top level), or null when its parents run in a circle or to an
 * item that no longer exists (an edit made in the plain edit view can do either).
 */
export function levelOf(items: readonly MenuNode[], documentId: string): number | null {
  const byId = new Map(items.map((item) => [item.documentId, item]));
  const seen = new Set<string>();
  let current = byId.get(documentId);
  let level = 0;
  while (current) {
    if (seen.has(current.documentId)) return null;
    seen.add(current.documentId);
    level += 1;
    if (current.parentId === null) return level;
    current = byId.get(current.parentId);
  }
  return null;
}

/** The ids of every item under `documentId`, at any level (not the item itself). */
export function descendantsOf(items: readonly MenuNode[], documentId: string): Set<string> {
  const found = new Set<string>();
  const queue = [documentId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const child of items) {
      if (child.parentId === id && !found.has(child.documentId) && child.documentId !== documentId) {
        found.add(child.documentId);
        queue.push(child.documentId);
      }
    }
  }
  return found;
}

/** How many levels an item and what is under it take: 1 for an item with nothing under it. */
export function heightOf(items: readonly MenuNode[], documentId: string): number {
  const height = (id: string, path: Set<string>): number => {
    const below = items.filter((item) => item.parentId === id && !path.has(item.documentId));
    return 1 + Math.max(0, ...below.map((child) => height(child.documentId, new Set([...path, child.documentId]))));
  };
  return height(documentId, new Set([documentId]));
}

const quoted = (item: MenuNode) => `“${item.name}”`;

/**
 * What moving one item changes: the item's new parent and position, and the positions of its old
 * and new siblings numbered again from 0 without gaps. Refused, with a sentence an editor reads,
 * when the item or the parent is gone, when the item would go under itself or an item under it,
 * or when it (with what is under it) would go deeper than six levels.
 */
export function planMove(items: readonly MenuNode[], request: MoveRequest): MovePlan {
  const item = items.find((candidate) => candidate.documentId === request.documentId);
  if (!item)
    return { ok: false, message: 'This menu item no longer exists. Reload the page to see the menu as it is now.' };
  const parent =
    request.parentId === null ? null : (items.find((candidate) => candidate.documentId === request.parentId) ?? null);
  if (request.parentId !== null && !parent) {
    return {
      ok: false,
      message: 'The item to move it under no longer exists. Reload the page to see the menu as it is now.',
    };
  }
  if (parent && parent.documentId === item.documentId) {
    return { ok: false, message: `${quoted(item)} cannot go under itself.` };
  }
  if (parent && descendantsOf(items, item.documentId).has(parent.documentId)) {
    return {
      ok: false,
      message: `${quoted(item)} cannot go under ${quoted(parent)}, which is itself under ${quoted(item)}.`,
    };
  }
  const parentLevel = parent ? levelOf(items, parent.documentId) : 0;
  if (parentLevel === null) {
    return {
      ok: false,
      message: `${quoted(parent!)} is not placed in the menu (its parents go round in a circle). Move it to the top level first.`,
    };
  }
  const deepest = parentLevel + heightOf(items, item.documentId);
  if (deepest > MAX_MENU_DEPTH) {
    const what = heightOf(items, item.documentId) > 1 ? `${quoted(item)} and the items under it` : quoted(item);
    return {
      ok: false,
      message: `The menu has at most ${MAX_MENU_DEPTH} levels: under ${quoted(parent!)}, ${what} would reach level ${deepest}.`,
    };
  }

  const newParentId = parent ? parent.documentId : null;
  const others = childrenOf(items, newParentId).filter((sibling) => sibling.documentId !== item.documentId);
  const position = Math.max(
    0,
    Math.min(Math.trunc(Number.isFinite(request.position) ? request.position : 0), others.length),
  );
  const newSiblings = [...others.slice(0, position), item, ...others.slice(position)];
  const wanted = new Map<string, MenuChange>();
  newSiblings.forEach((sibling, order) =>
    wanted.set(sibling.documentId, { documentId: sibling.documentId, parentId: newParentId, order }),
  );
  if (item.parentId !== newParentId) {
    childrenOf(items, item.parentId)
      .filter((sibling) => sibling.documentId !== item.documentId)
      .forEach((sibling, order) =>
        wanted.set(sibling.documentId, { documentId: sibling.documentId, parentId: sibling.parentId, order }),
      );
  }
  const byId = new Map(items.map((node) => [node.documentId, node]));
  const changes = [...wanted.values()].filter((change) => {
    const now = byId.get(change.documentId)!;
    return now.parentId !== change.parentId || now.order !== change.order;
  });
  return { ok: true, changes };
}
