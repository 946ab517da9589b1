/**
 * npm start's supervisor (issue 23): every part npm start runs (the CMS, the build receiver, the
 * site server, the outbox relay) is a child process it started, and when one exits on its own it
 * is started again, with a back-off, while the others keep running. One crashed request used to
 * stop the site server, and npm start then stopped everything with it.
 *
 * - A part is "starting" until its readiness check answers (the site's `/`, the receiver's
 *   `/builds.json`, the CMS's `/_health`); a part without one is ready once started.
 * - The first restart comes at once (a killed site server is back within seconds), the second
 *   after `secondMs` (half a second), each further one after twice the previous wait, up to
 *   `maxMs`; a part that ran `resetAfterMs` before it exited starts the back-off over, as its
 *   exit is a new failure rather than the same one again.
 * - A part that exits before it was ever ready is not restarted: that is a setting or a port
 *   problem, which a restart would only repeat; `add` rejects with it, and npm start stops.
 * - `stop` (Ctrl-C) stops every part's process group and nothing is restarted after it.
 * - `health()` reports each part; `serveHealth` answers it as JSON at /health.
 */
import type { ChildProcess } from 'child_process';
import http from 'http';
import { stop as stopProcess } from '../shared/processes';

export type PartState = 'starting' | 'running' | 'restarting' | 'stopped';

export interface PartDefinition {
  /** How the log lines and /health name it: "site server". */
  name: string;
  /**
   * Starts the part's process, in a process group of its own (processes.ts's `start`), so that
   * stopping it stops what it started too. `restart` is 0 on the first start, then the restart's
   * number: a part may start differently the first time (the receiver's first build).
   */
  start: (restart: number) => ChildProcess;
  /** True once the part answers; without it the part counts as ready as soon as it is started. */
  ready?: () => Promise<boolean>;
  /**
   * Started after npm start said Ready, without delaying it (the editors' preview): until it is
   * first ready, /health's overall status leaves it out, so the site does not read as degraded
   * while a part it does not need starts. It is reported, and restarted, as every other part.
   */
  background?: boolean;
}

export interface BackOff {
  /** The wait before the first restart (0: at once). */
  firstMs: number;
  /** The wait before the second restart; each further one waits twice the one before. */
  secondMs: number;
  /** The longest wait between two restarts. */
  maxMs: number;
  /** A part that ran this long before it exited is restarted after `firstMs` again. */
  resetAfterMs: number;
}

export const DEFAULT_BACK_OFF: BackOff = { firstMs: 0, secondMs: 500, maxMs: 30_000, resetAfterMs: 60_000 };

/** The wait before a restart, after `failures` restarts since the back-off was last reset. */
export function restartWaitMs(backOff: BackOff, failures: number): number {
  return failures === 0 ? backOff.firstMs : Math.min(backOff.secondMs * 2 ** (failures - 1), backOff.maxMs);
}

export interface PartExit {
  code: number | null;
  signal: string | null;
  /** When it exited, ISO 8601. */
  at: string;
}

export interface PartHealth {
  state: PartState;
  /** The running process's id (its process group's too); null while none runs. */
  pid: number | null;
  /** Restarts since npm start started it (never reset). */
  restarts: number;
  lastExit: PartExit | null;
  /** When the running process was started, ISO 8601; null while none runs. */
  upSince: string | null;
}

export interface Health {
  /** "ok" when npm start has started everything and every part runs and is ready. */
  status: 'ok' | 'degraded';
  /** npm start's own phase: still starting its parts, running them, or stopping them. */
  phase: 'starting' | 'running' | 'stopping';
  parts: Record<string, PartHealth>;
}

export interface SupervisorOptions {
  backOff?: Partial<BackOff>;
  /** How often a starting part's readiness check is tried. */
  readyIntervalMs?: number;
  /** How long a part has to stop on SIGTERM before its group gets SIGKILL. */
  stopGraceMs?: number;
  log?: (line: string) => void;
}

interface Part {
  definition: PartDefinition;
  child: ChildProcess | null;
  state: PartState;
  restarts: number;
  /** Restarts since the back-off was last reset (see restartWaitMs). */
  failures: number;
  lastExit: PartExit | null;
  startedAt: number | null;
  everReady: boolean;
  /** When the last exit happened, to say how long the part was away once it is back. */
  exitedAt: number | null;
  timer: NodeJS.Timeout | null;
  firstReady: { resolve: () => void; reject: (error: Error) => void };
}

const seconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const exitText = (code: number | null, signal: string | null) => signal ?? `exit ${code}`;

export class Supervisor {
  private readonly parts = new Map<string, Part>();
  private readonly backOff: BackOff;
  private readonly readyIntervalMs: number;
  private readonly stopGraceMs: number;
  private readonly log: (line: string) => void;
  private phase: Health['phase'] = 'starting';

  constructor(options: SupervisorOptions = {}) {
    this.backOff = { ...DEFAULT_BACK_OFF, ...options.backOff };
    this.readyIntervalMs = options.readyIntervalMs ?? 250;
    this.stopGraceMs = options.stopGraceMs ?? 8000;
    this.log = options.log ?? ((line) => process.stdout.write(`[supervisor] ${line}\n`));
  }

  /**
   * Starts a part and keeps it running. Resolves once it is first ready; rejects when it exits
   * before that (it is then left stopped) or when the supervisor stops meanwhile.
   */
  add(definition: PartDefinition): Promise<void> {
    if (this.parts.has(definition.name)) throw new Error(`A part named ${definition.name} is already supervised`);
    if (this.phase === 'stopping') return Promise.reject(new Error(`${definition.name}: npm start is stopping`));
    return new Promise<void>((resolve, reject) => {
      const part: Part = {
        definition,
        child: null,
        state: 'starting',
        restarts: 0,
        failures: 0,
        lastExit: null,
        startedAt: null,
        everReady: false,
        exitedAt: null,
        timer: null,
        firstReady: { resolve, reject },
      };
      this.parts.set(definition.name, part);
      this.launch(part);
    });
  }

