/** @jest-environment node */
import { BuildQueue, type BuildQueueOptions } from './build-queue';

/** A queue with these options whose builds finish when the test says so. */
function controllableQueue(options: Omit<BuildQueueOptions, 'build'>) {
  const started: string[][] = [];
  const finishers: ((ok: boolean) => void)[] = [];
  const build = (triggers: string[]) =>
    new Promise<void>((resolve, reject) => {
      started.push(triggers);
      finishers.push((ok) => (ok ? resolve() : reject(new Error('build failed'))));
    });
  const finish = async (ok = true) => {
    finishers.shift()?.(ok);
    // Let the queue's promise chain run.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { started, finish, queue: new BuildQueue({ ...options, build }) };
}

describe('the build queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a quiet spell, so a burst of calls (update, publish) makes one build carrying each of them once', () => {
    const { started, queue } = controllableQueue({ debounceMs: 2000 });
    expect(queue.request('entry.update blog 12')).toBe('waiting');
    jest.advanceTimersByTime(1500);
    queue.request('entry.publish blog 12');
    queue.request('entry.publish blog 12');
    jest.advanceTimersByTime(1999);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started).toEqual([['entry.update blog 12', 'entry.publish blog 12']]);
    expect(queue.state()).toBe('building');
  });

  it('runs one build at a time and queues at most one more, which gathers every call made meanwhile', async () => {
    const { started, finish, queue } = controllableQueue({ debounceMs: 100 });
    queue.request('a');
    jest.advanceTimersByTime(100);
    queue.request('b');
    queue.request('c');
    jest.advanceTimersByTime(100);
    queue.request('d');
    jest.advanceTimersByTime(100);
    expect(started).toEqual([['a']]);
    expect(queue.state()).toBe('building, one more queued');
    await finish();
    expect(started).toEqual([['a'], ['b', 'c', 'd']]);
    await finish();
    expect(queue.state()).toBe('idle');
    await expect(queue.settled()).resolves.toBeUndefined();
  });

  it('gives each build the time its first change arrived, so publish-to-live counts the quiet spell and a wait behind another build', async () => {
    let clock = 1_000_000;
    const batches: { triggers: string[]; requestedAt: number }[] = [];
    const finishers: (() => void)[] = [];
    const queue = new BuildQueue({
      debounceMs: 300,
      now: () => clock,
      build: (triggers, { requestedAt }) =>
        new Promise<void>((resolve) => {
          batches.push({ triggers, requestedAt });
          finishers.push(resolve);
        }),
    });
    queue.request('a');
    clock += 200;
    jest.advanceTimersByTime(200);
    queue.request('b');
    clock += 300;
    jest.advanceTimersByTime(300);
    expect(batches).toEqual([{ triggers: ['a', 'b'], requestedAt: 1_000_000 }]);
    // While that build runs, a change arrives: its build, later, counts from its arrival.
    clock += 5_000;
    queue.request('c');
    clock += 10_000;
    jest.advanceTimersByTime(300);
    finishers.shift()!();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(batches[1]).toEqual({ triggers: ['c'], requestedAt: 1_005_500 });
  });

  it('goes on after a failed build: the next call builds again', async () => {
    const { started, finish, queue } = controllableQueue({ debounceMs: 10 });
    queue.request('broken entry');
    jest.advanceTimersByTime(10);
    await finish(false);
    expect(queue.state()).toBe('idle');
    queue.request('fixed entry');
    jest.advanceTimersByTime(10);
    expect(started).toEqual([['broken entry'], ['fixed entry']]);
  });

  it('a call during the quiet spell after a build waits for that spell to end', async () => {
    const { started, finish, queue } = controllableQueue({ debounceMs: 100 });
    queue.request('a');
    jest.advanceTimersByTime(100);
    queue.request('b');
    await finish();
    expect(started).toEqual([['a']]);
    expect(queue.state()).toBe('waiting');
    jest.advanceTimersByTime(100);
    expect(started).toEqual([['a'], ['b']]);
  });

  describe('the hourly cap', () => {
    /** A clock the test moves with jest's timers. */
    function clock() {
      let now = 1_000_000;
      return {
        now: () => now,
        advance: (ms: number) => {
          now += ms;
          jest.advanceTimersByTime(ms);
        },
      };
    }

    it('starts at most maxPerHour builds in 60 minutes; calls past it are held and gathered into one build when the hour allows', async () => {
      const time = clock();
      const { started, finish, queue } = controllableQueue({ debounceMs: 10, maxPerHour: 2, now: time.now });
      for (const trigger of ['first', 'second']) {
        queue.request(trigger);
        time.advance(10);
        await finish();
      }
      expect(started).toEqual([['first'], ['second']]);
      for (let i = 1; i <= 100; i += 1) {
        queue.request(`publish ${i}`);
        time.advance(10);
      }
      expect(started).toHaveLength(2);
      expect(queue.state()).toBe('held by the hourly cap');
      const cap = queue.cap();
      expect(cap).toMatchObject({ maxPerHour: 2, startedLastHour: 2, resumesAt: 1_000_010 + 60 * 60 * 1000 });
      expect(cap.held).toHaveLength(100);
      // The first build (started after its 10 ms quiet spell) leaves the hour: one build carries all 100.
      time.advance(1_000_010 + 60 * 60 * 1000 - time.now() - 1);
      expect(started).toHaveLength(2);
      time.advance(1);
      expect(started).toHaveLength(3);
      expect(started[2]).toHaveLength(100);
      expect(started[2]![99]).toBe('publish 100');
      expect(queue.cap().held).toEqual([]);
      await finish();
      expect(queue.state()).toBe('idle');
    });

    it('holds a call that arrives while a build runs if that build used the last of the hour', async () => {
      const time = clock();
      const { started, finish, queue } = controllableQueue({ debounceMs: 10, maxPerHour: 1, now: time.now });
      queue.request('a');
      time.advance(10);
      queue.request('b');
      time.advance(10);
      expect(queue.state()).toBe('building, one more queued');
      await finish();
      expect(queue.state()).toBe('held by the hourly cap');
      expect(started).toEqual([['a']]);
      time.advance(60 * 60 * 1000);
      expect(started).toEqual([['a'], ['b']]);
    });

    it('defaults to 30 builds an hour and refuses a cap that is not a whole number from 1', () => {
      const queue = new BuildQueue({ debounceMs: 10, build: async () => undefined });
      expect(queue.cap()).toEqual({ maxPerHour: 30, startedLastHour: 0, held: [], resumesAt: null });
      expect(() => new BuildQueue({ debounceMs: 10, build: async () => undefined, maxPerHour: 0 })).toThrow(
        'The hourly build cap must be a whole number from 1, not 0.',
      );
    });
  });

  describe('stopping (the receiver shuts down)', () => {
    it('lets a build whose quiet spell is under way run, and settled() waits for it', async () => {
      const { started, finish, queue } = controllableQueue({ debounceMs: 100 });
      queue.request('entry.update pricing-rate');
      queue.stop();
      const settled = queue.settled();
      jest.advanceTimersByTime(100);
      expect(started).toEqual([['entry.update pricing-rate']]);
      await finish();
      await expect(settled).resolves.toBeUndefined();
    });

    it('lets go of changes the hourly cap holds, so settled() resolves at once', async () => {
      const { started, finish, queue } = controllableQueue({ debounceMs: 10, maxPerHour: 1 });
      queue.request('a');
      jest.advanceTimersByTime(10);
      await finish();
      queue.request('b');
      jest.advanceTimersByTime(10);
      expect(queue.state()).toBe('held by the hourly cap');
      queue.stop();
      await expect(queue.settled()).resolves.toBeUndefined();
      expect(queue.state()).toBe('idle');
      jest.advanceTimersByTime(60 * 60 * 1000);
      expect(started).toEqual([['a']]);
    });
  });
});
