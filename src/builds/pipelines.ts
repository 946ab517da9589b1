import fs from 'fs';
import path from 'path';

/**
 * The two builds of the site (issue 29): "live", what visitors see, built in the repository's own
 * folder from published content; and "preview", the editors' copy built from drafts, in a Gatsby
 * folder of its own under var/preview/site. Each keeps its own .cache/ and public/, so neither
 * build throws away the other's incremental state, and its own releases and build records.
 */
export type Pipeline = 'live' | 'preview';

export interface PipelinePaths {
  /** Where `gatsby build` runs: its .cache/ and public/ live here. */
  gatsbyDir: string;
  releasesDir: string;
  statusFile: string;
}

export function pipelinePaths(root: string, pipeline: Pipeline = 'live'): PipelinePaths {
  if (pipeline === 'live') {
    return {
      gatsbyDir: root,
      releasesDir: path.join(root, 'var', 'site', 'releases'),
      statusFile: path.join(root, 'var', 'site', 'builds.json'),
    };
  }
  const base = path.join(root, 'var', 'preview');
  return {
    gatsbyDir: path.join(base, 'site'),
    releasesDir: path.join(base, 'releases'),
    statusFile: path.join(base, 'builds.json'),
  };
}

/** What the preview's Gatsby folder links to in the repository (its own are .cache/ and public/). */
export const PREVIEW_LINKED = [
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package.json',
  'tsconfig.json',
  'node_modules',
  'static',
] as const;

/**
 * What it copies instead: the files Gatsby compiles with Parcel (gatsby-config, gatsby-node, and
 * the local plugins'). Parcel follows a link to the real file and writes its output at the real
 * file's place relative to the site's folder, i.e. outside .cache/compiled, where Gatsby does not
 * find it. A copy is rewritten only when the repository's file differs, so Parcel's cache holds.
 */
export const PREVIEW_COPIED = ['gatsby-config.ts', 'gatsby-node.ts', 'plugins'] as const;

/**
 * src/ entries the preview leaves out: the Functions. The preview takes no requests (its server
 * answers /api/* itself), so none is compiled for it.
 */
export const PREVIEW_LEFT_OUT_OF_SRC = ['api'] as const;

/** Points `link` at `target` (relative), replacing whatever link was there; a real file or folder is left alone. */
function linkTo(target: string, link: string): void {
  const relative = path.relative(path.dirname(link), target);
  let existing: string | null = null;
  try {
    existing = fs.readlinkSync(link);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EINVAL') throw new Error(`${link} is not a link: remove it, the preview's folder links there`);
    if (code !== 'ENOENT') throw error;
  }
  if (existing === relative) return;
  if (existing !== null) fs.rmSync(link);
  fs.symlinkSync(relative, link);
}

/** Copies `from` (a file, or a folder's files) to `to`, writing only what differs; removes what `from` lacks. */
function mirror(from: string, to: string): void {
  if (!fs.existsSync(from)) {
    fs.rmSync(to, { recursive: true, force: true });
    return;
  }
  if (fs.statSync(from).isDirectory()) {
    fs.mkdirSync(to, { recursive: true });
    const names = fs.readdirSync(from);
    for (const name of names) mirror(path.join(from, name), path.join(to, name));
    for (const name of fs.readdirSync(to))
      if (!names.includes(name)) fs.rmSync(path.join(to, name), { recursive: true });
    return;
  }
  const content = fs.readFileSync(from);
  const existing = fs.existsSync(to) ? fs.readFileSync(to) : null;
  if (!existing || !existing.equals(content)) fs.writeFileSync(to, content);
}

/**
 * Makes (or brings up to date) the preview's Gatsby folder: links to the repository's browser and
 * server hooks, static files and node_modules, copies of what Parcel compiles, and a src/ of its
 * own whose entries link to the repository's src/ entries but the Functions. Gatsby 5 builds there
 * as in the repository (webpack resolves the links to the same source files) while its .cache/
 * and public/ stay apart. Run before each build: what changed in the repository since is followed.
 */
export function preparePreviewFolder(root: string, gatsbyDir: string): void {
  const srcDir = path.join(gatsbyDir, 'src');
  fs.mkdirSync(srcDir, { recursive: true });
  for (const name of PREVIEW_LINKED) {
    if (fs.existsSync(path.join(root, name))) linkTo(path.join(root, name), path.join(gatsbyDir, name));
  }
  for (const name of PREVIEW_COPIED) mirror(path.join(root, name), path.join(gatsbyDir, name));
  const wanted = fs
    .readdirSync(path.join(root, 'src'))
    .filter((name) => !(PREVIEW_LEFT_OUT_OF_SRC as readonly string[]).includes(name));
  for (const name of wanted) linkTo(path.join(root, 'src', name), path.join(srcDir, name));
  for (const name of fs.readdirSync(srcDir)) {
    if (!wanted.includes(name) && fs.lstatSync(path.join(srcDir, name)).isSymbolicLink()) {
      fs.rmSync(path.join(srcDir, name));
    }
  }
}
