/** @jest-environment node */
// That no release's Functions stay in memory is measured on the real server, in npm test's hostile
// stage: Jest keeps modules in a registry of its own.
import fs from 'fs';
import type { Server } from 'http';
import net, { type AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { functionsFingerprint } from '../../../src/builds/releases';
import {
  createReleasesApp,
  createSiteApp,
  FUNCTION_TIMEOUT_MS,
  loadFunctions,
  serverForHandedConnections,
  SERVER_LIMITS,
  sitePath,
} from './site-server';

/** A built site of one page and three compiled Functions: one that answers, one that throws, one silent. */
function builtSite(): { publicDir: string; functionsDir: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  const publicDir = path.join(root, 'public');
  const functionsDir = path.join(root, 'functions');
  fs.mkdirSync(path.join(publicDir, 'blog'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Home</title>');
  fs.writeFileSync(path.join(publicDir, 'blog', 'index.html'), '<!doctype html><title>Blog</title>');
  fs.writeFileSync(path.join(publicDir, '404.html'), '<!doctype html><title>Not found</title>');
  fs.mkdirSync(functionsDir);
  const fn = (name: string, body: string) => {
    fs.writeFileSync(path.join(functionsDir, `${name}.js`), `module.exports = { default: (req, res) => { ${body} } };`);
    return { functionRoute: name, relativeCompiledFilePath: `${name}.js` };
  };
  fs.writeFileSync(
    path.join(functionsDir, 'manifest.json'),
    JSON.stringify([
      fn('estimate', 'res.status(200).json({ got: req.body });'),
      fn('createLead', "throw new Error('broken');"),
      fn('quote', '/* never answers */'),
    ]),
  );
  return { publicDir, functionsDir };
}

let server: Server;
let base: string;
const site = builtSite();

beforeAll(async () => {
  server = createSiteApp(site).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the site server', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it('gives a Function the body its front door parsed', async () => {
    const response = await fetch(`${base}/api/estimate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'Tampa' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ got: { from: 'Tampa' } });
  });

  it('answers a Function that throws with one JSON 500', async () => {
    const response = await fetch(`${base}/api/createLead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 500, error: 'function_failed' });
  });

  it(
    `answers a Function silent for ${FUNCTION_TIMEOUT_MS / 1000} s with 503`,
    async () => {
      const started = Date.now();
      const response = await fetch(`${base}/api/quote?ref=a&sig=b`);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: 'function_timeout' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(FUNCTION_TIMEOUT_MS - 100);
    },
    FUNCTION_TIMEOUT_MS + 5000,
  );

  it('answers a malformed address with 400 and nothing about the server', async () => {
    const response = await fetch(`${base}/%E0%A4%A`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/URIError|node_modules|\.js:\d+|at /);
  });

  it('keeps redirects on the site, and never serves a page for an address that climbs', async () => {
    for (const address of ['//evil.example/', '/\\evil.example/', '///evil.example/']) {
      const response = await fetch(`${base}${address}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/evil.example');
    }
    expect((await fetch(`${base}/blog/..%2F`, { redirect: 'manual' })).status).toBe(404);
    expect(sitePath('//a//b')).toBe('/a//b');
  });
});

describe('loading a release’s Functions', () => {
  it('keeps the loaded ones when the new release’s are byte-identical, and loads others anew', () => {
    const first = loadFunctions(site.functionsDir);
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'release-copy-'));
    fs.cpSync(site.functionsDir, copy, { recursive: true });
    expect(functionsFingerprint(copy)).toBe(first.fingerprint);
    expect(loadFunctions(copy, first)).toBe(first);
    fs.appendFileSync(path.join(copy, 'estimate.js'), '\n// changed\n');
    const changed = loadFunctions(copy, first);
    expect(changed).not.toBe(first);
    expect(changed.handler('estimate')).not.toBe(first.handler('estimate'));
  });
});

describe('serving the releases folder', () => {
  /** Releases a1 (the built site), a2 (a byte-identical copy: a content publish with another page) and b1 (other Functions). */
  function releases(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const release = (name: string, title: string, changed: boolean) => {
      fs.cpSync(path.dirname(site.publicDir), path.join(dir, name), { recursive: true });
      fs.writeFileSync(path.join(dir, name, 'public', 'index.html'), `<!doctype html><title>${title}</title>`);
      const estimate = path.join(dir, name, 'functions', 'estimate.js');
      if (changed)
        fs.writeFileSync(
          estimate,
          'module.exports = { default: (req, res) => res.status(200).json({ release: "b" }) };',
        );
    };
    release('a1', 'A1', false);
    release('a2', 'A2', false);
    release('b1', 'B1', true);
    return dir;
  }
  const switchTo = (dir: string, name: string) => {
    fs.symlinkSync(name, path.join(dir, '.next'));
    fs.renameSync(path.join(dir, '.next'), path.join(dir, 'current'));
  };

  let listening: Server | undefined;
  afterEach(() => listening?.close());

  /** Releases (see `releases`) with a1 current, served as a worker does or not (`oneSetOfFunctions`). */
  async function serve(oneSetOfFunctions: boolean) {
    const dir = releases();
    switchTo(dir, 'a1');
    const served = createReleasesApp(dir, { oneSetOfFunctions });
    listening = (await import('express')).default().use(served.handle).listen(0, '127.0.0.1');
    await new Promise((resolve) => listening!.once('listening', resolve));
    const at = `http://127.0.0.1:${(listening!.address() as AddressInfo).port}`;
    const read = async () => ({
      page: await (await fetch(`${at}/`)).text(),
      estimate: await (
        await fetch(`${at}/api/estimate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ from: 'Tampa' }),
        })
      ).json(),
    });
    return { dir, served, read };
  }

  it('serves each release from the next request on, loading other Functions as they come (the preview, one process)', async () => {
    const { dir, served, read } = await serve(false);
    expect((await read()).page).toContain('A1');
    switchTo(dir, 'b1');
    expect(await read()).toEqual({ page: expect.stringContaining('B1'), estimate: { release: 'b' } });
    expect(await served.loadFunctions()).toEqual({
      release: path.join(dir, 'b1'),
      fingerprint: functionsFingerprint(path.join(dir, 'b1', 'functions')),
    });
  });

  it('with one set of Functions (a worker), serves the last release with its own, whole, while another has other Functions', async () => {
    const { dir, served, read } = await serve(true);
    expect((await read()).page).toContain('A1');
    switchTo(dir, 'a2');
    expect((await read()).page).toContain('A2');
    switchTo(dir, 'b1');
    const during = await read();
    expect(during.page).toContain('A2');
    expect(during.estimate).toEqual({ got: { from: 'Tampa' } });
    expect((await served.loadFunctions())?.release).toBe(path.join(dir, 'a2'));
    switchTo(dir, 'a1');
    expect((await read()).page).toContain('A1');
  });
});

describe('a server of handed connections (the site’s worker)', () => {
  const limits = { ...SERVER_LIMITS, headersTimeoutMs: 500, requestTimeoutMs: 1000, connectionsPerAddress: 2 };
  let door: net.Server;
  let port: number;
  beforeAll(async () => {
    const handed = serverForHandedConnections((_req, res) => res.end('ok'), limits);
    // As the primary does: it accepts, the server of handed connections serves.
    door = net.createServer((socket) => handed.emit('connection', socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => door.once('listening', resolve));
    port = (door.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => door.close(resolve)));

  /** A connection that sends `text`, then what it got when the server closed it (or after 5 s). */
  const exchange = (text: string) =>
    new Promise<{ received: string; ms: number }>((resolve) => {
      const started = Date.now();
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('error', () => undefined);
      const timer = setTimeout(() => socket.destroy(), 5000);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ received, ms: Date.now() - started });
      });
    });

  it('serves them', async () => {
    const { received } = await exchange('GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
  });

  it('holds them to the header timeout', async () => {
    const { received, ms } = await exchange('GET / HTTP/1.1\r\nHost: a\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(limits.headersTimeoutMs + 2000);
  });

  it('closes at once a connection beyond the limit per address', async () => {
    const idle = [exchange(''), exchange('')];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { received, ms } = await exchange('GET / HTTP/1.1\r\nHost: a\r\n\r\n');
    expect(received).toBe('');
    expect(ms).toBeLessThan(500);
    await Promise.all(idle);
  });
});
