import type { MenuItem } from '../types/content';
import { activeMenu, isCurrentBranch, sideMenu } from './menu-items';

const item = (name: string, href: string, children: MenuItem[] = [], active = true): MenuItem => ({
  name,
  href,
  active,
  icon: null,
  children,
});

const tree = [
  item('Services', '/services', [
    item('Powersports', '/services/utv-shipping', [
      item('UTV Shipping', '/services/utv-shipping'),
      item(' golf cart  shipping', '/services/golf-cart-shipping'),
      item('Snowmobile Shipping', '/services/snowmobile-shipping'),
    ]),
    item('Retired', '/services/retired', [], false),
  ]),
  item('Blog', '/blog'),
];

const names = (items: MenuItem[]): unknown[] => items.map((entry) => [entry.name.trim(), names(entry.children)]);

describe('the side menu (SPEC §2)', () => {
  it('hides Golf Cart Shipping and UTV Shipping, at any depth and however they are spaced or cased', () => {
    expect(names(sideMenu(tree))).toEqual([
      ['Services', [['Powersports', [['Snowmobile Shipping', []]]]]],
      ['Blog', []],
    ]);
  });

  it('leaves them in the other menus, which drop only inactive entries', () => {
    expect(names(activeMenu(tree))).toEqual([
      [
        'Services',
        [
          [
            'Powersports',
            [
              ['UTV Shipping', []],
              ['golf cart  shipping', []],
              ['Snowmobile Shipping', []],
            ],
          ],
        ],
      ],
      ['Blog', []],
    ]);
  });
});

describe('the current branch', () => {
  it('marks an entry when the page is its destination, below it, or below one of its children', () => {
    expect(isCurrentBranch(tree[0], '/services')).toBe(true);
    expect(isCurrentBranch(tree[0], '/services/rv-shipping/')).toBe(true);
    expect(isCurrentBranch(tree[1], '/blog/category/news')).toBe(true);
    expect(isCurrentBranch(tree[1], '/services')).toBe(false);
    expect(isCurrentBranch(tree[1], '/blogging')).toBe(false);
  });

  it('never marks the home fallback as the branch of every page', () => {
    expect(isCurrentBranch(item('Online Car Buying', '/'), '/services')).toBe(false);
  });
});
