/**
 * When the site is rebuilt after CMS changes. A publish sends several calls in a burst (update,
 * then publish; media with the entry), so a build starts only after a quiet spell; one build
 * runs at a time, and calls arriving during a build make at most one more, which gathers them
 * all. Nothing is dropped: every trigger is carried by the build that follows it.
 */
export interface BuildQueueOptions {
  /** Quiet time after the last call before a build starts. */
  debounceMs: number;
  /** Runs one build for the triggers it carries; a rejection is that build's failure. */
  build: (triggers: string[]) => Promise<unknown>;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export type QueueState = 'idle' | 'waiting' | 'building' | 'building, one more queued';

export class BuildQueue {
  private timer: unknown = null;
  /** Triggers gathered for the next build (during the quiet spell, or while a build runs). */
  private gathered: string[] = [];
  private running: Promise<void> | null = null;
  private readonly setTimer: NonNullable<BuildQueueOptions['setTimer']>;
  private readonly clearTimer: NonNullable<BuildQueueOptions['clearTimer']>;
  private settledWaiters: (() => void)[] = [];

  constructor(private readonly options: BuildQueueOptions) {
    this.setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  }

  /** A change in the CMS: (re)starts the quiet spell; the build after it carries the trigger. */
  request(trigger: string): QueueState {
    // Strapi may send the same event twice (a delete of a draft and of its published version).
    if (!this.gathered.includes(trigger)) this.gathered.push(trigger);
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => this.quiet(), this.options.debounceMs);
    return this.state();
  }

  state(): QueueState {
    if (this.running) return this.gathered.length > 0 ? 'building, one more queued' : 'building';
    return this.gathered.length > 0 ? 'waiting' : 'idle';
  }

  /** Resolves once no build runs and none waits (for tests and a clean shutdown). */
  settled(): Promise<void> {
    if (this.state() === 'idle') return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  private quiet(): void {
    this.timer = null;
    // While a build runs, the gathered triggers wait for it: they become the one queued build.
    if (!this.running) this.startNext();
  }

  private startNext(): void {
    if (this.gathered.length === 0 || this.timer !== null) {
      if (this.state() === 'idle') this.notifySettled();
      return;
    }
    const triggers = this.gathered;
    this.gathered = [];
    let build: Promise<unknown>;
    try {
      build = Promise.resolve(this.options.build(triggers));
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
