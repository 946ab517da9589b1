/** @jest-environment node */
import { BuildQueue } from './build-queue';
import { CATCH_UP_TRIGGER, catchUp, catchUpIntervalMs, startCatchUp, type CatchUpOptions } from './catch-up';

describe('catching up with a CMS whose webhook was missed', () => {
  let builds: string[][];
  let queue: BuildQueue;
  let cmsVersion: string;
  let lastBuilt: string | null;
  const options = (): CatchUpOptions => ({
    contentVersion: async () => cmsVersion,
    lastBuiltVersion: async () => lastBuilt,
    queueIdle: () => queue.state() === 'idle',
    requestBuild: (trigger) => queue.request(trigger),
  });

  beforeEach(() => {
    builds = [];
    queue = new BuildQueue({
      debounceMs: 5,
      build: async (triggers) => {
        builds.push(triggers);
        lastBuilt = cmsVersion;
      },
    });
    cmsVersion = 'v2';
    lastBuilt = 'v1';
  });

  it('builds once when the CMS changed since the last build, then is up to date', async () => {
    expect(await catchUp(options())).toBe('build requested');
    await queue.settled();
    expect(builds).toEqual([[CATCH_UP_TRIGGER]]);
    expect(await catchUp(options())).toBe('up to date');
    expect(builds).toHaveLength(1);
  });

  it('builds nothing when the last build was made from the same content', async () => {
    lastBuilt = 'v2';
    expect(await catchUp(options())).toBe('up to date');
    expect(queue.state()).toBe('idle');
  });

  it('builds when no build is known yet', async () => {
    lastBuilt = null;
    expect(await catchUp(options())).toBe('build requested');
    await queue.settled();
    expect(builds).toEqual([[CATCH_UP_TRIGGER]]);
  });

  it('leaves a build under way or waiting alone: it reads the CMS as it is', async () => {
    queue.request('entry.publish blog “A”');
    expect(await catchUp(options())).toBe('busy');
    await queue.settled();
    expect(builds).toEqual([['entry.publish blog “A”']]);
  });

  it('builds nothing and says why when the CMS does not answer', async () => {
    const lines: string[] = [];
    const outcome = await catchUp({
      ...options(),
      contentVersion: () => Promise.reject(new Error('connect ECONNREFUSED')),
      log: (line) => lines.push(line),
    });
    expect(outcome).toBe('cms unreachable');
    expect(lines[0]).toMatch(/ECONNREFUSED/);
    expect(queue.state()).toBe('idle');
  });

  it('checks on its interval until stopped', async () => {
    const stop = startCatchUp({ ...options(), intervalMs: 20 });
    await new Promise((resolve) => setTimeout(resolve, 120));
    await queue.settled();
    stop();
    cmsVersion = 'v3';
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(builds).toEqual([[CATCH_UP_TRIGGER]]);
  });

  it('reads BUILD_CATCH_UP_MINUTES, 5 by default, 0 for off', () => {
    expect(catchUpIntervalMs({})).toBe(300_000);
    expect(catchUpIntervalMs({ BUILD_CATCH_UP_MINUTES: '1' })).toBe(60_000);
    expect(catchUpIntervalMs({ BUILD_CATCH_UP_MINUTES: '0' })).toBe(0);
    expect(catchUpIntervalMs({ BUILD_CATCH_UP_MINUTES: 'soon' })).toBe(300_000);
  });
});
