import fs from 'fs/promises';
import path from 'path';
import { moveWindowGlobalsToData } from '../components/island/page-boot';
import { policyBreaches } from './inline-scripts';
import { ALLOWED_SCRIPT_HASHES } from './security-headers';

/** Every HTML file Gatsby wrote into public/, slices included (they are stitched into pages). */
export async function builtHtmlFiles(publicDir: string): Promise<string[]> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'page-data' && entry.name !== 'static') await walk(full);
      } else if (entry.name.endsWith('.html')) files.push(full);
    }
  };
  await walk(publicDir);
  return files.sort();
}

/**
 * React 18's streaming renderer (Gatsby renders pages with it) can write NUL bytes where a
 * multi-byte character meets the end of its 2 KB buffer (facebook/react#31134): the characters
 * themselves come through whole, so the NULs are dropped. No page has a NUL of its own: React
 * escapes text, and HTML forbids the character.
 */
export const withoutStreamNuls = (html: string): string => (html.includes('\0') ? html.split('\0').join('') : html);

/**
 * After each build: NUL bytes from the renderer are dropped, Gatsby's window-setting scripts become data blocks (a page is written only
 * when that changes it, so an incremental build's untouched pages keep their write time), then
 * every page is checked against the Content-Security-Policy. A page the policy would break fails
 * the build, naming the page and the script, rather than reach visitors half-working.
 */
export async function secureBuiltPages(publicDir: string): Promise<{ pages: number; rewritten: number }> {
  const allowed = new Set(ALLOWED_SCRIPT_HASHES);
  const problems: string[] = [];
  let rewritten = 0;
  const files = (await builtHtmlFiles(publicDir)).filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`));
  for (const file of files) {
    const html = await fs.readFile(file, 'utf8');
    const secured = moveWindowGlobalsToData(withoutStreamNuls(html));
    if (secured !== html) {
      await fs.writeFile(file, secured);
      rewritten += 1;
    }
    const page = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    for (const breach of policyBreaches(secured, allowed)) problems.push(`${page}: ${breach.kind} ${breach.detail}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block ${problems.length} thing(s) on the built pages ` +
        `(move the code into a module, or list a hash in src/security/security-headers.ts):\n${problems.join('\n')}`,
    );
  }
  return { pages: files.length, rewritten };
}
