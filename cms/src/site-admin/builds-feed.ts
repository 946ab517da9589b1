import { readBuildRecords, type BuildSummary } from './build-state';

/**
 * The build receiver's /builds.json, read by the CMS for the admin (the editor's browser never
 * calls the receiver: it may not be reachable from it, and the CMS is the one place the editor
 * signs in to). SITE_BUILDS_URL is the receiver's origin; npm start sets it.
 */

/** What the admin is told about the builds. */
export type BuildsFeed =
  | { reported: false; message: string }
  | {
      reported: true;
      /** The receiver's own word for now ("idle", "building", "waiting"), or null when it could not be read. */
      state: string | null;
      builds: BuildSummary[];
      /** The receiver's status page, with every detail (Gatsby's output of a failed build). */
      buildsPage: string;
      /** Set when the receiver could not be read: what went wrong, in plain words. */
      error: string | null;
    };

export const NOT_REPORTED =
  'Builds are not reported to this CMS: SITE_BUILDS_URL is not set, so the CMS does not know where the site is built.';

/** How long the receiver is given, and how large an answer is read (20 records are about 40 kB). */
export const FEED_TIMEOUT_MS = 3000;
export const FEED_MAX_BYTES = 1024 * 1024;

/** The http(s) origin a setting names, or null when it is unset or not an http(s) address. */
export function httpOrigin(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The receiver's origin from SITE_BUILDS_URL, or null when unset or not an http(s) address. */
export const buildsOrigin = (env: NodeJS.ProcessEnv = process.env): string | null => httpOrigin(env.SITE_BUILDS_URL);

/** The body of a response, refused once it passes `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new Error('too large');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The last builds as the receiver at `origin` reports them; never throws (a failure is said in `error`). */
export async function readBuildsFeed(
  origin: string | null,
  { timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES }: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<BuildsFeed> {
  if (!origin) return { reported: false, message: NOT_REPORTED };
  const buildsPage = `${origin}/builds`;
  const failed = (error: string): BuildsFeed => ({ reported: true, state: null, builds: [], buildsPage, error });
  try {
    const response = await fetch(`${origin}/builds.json`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
      redirect: 'error',
    });
    if (!response.ok) return failed(`The build service answered ${response.status}: the builds cannot be shown.`);
    const body = JSON.parse(await readLimited(response, maxBytes)) as { state?: unknown };
    return {
      reported: true,
      state: typeof body?.state === 'string' ? body.state.slice(0, 200) : null,
      builds: readBuildRecords(body),
      buildsPage,
      error: null,
    };
  } catch (error) {
    const name = (error as Error).name;
    const message = (error as Error).message;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return failed(`The build service did not answer within ${timeoutMs / 1000} seconds.`);
    }
    if (message === 'too large')
      return failed('The build service sent more than the CMS reads: the builds cannot be shown.');
    if (error instanceof SyntaxError) return failed('The build service sent something that is not a list of builds.');
    return failed('The build service cannot be reached: is the site running?');
  }
}
