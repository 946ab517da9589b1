import crypto from 'crypto';
import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CONTENT_VERSION_FILE } from '../builds/deployed-catch-up';
import { secureBuiltPages, type CheckedRecord } from '../security/built-pages';
import { ALLOWED_SCRIPT_HASHES } from '../security/security-headers';
import { builtPages } from './page-record';
import { indexablePages, robotsTxt, sitemapXml } from './sitemap';

/**
 * Where the pages found secure are remembered (built-pages.ts), keyed by the checker: the site's
 * compiled gatsby-node (Gatsby bundles this code and the checker into it, and compiles it anew when
 * any of it changes) and the script hashes the policy allows. Without the compiled file the key is
 * new each time, and every page is checked.
 */
async function checkedRecord(directory: string): Promise<CheckedRecord> {
  const code = await fs
    .readFile(path.join(directory, '.cache', 'compiled', 'gatsby-node.js'))
    .catch(() => crypto.randomBytes(16));
  const key = crypto.createHash('sha256').update(code).update(ALLOWED_SCRIPT_HASHES.join(' ')).digest('hex');
  return { file: path.join(directory, '.cache', 'csp-checked-pages.json'), key };
}

/**
 * After each build: sitemap.xml (the indexable pages createPages made), robots.txt and the CMS's
 * content version the build read (content-version.json) into public/, then every page made to run under the Content-Security-Policy, or the build fails.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  const built = builtPages();
  if (!built) {
    // Without createPages' record a sitemap would list nothing; a stale one must not be served as new.
    reporter.panicOnBuild('sitemap.xml could not be written: createPages recorded no pages in this build');
    return;
  }
  const { directory } = (store.getState() as { program: { directory: string } }).program;
  const publicDir = path.join(directory, 'public');
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(built.siteUrl, built.pages));
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(built.siteUrl));
  // What the deployed site was built from, for the scheduled catch-up (src/builds/deployed-catch-up.ts).
  if (built.contentVersion) {
    await fs.writeFile(
      path.join(publicDir, CONTENT_VERSION_FILE),
      JSON.stringify({ fingerprint: built.contentVersion }),
    );
  }
  reporter.info(`Wrote sitemap.xml (${indexablePages(built.pages).length} pages) and robots.txt`);
  try {
    const { pages, rewritten, unchanged } = await secureBuiltPages(publicDir, await checkedRecord(directory));
    reporter.info(
      `Content-Security-Policy: ${pages - unchanged} pages checked, ${unchanged} unchanged since a build checked them, ${rewritten} rewritten`,
    );
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
