/** @jest-environment node */
import { createHash } from 'crypto';
import fs from 'fs';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { BuildQueue } from '../../src/builds/build-queue';
import { BuildStatus } from '../../src/builds/build-status';
import { PREVIEW_STATUS_PAGE, STATUS_PAGE_POLICY } from '../../src/builds/build-status';
import { ROOT } from '../shared/repo-root';
import { createBuildHookApp, gatsbyEnvironment } from './build-service';

describe('the build receiver over HTTP', () => {
  const secret = 'a-shared-secret-of-some-length';
  let dir: string;
  let base: string;
  let close: () => void;
  let builds: string[][];

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-hook-'));
    builds = [];
    const status = new BuildStatus(path.join(dir, 'builds.json'));
    await status.save({
      id: 'b1',
      triggers: ['npm start'],
      startedAt: '2026-11-23T05:00:00.000Z',
      durationMs: 61_000,
      result: 'succeeded',
      rendered: ['/', '/blog'],
      removed: [],
      schemaChanged: false,
    });
    const queue = new BuildQueue({ debounceMs: 20, build: async (triggers) => void builds.push(triggers) });
    const server = createBuildHookApp({ secret, queue, status }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterEach(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const hook = (body: unknown, authorization = `Bearer ${secret}`) =>
    fetch(`${base}/hooks/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });

  it('refuses a call without the shared secret, and builds nothing', async () => {
    const response = await hook(
      { event: 'entry.publish', model: 'blog', uid: 'api::blog.blog', entry: { Name: 'A' } },
      'Bearer wrong',
    );
    expect(response.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toEqual([]);
  });

  it('answers 202 to a publish and builds once for a burst; 200 without a build for a saved draft', async () => {
    const draft = await hook({
      event: 'entry.update',
      model: 'blog',
      uid: 'api::blog.blog',
      entry: { Name: 'A', publishedAt: null },
    });
    expect(draft.status).toBe(200);
    expect(await draft.json()).toMatchObject({ build: false });
    const first = await hook({
      event: 'entry.publish',
      model: 'blog',
      uid: 'api::blog.blog',
      entry: { Name: 'A', publishedAt: 'x' },
    });
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ status: 202, build: true, state: 'waiting' });
    await hook({ event: 'media.create', media: { name: 'a.jpg' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toEqual([['entry.publish blog “A”', 'media.create a.jpg']]);
  });

  it('shows the last builds with their trigger, duration, pages and result, as HTML and JSON', async () => {
    const json = (await (await fetch(`${base}/builds.json`)).json()) as { state: string; builds: { id: string }[] };
    expect(json.state).toBe('idle');
    expect(json.builds.map((build) => build.id)).toEqual(['b1']);
    const page = await fetch(`${base}/builds`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(
      '<td data-label="Trigger">npm start</td><td data-label="Live after the change">not recorded</td><td data-label="Build">61.0 s</td><td data-label="Result">succeeded</td>',
    );
    expect(html).toContain('2 pages re-rendered');
    // The hourly cap (this test's receiver has started no build yet).
    expect(html).toContain('Builds started in the last hour: 0 of at most 30.');
  });

  it('shows no path of this machine: those in the project from its folder, others by their file name', async () => {
    await new BuildStatus(path.join(dir, 'builds.json')).save({
      id: 'b2',
      triggers: ['entry.publish blog “A”'],
      startedAt: '2026-11-23T06:00:00.000Z',
      durationMs: 9_000,
      result: 'failed',
      rendered: [],
      removed: [],
      schemaChanged: false,
      reason: `Cannot find module '${ROOT}/src/templates/blog-post.tsx'`,
      error: `Error: Cannot find module '${ROOT}/src/templates/blog-post.tsx'\n    at load (/usr/lib/node_modules/npm/lib/cli.js:4:5)`,
    });
    for (const address of ['/builds.json', '/builds']) {
      const text = await (await fetch(`${base}${address}`)).text();
      expect(text).toContain('src/templates/blog-post.tsx');
      expect(text).toContain('…/cli.js:4:5');
      expect(text).not.toContain(ROOT);
      expect(text).not.toContain('/usr/lib');
    }
  });

  it('serves its page with the site’s security headers and a policy that allows its own style sheet alone', async () => {
    const page = await fetch(`${base}/builds`);
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toBe(STATUS_PAGE_POLICY);
    expect(policy).toMatch(
      /^default-src 'none'; style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    // The page keeps to it: its one style sheet is the one the policy names; no script, no style attribute.
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]!, 'utf8').digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(html).not.toMatch(/<script|\sstyle=|<img|<iframe|<form/i);
    expect((await fetch(`${base}/builds.json`)).headers.get('content-security-policy')).toBe(STATUS_PAGE_POLICY);
  });
});

describe("the preview's receiver (issue 29)", () => {
  const secret = 'a-shared-secret-of-some-length';
  let dir: string;
  let base: string;
  let close: () => void;
  let builds: string[][];
  let waiting: string | null;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-hook-'));
    builds = [];
    waiting = null;
    const status = new BuildStatus(path.join(dir, 'builds.json'));
    const queue = new BuildQueue({ debounceMs: 20, build: async (triggers) => void builds.push(triggers) });
    const app = createBuildHookApp({
      secret,
      queue,
      status,
      drafts: true,
      page: PREVIEW_STATUS_PAGE,
      waitingFor: () => waiting,
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterEach(() => {
    close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('builds after a saved draft, and still refuses a call without the secret', async () => {
    const draft = {
      event: 'entry.update',
      model: 'blog',
      uid: 'api::blog.blog',
      entry: { Name: 'A', publishedAt: null },
    };
    const refused = await fetch(`${base}/hooks/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer wrong' },
      body: JSON.stringify(draft),
    });
    expect(refused.status).toBe(401);
    const saved = await fetch(`${base}/hooks/cms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify(draft),
    });
    expect(saved.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toEqual([['entry.update blog “A” (draft)']]);
  });

  it("is titled as the preview's, and says what a due build waits for", async () => {
    waiting = "the live site's build";
    const html = await (await fetch(`${base}/builds`)).text();
    expect(html).toContain('<title>Preview builds</title>');
    expect(html).toContain('waiting for the live site&#39;s build to finish');
    const json = (await (await fetch(`${base}/builds.json`)).json()) as { waitingFor: string | null };
    expect(json.waitingFor).toBe("the live site's build");
  });
});

describe("each pipeline's Gatsby environment", () => {
  const env = {
    PATH: '/bin',
    CMS_GRAPHQL_URL: 'http://cms/graphql',
    CMS_PREVIEW_TOKEN: ' tok ',
    GATSBY_SITE_PREVIEW: 'true',
  };

  it('gives the preview its token and GATSBY_SITE_PREVIEW=true, and requires the token', () => {
    expect(gatsbyEnvironment('preview', env, 8)).toEqual({
      ...env,
      CMS_PREVIEW_TOKEN: 'tok',
      GATSBY_SITE_PREVIEW: 'true',
      KEEP_UNCHANGED_BUNDLES: '1',
      GATSBY_CPU_COUNT: undefined,
    });
    expect(gatsbyEnvironment('preview', { ...env, GATSBY_SITE_PREVIEW: undefined })).toMatchObject({
      GATSBY_SITE_PREVIEW: 'true',
    });
    expect(() => gatsbyEnvironment('preview', { ...env, CMS_PREVIEW_TOKEN: ' ' })).toThrow(
      /CMS_PREVIEW_TOKEN is not set/,
    );
  });

  it("never lets the live site's build read drafts or show the preview's notice", () => {
    const live = gatsbyEnvironment('live', env);
    // Set, and empty: gatsby-config's reading of .env does not fill it in either.
    expect(live.CMS_PREVIEW_TOKEN).toBe('');
    expect('GATSBY_SITE_PREVIEW' in live).toBe(false);
    expect(live).toMatchObject({ PATH: '/bin', CMS_GRAPHQL_URL: 'http://cms/graphql' });
  });

  it('lets Gatsby keep unchanged bundles, and use one CPU on a machine of two, unless the environment says otherwise', () => {
    expect(gatsbyEnvironment('live', env, 2)).toMatchObject({ KEEP_UNCHANGED_BUNDLES: '1', GATSBY_CPU_COUNT: '1' });
    expect(gatsbyEnvironment('live', env, 4).GATSBY_CPU_COUNT).toBeUndefined();
    expect(gatsbyEnvironment('live', { ...env, GATSBY_CPU_COUNT: '', KEEP_UNCHANGED_BUNDLES: ' ' }, 2)).toMatchObject({
      KEEP_UNCHANGED_BUNDLES: '1',
      GATSBY_CPU_COUNT: '1',
    });
    expect(gatsbyEnvironment('live', { ...env, GATSBY_CPU_COUNT: '2', KEEP_UNCHANGED_BUNDLES: '0' }, 2)).toMatchObject({
      KEEP_UNCHANGED_BUNDLES: '0',
      GATSBY_CPU_COUNT: '2',
    });
  });
});