  /** npm start has started every part: /health may say "ok" from now on. */
  startupDone(): void {
    if (this.phase === 'starting') this.phase = 'running';
  }

  /** The running process of a part, if any. */
  child(name: string): ChildProcess | null {
    return this.parts.get(name)?.child ?? null;
  }

  health(): Health {
    const parts: Record<string, PartHealth> = {};
    for (const [name, part] of this.parts) {
      parts[name] = {
        state: part.state,
        pid: part.child?.pid ?? null,
        restarts: part.restarts,
        lastExit: part.lastExit,
        upSince: part.child && part.startedAt !== null ? new Date(part.startedAt).toISOString() : null,
      };
    }
    const everyPartRuns = [...this.parts.values()].every(
      (part) => part.state === 'running' || (part.definition.background === true && !part.everReady),
    );
    return { status: this.phase === 'running' && everyPartRuns ? 'ok' : 'degraded', phase: this.phase, parts };
  }

  /** Stops every part (SIGTERM to each process group, SIGKILL after the grace) and restarts none. */
  async stop(): Promise<void> {
    this.phase = 'stopping';
    await Promise.all(
      [...this.parts.values()].map(async (part) => {
        if (part.timer) clearTimeout(part.timer);
        part.timer = null;
        if (part.child) await stopProcess(part.child, this.stopGraceMs);
        part.state = 'stopped';
        if (!part.everReady) part.firstReady.reject(new Error(`${part.definition.name}: stopped before it was ready`));
      }),
    );
  }

  private launch(part: Part): void {
    const { name } = part.definition;
    part.timer = null;
    part.state = 'starting';
    let child: ChildProcess;
    try {
      child = part.definition.start(part.restarts);
    } catch (error) {
      // Could not even be spawned: handled like an exit, so it is retried (or reported) the same way.
      this.exited(part, null, null, null, (error as Error).message);
      return;
    }
    part.child = child;
    part.startedAt = Date.now();
    child.once('exit', (code, signal) => this.exited(part, child, code, signal));
    // A process that could not be spawned (no such file) emits 'error' and may never emit 'exit'.
    child.once('error', (error) => {
      if (child.pid === undefined) this.exited(part, child, null, null, error.message);
    });
    void this.awaitReady(part, child).catch((error: Error) =>
      this.log(`${name}: readiness check failed: ${error.message}`),
    );
  }

  /** Tries the part's readiness check until it answers, while this same process runs. */
  private async awaitReady(part: Part, child: ChildProcess): Promise<void> {
    const current = () => part.child === child && part.state === 'starting';
    const { ready } = part.definition;
    if (ready) {
      while (current() && !(await ready().catch(() => false))) await sleep(this.readyIntervalMs);
    }
    if (!current()) return;
    part.state = 'running';
    if (part.exitedAt !== null) {
      this.log(
        `${part.definition.name} is back (pid ${child.pid}, ${seconds(Date.now() - part.exitedAt)} after it exited)`,
      );
    }
    if (!part.everReady) {
      part.everReady = true;
      part.firstReady.resolve();
    }
  }

  private exited(
    part: Part,
    child: ChildProcess | null,
    code: number | null,
    signal: string | null,
    spawnError?: string,
  ): void {
    // Only the part's current process counts (an 'exit' after an 'error' is the same end).
    if (child !== part.child) return;
    const { name } = part.definition;
    const now = Date.now();
    const ranMs = part.startedAt === null ? 0 : now - part.startedAt;
    part.child = null;
    part.startedAt = null;
    part.exitedAt = now;
    part.lastExit = { code, signal, at: new Date(now).toISOString() };
    // What the part itself started (tsx's esbuild service, say) may outlive it in its group and
    // hold its port; the group is emptied before the part starts again. The process's id stays
    // its group's id until the group is empty, so no other process is signalled.
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already empty.
      }
    }
    const how = spawnError ? `could not start: ${spawnError}` : `exited (${exitText(code, signal)})`;
    if (this.phase === 'stopping') {
      part.state = 'stopped';
      return;
    }
    if (!part.everReady) {
      part.state = 'stopped';
      this.log(`${name} ${how} before it was ready; not restarting it`);
      part.firstReady.reject(new Error(`${name} ${how} before it was ready`));
      return;
    }
    if (ranMs >= this.backOff.resetAfterMs) part.failures = 0;
    const waitMs = restartWaitMs(this.backOff, part.failures);
    part.failures += 1;
    part.restarts += 1;
    part.state = 'restarting';
    this.log(`${name} ${how}; restarting ${waitMs ? `in ${seconds(waitMs)}` : 'at once'} (restart ${part.restarts})`);
    part.timer = setTimeout(() => {
      if (this.phase !== 'stopping') this.launch(part);
    }, waitMs);
  }
}

/** Serves the supervisor's health as JSON at GET /health: 200 when "ok", else 503. */
export function serveHealth(
  supervisor: Supervisor,
  { port, host }: { port: number; host: string },
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : `${JSON.stringify(body, null, 2)}\n`);
    };
    const pathname = (request.url ?? '/').split('?')[0];
    if (pathname !== '/health') {
      send(404, { status: 404, error: 'not_found', message: 'The health report is at /health.' });
    } else if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      send(405, { status: 405, error: 'method_not_allowed', message: 'Use GET.' });
    } else {
      const health = supervisor.health();
      send(health.status === 'ok' ? 200 : 503, health);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
