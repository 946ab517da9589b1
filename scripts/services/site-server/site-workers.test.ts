/** @jest-environment node */
// The site server's primary and workers as serve.ts runs them (testing/serve-fixture.ts), on a
// small built site: real processes, real sockets, real SIGKILLs.
import { spawn, type ChildProcess } from 'child_process';
import fs from 'fs';
import http from 'http';
import net, { type AddressInfo } from 'net';
import os from 'os';
import path from 'path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A built site: a home page, and Functions that answer slowly, block their worker, echo the
 * client's address, and warm up (SPEC §7's pingGRPC); each notes in the file `loaded` which
 * process loaded it, and pingGRPC in `warmed` which process it warmed.
 */
function builtSite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-workers-'));
  const publicDir = path.join(root, 'public');
  const functionsDir = path.join(root, '.cache', 'functions');
  fs.mkdirSync(publicDir, { recursive: true });
  fs.mkdirSync(functionsDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
  const functions = {
    slow: 'setTimeout(() => res.status(200).json({ slow: true }), 500);',
    block: 'const until = Date.now() + 1500; while (Date.now() < until); res.status(200).json({ blocked: true });',
    address: 'res.status(200).json({ address: req.socket.remoteAddress });',
    pingGRPC: `require('fs').appendFileSync(${JSON.stringify(path.join(root, 'warmed'))}, process.pid + '\\n'); res.status(200).json({ status: 'ok' });`,
  };
  for (const [name, body] of Object.entries(functions)) {
    const noteLoaded = `require('fs').appendFileSync(${JSON.stringify(path.join(root, 'loaded'))}, ${JSON.stringify(name)} + ' ' + process.pid + '\\n');`;
    fs.writeFileSync(
      path.join(functionsDir, `${name}.js`),
      `${noteLoaded}\nmodule.exports = (req, res) => { ${body} };`,
    );
  }
  fs.writeFileSync(
    path.join(functionsDir, 'manifest.json'),
    JSON.stringify(
      Object.keys(functions).map((name) => ({ functionRoute: name, relativeCompiledFilePath: `${name}.js` })),
    ),
  );
  return root;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Outcome {
  /** The status, or "reset", "refused", "no answer". */
  answer: string;
  body: string;
}

/** One GET on a connection of its own. */
function get(
  port: number,
  requestPath: string,
  { localAddress = '127.0.0.1', timeoutMs = 5000 } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: string, body = '') => {
      if (!settled) resolve({ answer, body });
      settled = true;
    };
    const req = http.request({ host: '127.0.0.1', port, path: requestPath, agent: false, localAddress });
    req.setTimeout(timeoutMs, () => {
      settle('no answer');
      req.destroy();
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => settle(String(res.statusCode), body));
      res.on('error', () => settle('reset'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
    req.end();
  });
}

const root = builtSite();
const broken = path.join(root, 'workers-cannot-start');
let port: number;
let server: ChildProcess;
const lines: string[] = [];

/** Waits for a log line matching `pattern` after line `from`; gives its match. */
async function line(pattern: RegExp, from = 0, timeoutMs = 20_000): Promise<RegExpMatchArray> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const text of lines.slice(from)) {
      const match = pattern.exec(text);
      if (match) return match;
    }
    await sleep(50);
  }
  throw new Error(`No line like ${pattern} in:\n${lines.join('\n')}`);
}

/** The serving worker's pid and its standby's, once the standby is ready. */
async function servingWithStandby(timeoutMs = 20_000): Promise<{ serving: number; standby: number }> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const last = lines.reduce((found, text, index) => (/\(worker \d+\)$/.test(text) ? index : found), -1);
    const ready =
      last < 0
        ? undefined
        : lines
            .slice(last)
            .map((text) => /standby worker (\d+) ready/.exec(text))
            .find(Boolean);
    if (ready) return { serving: Number(/\(worker (\d+)\)$/.exec(lines[last]!)![1]), standby: Number(ready[1]) };
    await sleep(50);
  }
  throw new Error(`No worker serving with a standby ready:\n${lines.join('\n')}`);
}

beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'serve-fixture.ts')], {
    env: {
      ...process.env,
      FIXTURE_ROOT: root,
      FIXTURE_PORT: String(port),
      FIXTURE_BROKEN: broken,
      FIXTURE_HOLD_MS: '800',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [server.stdout, server.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  await servingWithStandby();
}, 30_000);

afterAll(() => {
  try {
    process.kill(-(server.pid as number), 'SIGKILL');
  } catch {
    // Gone already (the last test stops it).
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** The lines of a note file the fixture's Functions write. */
const noted = (file: string) =>
  fs.existsSync(path.join(root, file))
    ? fs.readFileSync(path.join(root, file), 'utf8').split('\n').filter(Boolean)
    : [];

describe('the site server’s primary and workers', () => {
  it('has its standby stand by warm: every Function loaded and its warm-up asked, before it is ready', async () => {
    const { standby } = await servingWithStandby();
    expect(
      noted('loaded')
        .filter((entry) => entry.endsWith(` ${standby}`))
        .sort(),
    ).toEqual(['address', 'block', 'pingGRPC', 'slow'].map((name) => `${name} ${standby}`));
    expect(noted('warmed')).toContain(String(standby));
  });

  it('hands the worker connections with the client’s own address', async () => {
    const outcome = await get(port, '/api/address', { localAddress: '127.0.0.2' });
    expect(outcome.answer).toBe('200');
    expect(JSON.parse(outcome.body)).toEqual({ address: '127.0.0.2' });
  });

  it('answers, with the standby, the connections a killed worker had not taken', async () => {
    const worker = (await servingWithStandby()).serving;
    // The worker takes this one, then its event loop is stuck for 1.5 s: it takes no more.
    const taken = get(port, '/api/block');
    await sleep(300);
    const waiting = Array.from({ length: 5 }, () => get(port, '/'));
    await sleep(300);
    process.kill(worker, 'SIGKILL');
    const killedAt = Date.now();
    const outcomes = await Promise.all(waiting);
    expect(outcomes.map((outcome) => outcome.answer)).toEqual(['200', '200', '200', '200', '200']);
    expect(Date.now() - killedAt).toBeLessThan(1000);
    // The one it had taken dies with it: closed, not left open.
    expect((await taken).answer).toBe('reset');
  }, 30_000);

  it('keeps answering while its worker is killed under load: nothing refused, nothing left open', async () => {
    const worker = (await servingWithStandby()).serving;
    const outcomes = new Map<string, number>();
    let killedAt = 0;
    let answeredAfterKill = Infinity;
    let stop = false;
    const client = async () => {
      while (!stop) {
        const started = Date.now();
        const { answer } = await get(port, '/');
        outcomes.set(answer, (outcomes.get(answer) ?? 0) + 1);
        if (answer === '200' && killedAt && started > killedAt)
          answeredAfterKill = Math.min(answeredAfterKill, Date.now() - killedAt);
      }
    };
    const clients = Array.from({ length: 10 }, client);
    await sleep(1000);
    process.kill(worker, 'SIGKILL');
    killedAt = Date.now();
    await sleep(1500);
    stop = true;
    await Promise.all(clients);
    const answers = Object.fromEntries(outcomes);
    expect(Object.keys(answers).filter((answer) => answer !== '200' && answer !== 'reset')).toEqual([]);
    expect(answers['200']).toBeGreaterThan(10);
    expect(answeredAfterKill).toBeLessThan(1000);
  }, 30_000);

  it('answers 503 a connection that no worker could take within the hold limit, then serves again', async () => {
    const { serving, standby } = await servingWithStandby();
    fs.writeFileSync(broken, '');
    const from = lines.length;
    process.kill(standby, 'SIGKILL');
    await line(/standby worker \d+ exited/, from);
    process.kill(serving, 'SIGKILL');
    await line(new RegExp(`worker ${serving} exited \\(SIGKILL\\)`), from);
    const started = Date.now();
    const outcome = await get(port, '/');
    expect(outcome.answer).toBe('503');
    expect(outcome.body).toBe('The site is restarting. Please try again in a moment.');
    expect(Date.now() - started).toBeLessThan(2000);
    fs.rmSync(broken);
    let answer = '';
    for (let tries = 0; tries < 60 && answer !== '200'; tries += 1) {
      ({ answer } = await get(port, '/', { timeoutMs: 15_000 }));
    }
    expect(answer).toBe('200');
  }, 60_000);

  it('finishes the request under way on SIGTERM, then every process exits', async () => {
    const worker = (await servingWithStandby()).serving;
    const underWay = get(port, '/api/slow');
    await sleep(100);
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect((await underWay).answer).toBe('200');
    await exited;
    expect(() => process.kill(worker, 0)).toThrow();
    expect((await get(port, '/')).answer).toBe('refused');
  }, 30_000);
});
