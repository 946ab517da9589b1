/**
 * Strapi sends each webhook once (10 s timeout, no retry): a receiver that was down or busy when an
 * editor published never hears of it. So every few minutes the receiver asks the CMS for its
 * content version (cms/src/content-version.ts, one small GraphQL query) and asks for a build
 * when it differs from the version the last build was made from.
 */

/** What a catch-up check found. */
export type CatchUpOutcome =
  | 'build requested'
  | 'up to date'
  /** A build runs or waits: it will read the CMS as it is. */
  | 'busy'
  | 'cms unreachable';

export const CATCH_UP_TRIGGER = 'catch-up: the CMS changed since the last build (a webhook was missed)';

export interface CatchUpOptions {
  contentVersion: () => Promise<string>;
  /** The content version the latest build (whatever its result) was made from; null when none is known. */
  lastBuiltVersion: () => Promise<string | null>;
  queueIdle: () => boolean;
  requestBuild: (trigger: string) => void;
  log?: (line: string) => void;
}

export async function catchUp(options: CatchUpOptions): Promise<CatchUpOutcome> {
  const { log = () => undefined } = options;
  if (!options.queueIdle()) return 'busy';
  let current: string;
  try {
    current = await options.contentVersion();
  } catch (error) {
    log(`Catch-up: could not read the CMS's content version (${(error as Error).message})`);
    return 'cms unreachable';
  }
  // A failed build is not retried for the same content: the editor's next change builds again.
  if ((await options.lastBuiltVersion()) === current || !options.queueIdle()) {
    return options.queueIdle() ? 'up to date' : 'busy';
  }
  log('Catch-up: the CMS changed since the last build (a webhook was missed): building');
  options.requestBuild(CATCH_UP_TRIGGER);
  return 'build requested';
}

/** Checks every `intervalMs` (none while one runs); gives the function that stops it. */
export function startCatchUp(options: CatchUpOptions & { intervalMs: number }): () => void {
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    void catchUp(options).finally(() => (checking = false));
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** BUILD_CATCH_UP_MINUTES (default 5; 0 turns the checks off) in milliseconds. */
export function catchUpIntervalMs(env: NodeJS.ProcessEnv): number {
  const minutes = Number((env.BUILD_CATCH_UP_MINUTES ?? '').trim() || 5);
  return Number.isFinite(minutes) && minutes >= 0 ? Math.round(minutes * 60_000) : 5 * 60_000;
}
