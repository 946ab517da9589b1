/** sitemap.xml and robots.txt, as text, from the pages a build made. */
import { pageUrl, ROUTES } from '../routes';

/** A page the build made, as search engines are told about it. */
export interface BuiltPage {
  path: string;
  /** Kept out of search results: never listed in the sitemap. */
  noindex: boolean;
  /** When the CMS last changed what the page shows (ISO 8601), where it says. */
  lastmod: string | null;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A W3C datetime for <lastmod>; null for a date that cannot be read. */
const w3cDate = (value: string | null): string | null => {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** The pages a sitemap lists: each path once (the last made wins, as with Gatsby's createPage),
 *  noindexed pages left out, sorted by path so an unchanged site writes the same file. */
export function indexablePages(pages: BuiltPage[]): BuiltPage[] {
  const byPath = new Map<string, BuiltPage>();
  for (const page of pages) byPath.set(page.path, page);
  return [...byPath.values()]
    .filter((page) => !page.noindex)
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The sitemap protocol's urlset: every indexable page's absolute URL and, where known, its lastmod. */
export function sitemapXml(siteUrl: string, pages: BuiltPage[]): string {
  const urls = indexablePages(pages).map((page) => {
    const lastmod = w3cDate(page.lastmod);
    return [
      '  <url>',
      `    <loc>${escapeXml(pageUrl(siteUrl, page.path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The Functions under /api/ answer forms, not readers: crawlers are kept off them. */
const API_PREFIX = '/api/';

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    `Allow: ${ROUTES.home}`,
    `Disallow: ${API_PREFIX}`,
    '',
    `Sitemap: ${pageUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
