import fs from 'fs/promises';
import path from 'path';

/**
 * Built sites as releases: each successful build is copied out of Gatsby's working folders
 * (public/ and the compiled Functions) into `releases/<id>/`, and the `current` link is switched
 * to it in one rename, so a visitor gets the old site or the new one, never a mix. Gatsby keeps
 * building in place (its cache makes the next build incremental) without touching what is served.
 */
export const CURRENT = 'current';
/** Releases kept besides the current one, for a look back (and a quick roll back by hand). */
const KEEP = 3;

export interface ReleaseSource {
  publicDir: string;
  /** The compiled Functions, or null for a release that serves none (the editors' preview). */
  functionsDir: string | null;
}

export async function publishRelease(source: ReleaseSource, releasesDir: string, id: string): Promise<string> {
  const release = path.join(releasesDir, id);
  const staging = path.join(releasesDir, `.staging-${id}`);
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  // Copies, not links: Gatsby rewrites files in place on the next build.
  await fs.cp(source.publicDir, path.join(staging, 'public'), { recursive: true });
  if (source.functionsDir) await fs.cp(source.functionsDir, path.join(staging, 'functions'), { recursive: true });
  await fs.rename(staging, release);
  const link = path.join(releasesDir, `.${CURRENT}-${id}`);
  await fs.rm(link, { force: true });
  await fs.symlink(id, link);
  await fs.rename(link, path.join(releasesDir, CURRENT));
  await pruneReleases(releasesDir, id);
  return release;
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
