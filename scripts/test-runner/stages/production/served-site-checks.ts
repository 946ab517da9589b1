import fs from 'fs';
import path from 'path';
import type pg from 'pg';
import { validLead } from '../../../../src/leads/testing/fixtures';
import type { CheckList } from './checks';

export interface ServedSiteOptions {
  siteUrl: string;
  publicDir: string;
  pool: pg.Pool;
}

/** A few pages of every kind: the home page, a listing, a service landing page, the quote page. */
const PAGES = ['/', '/blog', '/services/open-auto-shipping', '/quote'];

/** The headers gatsby-config.ts declares for every page (src/security/security-headers.ts). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
];

/** public/_headers (Netlify's format): a path pattern, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): { pattern: string; headers: [string, string][] }[] {
  const rules: { pattern: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (rule && colon > 0) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Netlify's patterns: an exact path (a trailing slash allowed), or a prefix ending in `*`. */
const matches = (pattern: string, pagePath: string) =>
  pattern.endsWith('*')
    ? pagePath.startsWith(pattern.slice(0, -1))
    : pattern.replace(/\/$/, '') === pagePath.replace(/\/$/, '');

/**
 * The headers the rules matching `pagePath` declare, as netlify serve applies them (the last rule
 * wins for each name); cache-control is left out, as the static server sets its own.
 */
function expectedHeaders(rules: ReturnType<typeof parseHeadersFile>, pagePath: string): Map<string, string> {
  const expected = new Map<string, string>();
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, pagePath))) {
    for (const [name, value] of rule.headers)
      if (name.toLowerCase() !== 'cache-control') expected.set(name.toLowerCase(), value);
  }
  return expected;
}

export async function checkServedSite(
  checks: CheckList,
  { siteUrl, publicDir, pool }: ServedSiteOptions,
): Promise<void> {
  const headersFile = path.join(publicDir, '_headers');
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, 'utf8')) : [];
  for (const page of PAGES) {
    const declared = expectedHeaders(rules, page);
    checks.add(
      `public/_headers declares every security header for ${page}`,
      SECURITY_HEADERS.every((name) => declared.has(name)),
      `declared: ${[...declared.keys()].join(', ')}`,
    );
    // netlify serve matches header rules on the file it found (blog/index.html for /blog), so only
    // the rules matching that path reach the answer there; Netlify's CDN matches /blog itself.
    const matchedPath = page === '/' ? page : `${page}/index.html`;
    await checks.check(
      `netlify serve: ${page} answers 200 with the headers of the public/_headers rules for ${matchedPath}`,
      async () => {
        const response = await fetch(`${siteUrl}${page}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
        if (response.status !== 200) return `HTTP ${response.status}`;
        await response.arrayBuffer();
        const expected = expectedHeaders(rules, matchedPath);
        if (expected.size === 0) return `public/_headers has no rule for ${matchedPath}`;
        const wrong = [...expected].filter(([name, value]) => response.headers.get(name) !== value);
        return wrong.length === 0
          ? true
          : wrong
              .map(
                ([name, value]) =>
                  `${name}: want "${value.slice(0, 50)}", got "${response.headers.get(name)?.slice(0, 50)}"`,
              )
              .join('; ');
      },
    );
  }

  await checks.check('netlify serve: POST /api/makeLookup answers Toyota for "Toy"', async () => {
    const response = await fetch(`${siteUrl}/api/makeLookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.30' },
      body: JSON.stringify({ input: 'Toy', Year: 2020 }),
      signal: AbortSignal.timeout(20_000),
    });
    const body = (await response.json().catch(() => ({}))) as { data?: { Make?: string; MakeID?: number }[] };
    return response.status === 200 && body.data?.some((make) => make.Make === 'Toyota' && make.MakeID === 448)
      ? true
      : `HTTP ${response.status}: ${JSON.stringify(body).slice(0, 200)}`;
  });

  const email = `served.${Date.now()}@example.com`;
  await checks.check('netlify serve: POST /api/createLead stores the lead in PostgreSQL (201)', async () => {
    const response = await fetch(`${siteUrl}/api/createLead`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.31',
        'Idempotency-Key': `served-${Date.now()}`,
      },
      body: JSON.stringify(validLead({ email })),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status !== 201) return `HTTP ${response.status}: ${text.slice(0, 200)}`;
    const stored = await pool.query('SELECT 1 FROM leads WHERE email = $1', [email]);
    return stored.rowCount === 1 ? true : `${stored.rowCount} leads stored with that e-mail`;
  });
}
