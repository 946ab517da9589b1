import fs from 'fs/promises';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { builtPages } from './built-pages';
import { indexablePages, robotsTxt, sitemapXml } from './sitemap';

/** Writes sitemap.xml (the indexable pages createPages made) and robots.txt into public/. */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, store }) => {
  const built = builtPages();
  if (!built) {
    // Without createPages' record a sitemap would list nothing; a stale one must not be served as new.
    reporter.panicOnBuild('sitemap.xml could not be written: createPages recorded no pages in this build');
    return;
  }
  const publicDir = path.join(store.getState().program.directory, 'public');
  await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(built.siteUrl, built.pages));
  await fs.writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(built.siteUrl));
  reporter.info(`Wrote sitemap.xml (${indexablePages(built.pages).length} pages) and robots.txt`);
};
