/** @jest-environment node */
import fs from 'fs';
import type { Server } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { publishRelease } from '../../../src/builds/releases';
import {
  cookieToken,
  PREVIEW_FRAMED_COOKIE,
  PREVIEW_API_MESSAGE,
  PREVIEW_COOKIE,
  PREVIEW_UNAUTHORIZED_TEXT,
  previewCookieOf,
  previewFrameOrigins,
  previewLink,
  sameSecret,
  startPreviewServer,
} from './preview-server';

const directives = (policy: string | null) =>
  new Map((policy ?? '').split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

/** The preview server on a real socket, serving a release made as the preview's builds make them. */
describe("the editors' preview server", () => {
  const secret = 'the-preview-secret-0123456789';
  let dir: string;
  let releasesDir: string;
  let server: Server;
  let base: string;
  const cookie = `${PREVIEW_COOKIE}=${cookieToken(secret)}`;
  const get = (address: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    fetch(`${base}${address}`, { redirect: 'manual', headers, ...init });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-server-'));
    releasesDir = path.join(dir, 'releases');
    const publicDir = path.join(dir, 'public');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), text);
    };
    write('index.html', '<!doctype html><title>Home</title><p>Draft hero');
    write('blog/open-vs-enclosed/index.html', '<!doctype html><p>A draft post');
    write('404.html', '<!doctype html><p>Not found');
    write('app-0123456789abcdef0123.js', 'console.log(1)');
    write('robots.txt', 'User-agent: *\nAllow: /\n');
    await publishRelease({ publicDir, functionsDir: null }, releasesDir, '0001');
    server = await startPreviewServer({
      releasesDir,
      secret,
      cmsOrigins: ['http://127.0.0.1:1337', 'http://localhost:1337'],
      env: {},
      port: 0,
      host: '127.0.0.1',
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const expectPreviewHeaders = (response: Response) => {
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'http://127.0.0.1:1337', 'http://localhost:1337']);
    expect(policy.get('script-src')).toContain("'self'");
    expect(response.headers.get('x-frame-options')).toBeNull();
  };

  it('answers 401 with a short plain sentence without the secret or its cookie', async () => {
    for (const address of ['/', '/blog/open-vs-enclosed', '/no-such-page', '/app-0123456789abcdef0123.js']) {
      const response = await get(address);
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(PREVIEW_UNAUTHORIZED_TEXT);
      expectPreviewHeaders(response);
    }
  });

  it('takes the secret on any address: sets an HttpOnly, SameSite=Lax cookie (and its framed twin) and redirects to it without the secret', async () => {
    const response = await get(`/blog/open-vs-enclosed?utm=cms&preview=${encodeURIComponent(secret)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/blog/open-vs-enclosed?utm=cms');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=[^;]+; Max-Age=43200; Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`),
    );
    // Inside the CMS's admin, another site: SameSite=None, Secure, Partitioned (that frame only).
    expect(cookies[1]).toMatch(
      new RegExp(
        `^${PREVIEW_FRAMED_COOKIE}=[^;]+; Max-Age=43200; Path=/; Expires=[^;]+; HttpOnly; Secure; Partitioned; SameSite=None$`,
      ),
    );
    expect(cookies[1]!.split(';')[0]!.split('=')[1]).toBe(cookies[0]!.split(';')[0]!.split('=')[1]);
    const framed = await get('/', { cookie: `${PREVIEW_FRAMED_COOKIE}=${cookieToken(secret)}` });
    expect(framed.status).toBe(200);
    const setCookie = cookies.join('\n');
    // The cookie holds a token made from the secret, never the secret itself.
    expect(setCookie).not.toContain(secret);
    expectPreviewHeaders(response);
    const home = await get(`/?preview=${encodeURIComponent(secret)}`);
    expect(home.headers.get('location')).toBe('/');
    expect(previewLink('http://localhost:9003', 'a b&c', '/blog')).toBe('http://localhost:9003/blog?preview=a%20b%26c');
  });

  it('serves the newest preview release with the cookie, every answer with noindex and no-store', async () => {
    const home = await get('/', { cookie: `theme=dark; ${cookie}` });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Draft hero');
    expectPreviewHeaders(home);
    const post = await get('/blog/open-vs-enclosed', { cookie });
    expect(await post.text()).toContain('A draft post');
    // A hashed script would be cached for a year on the live site; not here.
    const script = await get('/app-0123456789abcdef0123.js', { cookie });
    expect(script.status).toBe(200);
    expectPreviewHeaders(script);
    const missing = await get('/no-such-page', { cookie, accept: 'text/html' });
    expect(missing.status).toBe(404);
    expectPreviewHeaders(missing);
  });

  it('refuses a wrong secret, a repeated one and a bad cookie, setting nothing', async () => {
    const wrong = await get('/?preview=not-the-secret');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const twice = await get(`/?preview=${secret}&preview=${secret}`);
    expect(twice.status).toBe(401);
    const empty = await get('/?preview=');
    expect(empty.status).toBe(401);
    for (const bad of [
      `${PREVIEW_COOKIE}=${secret}`,
      `${PREVIEW_COOKIE}=`,
      `${PREVIEW_COOKIE}=%E0%A4%A`,
      `${cookie}; ${PREVIEW_COOKIE}=other`,
      `${PREVIEW_COOKIE}=${'x'.repeat(7000)}`,
      '=;;;=== ;',
    ]) {
      const response = await get('/', { cookie: bad });
      expect(response.status).toBe(401);
    }
  });

  it('gives robots.txt to anyone: nothing may be crawled (not the build’s own robots.txt)', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
    expectPreviewHeaders(response);
  });

  it('takes no requests on /api: 404 JSON saying so, with or without the cookie', async () => {
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const response = await get(
        '/api/createLead',
        { ...headers, 'content-type': 'application/json' },
        {
          method: 'POST',
          body: JSON.stringify({ name: 'A lead' }),
        },
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        status: 404,
        error: 'preview_only',
        message: PREVIEW_API_MESSAGE,
        errors: {},
      });
      expectPreviewHeaders(response);
    }
    expect((await get('/api', { cookie })).status).toBe(404);
  });

  it('answers hostile addresses plainly and keeps serving', async () => {
    // A leading `//host` is kept on this site, never another's.
    const slashes = await get(`//evil.example/path?preview=${secret}`);
    expect(slashes.status).toBe(303);
    expect(slashes.headers.get('location')).toBe('/evil.example/path');
    const backslash = await get(`/%5C%5Cevil.example?preview=${secret}`);
    expect(backslash.headers.get('location')).toMatch(/^\/[^/\\]/);
    const malformed = await get('/%E0%A4%A', { cookie, accept: 'text/html' });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toBe('This address or request could not be read.');
    const nul = await get('/a%00b', { cookie, accept: 'text/html' });
    expect(nul.status).toBe(404);
    const climbing = await get('/..%2F..%2Fetc%2Fpasswd', { cookie, accept: 'text/html' });
    expect(climbing.status).toBe(404);
    const huge = await get(`/${'a'.repeat(20_000)}`, { cookie });
    expect(huge.status).toBe(431);
    const hugeSecret = await get(`/?preview=${'s'.repeat(10_000)}`);
    expect(hugeSecret.status).toBe(401);
    expect((await get('/', { cookie })).status).toBe(200);
  });
});

