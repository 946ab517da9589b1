/** @jest-environment node */
import {
  childrenOf,
  heightOf,
  levelOf,
  MAX_MENU_DEPTH,
  planMove,
  type MenuChange,
  type MenuNode,
} from '../cms/src/site-admin/menu-tree';

/** A menu from an outline: each line "id parentId order" (parent "-" for the top level). */
function menu(outline: string): MenuNode[] {
  return outline
    .trim()
    .split('\n')
    .map((line, index) => {
      const [documentId, parent, order] = line.trim().split(/\s+/);
      return {
        documentId,
        name: documentId.toUpperCase(),
        parentId: parent === '-' ? null : parent,
        order: order === 'null' ? null : Number(order),
        createdAt: `2026-01-01T00:00:${String(index).padStart(2, '0')}.000Z`,
      };
    });
}

/** The tree after applying a plan's changes, as "parent: children in order" lines. */
function treeAfter(items: MenuNode[], changes: MenuChange[]): string[] {
  const moved = items.map((item) => {
    const change = changes.find((candidate) => candidate.documentId === item.documentId);
    return change ? { ...item, parentId: change.parentId, order: change.order } : item;
  });
  const parents = [null, ...moved.map((item) => item.documentId)];
  return parents
    .map((parent) => [parent ?? 'top', childrenOf(moved, parent)] as const)
    .filter(([, children]) => children.length > 0)
    .map(
      ([parent, children]) => `${parent}: ${children.map((child) => `${child.documentId}=${child.order}`).join(' ')}`,
    );
}

const SAMPLE = menu(`
  a - 0
  b - 1
  c - 2
  a1 a 0
  a2 a 1
  a3 a 2
  b1 b 0
`);

describe('the menu tree', () => {
  it('orders siblings by order, then the older first, as the site does', () => {
    const items = menu(`
      x - 1
      y - 0
      z - 1
      w - null
    `);
    expect(childrenOf(items, null).map((item) => item.documentId)).toEqual(['w', 'y', 'x', 'z']);
  });

  it('knows each level and how many levels an item holds', () => {
    expect(levelOf(SAMPLE, 'a')).toBe(1);
    expect(levelOf(SAMPLE, 'a2')).toBe(2);
    expect(heightOf(SAMPLE, 'a')).toBe(2);
    expect(heightOf(SAMPLE, 'a2')).toBe(1);
  });

  it('gives no level to an item whose parents go round in a circle', () => {
    const items = menu(`
      p q 0
      q p 0
    `);
    expect(levelOf(items, 'p')).toBeNull();
  });
});

describe('moving a menu item', () => {
  it('moves an item under another parent and numbers both sets of siblings again from 0', () => {
    const plan = planMove(SAMPLE, { documentId: 'a2', parentId: 'b', position: 0 });
    if (!plan.ok) throw new Error(plan.message);
    expect(treeAfter(SAMPLE, plan.changes)).toEqual(['top: a=0 b=1 c=2', 'a: a1=0 a3=1', 'b: a2=0 b1=1']);
    // Only what changed is written: a1 keeps 0.
    expect(plan.changes.map((change) => change.documentId).sort()).toEqual(['a2', 'a3', 'b1']);
  });

  it('moves an item to the top level, at the end when the position is past it', () => {
    const plan = planMove(SAMPLE, { documentId: 'b1', parentId: null, position: 99 });
    if (!plan.ok) throw new Error(plan.message);
    expect(treeAfter(SAMPLE, plan.changes)).toEqual(['top: a=0 b=1 c=2 b1=3', 'a: a1=0 a2=1 a3=2']);
  });

  it('moves an item up and down among its siblings', () => {
    const up = planMove(SAMPLE, { documentId: 'a3', parentId: 'a', position: 1 });
    if (!up.ok) throw new Error(up.message);
    expect(treeAfter(SAMPLE, up.changes)).toContain('a: a1=0 a3=1 a2=2');
    const down = planMove(SAMPLE, { documentId: 'a', parentId: null, position: 1 });
    if (!down.ok) throw new Error(down.message);
    expect(treeAfter(SAMPLE, down.changes)[0]).toBe('top: b=0 a=1 c=2');
  });

  it('closes gaps and ties in the order of the siblings it renumbers', () => {
    const items = menu(`
      a - 5
      b - 5
      c - 40
      d - null
    `);
    const plan = planMove(items, { documentId: 'c', parentId: null, position: 0 });
    if (!plan.ok) throw new Error(plan.message);
    expect(treeAfter(items, plan.changes)).toEqual(['top: c=0 d=1 a=2 b=3']);
  });

  it('changes nothing when the item is already there', () => {
    expect(planMove(SAMPLE, { documentId: 'b', parentId: null, position: 1 })).toEqual({ ok: true, changes: [] });
  });

  it('refuses an item under itself or under an item inside it', () => {
    const self = planMove(SAMPLE, { documentId: 'a', parentId: 'a', position: 0 });
    expect(self).toEqual({ ok: false, message: '“A” cannot go under itself.' });
    const loop = planMove(SAMPLE, { documentId: 'a', parentId: 'a2', position: 0 });
    expect(loop).toEqual({ ok: false, message: '“A” cannot go under “A2”, which is itself under “A”.' });
  });

  it('refuses a move that takes the item, or what is under it, past six levels', () => {
    // A chain six levels deep, and a two-level branch beside it.
    const items = menu(`
      l1 - 0
      l2 l1 0
      l3 l2 0
      l4 l3 0
      l5 l4 0
      l6 l5 0
      x - 1
      x1 x 0
    `);
    expect(MAX_MENU_DEPTH).toBe(6);
    const leaf = planMove(items, { documentId: 'x1', parentId: 'l5', position: 0 });
    expect(leaf.ok).toBe(true);
    const tooDeep = planMove(items, { documentId: 'x1', parentId: 'l6', position: 0 });
    expect(tooDeep).toEqual({
      ok: false,
      message: 'The menu has at most 6 levels: under “L6”, “X1” would reach level 7.',
    });
    const branch = planMove(items, { documentId: 'x', parentId: 'l5', position: 0 });
    expect(branch).toEqual({
      ok: false,
      message: 'The menu has at most 6 levels: under “L5”, “X” and the items under it would reach level 7.',
    });
    expect(planMove(items, { documentId: 'x', parentId: 'l4', position: 0 }).ok).toBe(true);
  });

  it('refuses an item or a parent that no longer exists', () => {
    expect(planMove(SAMPLE, { documentId: 'gone', parentId: null, position: 0 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^This menu item no longer exists/),
    });
    expect(planMove(SAMPLE, { documentId: 'a1', parentId: 'gone', position: 0 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The item to move it under no longer exists/),
    });
  });

  it('refuses a parent whose own parents go round in a circle, and moves an item out of one', () => {
    const items = menu(`
      p q 0
      q p 0
      r - 0
    `);
    expect(planMove(items, { documentId: 'r', parentId: 'p', position: 0 })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^“P” is not placed in the menu/),
    });
    const out = planMove(items, { documentId: 'p', parentId: null, position: 0 });
    if (!out.ok) throw new Error(out.message);
    expect(treeAfter(items, out.changes)).toEqual(['top: p=0 r=1', 'p: q=0']);
  });
});
