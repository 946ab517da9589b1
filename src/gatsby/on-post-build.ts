import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { CONTENT_VERSION_FILE } from '../builds/deployed-catch-up';
import { secureBuiltPages } from '../security/built-pages';
import { builtPages } from './page-record';
import { indexablePages, robotsTxt, sitemapXml } from './sitemap';

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
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, 'public');
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
    const { pages, rewritten } = await secureBuiltPages(publicDir);
    reporter.info(`Content-Security-Policy: ${pages} pages checked, ${rewritten} rewritten`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
};
