import cluster, { type Worker } from 'cluster';
import fs from 'fs';
import path from 'path';
import { releaseFunctionsFingerprint } from './site-server';

/**
 * The site server as a small primary process and one worker that serves (Node's cluster: the
 * primary holds the listening socket, so a worker can be replaced without refusing a connection).
 *
 * - A release whose Functions differ from the served ones gets a worker of its own: the primary
 *   starts it, and once it listens, the old worker finishes its requests and exits, taking every
 *   byte of the old Functions with it (Node cannot unload a compiled module). Releases with
 *   byte-identical Functions (a content publish) are switched inside the worker, sharing them.
 * - A worker that dies (an uncaught exception, the kernel's OOM killer) is replaced at once, then
 *   with back-off if it keeps dying young.
 * - SIGUSR2 asks the serving worker to log its memory; SIGTERM or SIGINT retires the workers
 *   (requests under way are finished) and ends the primary.
 */
export interface PrimaryOptions {
  /** The releases folder whose `current` link is served, or undefined for a fixed build. */
  releasesDir?: string;
  /** How often the primary looks at the `current` link. */
  pollMs?: number;
  log?: (line: string) => void;
}

/** Messages between the primary and a worker. */
export type WorkerMessage = { type: 'memory' };

const RETIRE_LIMIT_MS = 30_000;
const YOUNG_MS = 10_000;

function currentFunctions(releasesDir: string | undefined): { release: string; fingerprint: string } | null {
  if (!releasesDir) return { release: '', fingerprint: 'fixed' };
  try {
    const release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
    return { release, fingerprint: releaseFunctionsFingerprint(path.join(release, 'functions')) };
  } catch {
    return null;
  }
}

export function runPrimary({ releasesDir, pollMs = 500, log = console.log }: PrimaryOptions): void {
  let serving: { worker: Worker; fingerprint: string; release: string } | null = null;
  let starting: Worker | null = null;
  let stopping = false;
  let backoffMs = 250;
  /** No worker is started before this time (a worker that died young delays the next). */
  let notBefore = 0;
  const startedAt = new Map<Worker, number>();
  let everListened = false;

  /**
   * The primary stops handing the worker connections, the worker's server closes once its
   * requests are answered, and it exits (killed if it has not within 30 s).
   */
  const retire = (worker: Worker) => {
    if (worker.isDead()) return;
    if (worker.isConnected()) worker.disconnect();
    setTimeout(() => worker.isDead() || worker.process.kill('SIGKILL'), RETIRE_LIMIT_MS).unref();
  };

  /** Starts a worker for what `current` points at; it takes over once it listens. */
  const startWorker = (why: string) => {
    const target = currentFunctions(releasesDir) ?? { release: '', fingerprint: 'none' };
    const worker = cluster.fork();
    starting = worker;
    startedAt.set(worker, Date.now());
    log(`[site] starting worker ${worker.process.pid} (${why})`);
    worker.once('listening', () => {
      everListened = true;
      if (starting === worker) starting = null;
      const previous = serving;
      serving = { worker, ...target };
      if (previous && previous.worker !== worker) retire(previous.worker);
      if (stopping) retire(worker);
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const age = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (starting === worker) starting = null;
    const wasServing = serving?.worker === worker;
    if (wasServing) serving = null;
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // The first worker could not serve at all (the port taken, no build): nothing to heal.
    if (!everListened) process.exit(code ?? 1);
    backoffMs = age < YOUNG_MS ? Math.min(backoffMs * 2, 10_000) : 250;
    if (!wasServing && serving) {
      // A retired worker, or a new one that died before it listened (tried again after a while).
      if (signal !== null || code !== 0) notBefore = Date.now() + backoffMs;
      return;
    }
    log(`[site] worker ${worker.process.pid} exited (${signal ?? `exit ${code}`}); a new one in ${backoffMs} ms`);
    setTimeout(() => {
      if (!stopping && !serving && !starting) startWorker('replacing one that exited');
    }, backoffMs);
  });

  startWorker('first');

  if (releasesDir) {
    setInterval(() => {
      if (stopping || starting || !serving || Date.now() < notBefore) return;
      let release: string;
      try {
        release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
      } catch {
        return;
      }
      if (release === serving.release) return;
      const target = currentFunctions(releasesDir);
      if (!target) return;
      if (target.fingerprint === serving.fingerprint) serving.release = target.release;
      else startWorker(`release ${path.basename(target.release)} has other Functions`);
    }, pollMs).unref();
  }

  process.on('SIGUSR2', () => serving?.worker.send({ type: 'memory' } satisfies WorkerMessage));
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) retire(worker);
    setTimeout(() => process.exit(0), RETIRE_LIMIT_MS + 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
