import { expect, test, type APIRequestContext } from '@playwright/test';
import { allPages, blogPosts } from '../../cms/src/seed/content';
import { seededRoutes } from './seed-expectations';

/** The build's SITE_URL is the address the tests reach the site at (scripts/test-runner/test.ts). */
const SITE = (process.env.E2E_SITE_URL ?? '').replace(/\/$/, '');
const absolute = (path: string) => `${SITE}${path === '/' ? '/' : path}`;

/** What a crawler reads in a page's server-sent <head>. */
async function headOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];
  const meta = (key: string) => {
    const tag = tags('meta').find((candidate) =>
      [attribute(candidate, 'name'), attribute(candidate, 'property')].includes(key),
    );
    return tag ? attribute(tag, 'content') : null;
  };
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    canonical: attribute(tags('link').find((tag) => attribute(tag, 'rel') === 'canonical') ?? '', 'href'),
    meta,
    jsonLd: [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string } & Record<string, unknown>,
    ),
  };
}

test('sitemap.xml lists exactly the indexable pages, by absolute URL, each with its lastmod', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const expected = [
    '/',
    ...allPages.filter((page) => !page.noindex).map((page) => `/${page.path}`),
    ...blogPosts.map((post) => `/blog/${post.Slug}`),
  ].map(absolute);
  expect([...locs].sort()).toEqual(expected.sort());
  expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)).toHaveLength(locs.length);
});

test('robots.txt allows the site, keeps crawlers off /api/ and names the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('a service page names its canonical URL, its share picture and its JSON-LD in the server-sent HTML', async ({
  request,
}) => {
  const head = await headOf(request, '/services/rv-shipping');
  expect(head.canonical).toBe(absolute('/services/rv-shipping'));
  expect(head.meta('og:url')).toBe(head.canonical);
  expect(head.meta('robots')).toBeNull();
  expect(head.meta('og:image')).toMatch(/^https?:\/\//);
  expect((await request.get(head.meta('og:image')!)).status()).toBe(200);
  expect(head.jsonLd.map((entity) => entity['@type'])).toEqual(
    expect.arrayContaining(['Organization', 'BreadcrumbList', 'Service']),
  );
  const organization = head.jsonLd.find((entity) => entity['@type'] === 'Organization')!;
  const logo = await request.get(organization.logo as string);
  expect(logo.status()).toBe(200);
  expect(logo.headers()['content-type']).toContain('image/png');
});

test('a post is a BlogPosting under Home › Blog › its category, and the blog list is noindexed', async ({
  request,
}) => {
  const [post] = blogPosts;
  const head = await headOf(request, `/blog/${post!.Slug}`);
  expect(head.canonical).toBe(absolute(`/blog/${post!.Slug}`));
  expect(head.meta('og:type')).toBe('article');
  const article = head.jsonLd.find((entity) => entity['@type'] === 'BlogPosting')!;
  expect(article).toMatchObject({ headline: post!.Name, mainEntityOfPage: { '@id': head.canonical } });
  const trail = head.jsonLd.find((entity) => entity['@type'] === 'BreadcrumbList') as unknown as {
    itemListElement: { item: string }[];
  };
  expect(trail.itemListElement.map((step) => step.item).slice(0, 2)).toEqual([absolute('/'), absolute('/blog')]);
  const blog = await headOf(request, '/blog');
  expect(blog.meta('robots')).toBe('noindex, follow');
  expect(blog.canonical).toBe(absolute('/blog'));
});

test('no two pages of the built site share a title', async ({ request }) => {
  const paths = [...seededRoutes().map((route) => route.path), '/blog/page/2', '/quote', '/book', '/no-such-page'];
  const titles = new Map<string, string>();
  for (const path of paths) {
    const { title } = await headOf(request, path);
    expect(title, path).toBeTruthy();
    expect(titles.get(title!), `${path} has the title of ${titles.get(title!)}`).toBeUndefined();
    titles.set(title!, path);
  }
});
