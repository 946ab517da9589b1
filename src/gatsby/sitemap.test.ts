/** @jest-environment node */
import { escapeXml, indexablePages, robotsTxt, sitemapXml, type BuiltPage } from './sitemap';

const SITE = 'https://www.velmora.test';
const page = (path: string, overrides: Partial<BuiltPage> = {}): BuiltPage => ({
  path,
  noindex: false,
  lastmod: null,
  ...overrides,
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap.xml', () => {
  it('is a sitemaps.org urlset of absolute URLs, the home page ending in / and no other', () => {
    const xml = sitemapXml(`${SITE}/`, [page('/'), page('/services/rv-shipping')]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(xml)).toEqual([`${SITE}/`, `${SITE}/services/rv-shipping`]);
  });

  it('lists only indexable pages, each once (the last made wins), sorted by path', () => {
    const pages = [
      page('/services'),
      page('/blog', { noindex: true }),
      page('/blog/category/news', { noindex: true }),
      page('/international', { noindex: true }),
      page('/about', { noindex: true }),
      page('/about'),
      page('/services'),
      page('/private', { noindex: false }),
      page('/private', { noindex: true }),
      page('/'),
    ];
    expect(indexablePages(pages).map((p) => p.path)).toEqual(['/', '/about', '/services']);
    expect(locs(sitemapXml(SITE, pages))).toEqual([`${SITE}/`, `${SITE}/about`, `${SITE}/services`]);
  });

  it('gives <lastmod> as a W3C datetime where the CMS said when, and none where it did not or is unreadable', () => {
    const xml = sitemapXml(SITE, [
      page('/a', { lastmod: '2026-03-05T09:00:00Z' }),
      page('/b'),
      page('/c', { lastmod: 'not a date' }),
    ]);
    expect(xml).toContain(`<loc>${SITE}/a</loc>\n    <lastmod>2026-03-05T09:00:00.000Z</lastmod>`);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it('escapes XML in URLs', () => {
    const xml = sitemapXml(SITE, [page(`/guides/cars&trucks<'"`)]);
    expect(locs(xml)).toEqual([`${SITE}/guides/cars&amp;trucks&lt;&apos;&quot;`]);
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('is an empty urlset when nothing is indexable', () => {
    expect(locs(sitemapXml(SITE, [page('/blog', { noindex: true })]))).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('allows everything but the Functions and names the sitemap', () => {
    expect(robotsTxt(`${SITE}/`)).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${SITE}/sitemap.xml`, ''].join('\n'),
    );
  });
});
