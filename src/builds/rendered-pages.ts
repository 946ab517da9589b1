import fs from 'fs/promises';
import path from 'path';

/** Each built page's HTML file and when it was last written. */
export type PageSnapshot = Map<string, number>;

/** Reads public/ for its pages (every index.html, and 404.html) and their write times. */
export async function snapshotPages(publicDir: string): Promise<PageSnapshot> {
  const snapshot: PageSnapshot = new Map();
  const walk = async (dir: string): Promise<void> => {
    let entries: import('fs').Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'page-data' && entry.name !== 'static') await walk(full);
      } else if (entry.name.endsWith('.html')) {
        // `x.html` and `x/index.html` are the same page (another build, Netlify's, writes the
        // first): the newer file counts, so a stale twin cannot hide a page this build wrote.
        const page = pageOf(publicDir, full);
        const written = (await fs.stat(full)).mtimeMs;
        snapshot.set(page, Math.max(snapshot.get(page) ?? 0, written));
      }
    }
  };
  await walk(publicDir);
  return snapshot;
}

const pageOf = (publicDir: string, file: string) => {
  const relative = path.relative(publicDir, file).split(path.sep).join('/');
  if (relative === 'index.html') return '/';
  return `/${relative.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
};

/** The pages a build wrote (Gatsby leaves a page whose data did not change alone), and those it removed. */
export function renderedPages(before: PageSnapshot, after: PageSnapshot): { rendered: string[]; removed: string[] } {
  const rendered = [...after].filter(([page, time]) => before.get(page) !== time).map(([page]) => page);
  const removed = [...before.keys()].filter((page) => !after.has(page));
  return { rendered: rendered.sort(), removed: removed.sort() };
}
