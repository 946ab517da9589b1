import os from 'os';

/**
 * What the build receiver shows of a build (/builds, /builds.json, read by editors and by the
 * CMS's Site builds card) names no file by where it lies on the machine: a Gatsby error quotes
 * absolute paths (a module not found, a stack frame). A path inside the project is shown from the
 * project's folder (`src/templates/blog-post.tsx`), one outside by its file name alone
 * (`…/npm-cli.js`). A site address such as `/blog/a-post` is left as it is: only paths under the
 * system's own top folders, the project's, the home folder's and the temporary folder's are hidden.
 */
const SYSTEM_FOLDERS = [
  'bin',
  'boot',
  'dev',
  'etc',
  'home',
  'lib',
  'lib32',
  'lib64',
  'media',
  'mnt',
  'nix',
  'opt',
  'private',
  'proc',
  'root',
  'run',
  'sbin',
  'snap',
  'srv',
  'sys',
  'tmp',
  'Users',
  'usr',
  'var',
  'Volumes',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const topFolder = (folder: string) => folder.split('/').filter(Boolean)[0];

/** `text` with the absolute paths of this machine made relative to `root`, or cut to their file name. */
export function hideLocalPaths(text: string, root: string): string {
  const project = root.replace(/\/+$/, '');
  const tops = new Set(SYSTEM_FOLDERS);
  for (const folder of [project, os.homedir(), os.tmpdir()]) {
    const top = topFolder(folder);
    if (top) tops.add(top);
  }
  // Not inside a word, an address (`https://host/usr/...`) or another path.
  const before = '(?<![\\w.~/-])';
  const inProject = new RegExp(`${before}(?:file://)?${escapeRegExp(project)}(?:/|(?![\\w.-]))`, 'g');
  const elsewhere = new RegExp(
    `${before}(?:file://)?/(?:${[...tops].map(escapeRegExp).join('|')})(?:/[^\\s'"\`()<>\\[\\]{},;:]*)?(?![\\w.-])`,
    'g',
  );
  return text
    .replace(inProject, (match) => (match.endsWith('/') ? '' : '.'))
    .replace(elsewhere, (match) => {
      const segments = match
        .replace(/^file:\/\//, '')
        .split('/')
        .filter(Boolean);
      return segments.length > 1 ? `…/${segments[segments.length - 1]}` : '…';
    });
}

/** `value` with hideLocalPaths applied to every string in it (a build record, the status JSON). */
export function withoutLocalPaths<T>(value: T, root: string): T {
  if (typeof value === 'string') return hideLocalPaths(value, root) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withoutLocalPaths(item, root)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withoutLocalPaths(item as unknown, root)]),
    ) as T;
  }
  return value;
}
