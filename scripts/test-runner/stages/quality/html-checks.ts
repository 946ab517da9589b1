/**
 * Checks of the built HTML itself, page by page: images sized and described, one unique title
 * and description per page, a canonical link, `lang`, and the JSON-LD blocks (read here, checked
 * against schema.org in json-ld.ts).
 */

export interface PageHtml {
  /** The page's path, as served. */
  path: string;
  html: string;
}

export interface Finding {
  path: string;
  problem: string;
}

const tags = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((m) => m[0]);

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`\\s${name}(?=[\\s>/])`, 'i').test(tag) ? '' : null;
};

/** The server-sent HTML without what never renders (<noscript> copies of images are checked too). */
const withoutTemplates = (html: string) => html.replace(/<template\b[\s\S]*?<\/template>/gi, '');

/** Every <img> has width and height (no layout shift) and an alt attribute (empty only if decorative). */
export function imageProblems({ path, html }: PageHtml): Finding[] {
  const findings: Finding[] = [];
  for (const img of tags(withoutTemplates(html), 'img')) {
    const src = attribute(img, 'src') ?? attribute(img, 'data-src') ?? '(no src)';
    if (!attribute(img, 'width') || !attribute(img, 'height'))
      findings.push({ path, problem: `unsized image ${src.slice(0, 100)}` });
    if (attribute(img, 'alt') === null) findings.push({ path, problem: `image without alt ${src.slice(0, 100)}` });
  }
  return findings;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

export interface HeadFacts {
  title: string | null;
  description: string | null;
  canonical: string | null;
  lang: string | null;
  noindex: boolean;
}

export function headFacts(html: string): HeadFacts {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const meta = tags(html, 'meta');
  const named = (name: string) => meta.find((tag) => attribute(tag, 'name')?.toLowerCase() === name);
  const canonical = tags(html, 'link').find((tag) => attribute(tag, 'rel') === 'canonical');
  const robots = named('robots');
  return {
    title: title ? decode(title.trim()) : null,
    description: named('description') ? decode(attribute(named('description')!, 'content') ?? '') : null,
    canonical: canonical ? attribute(canonical, 'href') : null,
    lang: attribute(tags(html, 'html')[0] ?? '', 'lang'),
    noindex: /noindex/i.test(robots ? (attribute(robots, 'content') ?? '') : ''),
  };
}

/** Every page titled, described and canonical (its own address), with `lang`; no two pages share a title or a description. */
export function headProblems(pages: PageHtml[], siteUrl: string): Finding[] {
  const findings: Finding[] = [];
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const { path, html } of pages) {
    const facts = headFacts(html);
    if (!facts.title) findings.push({ path, problem: 'no <title>' });
    if (!facts.description) findings.push({ path, problem: 'no meta description' });
    const own = `${siteUrl}${path === '/' ? '/' : path}`;
    if (!facts.canonical) findings.push({ path, problem: 'no canonical link' });
    else if (facts.canonical !== own) findings.push({ path, problem: `canonical ${facts.canonical}, not ${own}` });
    if (!facts.lang) findings.push({ path, problem: 'no lang on <html>' });
    for (const key of ['title', 'description'] as const) {
      const value = facts[key];
      if (!value) continue;
      const other = seen[key].get(value);
      if (other) findings.push({ path, problem: `the same ${key} as ${other}: "${value}"` });
      else seen[key].set(value, path);
    }
  }
  return findings;
}

/** The JSON-LD blocks of a page, parsed (a block that is not JSON is a finding). */
export function jsonLdBlocks({ path, html }: PageHtml): { blocks: unknown[]; findings: Finding[] } {
  const blocks: unknown[] = [];
  const findings: Finding[] = [];
  for (const [, source] of html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      blocks.push(JSON.parse(source!));
    } catch (error) {
      findings.push({ path, problem: `JSON-LD that is not JSON: ${(error as Error).message}` });
    }
  }
  return { blocks, findings };
}
