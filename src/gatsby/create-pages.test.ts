/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { StrapiBlog, StrapiBlock, StrapiPage } from '../cms/schema';
import type { BlogListContext, BlogPostContext, CmsPageContext } from '../templates/contexts';
import { builtPages } from './page-record';
import { createPages } from './create-pages';
import { onPostBuild } from './on-post-build';
import { TEMPLATES } from './templates';

const SITE_URL = 'http://localhost:9200';
const richText = (text: string): StrapiBlock => ({
  __typename: 'STRAPI_ComponentBlocksRichText',
  id: '1',
  JSONContent: [{ type: 'paragraph', children: [{ type: 'text', text }] }],
});

const category = (name: string) => ({ name, slug: name.toLowerCase().replace(/\s+/g, '-') });

/** Twelve posts, newest first, in two categories; the newest has a block type the site does not know. */
const posts: StrapiBlog[] = Array.from({ length: 12 }, (_, index) => ({
  documentId: `post-${index}`,
  Name: `Post ${index + 1}`,
  Slug: `post-${index + 1}`,
  Description: null,
  publishedAt: new Date(Date.UTC(2026, 10, 15 - index)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  FeaturedImage: null,
  Category: category(index % 2 === 0 ? 'Shipping Tips' : 'Company News'),
  Content: [
    richText(`Summary of post ${index + 1}`),
    ...(index === 0 ? [{ __typename: 'STRAPI_ComponentBlocksVideo', id: '9' } as StrapiBlock] : []),
    { __typename: 'STRAPI_ComponentBlocksQa', id: '2', Question: 'Why?', Answer: 'Because.' },
  ],
}));

let pages: StrapiPage[] = [
  {
    documentId: 'services',
    Title: 'Services',
    Subtitle: null,
    Description: null,
    Slug: 'services',
    layout: 'service',
    noindex: false,
    Image: null,
    parent: null,
    Content: [{ __typename: 'STRAPI_ComponentBlocksCarousel', id: '4' }, richText('All our services')],
  },
  {
    documentId: 'rv',
    Title: 'RV Shipping',
    Subtitle: null,
    Description: 'RVs, door to door.',
    Slug: 'rv-shipping',
    layout: 'service',
    noindex: false,
    updatedAt: '2026-10-01T08:00:00.000Z',
    Image: null,
    parent: { documentId: 'services' },
    Content: [richText('We ship RVs')],
  },
  {
    documentId: 'thanks',
    Title: 'Thank you',
    Subtitle: null,
    Description: null,
    Slug: 'thank-you',
    layout: 'standard',
    noindex: true,
    Image: null,
    parent: null,
    Content: [richText('Thanks')],
  },
];

function fakeGraphql(query: string, variables?: Record<string, unknown>) {
  const answer = (strapi: unknown) => Promise.resolve({ data: { strapi } });
  if (query.includes('siteMetadata'))
    return Promise.resolve({ data: { site: { siteMetadata: { siteUrl: `${SITE_URL}/` } } } });
  if (query.includes('query Site')) {
    return answer({
      siteSetting: {
        siteName: 'Velmora Auto Transport',
        email: 'a@b.test',
        streetAddress: null,
        phones: [],
        socialLinks: [],
        stats: [],
      },
      homePage: {
        title: 'Home',
        subtitle: null,
        styles: null,
        bg_image: null,
        mobile_image: null,
        service_tabs: [],
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
      internationalPage: { title: 'International', subtitle: null, image: null },
      reviews: [],
      pressLogos: [],
      locations: [],
    });
  }
  if (query.includes('query Pages')) {
    const { start } = (variables?.pagination ?? {}) as { start: number };
    return answer({ pages: start === 0 ? pages : [] });
  }
  if (query.includes('query Blogs(')) {
    const { start } = (variables?.pagination ?? {}) as { start: number };
    return answer({ blogs: start === 0 ? posts : [] });
  }
  if (query.includes('query BlogCategories')) {
    return answer({
      blogCategories: ['Company News', 'Shipping Tips'].map((name) => ({
        ...category(name),
        documentId: name,
        Description: null,
        FeaturedImage: null,
      })),
    });
  }
  if (query.includes('query BlogsForCategory')) {
    const slug = variables?.slug;
    return answer({
      blogCategories: [
        {
          ...category(slug === 'shipping-tips' ? 'Shipping Tips' : 'Company News'),
          documentId: String(slug),
          Description: null,
          FeaturedImage: null,
          blogs: posts.filter((post) => post.Category?.slug === slug),
        },
      ],
    });
  }
  if (query.includes('query Menus')) return answer({ menus: [] });
  throw new Error(`unexpected query ${query.slice(0, 60)}`);
}

async function build(directory = os.tmpdir()) {
  const created = new Map<string, { component: string; context: unknown }>();
  const reporter = {
    warn: jest.fn(),
    info: jest.fn(),
    panicOnBuild: jest.fn(),
    activityTimer: () => ({ start: jest.fn(), end: jest.fn() }),
  };
  const actions = {
    createPage: ({ path, component, context }: { path: string; component: string; context: unknown }) =>
      created.set(path, { component, context }),
  };
  const run = createPages as unknown as (args: object) => Promise<void>;
  const store = { getState: () => ({ program: { directory } }) };
  await run({ graphql: fakeGraphql, actions, reporter, store });
  return { created, reporter, store };
}

describe('createPages for the blog and CMS pages', () => {
  it('skips an unknown block type with a build warning, and still builds the page with its other blocks', async () => {
    const { created, reporter } = await build();
    const warnings = reporter.warn.mock.calls.map(([message]) => message as string);
    expect(warnings).toEqual(
      expect.arrayContaining([
        'Skipped unknown content block ComponentBlocksVideo on /blog/post-1',
        'Skipped unknown content block ComponentBlocksCarousel on /services',
      ]),
    );
    const newest = created.get('/blog/post-1')!.context as BlogPostContext;
    expect(newest.post.content.map((block) => block.kind)).toEqual(['rich-text', 'qa']);
    const services = created.get('/services')!.context as CmsPageContext;
    expect(services.page.content.map((block) => block.kind)).toEqual(['rich-text']);
  });

  it('pages the blog list 9 to a page, newest first (SPEC §9)', async () => {
    const { created } = await build();
    const first = created.get('/blog')!;
    const second = created.get('/blog/page/2')!;
    expect(first.component).toBe(TEMPLATES.blogList);
    expect((first.context as BlogListContext).posts.map((post) => post.slug)).toEqual(
      posts.slice(0, 9).map((post) => post.Slug),
    );
    expect((second.context as BlogListContext).posts.map((post) => post.slug)).toEqual(
      posts.slice(9).map((post) => post.Slug),
    );
    expect((second.context as BlogListContext).pageCount).toBe(2);
    expect(created.has('/blog/page/3')).toBe(false);
    expect((first.context as BlogListContext).posts[0].summary).toBe('Summary of post 1');
  });

  it('gives each post its newer and older neighbours, related posts of its category and the site URL', async () => {
    const { created } = await build();
    const third = created.get('/blog/post-3')!.context as BlogPostContext;
    expect(third.newer?.slug).toBe('post-2');
    expect(third.older?.slug).toBe('post-4');
    expect(third.related.map((post) => post.slug)).toEqual(['post-1', 'post-5', 'post-7']);
    expect(third.chrome.siteUrl).toBe(SITE_URL);
  });

  it('makes each category a page under /blog/category/ and each CMS page a page at its joined route', async () => {
    const { created } = await build();
    expect(created.get('/blog/category/shipping-tips')?.component).toBe(TEMPLATES.blogCategory);
    const rv = created.get('/services/rv-shipping')!;
    expect(rv.component).toBe(TEMPLATES.cmsPage);
    expect((rv.context as CmsPageContext).page.trail).toEqual([{ title: 'Services', path: '/services' }]);
    expect((created.get('/services')!.context as CmsPageContext).children.map((child) => child.path)).toEqual([
      '/services/rv-shipping',
    ]);
  });

  it('fails the build with the reason an editor can act on when an entry takes a route the site owns', async () => {
    const kept = pages;
    pages = [...kept, { ...kept[1]!, documentId: 'clash', Title: 'Clashing page', Slug: 'blog', parent: null }];
    try {
      const { created, reporter } = await build();
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(
        `The site's content could not be built: The CMS page "Clashing page" takes the site's own route /blog: give it another slug`,
      );
      expect(created.size).toBe(0);
    } finally {
      pages = kept;
    }
  });
});

describe('what search engines are told', () => {
  it('gives every page the site URL through its chrome', async () => {
    const { created } = await build();
    for (const { context } of created.values()) {
      expect((context as { chrome: { siteUrl: string } }).chrome.siteUrl).toBe(SITE_URL);
    }
  });

  it('records every page it makes, the noindexed ones marked, with when the CMS last changed it', async () => {
    const { created } = await build();
    const record = builtPages()!;
    expect(record.siteUrl).toBe(SITE_URL);
    expect(record.pages.map((page) => page.path).sort()).toEqual([...created.keys()].sort());
    const noindexed = record.pages.filter((page) => page.noindex).map((page) => page.path);
    expect(noindexed.sort()).toEqual(
      [
        '/404',
        '/_app',
        '/blog',
        '/book',
        '/blog/category/company-news',
        '/blog/category/shipping-tips',
        '/blog/page/2',
        '/international',
        '/quote',
        '/thank-you',
      ].sort(),
    );
    const lastmod = (path: string) => record.pages.find((page) => page.path === path)?.lastmod;
    expect(lastmod('/')).toBe('2026-11-01T00:00:00.000Z');
    expect(lastmod('/blog/post-1')).toBe('2026-11-20T00:00:00.000Z');
    expect(lastmod('/services/rv-shipping')).toBe('2026-10-01T08:00:00.000Z');
    expect(lastmod('/services')).toBeNull();
  });

  it('writes sitemap.xml of the indexable pages and robots.txt into public/ after the build', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-build-'));
    try {
      fs.mkdirSync(path.join(directory, 'public'));
      const { reporter, store } = await build(directory);
      await (onPostBuild as unknown as (args: object) => Promise<void>)({ reporter, store });
      const sitemap = fs.readFileSync(path.join(directory, 'public', 'sitemap.xml'), 'utf8');
      const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual([
        `${SITE_URL}/`,
        ...posts.map((post) => `${SITE_URL}/blog/${post.Slug}`).sort(),
        `${SITE_URL}/services`,
        `${SITE_URL}/services/rv-shipping`,
      ]);
      expect(fs.readFileSync(path.join(directory, 'public', 'robots.txt'), 'utf8')).toContain(
        `Sitemap: ${SITE_URL}/sitemap.xml`,
      );
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});
