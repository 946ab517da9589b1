import fs from 'fs';
import path from 'path';
import * as seed from '../cms/src/seed/content';
import type { Block, SeedLocation, SeedMenuItem } from '../cms/src/seed/types';
import { SPEC_ROUTES } from './spec-routes';
import { DEFAULT_ORDER_TERMS } from '../src/orders/order-terms';

const MEDIA_DIR = path.join(__dirname, '..', 'cms', 'src', 'seed', 'media');
const pagePaths = new Set(seed.allPages.map((page) => `/${page.path}`));
const seededRoutes = new Set([
  ...pagePaths,
  ...seed.blogPosts.map((post) => `/blog/${post.Slug}`),
  '/',
  '/blog',
  '/_app',
]);
const everyBlock: { where: string; blocks: Block[] }[] = [
  ...seed.allPages.map((page) => ({ where: page.path, blocks: page.Content })),
  ...seed.blogPosts.map((post) => ({ where: `blog/${post.Slug}`, blocks: post.Content })),
];

const flattenMenu = (items: SeedMenuItem[], depth = 1): { item: SeedMenuItem; depth: number }[] =>
  items.flatMap((item) => [{ item, depth }, ...flattenMenu(item.children ?? [], depth + 1)]);
const flattenLocations = (nodes: SeedLocation[]): SeedLocation[] =>
  nodes.flatMap((node) => [node, ...flattenLocations(node.children ?? [])]);