describe('the preview before its first build', () => {
  it('says it is being built (503), to an editor with the cookie', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-empty-'));
    const secret = 's3cret-for-empty';
    const server = await startPreviewServer({
      releasesDir: dir,
      secret,
      cmsOrigins: [],
      env: {},
      port: 0,
      host: '127.0.0.1',
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const response = await fetch(`${base}/`, { headers: { cookie: `${PREVIEW_COOKIE}=${cookieToken(secret)}` } });
      expect(response.status).toBe(503);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the preview's pieces", () => {
  it('compares secrets whole, and never matches an empty one', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abd', 'abc')).toBe(false);
    expect(sameSecret('ab', 'abc')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
    expect(sameSecret('x', '')).toBe(false);
  });

  it('reads its cookie once among others, and nothing from a header that repeats it', () => {
    expect(previewCookieOf(`a=1; ${PREVIEW_COOKIE}=tok; b=2`)).toBe('tok');
    expect(previewCookieOf(`${PREVIEW_COOKIE}=a; ${PREVIEW_COOKIE}=b`)).toBeNull();
    expect(previewCookieOf(undefined)).toBeNull();
    expect(previewCookieOf(`x${PREVIEW_COOKIE}=tok`)).toBeNull();
  });

  it("lets the CMS's admin frame it: CMS_PUBLIC_URL's origin, else the local CMS by both its names", () => {
    expect(previewFrameOrigins({ CMS_PUBLIC_URL: 'https://cms.velmora.example/admin' })).toEqual([
      'https://cms.velmora.example',
    ]);
    expect(previewFrameOrigins({ CMS_GRAPHQL_URL: 'http://127.0.0.1:1337/graphql' })).toEqual([
      'http://127.0.0.1:1337',
      'http://localhost:1337',
    ]);
    expect(previewFrameOrigins({ CMS_GRAPHQL_URL: 'https://cms.example.com/graphql' })).toEqual([
      'https://cms.example.com',
    ]);
  });
});
