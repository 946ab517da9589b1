import cluster, { type Worker } from 'cluster';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { releaseFunctionsFingerprint } from '../../../src/builds/releases';
import type { Served } from './site-server';

/**
 * The site server as a small primary process and its workers (Node's cluster). The primary owns
 * the port: it accepts each connection and hands the socket to the one worker that serves
 * (serving-worker.ts), which answers it. A second worker stands by, started, its site read and the
 * served release's Functions loaded, so that a worker's death never leaves the site without a worker
 * ready to answer at once (one that first loaded its Functions kept visitors waiting behind them
 * for seconds under load), and a release with other Functions is loaded before it is served.
 *
 * - Only the serving worker gets connections: the lookups' rate limits and the connections per
 *   address are counted in it, and two serving workers would double them.
 * - A connection stays the primary's until the worker says it has it. A worker that dies before
 *   saying so has read nothing from it, so the primary hands it to the next worker: no connection
 *   is left open without an answer. (Node's own round-robin cluster keeps such a socket open for
 *   ever, and closes the port while no worker listens: lib/internal/cluster/round_robin_handle.js.)
 * - Connections that come while no worker serves are held, and answered 503 by the primary after
 *   HOLD_LIMIT_MS (or at once past MAX_HELD); never dropped without an answer.
 * - The serving worker dies (an uncaught exception, the kernel's OOM killer): the standby serves at
 *   once (if it was still loading its Functions, it loads the rest as it serves), and a new standby
 *   is started, with back-off when workers keep dying young.
 * - A release whose Functions differ from the served ones: a standby loads them, then serves
 *   (meanwhile the serving worker serves the last release with its own, whole); the
 *   old worker finishes its requests and exits, taking every byte of the old Functions with it
 *   (Node cannot unload a compiled module). A standby that had loaded the old Functions is retired
 *   for a new one first, and so is one whose Functions `current` left while it loaded them, so no
 *   worker ever holds two releases' Functions. Releases with
 *   byte-identical Functions (a content publish) are switched inside the serving worker, sharing them.
 * - SIGUSR2 asks the serving worker to log its memory; SIGTERM or SIGINT closes the port, retires
 *   the workers (requests under way are finished) and ends the primary.
 */
export interface PrimaryOptions {
  port: number;
  host: string;
  /** The releases folder whose `current` link is served, or undefined for a fixed build. */
  releasesDir?: string;
  /** How often the primary looks at the `current` link. */
  pollMs?: number;
  /** How long a connection may wait for a worker (HOLD_LIMIT_MS). */
  holdLimitMs?: number;
  /** How long after a worker began serving the next standby starts (STANDBY_AFTER_MS). */
  standbyAfterMs?: number;
  log?: (line: string) => void;
}

/** Messages from the primary to a worker (a `connection` carries its socket). */
export type ToWorker =
  | { type: 'connection'; id: number }
  | { type: 'serve' }
  | { type: 'prepare' }
  | { type: 'retire' }
  | { type: 'memory' };

/** Messages from a worker to the primary. */
export type FromWorker =
  /** Started, its site read, no Functions loaded yet. */
  | { type: 'ready' }
  /** The current release's Functions are loaded (after `prepare`): the release they are of (null: none yet). */
  | { type: 'prepared'; served: Target | null }
  /** It has the connection `id`: the primary's copy of the socket is closed. */
  | { type: 'took'; id: number };

/** What a worker serves: the release and its Functions' fingerprint. */
type Target = Served;

/** A worker's life: started, loading the current release's Functions, standing by with them loaded, serving, retiring. */
type Role = 'starting' | 'preparing' | 'standby' | 'serving' | 'retiring';

interface Managed {
  worker: Worker;
  role: Role;
  /** When it was started, or began serving: how young it dies. */
  since: number;
  target: Target;
  /** Connections sent to it that it has not said it has, by id. */
  handed: Map<number, net.Socket>;
  /** The release whose other Functions the log said it was started for, if any. */
  announced?: string;
}

