import fs from 'fs';
import path from 'path';
import { browserChecks } from './browser-checks';
import { imageProblems } from './html-checks';
import type { QualityRow } from './quality-checks';
import { nuHtmlErrors } from './vnu';

/**
 * The checks can fail: a copy of the home page is broken on purpose (an image without size or
 * alt, an inline script), served beside the site for a moment, and each check must catch what it
 * is there to catch. A check that passed this page would be a check that cannot fail.
 */
export const BROKEN_PAGE = '/quality-check-broken-page';

export async function brokenPageRows(siteUrl: string, publicDir: string, chromePath: string): Promise<QualityRow[]> {
  const dir = path.join(publicDir, BROKEN_PAGE.slice(1));
  const file = path.join(dir, 'index.html');
  const home = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
  // Outside React's root (#___gatsby), where hydration leaves it alone.
  const broken = home.replace(
    /<body\b([^>]*)>/,
    (body) => `${body}<div><img src="/favicon.svg"></div><script>document.title = 'inline script ran'</script>`,
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, broken);
  try {
    const images = imageProblems({ path: BROKEN_PAGE, html: broken }).map((f) => f.problem);
    const nu = (await nuHtmlErrors([{ path: BROKEN_PAGE, file }])).map((f) => f.problem);
    const browser = await browserChecks(siteUrl, [BROKEN_PAGE], chromePath);
    const caught = (check: string, found: boolean, what: string): QualityRow => ({
      check: `a page broken on purpose fails: ${check}`,
      figure: found ? 'caught' : 'missed',
      budget: 'caught',
      ok: found,
      findings: found ? [] : [{ path: BROKEN_PAGE, problem: `${what} was not reported` }],
    });
    return [
      caught(
        'unsized image',
        images.some((p) => p.startsWith('unsized image')),
        'the image without width and height',
      ),
      caught(
        'missing alt (axe)',
        browser.axe.some((f) => f.problem.startsWith('image-alt')),
        'the image without alt',
      ),
      caught(
        'missing alt (Nu HTML Checker)',
        nu.some((p) => /alt/.test(p)),
        'the image without alt',
      ),
      caught(
        'inline script (CSP)',
        browser.policy.some((f) => /script-src/.test(f.problem)),
        'the inline script',
      ),
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
