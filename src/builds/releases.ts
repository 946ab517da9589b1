import { createHash } from 'crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync } from 'fs';
import fs from 'fs/promises';
import path from 'path';

/**
 * Built sites as releases: each successful build is taken out of Gatsby's working folders
 * (public/ and the compiled Functions) into `releases/<id>/`, and the `current` link is switched
 * to it in one rename, so a visitor gets the old site or the new one, never a mix. Gatsby keeps
 * building in place (its cache makes the next build incremental) without touching what is served.
 *
 * A release is never written after it is made, so a file the build left as it was is not copied
 * again: the new release hard-links the previous release's file (one inode, no bytes copied).
 * Only files the build wrote are copied. Gatsby rewrites its working files in place, so those are
 * always copied, never linked.
 */
export const CURRENT = 'current';
/** Releases kept besides the current one, for a look back (and a quick roll back by hand). */
const KEEP = 3;
/** What a release records of how it was made, beside (not inside) the folders it serves. */
export const RELEASE_RECORD = 'release.json';

export interface ReleaseSource {
  publicDir: string;
  /** The compiled Functions, or null for a release that serves none (the editors' preview). */
  functionsDir: string | null;
}

/** A working file as it was when a release took it: its size and write time. */
type Taken = [size: number, mtimeMs: number];

export interface ReleaseRecord {
  /** Every file taken, by its path in the release ("public/…", "functions/…"). */
  files: Record<string, Taken>;
  /** The sha-256 of the Functions' files (see functionsFingerprint), or null without Functions. */
  functionsFingerprint: string | null;
}

/** How a release was made: files copied (the build wrote them) and linked (unchanged since the last). */
export interface PublishedRelease {
  release: string;
  copied: number;
  linked: number;
  bytesCopied: number;
}

async function readRecord(release: string | null): Promise<ReleaseRecord | null> {
  if (!release) return null;
  try {
    return JSON.parse(await fs.readFile(path.join(release, RELEASE_RECORD), 'utf8')) as ReleaseRecord;
  } catch {
    return null;
  }
}

/** The files under `dir`, as paths relative to it (forward slashes), in a stable order; none if it is missing. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else found.push(child);
    }
  };
  if (existsSync(dir)) walk('');
  return found.sort();
}

/**
 * The hash of every file of a build's Functions, by path: equal hashes, byte-identical Functions
 * (the site server then keeps the ones it has loaded). The site server hashes a release that
 * recorded none (an older one) with this too.
 */
export function functionsFingerprint(functionsDir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(functionsDir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(functionsDir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/**
 * A release's Functions fingerprint: the one its build recorded when it made the release (the
 * same hash), else hashed here. Reading the record keeps a release switch from reading every
 * byte of the Functions on the site server.
 */
export function releaseFunctionsFingerprint(functionsDir: string): string {
  try {
    const record = JSON.parse(readFileSync(path.join(path.dirname(functionsDir), RELEASE_RECORD), 'utf8')) as {
      functionsFingerprint?: unknown;
    };
    if (typeof record.functionsFingerprint === 'string') return record.functionsFingerprint;
  } catch {
    // An older release, or a build served as it is: hash it.
  }
  return functionsFingerprint(functionsDir);
}

export async function publishRelease(
  source: ReleaseSource,
  releasesDir: string,
  id: string,
): Promise<PublishedRelease> {
  const release = path.join(releasesDir, id);
  const staging = path.join(releasesDir, `.staging-${id}`);
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  const previous = await currentRelease(releasesDir);
  const before = await readRecord(previous);
  const record: ReleaseRecord = { files: {}, functionsFingerprint: null };
  const made: PublishedRelease = { release, copied: 0, linked: 0, bytesCopied: 0 };
  let functionsChanged = false;

  // Synchronous calls, one after another: for the thousands of small files of a big site they
  // take a fraction of the time the promise API spends handing each to libuv's threads.
  const takeOne = (from: string, folder: 'public' | 'functions', file: string) => {
    const name = `${folder}/${file}`;
    const target = path.join(staging, folder, file);
    const stat = statSync(path.join(from, file));
    const taken: Taken = [stat.size, stat.mtimeMs];
    record.files[name] = taken;
    const last = before?.files[name];
    if (previous && last && last[0] === taken[0] && last[1] === taken[1]) {
      try {
        linkSync(path.join(previous, folder, file), target);
        made.linked += 1;
        return;
      } catch {
        // The previous release lost the file, or lives on another disk: copy it.
      }
    }
    copyFileSync(path.join(from, file), target);
    made.copied += 1;
    made.bytesCopied += stat.size;
    if (folder === 'functions') functionsChanged = true;
  };
  const take = async (from: string, folder: 'public' | 'functions') => {
    const files = filesUnder(from);
    // The folders first, then the files.
    const folders = new Set(files.map((file) => path.dirname(path.join(staging, folder, file))));
    for (const dir of [...folders].sort()) mkdirSync(dir, { recursive: true });
    for (const file of files) takeOne(from, folder, file);
  };
  await take(source.publicDir, 'public');
  await fs.mkdir(path.join(staging, 'public'), { recursive: true });
  if (source.functionsDir) {
    await take(source.functionsDir, 'functions');
    await fs.mkdir(path.join(staging, 'functions'), { recursive: true });
    const functionFiles = (files: Record<string, Taken>) =>
      Object.keys(files)
        .filter((name) => name.startsWith('functions/'))
        .sort()
        .join('\n');
    const sameFiles =
      !functionsChanged && before?.functionsFingerprint && functionFiles(before.files) === functionFiles(record.files);
    record.functionsFingerprint = sameFiles
      ? before!.functionsFingerprint
      : functionsFingerprint(path.join(staging, 'functions'));
  }
  await fs.writeFile(path.join(staging, RELEASE_RECORD), JSON.stringify(record));
  await fs.rename(staging, release);
  const link = path.join(releasesDir, `.${CURRENT}-${id}`);
  await fs.rm(link, { force: true });
  await fs.symlink(id, link);
  await fs.rename(link, path.join(releasesDir, CURRENT));
  await pruneReleases(releasesDir, id);
  return made;
}

/** The Functions' fingerprint a release recorded when it was made, or null (an older release). */
export async function recordedFunctionsFingerprint(release: string): Promise<string | null> {
  return (await readRecord(release))?.functionsFingerprint ?? null;
}

/** The folder of the release being served, or null before the first. */
export async function currentRelease(releasesDir: string): Promise<string | null> {
  try {
    return path.join(releasesDir, await fs.readlink(path.join(releasesDir, CURRENT)));
  } catch {
    return null;
  }
}

async function pruneReleases(releasesDir: string, current: string): Promise<void> {
  const entries = (await fs.readdir(releasesDir)).filter((name) => !name.startsWith('.') && name !== CURRENT);
  const old = entries.filter((name) => name !== current).sort();
  for (const name of old.slice(0, Math.max(0, old.length - KEEP))) {
    await fs.rm(path.join(releasesDir, name), { recursive: true, force: true });
  }
}
