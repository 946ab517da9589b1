import type { StrapiMenu, StrapiPage } from '../schema';
import { menuHref, normalizeMenu } from './menu';
import { normalizePages } from './page';

const pathById = new Map([
  ['services', '/services'],
  ['rv', '/services/rv-shipping'],
]);

const entry = (overrides: Partial<StrapiMenu>): StrapiMenu => ({
  name: 'Entry',
  active: true,
  icon: null,
  slug: null,
  page: null,
  menus: [],
  ...overrides,
});

describe('menu destinations (SPEC §2)', () => {
  it('links an entry to the joined route of its page', () => {
    expect(menuHref(entry({ page: { documentId: 'rv', Slug: 'rv-shipping' } }), pathById)).toBe(
      '/services/rv-shipping',
    );
  });

  it('sends a help slug to the shipping-guide FAQ', () => {
    expect(menuHref(entry({ slug: 'help' }), pathById)).toBe('/shipping-guide/frequently-asked-questions');
    expect(menuHref(entry({ page: { documentId: 'x', Slug: 'help' } }), pathById)).toBe(
      '/shipping-guide/frequently-asked-questions',
    );
  });

  it('falls back to the built-in route named by the slug when there is no page', () => {
    expect(menuHref(entry({ slug: 'blog' }), pathById)).toBe('/blog');
    expect(menuHref(entry({ slug: '/international/' }), pathById)).toBe('/international');
  });

  it('falls back to / when there is neither a page nor a known route', () => {
    expect(menuHref(entry({}), pathById)).toBe('/');
    expect(menuHref(entry({ slug: 'online-car-buying' }), pathById)).toBe('/');
    expect(menuHref(entry({ page: { documentId: 'unpublished', Slug: 'draft' } }), pathById)).toBe('/');
  });

  it("reads the icon's GraphQL spelling as the CMS's own", () => {
    const [item] = normalizeMenu([entry({ icon: 'map_pin' })], pathById);
    expect(item.icon).toBe('map-pin');
  });

  it('keeps the tree, its order and the active flag', () => {
    const tree = normalizeMenu(
      [
        entry({
          name: 'Services',
          page: { documentId: 'services', Slug: 'services' },
          menus: [entry({ name: 'RV', page: { documentId: 'rv', Slug: 'rv-shipping' }, active: false })],
        }),
      ],
      pathById,
    );
    expect(tree).toEqual([
      {
        name: 'Services',
        active: true,
        href: '/services',
        icon: null,
        children: [{ name: 'RV', active: false, href: '/services/rv-shipping', icon: null, children: [] }],
      },
    ]);
  });
});

describe('menus over the CMS pages (SPEC §2: six levels, slugs joined from parents)', () => {
  const page = (documentId: string, Slug: string, parent: string | null): StrapiPage => ({
    documentId,
    Title: Slug,
    Subtitle: null,
    Description: null,
    Slug,
    layout: 'location',
    noindex: null,
    Image: null,
    parent: parent ? { documentId: parent } : null,
    Content: [],
  });

  it("links a sixth-level entry to its page's route, joined from every parent's slug", () => {
    const slugs = ['shipping-locations', 'north-america', 'usa', 'non-continental', 'alaska', 'anchorage'];
    const { pathById } = normalizePages(
      slugs.map((slug, index) => page(`p${index}`, slug, index === 0 ? null : `p${index - 1}`)),
      'http://cms.test',
    );
    const nest = (level: number): StrapiMenu =>
      entry({
        name: slugs[level],
        page: { documentId: `p${level}`, Slug: slugs[level] },
        menus: level < slugs.length - 1 ? [nest(level + 1)] : [],
      });
    let item = normalizeMenu([nest(0)], pathById)[0];
    const hrefs = [item.href];
    while (item.children.length > 0) {
      [item] = item.children;
      hrefs.push(item.href);
    }
    expect(hrefs).toEqual([
      '/shipping-locations',
      '/shipping-locations/north-america',
      '/shipping-locations/north-america/usa',
      '/shipping-locations/north-america/usa/non-continental',
      '/shipping-locations/north-america/usa/non-continental/alaska',
      '/shipping-locations/north-america/usa/non-continental/alaska/anchorage',
    ]);
  });
});
