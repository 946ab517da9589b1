/** @jest-environment node */
import { BuildQueue } from './build-queue';

/** A build that finishes when the test says so. */
function controllableBuilds() {
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
  return { started, build, finish };
}

describe('the build queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a quiet spell, so a burst of calls (update, publish) makes one build carrying each of them once', () => {
    const { started, build } = controllableBuilds();
    const queue = new BuildQueue({ debounceMs: 2000, build });
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
    const { started, build, finish } = controllableBuilds();
    const queue = new BuildQueue({ debounceMs: 100, build });
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

  it('goes on after a failed build: the next call builds again', async () => {
    const { started, build, finish } = controllableBuilds();
    const queue = new BuildQueue({ debounceMs: 10, build });
    queue.request('broken entry');
    jest.advanceTimersByTime(10);
    await finish(false);
    expect(queue.state()).toBe('idle');
    queue.request('fixed entry');
    jest.advanceTimersByTime(10);
    expect(started).toEqual([['broken entry'], ['fixed entry']]);
  });

  it('a call during the quiet spell after a build waits for that spell to end', async () => {
    const { started, build, finish } = controllableBuilds();
    const queue = new BuildQueue({ debounceMs: 100, build });
    queue.request('a');
    jest.advanceTimersByTime(100);
    queue.request('b');
    await finish();
    expect(started).toEqual([['a']]);
    expect(queue.state()).toBe('waiting');
    jest.advanceTimersByTime(100);
    expect(started).toEqual([['a'], ['b']]);
  });
});
