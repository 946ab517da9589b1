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
 * Where the pages found secure are remembered between builds: a file (under Gatsby's .cache/, so
 * `gatsby clean` forgets them) and a key naming the checker (its code and the hashes it allows);
 * another key forgets every page.
 */
export interface CheckedRecord {
  file: string;
  key: string;
}

/** A page's file as it was when found secure: any write since (Gatsby's or anyone's) changes it. */
const stamp = (stat: { size: number; mtimeMs: number; ctimeMs: number }) =>
  `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;

async function readChecked(record: CheckedRecord | undefined): Promise<Map<string, string>> {
  if (!record) return new Map();
  try {
    const saved = JSON.parse(await fs.readFile(record.file, 'utf8')) as { key?: unknown; pages?: unknown };
    if (saved.key !== record.key || typeof saved.pages !== 'object' || !saved.pages) return new Map();
    return new Map(Object.entries(saved.pages as Record<string, string>));
  } catch {
    return new Map();
  }
}

/**
 * After each build: NUL bytes from the renderer are dropped, Gatsby's window-setting scripts become data blocks (a page is written only
 * when that changes it, so an incremental build's untouched pages keep their write time), then
 * every page is checked against the Content-Security-Policy. A page the policy would break fails
 * the build, naming the page and the script, rather than reach visitors half-working.
 *
 * With a `record`, a page whose file has not changed since a build found it secure (an incremental
 * build re-renders only the pages whose data changed) is not read again: with a thousand posts,
 * reading and parsing every page costs more than the few a post edit re-renders. The record is
 * written only when every page passed, so a page that failed is checked again by the next build.
 */
export async function secureBuiltPages(
  publicDir: string,
  record?: CheckedRecord,
): Promise<{ pages: number; rewritten: number; unchanged: number }> {
  const allowed = new Set(ALLOWED_SCRIPT_HASHES);
  const problems: string[] = [];
  const checkedBefore = await readChecked(record);
  const checked: Record<string, string> = {};
  let rewritten = 0;
  let unchanged = 0;
  const files = (await builtHtmlFiles(publicDir)).filter((file) => !file.includes(`${path.sep}_gatsby${path.sep}`));
  for (const file of files) {
    const page = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
    if (record) {
      const before = stamp(await fs.stat(file));
      if (checkedBefore.get(page) === before) {
        checked[page] = before;
        unchanged += 1;
        continue;
      }
    }
    const html = await fs.readFile(file, 'utf8');
    const secured = moveWindowGlobalsToData(withoutStreamNuls(html));
    if (secured !== html) {
      await fs.writeFile(file, secured);
      rewritten += 1;
    }
    const breaches = policyBreaches(secured, allowed);
    for (const breach of breaches) problems.push(`${page}: ${breach.kind} ${breach.detail}`);
    if (record && breaches.length === 0) checked[page] = stamp(await fs.stat(file));
  }
  if (problems.length > 0) {
    if (record) await fs.rm(record.file, { force: true });
    throw new Error(
      `The Content-Security-Policy would block ${problems.length} thing(s) on the built pages ` +
        `(move the code into a module, or list a hash in src/security/security-headers.ts):\n${problems.join('\n')}`,
    );
  }
  if (record) {
    await fs.mkdir(path.dirname(record.file), { recursive: true });
    const partial = `${record.file}.${process.pid}.tmp`;
    await fs.writeFile(partial, JSON.stringify({ key: record.key, pages: checked }));
    await fs.rename(partial, record.file);
  }
  return { pages: files.length, rewritten, unchanged };
}
