/** @jest-environment node */
// That no release's Functions stay in memory is measured on the real server, in npm test's hostile
// stage: Jest keeps modules in a registry of its own.
import fs from 'fs';
import type { Server } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { functionsFingerprint } from '../../../src/builds/releases';
import { createSiteApp, FUNCTION_TIMEOUT_MS, loadFunctions, sitePath } from './site-server';

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
    expect(changed.handlers.get('estimate')).not.toBe(first.handlers.get('estimate'));
  });
});
