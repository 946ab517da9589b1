import { randomUUID } from 'crypto';
import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import type { Pipeline } from './pipelines';

/**
 * One Gatsby build at a time on the machine, the live site first (issue 29). The live receiver and
 * the preview's are two processes (or two services in the test runner's one), each building in
 * its own folder; two Gatsby builds at once on 2 cores would make the live one, which visitors
 * wait for, twice as slow. So both take this lock, a file under var/:
 *
 * - `build.lock` names the holder (pipeline, process, a token of its own). It is made with an
 *   exclusive create, so only one build gets it; a holder whose process is gone is cleared.
 * - A live build that has to wait leaves `build.live-waiting`: no preview build starts while it
 *   is there, so the live build gets the lock as soon as the build holding it ends (a preview
 *   build under way is let finish, not killed: an interrupted Gatsby build can leave its cache
 *   and public/ half-written). A preview build that won the race with the mark lets go at once.
 * - A preview build waits for as long as live builds keep coming; a live build waits at most for
 *   one preview build.
 */
export interface Holder {
  pipeline: Pipeline;
  pid: number;
  token: string;
  since: string;
}

export interface BuildLockOptions {
  /** The folder both pipelines share (var/ of the repository). */
  dir: string;
  pipeline: Pipeline;
  /** How often a waiting build looks again. */
  pollMs?: number;
  /** Whether a process still runs (tests give their own). */
  alive?: (pid: number) => boolean;
  pid?: number;
  now?: () => Date;
}

export const LOCK_FILE = 'build.lock';
export const LIVE_WAITING_FILE = 'build.live-waiting';

/** A file being written this long ago and still unreadable was left by a process that died writing it. */
const UNREADABLE_GRACE_MS = 10_000;
/**
 * No Gatsby build here takes an hour: a lock held longer names a process id the system has given
 * to another process since (so does one taken before the machine last started).
 */
export const MAX_HOLD_MS = 60 * 60 * 1000;

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a waiting build waits for, as the status page says it. */
export function waitingFor(what: Holder | 'live waiting' | null): string {
  // A live build that waits for the lock goes next: the preview waits for it too.
  if (what === 'live waiting') return "the live site's build";
  if (what === null) return 'the other build';
  return what.pipeline === 'live' ? "the live site's build" : "the preview's build";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class BuildLock {
  private readonly lockFile: string;
  private readonly waitingFile: string;
  private readonly pollMs: number;
  private readonly alive: (pid: number) => boolean;
  private readonly pid: number;
  private readonly now: () => Date;

  constructor(private readonly options: BuildLockOptions) {
    this.lockFile = path.join(options.dir, LOCK_FILE);
    this.waitingFile = path.join(options.dir, LIVE_WAITING_FILE);
    this.pollMs = options.pollMs ?? 500;
    this.alive = options.alive ?? processAlive;
    this.pid = options.pid ?? process.pid;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Runs `build` once this pipeline may; `onWait` is told, once, what it waits for ("the live
   * site's build", for the status page). The lock is let go when `build` settles, whatever its outcome.
   */
  async run<T>(build: () => Promise<T>, onWait?: (what: string) => void): Promise<T> {
    const release = await this.acquire(onWait);
    try {
      return await build();
    } finally {
      await release();
    }
  }

  /** Waits until this pipeline holds the lock; resolves with the function that lets it go. */
  async acquire(onWait?: (what: string) => void): Promise<() => Promise<void>> {
    await fs.mkdir(this.options.dir, { recursive: true });
    const holder: Holder = {
      pipeline: this.options.pipeline,
      pid: this.pid,
      token: randomUUID(),
      since: this.now().toISOString(),
    };
    const live = holder.pipeline === 'live';
    let told = false;
    const wait = async (why: Holder | 'live waiting' | null) => {
      if (!told) onWait?.(waitingFor(why));
      told = true;
      await sleep(this.pollMs);
    };
    try {
      for (;;) {
        if (live) await this.markLiveWaiting(holder);
        else if (await this.liveWaiting()) {
          await wait('live waiting');
          continue;
        }
        if (await this.tryCreate(holder)) {
          // Live first: a live build that marked its wait since this one looked is let in first.
          if (!live && (await this.liveWaiting())) {
            await this.removeIfOurs(this.lockFile, holder.token);
            await wait('live waiting');
            continue;
          }
          return () => this.removeIfOurs(this.lockFile, holder.token);
        }
        const current = await this.readHolder(this.lockFile);
        if (current === 'stale') continue;
        await wait(current);
      }
    } finally {
      if (live) await this.removeIfOurs(this.waitingFile, holder.token);
    }
  }

  /** Who holds the lock now, if anyone whose process runs. */
  async holder(): Promise<Holder | null> {
    const current = await this.readHolder(this.lockFile);
    return current === 'stale' ? null : current;
  }

  private async tryCreate(holder: Holder): Promise<boolean> {
    try {
      await fs.writeFile(this.lockFile, JSON.stringify(holder), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  }

  private async markLiveWaiting(holder: Holder): Promise<void> {
    const current = await this.readHolder(this.waitingFile);
    if (current && current !== 'stale' && current.token === holder.token) return;
    await fs.writeFile(this.waitingFile, JSON.stringify(holder)).catch(() => undefined);
  }

  private async liveWaiting(): Promise<boolean> {
    const current = await this.readHolder(this.waitingFile);
    return current !== null && current !== 'stale';
  }

  /**
   * The holder a file names; null when there is no file, or when it is being written (it holds
   * all the same); 'stale' when it named a process that is gone, or stayed unreadable too long,
   * and was removed.
   */
  private async readHolder(file: string): Promise<Holder | null | 'stale'> {
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      return null;
    }
    let holder: Holder | null = null;
    try {
      holder = JSON.parse(text) as Holder;
    } catch {
      // Being written: a moment later it reads whole.
    }
    if (holder && typeof holder.pid === 'number' && this.alive(holder.pid) && !this.tooOld(holder)) return holder;
    if (!holder) {
      const written = await fs.stat(file).then(
        (stat) => stat.mtimeMs,
        () => 0,
      );
      if (this.now().getTime() - written < UNREADABLE_GRACE_MS) return null;
    }
    // Removed only if it still says the same (another process may have cleared and taken it since).
    if ((await fs.readFile(file, 'utf8').catch(() => null)) === text) await fs.rm(file, { force: true });
    return 'stale';
  }

  private tooOld(holder: Holder): boolean {
    const since = Date.parse(holder.since);
    const now = this.now().getTime();
    return !Number.isFinite(since) || now - since > MAX_HOLD_MS || since < now - os.uptime() * 1000;
  }

  private async removeIfOurs(file: string, token: string): Promise<void> {
    const current = await fs.readFile(file, 'utf8').catch(() => null);
    if (current === null) return;
    try {
      if ((JSON.parse(current) as Holder).token !== token) return;
    } catch {
      return;
    }
    await fs.rm(file, { force: true });
  }
}
