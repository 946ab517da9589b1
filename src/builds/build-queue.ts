import { wholeNumberSetting } from '../runtime/settings';

/**
 * When the site is rebuilt after CMS changes. A publish sends several calls in a burst (update,
 * then publish; media with the entry), so a build starts only after a quiet spell; one build
 * runs at a time, and calls arriving during a build make at most one more, which gathers them
 * all. Nothing is dropped: every trigger is carried by the build that follows it. At most
 * `maxPerHour` builds start in any hour (a flood of publishes, or of anything else that calls,
 * cannot keep the machine that serves the site building): calls past the cap are held and
 * gathered into the build that starts when the hour allows it.
 */
export interface BuildQueueOptions {
  /** Quiet time after the last call before a build starts. */
  debounceMs: number;
  /**
   * Runs one build for the triggers it carries; a rejection is that build's failure. `requestedAt`
   * (ms since the epoch) is when the first of them arrived: an editor's change is live that long
   * before the build's end, not only for the build's own duration.
   */
  build: (triggers: string[], batch: { requestedAt: number }) => Promise<unknown>;
  /** Builds that may start in any 60 minutes (default DEFAULT_BUILDS_PER_HOUR). */
  maxPerHour?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  now?: () => number;
}

export const DEFAULT_BUILDS_PER_HOUR = 30;

/** BUILDS_PER_HOUR from the environment: a whole number from 1; unset or anything else, the default. */
export function buildsPerHour(env: NodeJS.ProcessEnv): number {
  return wholeNumberSetting(env, 'BUILDS_PER_HOUR', DEFAULT_BUILDS_PER_HOUR);
}
const HOUR_MS = 60 * 60 * 1000;

export type QueueState = 'idle' | 'waiting' | 'building' | 'building, one more queued' | 'held by the hourly cap';

/** The hourly cap as the status page shows it. */
export interface BuildCap {
  maxPerHour: number;
  /** Builds started in the last 60 minutes. */
  startedLastHour: number;
  /** Triggers held back by the cap (gathered into the next build). */
  held: string[];
  /** When the held triggers' build may start (ms since the epoch), or null if nothing is held. */
  resumesAt: number | null;
}

export class BuildQueue {
  private timer: unknown = null;
  /** Triggers gathered for the next build (during the quiet spell, or while a build runs). */
  private gathered: string[] = [];
  /** When the first of the gathered triggers arrived (null while none is gathered). */
  private gatheredSince: number | null = null;
  private running: Promise<void> | null = null;
  private readonly setTimer: NonNullable<BuildQueueOptions['setTimer']>;
  private readonly clearTimer: NonNullable<BuildQueueOptions['clearTimer']>;
  private settledWaiters: (() => void)[] = [];
  /** When each build of the last hour started. */
  private starts: number[] = [];
  /** Set while the cap holds the gathered triggers: it starts their build when the hour allows. */
  private holdTimer: unknown = null;
  private resumesAt: number | null = null;
  private readonly now: () => number;
  readonly maxPerHour: number;

  constructor(private readonly options: BuildQueueOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
    this.now = options.now ?? Date.now;
    const cap = options.maxPerHour ?? DEFAULT_BUILDS_PER_HOUR;
    if (!Number.isInteger(cap) || cap < 1)
      throw new Error(`The hourly build cap must be a whole number from 1, not ${cap}.`);
    this.maxPerHour = cap;
  }

  /** A change in the CMS: (re)starts the quiet spell; the build after it carries the trigger. */
  request(trigger: string): QueueState {
    // Strapi may send the same event twice (a delete of a draft and of its published version).
    if (!this.gathered.includes(trigger)) this.gathered.push(trigger);
    this.gatheredSince ??= this.now();
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => this.quiet(), this.options.debounceMs);
    return this.state();
  }

  state(): QueueState {
    if (this.holdTimer !== null && this.gathered.length > 0) return 'held by the hourly cap';
    if (this.running) return this.gathered.length > 0 ? 'building, one more queued' : 'building';
    return this.gathered.length > 0 ? 'waiting' : 'idle';
  }

  /** Resolves once no build runs and none waits (for tests and a clean shutdown). */
  settled(): Promise<void> {
    if (this.state() === 'idle') return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  cap(): BuildCap {
    const now = this.now();
    return {
      maxPerHour: this.maxPerHour,
      startedLastHour: this.starts.filter((start) => now - start < HOUR_MS).length,
      held: this.holdTimer !== null ? [...this.gathered] : [],
      resumesAt: this.holdTimer !== null ? this.resumesAt : null,
    };
  }

  /**
   * The receiver stops: a build running or about to start (its quiet spell under way) goes on as
   * before, and settled() waits for it; changes held by the hourly cap are let go (the next
   * receiver's catch-up finds them), so nothing waits an hour and settled() does not hang.
   */
  stop(): void {
    if (this.holdTimer === null) return;
    this.clearTimer(this.holdTimer);
    this.holdTimer = null;
    this.resumesAt = null;
    if (!this.running && this.timer === null) {
      this.gathered = [];
      this.gatheredSince = null;
      this.notifySettled();
    }
  }

  private quiet(): void {
    this.timer = null;
    // While a build runs, the gathered triggers wait for it: they become the one queued build.
    if (!this.running) this.startNext();
  }

  private startNext(): void {
    if (this.gathered.length === 0 || this.timer !== null || this.holdTimer !== null) {
      if (this.state() === 'idle') this.notifySettled();
      return;
    }
    const now = this.now();
    this.starts = this.starts.filter((start) => now - start < HOUR_MS);
    if (this.starts.length >= this.maxPerHour) {
      this.resumesAt = this.starts[0]! + HOUR_MS;
      this.holdTimer = this.setTimer(() => {
        this.holdTimer = null;
        this.resumesAt = null;
        if (!this.running) this.startNext();
      }, this.resumesAt - now);
      return;
    }
    this.starts.push(now);
    const triggers = this.gathered;
    const requestedAt = this.gatheredSince ?? now;
    this.gathered = [];
    this.gatheredSince = null;
    let build: Promise<unknown>;
    try {
      build = Promise.resolve(this.options.build(triggers, { requestedAt }));
    } catch (error) {
      build = Promise.reject(error);
    }
    this.running = build
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        this.running = null;
        this.startNext();
      });
  }

  private notifySettled(): void {
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
