import { MENUS_LIMIT, MENUS_QUERY, MENU_DEPTH, fetchMenus, menuSelection } from './menus';

describe('Menus query (SPEC §7: limit 8, a tree of 6 levels)', () => {
  it('selects six nested levels of menus', () => {
    expect(MENU_DEPTH).toBe(6);
    expect(menuSelection(MENU_DEPTH).match(/menus\(/g)).toHaveLength(5);
    expect(MENUS_QUERY).toContain('query Menus(');
    expect(MENUS_QUERY).toContain('parent: { documentId: { null: true } }');
  });

  it('asks for the first 8 top-level entries', async () => {
    const calls: unknown[] = [];
    await fetchMenus(async <T>(_query: string, variables?: Record<string, unknown>) => {
      calls.push(variables);
      return { menus: [] } as T;
    });
    expect(MENUS_LIMIT).toBe(8);
    expect(calls).toEqual([{ pagination: { start: 0, limit: 8 } }]);
  });
});