const RETIRE_LIMIT_MS = 30_000;
/** A new standby starts this long after a worker began serving, so that the two do not share the CPU at first. */
export const STANDBY_AFTER_MS = 3_000;
const YOUNG_MS = 10_000;
/** A connection held this long for want of a worker is answered 503 by the primary. */
export const HOLD_LIMIT_MS = 10_000;
/** Connections held at most; more are answered 503 at once. */
export const MAX_HELD = 1024;

const BUSY_ANSWER = 'The site is restarting. Please try again in a moment.';

/** A 503 written by the primary itself on a connection no worker could take. */
function answerBusy(socket: net.Socket): void {
  socket.removeAllListeners('data');
  // The request is read and dropped, so that the answer is not lost to a reset.
  socket.on('data', () => undefined);
  socket.resume();
  socket.end(
    `HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BUSY_ANSWER)}\r\n` +
      `Retry-After: 5\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${BUSY_ANSWER}`,
  );
  setTimeout(() => socket.destroy(), 1000).unref();
}

function currentTarget(releasesDir: string | undefined): Target | null {
  if (!releasesDir) return { release: '', fingerprint: 'fixed' };
  try {
    const release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
    return { release, fingerprint: releaseFunctionsFingerprint(path.join(release, 'functions')) };
  } catch {
    return null;
  }
}

const noTarget: Target = { release: '', fingerprint: 'none' };

