/** @jest-environment node */
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import type { Server } from 'http';
import net, { type AddressInfo } from 'net';
import { serveHealth, Supervisor, type BackOff, type Health, type PartDefinition } from './supervisor';

/** Real child processes, each in a process group of its own as npm start starts them. */
const node = (code: string): ChildProcess => spawn(process.execPath, ['-e', code], { detached: true, stdio: 'ignore' });
/** A part's code that runs until it is stopped. */
const RUNS_ON = 'setInterval(() => {}, 1000)';
/** A back-off that waits the same time before every restart. */
const evenBackOff = (ms: number) => ({ firstMs: ms, secondMs: ms, maxMs: ms, resetAfterMs: 60_000 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** Whether a process runs (a zombie waiting to be reaped does not). */
const alive = (pid: number | null | undefined) => {
  if (!pid) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const answer = async (url: string) => {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
};
const answers = async (url: string) => (await answer(url)) !== null;

/** A part, and when each of its processes was started. */
function counted(name: string, code: string, ready?: () => Promise<boolean>) {
  const starts: { restart: number; at: number; pid: number | undefined }[] = [];
  const definition: PartDefinition = {
    name,
    start: (restart) => {
      const child = node(code);
      starts.push({ restart, at: Date.now(), pid: child.pid });
      return child;
    },
    ready,
  };
  return { definition, starts };
}

describe("npm start's supervisor", () => {
  let supervisor: Supervisor;
  let lines: string[];
  let server: Server | null;

  const make = (options: ConstructorParameters<typeof Supervisor>[0] = {}) => {
    supervisor = new Supervisor({
      readyIntervalMs: 20,
      stopGraceMs: 2000,
      log: (line) => lines.push(line),
      ...options,
    });
    return supervisor;
  };
  const added = async (name: string, code: string) => {
    const part = counted(name, code);
    await supervisor.add(part.definition);
    return part;
  };
  /** A part that keeps exiting, once restarted that many times under the back-off, and its restart lines. */
  const restartedPart = async (backOff: BackOff, name: string, code: string, restarts: number) => {
    make({ backOff });
    const part = await added(name, code);
    await until(() => part.starts.length > restarts);
    return { part, logged: lines.filter((line) => line.includes('restarting')).slice(0, restarts) };
  };

  beforeEach(() => {
    lines = [];
    server = null;
  });
  afterEach(async () => {
    await supervisor?.stop();
    server?.close();
  });

  it('restarts a part that exits at once, then waiting twice as long each time up to the longest wait', async () => {
    const { part: crashing, logged } = await restartedPart(
      { firstMs: 0, secondMs: 100, maxMs: 400, resetAfterMs: 60_000 },
      'relay',
      'setTimeout(() => process.exit(3), 20)',
      6,
    );
    expect(logged).toEqual([
      'relay exited (exit 3); restarting at once (restart 1)',
      'relay exited (exit 3); restarting in 0.1 s (restart 2)',
      'relay exited (exit 3); restarting in 0.2 s (restart 3)',
      'relay exited (exit 3); restarting in 0.4 s (restart 4)',
      'relay exited (exit 3); restarting in 0.4 s (restart 5)',
      'relay exited (exit 3); restarting in 0.4 s (restart 6)',
    ]);
    // The starts are at least the waits apart (each process also ran its 20 ms).
    const gaps = crashing.starts.slice(1).map((start, index) => start.at - crashing.starts[index].at);
    [0, 100, 200, 400, 400, 400].forEach((wait, index) => expect(gaps[index]).toBeGreaterThanOrEqual(wait));
    expect(crashing.starts.slice(0, 7).map((start) => start.restart)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const relay = supervisor.health().parts.relay;
    expect(relay.restarts).toBeGreaterThanOrEqual(6);
    expect(relay.lastExit).toEqual({ code: 3, signal: null, at: expect.any(String) });
  });

  it('starts the back-off over for a part that ran a while before it exited', async () => {
    const { logged } = await restartedPart(
      { firstMs: 100, secondMs: 1000, maxMs: 10_000, resetAfterMs: 300 },
      'build receiver',
      'setTimeout(() => process.exit(1), 400)',
      3,
    );
    expect(logged).toEqual([
      'build receiver exited (exit 1); restarting in 0.1 s (restart 1)',
      'build receiver exited (exit 1); restarting in 0.1 s (restart 2)',
      'build receiver exited (exit 1); restarting in 0.1 s (restart 3)',
    ]);
  });

  it('brings a SIGKILLed part back with a new process while the others keep theirs, and empties its process group', async () => {
    make(); // The real back-off: the first restart at once.
    const port = await freePort();
    const site = `http://127.0.0.1:${port}/`;
    // As the tsx command does: the part's process starts the one that serves, in its group.
    const wrapper = `
      const { spawn } = require('child_process');
      spawn(process.execPath, ['-e', "require('http').createServer((q, r) => r.end(String(process.pid))).listen(${port}, '127.0.0.1')"], { stdio: 'ignore' });
      setInterval(() => {}, 1000);`;
    const siteServer = counted('site server', wrapper, () => answers(site));
    const cms = counted('cms', RUNS_ON);
    const relay = counted('relay', RUNS_ON);
    await Promise.all([supervisor.add(cms.definition), supervisor.add(siteServer.definition)]);
    await supervisor.add(relay.definition);
    supervisor.startupDone();
    const before = supervisor.health();
    expect(before.status).toBe('ok');

    const killedPid = before.parts['site server'].pid as number;
    const oldServerPid = Number(await answer(site));
    const killedAt = Date.now();
    process.kill(killedPid, 'SIGKILL');
    // Restarted at once: it is "starting" until its new server answers.
    await until(() => supervisor.health().parts['site server'].restarts === 1, 2000);
    expect(['restarting', 'starting']).toContain(supervisor.health().parts['site server'].state);
    expect(supervisor.health().status).toBe('degraded');
    await until(
      async () => supervisor.health().parts['site server'].state === 'running' && (await answers(site)),
      5000,
    );
    const backMs = Date.now() - killedAt;
    expect(backMs).toBeLessThan(5000);

    const after = supervisor.health();
    expect(after.status).toBe('ok');
    expect(after.parts['site server']).toMatchObject({ state: 'running', restarts: 1 });
    expect(after.parts['site server'].pid).not.toBe(killedPid);
    expect(after.parts['site server'].lastExit).toMatchObject({ code: null, signal: 'SIGKILL' });
    for (const name of ['cms', 'relay']) {
      expect(after.parts[name]).toMatchObject({
        state: 'running',
        restarts: 0,
        lastExit: null,
        pid: before.parts[name].pid,
      });
    }
    expect(lines).toContain('site server exited (SIGKILL); restarting at once (restart 1)');
    expect(lines.some((line) => /^site server is back \(pid \d+, \d+(\.\d)? s after it exited\)$/.test(line))).toBe(
      true,
    );
    // The old server (the wrapper's child) went with its group: a new one answers.
    expect(alive(killedPid)).toBe(false);
    expect(alive(oldServerPid)).toBe(false);
    const newServerPid = Number(await answer(site));
    expect(newServerPid).not.toBe(oldServerPid);
    expect(alive(newServerPid)).toBe(true);
    expect(siteServer.starts.map((start) => start.restart)).toEqual([0, 1]);
  });

  it('reports a part "starting" until its readiness check answers, over HTTP at /health', async () => {
    make();
    let ready = false;
    const cms = counted('cms', RUNS_ON, async () => ready);
    const relay = counted('relay', RUNS_ON);
    server = await serveHealth(supervisor, { port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
    const health = async () => {
      const response = await fetch(url);
      return { status: response.status, body: (await response.json()) as Health };
    };

    const adding = supervisor.add(cms.definition);
    await until(() => supervisor.health().parts.cms?.pid !== undefined);
    const starting = await health();
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({
      status: 'degraded',
      phase: 'starting',
      parts: {
        cms: { state: 'starting', pid: cms.starts[0].pid, restarts: 0, lastExit: null, upSince: expect.any(String) },
      },
    });
    expect(Date.parse(starting.body.parts.cms.upSince as string)).toBeLessThanOrEqual(Date.now());

    ready = true;
    await adding;
    await supervisor.add(relay.definition);
    // Every part runs, but npm start has not said it started everything.
    expect((await health()).body.status).toBe('degraded');
    supervisor.startupDone();
    const running = await health();
    expect(running.status).toBe(200);
    expect(running.body.status).toBe('ok');
    expect(running.body.phase).toBe('running');
    expect(Object.keys(running.body.parts)).toEqual(['cms', 'relay']);
    expect(running.body.parts.relay.state).toBe('running');

    expect((await fetch(url.replace('/health', '/'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
  });

  it("leaves a background part out of the overall status until it is first ready, then counts it (the editors' preview)", async () => {
    make();
    const site = await added('site server', RUNS_ON);
    supervisor.startupDone();
    expect(supervisor.health().status).toBe('ok');
    let ready = false;
    const preview = counted('preview server', RUNS_ON, async () => ready);
    const adding = supervisor.add({ ...preview.definition, background: true });
    await until(() => supervisor.health().parts['preview server']?.pid !== undefined);
    // Starting after Ready: reported, and the site still reads as "ok".
    expect(supervisor.health()).toMatchObject({
      status: 'ok',
      parts: { 'preview server': { state: 'starting', restarts: 0 } },
    });
    ready = true;
    await adding;
    expect(supervisor.health().status).toBe('ok');
    // Once it ran, it counts like any part: killed, it is restarted and the site reads degraded meanwhile.
    ready = false;
    process.kill(preview.starts[0]!.pid!, 'SIGKILL');
    await until(() => supervisor.health().parts['preview server']?.restarts === 1);
    expect(supervisor.health().status).toBe('degraded');
    ready = true;
    await until(() => supervisor.health().status === 'ok');
    expect(site.starts).toHaveLength(1);
  });

  it('does not restart a part that exits before it was ever ready, and says why', async () => {
    make({ backOff: evenBackOff(50) });
    const broken = counted('site server', 'setTimeout(() => process.exit(1), 50)', async () => false);
    await expect(supervisor.add(broken.definition)).rejects.toThrow('site server exited (exit 1) before it was ready');
    await sleep(300);
    expect(broken.starts).toHaveLength(1);
    expect(supervisor.health().parts['site server']).toMatchObject({ state: 'stopped', pid: null, restarts: 0 });
  });

  it('stops every part on stop (SIGKILL after the grace for one that ignores SIGTERM) and restarts none', async () => {
    make({ backOff: evenBackOff(300), stopGraceMs: 500 });
    const steady = await added('cms', RUNS_ON);
    const stubborn = await added('relay', `process.on('SIGTERM', () => {}); ${RUNS_ON}`);
    const crashing = await added('site server', 'setTimeout(() => process.exit(2), 30)');
    await until(() => supervisor.health().parts['site server'].state === 'restarting');
    // The relay's handler for SIGTERM must be in place before stop() sends it.
    await sleep(300);

    const pids = [steady.starts[0].pid, stubborn.starts[0].pid];
    await supervisor.stop();
    expect(pids.some(alive)).toBe(false);
    const health = supervisor.health();
    expect(health.phase).toBe('stopping');
    expect(health.status).toBe('degraded');
    expect(Object.values(health.parts).map((part) => part.state)).toEqual(['stopped', 'stopped', 'stopped']);
    const startsAtStop = crashing.starts.length;
    await sleep(500);
    expect(crashing.starts).toHaveLength(startsAtStop);
    await expect(supervisor.add(counted('late', RUNS_ON).definition)).rejects.toThrow('npm start is stopping');
  });

  it('restarts a part whose process could not be spawned, like one that exited', async () => {
    make({ backOff: evenBackOff(50) });
    let attempts = 0;
    await supervisor.add({
      name: 'relay',
      start: () => {
        attempts += 1;
        // The first start works; the later ones name a program that does not exist.
        return attempts === 1
          ? node('setTimeout(() => process.exit(0), 20)')
          : spawn('/nonexistent/program', [], { detached: true, stdio: 'ignore' });
      },
    });
    await until(() => attempts >= 3);
    expect(lines.some((line) => line.startsWith('relay could not start: spawn /nonexistent/program ENOENT'))).toBe(
      true,
    );
  });
});
