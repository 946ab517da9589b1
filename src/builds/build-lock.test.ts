/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BuildLock, LIVE_WAITING_FILE, LOCK_FILE, type Holder } from './build-lock';

/** The lock on real files, as the two receivers share it (each BuildLock here stands for one). */
describe('the machine’s build lock (one Gatsby build at a time, the live site first)', () => {
  let dir: string;
  const dead = new Set<number>();
  const lock = (pipeline: 'live' | 'preview', pid = process.pid) =>
    new BuildLock({ dir, pipeline, pollMs: 10, pid, alive: (p) => !dead.has(p) });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const holder = () => JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as Holder;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
    dead.clear();
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lets one build at a time run: the second starts when the first ends', async () => {
    const order: string[] = [];
    let endLive!: () => void;
    const live = lock('live').run(async () => {
      order.push('live starts');
      await new Promise<void>((resolve) => (endLive = resolve));
      order.push('live ends');
    });
    await sleep(30);
    const waits: string[] = [];
    const preview = lock('preview').run(
      async () => {
        order.push('preview starts');
      },
      (what) => waits.push(what),
    );
    await sleep(60);
    expect(order).toEqual(['live starts']);
    expect(waits).toEqual(["the live site's build"]);
    endLive();
    await Promise.all([live, preview]);
    expect(order).toEqual(['live starts', 'live ends', 'preview starts']);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('lets a waiting live build in before any preview build, even one that asked first', async () => {
    const order: string[] = [];
    let endFirst!: () => void;
    const first = lock('preview').run(async () => {
      order.push('preview 1');
      await new Promise<void>((resolve) => (endFirst = resolve));
    });
    await sleep(30);
    // A second preview build asks, then a live one.
    const second = lock('preview').run(async () => void order.push('preview 2'));
    await sleep(30);
    const liveWaits: string[] = [];
    const live = lock('live').run(
      async () => {
        order.push('live');
        await sleep(40);
      },
      (what) => liveWaits.push(what),
    );
    await sleep(30);
    // The preview build under way is let finish; the live one marked its wait.
    expect(liveWaits).toEqual(["the preview's build"]);
    expect(fs.existsSync(path.join(dir, LIVE_WAITING_FILE))).toBe(true);
    endFirst();
    await Promise.all([first, second, live]);
    expect(order).toEqual(['preview 1', 'live', 'preview 2']);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('tells a preview build it waits for the live one when only the mark is there', async () => {
    fs.writeFileSync(
      path.join(dir, LIVE_WAITING_FILE),
      JSON.stringify({ pipeline: 'live', pid: 4242, token: 't', since: new Date().toISOString() }),
    );
    const waits: string[] = [];
    let ran = false;
    const preview = lock('preview').run(
      async () => {
        ran = true;
      },
      (what) => waits.push(what),
    );
    await sleep(50);
    expect(ran).toBe(false);
    expect(waits).toEqual(["the live site's build"]);
    // Its process ends without clearing the mark (killed): the mark is stale, and cleared.
    dead.add(4242);
    await preview;
    expect(ran).toBe(true);
  });

  it('clears a lock left by a process that is gone (a receiver killed during its build)', async () => {
    fs.writeFileSync(
      path.join(dir, LOCK_FILE),
      JSON.stringify({ pipeline: 'live', pid: 999_999, token: 'old', since: '2026-11-27T00:00:00.000Z' }),
    );
    dead.add(999_999);
    const waits: string[] = [];
    await lock('preview').run(
      async () => {
        expect(holder()).toMatchObject({ pipeline: 'preview', pid: process.pid });
      },
      (what) => waits.push(what),
    );
    expect(waits).toEqual([]);
  });

  it('clears a lock taken over an hour ago, or before the machine started (its process id is another’s by now)', async () => {
    const file = path.join(dir, LOCK_FILE);
    for (const since of [new Date(Date.now() - 61 * 60 * 1000).toISOString(), '2000-01-01T00:00:00.000Z', 'never']) {
      fs.writeFileSync(file, JSON.stringify({ pipeline: 'live', pid: process.pid, token: 'old', since }));
      let ran = false;
      await lock('preview').run(async () => {
        ran = true;
      });
      expect(ran).toBe(true);
    }
  });

  it('respects a lock file being written, and clears one left unreadable for long', async () => {
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, '');
    let ran = false;
    const preview = lock('preview').run(async () => {
      ran = true;
    });
    await sleep(50);
    expect(ran).toBe(false);
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(file, longAgo, longAgo);
    await preview;
    expect(ran).toBe(true);
  });

  it('lets go when the build fails, and reports who holds it', async () => {
    const live = lock('live');
    await expect(
      live.run(async () => {
        expect(await live.holder()).toMatchObject({ pipeline: 'live' });
        throw new Error('gatsby build failed');
      }),
    ).rejects.toThrow('gatsby build failed');
    expect(await live.holder()).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