export function runPrimary({
  port,
  host,
  releasesDir,
  pollMs = 500,
  holdLimitMs = HOLD_LIMIT_MS,
  standbyAfterMs = STANDBY_AFTER_MS,
  log = console.log,
}: PrimaryOptions): void {
  const workers = new Map<Worker, Managed>();
  let serving: Managed | null = null;
  /** The next worker to serve: starting, loading the current release's Functions, or standing by with them. */
  let standby: Managed | null = null;
  const held: { socket: net.Socket; since: number }[] = [];
  let nextConnection = 0;
  let stopping = false;
  let everReady = false;
  let backoffMs = 250;
  /** No standby is started before this time (a worker that died young delays the next). */
  let notBefore = 0;
  let standbyTimer: NodeJS.Timeout | null = null;

  const tell = (managed: Managed, message: ToWorker) => {
    if (managed.worker.isConnected()) managed.worker.send(message, undefined, undefined, () => undefined);
  };

  const hold = (socket: net.Socket, first = false) => {
    if (socket.destroyed) return;
    if (stopping || held.length >= MAX_HELD) return answerBusy(socket);
    const entry = { socket, since: Date.now() };
    if (first) held.unshift(entry);
    else held.push(entry);
  };

  /** Sends a connection to the serving worker; it stays the primary's until the worker took it. */
  const hand = (socket: net.Socket) => {
    const to = serving;
    if (!to || !to.worker.isConnected()) return hold(socket);
    if (socket.destroyed) return;
    const id = (nextConnection += 1);
    to.handed.set(id, socket);
    // keepOpen: the primary's copy stays open until `took`; Node would close it only on its own
    // acknowledgement, which a worker killed in between never sends (lib/internal/child_process.js).
    to.worker.send({ type: 'connection', id } satisfies ToWorker, socket, { keepOpen: true }, (error) => {
      if (error && to.handed.delete(id)) hold(socket, true);
    });
  };

  const handHeld = () => {
    while (serving && held.length > 0) hand(held.shift()!.socket);
  };

  /** Stops handing the worker connections; it finishes its requests and exits (killed after 30 s). */
  const retire = (managed: Managed) => {
    managed.role = 'retiring';
    tell(managed, { type: 'retire' });
    setTimeout(() => managed.worker.isDead() || managed.worker.process.kill('SIGKILL'), RETIRE_LIMIT_MS).unref();
  };

  /** Starts a worker; `line` is what the log says of it. */
  const fork = (line: (pid: number | undefined) => string): Managed => {
    const worker = cluster.fork();
    const managed: Managed = { worker, role: 'starting', since: Date.now(), target: noTarget, handed: new Map() };
    workers.set(worker, managed);
    worker.on('message', (message: FromWorker) => onMessage(managed, message));
    worker.on('error', (error) => log(`[site] worker ${worker.process.pid}: ${error.message}`));
    log(line(worker.process.pid));
    return managed;
  };

  /** Starts the next worker after `delayMs`: it serves as soon as it is ready if no worker does, else stands by. */
  const startNext = (delayMs: number, line: (pid: number | undefined) => string) => {
    if (standbyTimer) clearTimeout(standbyTimer);
    standbyTimer = setTimeout(() => {
      standbyTimer = null;
      if (!stopping && !standby) standby = fork(line);
    }, delayMs);
  };
  const readyingStandby = (pid: number | undefined) => `[site] readying standby worker ${pid}`;

  /** The worker serves from now on: held connections go to it, the one it replaces retires. */
  const promote = (managed: Managed, target: Target) => {
    const previous = serving;
    if (standby === managed) standby = null;
    managed.role = 'serving';
    managed.target = target;
    managed.since = Date.now();
    serving = managed;
    tell(managed, { type: 'serve' });
    handHeld();
    if (previous && previous !== managed) retire(previous);
    if (stopping) retire(managed);
    else if (!standby) startNext(Math.max(standbyAfterMs, notBefore - Date.now()), readyingStandby);
  };

  /**
   * The next worker loads the current release's Functions (`prepared` once they are): it stands by
   * with them, or serves at once when they are not the served ones (a release with other Functions).
   */
  const prepare = (managed: Managed, target: Target) => {
    managed.role = 'preparing';
    managed.target = target;
    if (serving && target.fingerprint !== serving.target.fingerprint && managed.announced !== target.release)
      log(`[site] starting worker ${managed.worker.process.pid} (${otherFunctions(target)})`);
    tell(managed, { type: 'prepare' });
  };
  const otherFunctions = (target: Target) => `release ${path.basename(target.release)} has other Functions`;

  /** The standby retires (`why`) and a new worker starts in its place at once (`line`: what the log says of it). */
  const retireStandby = (managed: Managed, why: string, line: (pid: number | undefined) => string): Managed => {
    if (standby === managed) standby = null;
    log(`[site] standby worker ${managed.worker.process.pid} retires (${why})`);
    retire(managed);
    if (standbyTimer) clearTimeout(standbyTimer);
    standbyTimer = null;
    standby = fork(line);
    return standby;
  };

  /** A standby that holds Functions other than the current release's retires for a new worker, which loads them and serves. */
  const replaceStandby = (managed: Managed, target: Target) => {
    const why = otherFunctions(target);
    retireStandby(managed, why, (pid) => `[site] starting worker ${pid} (${why})`).announced = target.release;
  };

  /** A standby whose Functions `current` left while it loaded them, back to the served ones: a new one loads those. */
  const replaceStale = (managed: Managed) =>
    retireStandby(managed, 'the current release has the served Functions again', readyingStandby);

  /** What `current` points at: `known` when it still does (no hashing on a worker's death), else read. */
  const targetNow = (known: Target): Target => {
    if (!releasesDir) return currentTarget(releasesDir) ?? noTarget;
    try {
      if (path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current'))) === known.release) return known;
    } catch {
      return noTarget;
    }
    return currentTarget(releasesDir) ?? noTarget;
  };

  const onMessage = (managed: Managed, message: FromWorker) => {
    if (message.type === 'took') {
      managed.handed.get(message.id)?.destroy();
      managed.handed.delete(message.id);
    } else if (message.type === 'ready' && managed.role === 'starting') {
      everReady = true;
      // The first worker serves at once and loads its Functions as it does; later ones load them first.
      if (!serving) promote(managed, targetNow(noTarget));
      else prepare(managed, targetNow(serving.target));
    } else if (message.type === 'prepared' && managed.role === 'preparing') {
      // What it loaded: the release current when it began (the primary's target may be a moment older).
      if (message.served) managed.target = message.served;
      if (!serving) return promote(managed, managed.target);
      const now = targetNow(managed.target);
      if (releasesDir && now.fingerprint !== managed.target.fingerprint) {
        // `current` moved on to other Functions while it loaded (a release undone, or another): it
        // would serve what is no longer current, so a new worker loads what is.
        if (now.fingerprint === serving.target.fingerprint) replaceStale(managed);
        else replaceStandby(managed, now);
      } else if (managed.target.fingerprint !== serving.target.fingerprint) promote(managed, managed.target);
      else {
        managed.role = 'standby';
        log(`[site] standby worker ${managed.worker.process.pid} ready`);
        checkRelease();
      }
    }
  };

  /**
   * A release with the served Functions is served by the serving worker as it is (and the standby's
   * stay right); one with other Functions is served by a standby that loaded them: the standby of
   * the old ones is replaced by a new worker, which loads them and then serves.
   */
  function checkRelease() {
    if (!releasesDir || stopping || !serving || standby?.role !== 'standby') return;
    let release: string;
    try {
      release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
    } catch {
      return;
    }
    if (release === serving.target.release) return;
    const target = currentTarget(releasesDir);
    if (!target) return;
    if (target.fingerprint === serving.target.fingerprint) {
      serving.target = target;
      standby.target = target;
    } else if (target.fingerprint === standby.target.fingerprint) promote(standby, target);
    else replaceStandby(standby, target);
  }

  cluster.on('exit', (worker, code, signal) => {
    const managed = workers.get(worker);
    if (!managed) return;
    workers.delete(worker);
    const age = Date.now() - managed.since;
    // What it never said it had, it never read: the next worker answers it.
    for (const socket of [...managed.handed.values()].reverse()) hold(socket, true);
    managed.handed.clear();
    const wasServing = serving === managed;
    const wasNext = standby === managed;
    if (wasServing) serving = null;
    if (wasNext) standby = null;
    if (stopping) {
      for (const { socket } of held.splice(0)) answerBusy(socket);
      if (workers.size === 0) process.exit(0);
      return;
    }
    // The first worker could not start at all (no build, a broken setting): nothing to heal.
    if (!everReady) process.exit(code ?? 1);
    if (managed.role === 'retiring') return;
    backoffMs = age < YOUNG_MS ? Math.min(backoffMs * 2, 10_000) : 250;
    notBefore = Date.now() + (age < YOUNG_MS ? backoffMs : 0);
    const how = signal ?? `exit ${code}`;
    if (!wasServing) {
      const delayMs = Math.max(0, notBefore - Date.now());
      log(`[site] standby worker ${worker.process.pid} exited (${how}); a new one in ${delayMs} ms`);
      startNext(delayMs, readyingStandby);
      return;
    }
    const next = standby as Managed | null;
    if (next && next.role !== 'starting') {
      log(`[site] worker ${worker.process.pid} exited (${how}); worker ${next.worker.process.pid} serves in its place`);
      // It serves the Functions it loaded (or is loading); a release with others is checked for next.
      promote(next, next.target);
    } else if (next) {
      log(
        `[site] worker ${worker.process.pid} exited (${how}); worker ${next.worker.process.pid} serves once it has started`,
      );
    } else {
      log(`[site] worker ${worker.process.pid} exited (${how}); a new one in ${backoffMs} ms`);
      startNext(backoffMs, (pid) => `[site] starting worker ${pid} (replacing one that exited)`);
    }
  });

  // Connections no worker took in time are answered, not left waiting.
  setInterval(
    () => {
      while (held.length > 0 && Date.now() - held[0]!.since > holdLimitMs) answerBusy(held.shift()!.socket);
    },
    Math.min(500, holdLimitMs),
  ).unref();

  const listener = net.createServer({ pauseOnConnect: true }, (socket) => {
    // A client that goes away while its connection waits here is no error of the server's.
    socket.on('error', () => undefined);
    hand(socket);
  });
  listener.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Could not serve the site on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  listener.listen(port, host, () => {
    standby = fork((pid) => `[site] starting worker ${pid} (first)`);
  });

  if (releasesDir) setInterval(checkRelease, pollMs).unref();

  process.on('SIGUSR2', () => serving && tell(serving, { type: 'memory' }));
  const stop = () => {
    if (stopping) return;
    stopping = true;
    listener.close();
    if (standbyTimer) clearTimeout(standbyTimer);
    for (const { socket } of held.splice(0)) answerBusy(socket);
    if (workers.size === 0) process.exit(0);
    for (const managed of workers.values()) retire(managed);
    setTimeout(() => process.exit(0), RETIRE_LIMIT_MS + 1000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