describe('seed content', () => {
  it('makes every route of SPEC.md §2 real', () => {
    expect(SPEC_ROUTES.filter((route) => !seededRoutes.has(route))).toEqual([]);
  });

  it('gives every page a unique path under an existing parent', () => {
    expect(pagePaths.size).toBe(seed.allPages.length);
    for (const page of seed.allPages) {
      const parent = page.path.split('/').slice(0, -1).join('/');
      if (parent) expect(pagePaths).toContain(`/${parent}`);
    }
  });

  it('has at least 12 posts in at least 3 categories, each in a known category', () => {
    const slugs = new Set(seed.blogCategories.map((category) => category.slug));
    expect(seed.blogPosts.length).toBeGreaterThanOrEqual(12);
    expect(slugs.size).toBeGreaterThanOrEqual(3);
    expect(seed.blogPosts.filter((post) => !slugs.has(post.category))).toEqual([]);
    for (const category of seed.blogCategories) {
      expect(category.slug).toBe(category.name.toLowerCase().replace(/\s+/g, '-'));
      expect(seed.blogPosts.some((post) => post.category === category.slug)).toBe(true);
    }
    expect(new Set(seed.blogPosts.map((post) => post.Slug)).size).toBe(seed.blogPosts.length);
  });

  it('opens every post with a rich-text summary (SPEC §9)', () => {
    for (const post of seed.blogPosts) {
      const [first] = post.Content;
      expect(first.__component).toBe('blocks.rich-text');
    }
  });

  it('has at least 12 reviews with 1 to 5 stars', () => {
    expect(seed.reviews.length).toBeGreaterThanOrEqual(12);
    expect(seed.reviews.every((review) => review.stars >= 1 && review.stars <= 5)).toBe(true);
  });

  it('has a menu tree at least 3 levels deep, at most 6, with Golf Cart Shipping and UTV Shipping', () => {
    const entries = flattenMenu(seed.menuTree);
    const depth = Math.max(...entries.map((entry) => entry.depth));
    expect(depth).toBeGreaterThanOrEqual(3);
    expect(depth).toBeLessThanOrEqual(6);
    expect(seed.menuTree.length).toBeLessThanOrEqual(8);
    expect(entries.map((entry) => entry.item.name)).toEqual(
      expect.arrayContaining(['Golf Cart Shipping', 'UTV Shipping']),
    );
    const broken = entries
      .filter(({ item }) => item.page && !pagePaths.has(`/${item.page}`))
      .map(({ item }) => item.name);
    expect(broken).toEqual([]);
  });

  it('uses every content block type at least once', () => {
    const used = new Set(everyBlock.flatMap(({ blocks }) => blocks.map((block) => block.__component)));
    expect([...used].sort()).toEqual(
      [
        'blocks.card',
        'blocks.checklist',
        'blocks.content',
        'blocks.image',
        'blocks.index',
        'blocks.list-item',
        'blocks.qa',
        'blocks.rich-text',
        'blocks.state-card',
        'blocks.title',
      ].sort(),
    );
  });

  it('points every table-of-contents entry at a title on the same page', () => {
    const broken = everyBlock.flatMap(({ where, blocks }) => {
      const titles = new Set(blocks.flatMap((block) => (block.__component === 'blocks.title' ? [block.Title] : [])));
      return blocks.flatMap((block) =>
        block.__component === 'blocks.index' && !titles.has(block.Index) ? [`${where}: ${block.Index}`] : [],
      );
    });
    expect(broken).toEqual([]);
  });

  it('ships every illustration it names', () => {
    const named = new Set<string>(
      JSON.stringify([
        seed.allPages,
        seed.blogCategories,
        seed.blogPosts,
        seed.homePage,
        seed.internationalPage,
        seed.locationTree,
        seed.pressLogos,
        seed.reviews,
      ]).match(/[\w-]+\.(svg|webm)/g) ?? [],
    );
    const missing = [...named].filter((file) => !fs.existsSync(path.join(MEDIA_DIR, file)));
    expect(missing).toEqual([]);
  });

  it('links location nodes only to pages that exist', () => {
    const nodes = flattenLocations(seed.locationTree);
    expect(nodes.length).toBeGreaterThanOrEqual(20);
    const broken = nodes.filter((node) => node.url && !pagePaths.has(`/${node.url.replace(/^\//, '')}`));
    expect(broken.map((node) => node.url)).toEqual([]);
    expect(new Set(nodes.map((node) => node.slug)).size).toBe(nodes.length);
  });

  it('states the stats banner of SPEC §1', () => {
    expect(seed.siteSettings.stats.map((stat) => stat.value)).toEqual(['100 000+', '500 000+', '10']);
  });

  it('gives the home page every section of SPEC §2, each once, with links to pages that exist', () => {
    const kinds = seed.homePage.sections.map((section) => section.__component);
    expect(kinds).toEqual([
      'home.stats-banner',
      'home.press-strip',
      'home.reviews-carousel',
      'home.services-tabs',
      'home.contact-banner',
      'home.why-us',
      'home.contact-us',
      'home.our-process',
      'home.services-grid',
      'home.where-we-ship',
      'home.blog-card',
      'home.faq',
      'home.booking',
    ]);
    const links = JSON.stringify(seed.homePage.sections).match(/"(?:url|explore_url)":"([^"]+)"/g) ?? [];
    const broken = links.map((link) => link.split('"')[3]).filter((url) => !pagePaths.has(url));
    expect(broken).toEqual([]);
    expect(links.length).toBeGreaterThan(10);
  });

  it('names the five service tabs of SPEC §2 and ends the card grid with the 30+ services card', () => {
    const tabs = seed.homePage.sections.find((section) => section.__component === 'home.services-tabs');
    expect(tabs && 'tabs' in tabs ? tabs.tabs.map((tab) => tab.name) : []).toEqual([
      'Enclosed car shipping',
      'Open car shipping',
      'Heavy equipment',
      'Canada & Hawaii',
      'Special request',
    ]);
    const grid = seed.homePage.sections.find((section) => section.__component === 'home.services-grid');
    expect(grid && 'explore_label' in grid ? grid.explore_label : '').toBe(
      'Explore all 30+ types of services we provide',
    );
  });

  it('states the payment and confirmation claims of SPEC §1 in why us, and the three process steps', () => {
    const text = JSON.stringify(seed.homePage.sections);
    for (const claim of [
      'approve your order online',
      'confirmed to you by e-mail',
      'which carrier is moving your vehicle',
      'charged only once a shipping partner is confirmed',
      'All major credit and debit cards are accepted',
      'pay online or by phone',
      'around the clock',
      'Get a free quote',
      'Add details and choose a pickup window',
      'Hand over the keys',
    ])
      expect(text).toContain(claim);
  });

  it('gives the international page its six sections, the groups of SPEC §2 and Trailers as the default tab', () => {
    const sections = seed.internationalPage.sections;
    expect(sections.map((section) => section.__component)).toEqual([
      'landing.transport-types',
      'landing.shipping-process',
      'landing.benefits',
      'landing.where-we-ship',
      'landing.vehicles',
      'landing.reviews',
    ]);
    const groups = sections.find((section) => section.__component === 'landing.where-we-ship');
    expect(groups && 'groups' in groups ? groups.groups.map((g) => [g.name, g.countries]) : []).toEqual([
      ['USA', ['USA', 'Canada']],
      ['Europe', ['France', 'Italy', 'Spain']],
      ['Asia', ['Japan', 'UAE', 'Indonesia', 'South Korea']],
      ['Africa', ['Kenya', 'Algeria', 'South Africa', 'Morocco', 'Egypt']],
    ]);
    const vehicles = sections.find((section) => section.__component === 'landing.vehicles');
    expect(vehicles && 'tabs' in vehicles ? vehicles.tabs.map((tab) => tab.name) : []).toEqual([
      'Car',
      'Motorcycles',
      'Trailers',
      'Recreational',
      'Classics/Exotics',
      'Equipment',
    ]);
    expect(vehicles && 'tabs' in vehicles ? vehicles.tabs.find((tab) => tab.isDefault)?.name : '').toBe('Trailers');
  });

  it('seeds the Order terms word for word as the site’s built-in terms, in paragraphs, saying what SPEC §1 promises', () => {
    const { version, title, body } = seed.orderTerms;
    expect({ version, title, body }).toEqual({
      version: DEFAULT_ORDER_TERMS.version,
      title: DEFAULT_ORDER_TERMS.title,
      body: DEFAULT_ORDER_TERMS.body,
    });
    const paragraphs = body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(8);
    expect(paragraphs.every((paragraph) => paragraph.trim() === paragraph && paragraph.length > 0)).toBe(true);
    expect(body).toMatch(/charged only once a carrier is confirmed/);
    expect(body).toMatch(/cancel free of charge at any time before a carrier is assigned/);
    expect(body).toMatch(/Electronic Signatures in Global and National Commerce Act \(ESIGN\)/);
  });
});
