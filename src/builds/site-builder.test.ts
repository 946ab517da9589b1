/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { BuildStatus, publishToLive, statusPage } from './build-status';
import { currentRelease } from './releases';
import { buildSite, canonicalSchema, type SiteBuilderOptions } from './site-builder';

/**
 * The orchestration around `gatsby build` (the real build is exercised end to end in
 * __tests__/e2e/builds.spec.ts): here a stand-in writes pages as Gatsby does.
 */
describe('a site build', () => {
  let root: string;
  let calls: string[][];
  let pages: Record<string, string>;
  let failWith: string | null;
  let fingerprint: string;
  let options: SiteBuilderOptions;
  const write = (page: string, html: string) => {
    const file = path.join(root, 'public', page === '/' ? '' : page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Gatsby leaves a page whose data did not change alone.
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === html) return;
    fs.writeFileSync(file, html);
    const later = new Date(Date.now() + 1000 * calls.length);
    fs.utimesSync(file, later, later);
  };
  const served = async (page = '/') =>
    fs.readFileSync(path.join((await currentRelease(options.releasesDir))!, 'public', page, 'index.html'), 'utf8');

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
    calls = [];
    failWith = null;
    fingerprint = 'schema-1';
    pages = { '/': 'home', '/blog': 'blog: A', '/blog/a': 'post A', '/services': 'services' };
    options = {
      root,
      releasesDir: path.join(root, 'var', 'releases'),
      status: new BuildStatus(path.join(root, 'var', 'builds.json')),
      fingerprint: async () => fingerprint,
      gatsby: async (args) => {
        calls.push(args);
        if (args[0] === 'clean') {
          fs.rmSync(path.join(root, 'public'), { recursive: true, force: true });
          return '';
        }
        if (failWith) {
          write('/blog/a', 'half');
          throw Object.assign(new Error('gatsby build failed'), {
            output: `success onPreInit\n\u001b[31mERROR\u001b[39m ${failWith}`,
          });
        }
        for (const [page, html] of Object.entries(pages)) write(page, html);
        fs.mkdirSync(path.join(root, '.cache', 'functions'), { recursive: true });
        fs.writeFileSync(path.join(root, '.cache', 'functions', 'lead.js'), 'handler');
        return 'done';
      },
    };
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('starts clean the first time, then rebuilds incrementally and names the pages re-rendered', async () => {
    const first = await buildSite(options, ['npm start']);
    // A second build settles Gatsby's cache after a clean one (gatsbyjs/gatsby#33450).
    expect(calls).toEqual([['clean'], ['build'], ['build']]);
    expect(first).toMatchObject({ result: 'succeeded', schemaChanged: false, triggers: ['npm start'] });
    expect(first.rendered).toEqual(['/', '/blog', '/blog/a', '/services']);
    pages['/blog/a'] = 'post A, edited';
    pages['/blog'] = 'blog: A, edited';
    const second = await buildSite(options, ['entry.publish blog “A”']);
    expect(calls).toEqual([['clean'], ['build'], ['build'], ['build']]);
    expect(second).toMatchObject({ result: 'succeeded', rendered: ['/blog', '/blog/a'], removed: [] });
    expect(await served('blog/a')).toBe('post A, edited');
    expect((await options.status.list()).map((record) => record.id)).toEqual([second.id, first.id]);
  });

  it('records when its first change arrived, when it went live, its steps and the steps Gatsby reported', async () => {
    await buildSite(options, ['npm start']);
    const gatsby = options.gatsby;
    options.gatsby = async (args) => {
      await gatsby(args);
      return 'success compile gatsby files - 0.120s\ninfo Done building in 1.5 sec';
    };
    pages['/blog/a'] = 'post A, edited';
    const arrived = Date.now() - 400;
    const record = await buildSite(options, ['entry.publish blog “A”'], { requestedAt: arrived });
    expect(record.requestedAt).toBe(new Date(arrived).toISOString());
    expect(Date.parse(record.liveAt!)).toBeGreaterThanOrEqual(Date.parse(record.startedAt));
    expect(publishToLive(record)).toBeGreaterThanOrEqual(400);
    expect(record.steps!.map((step) => step.name)).toEqual([
      'read the CMS version and schema',
      'list the pages before',
      'gatsby build',
      'list the pages after',
      'make the release and switch to it',
    ]);
    expect(record.gatsbySteps).toEqual([
      { name: 'compile gatsby files', ms: 120 },
      { name: 'Done building', ms: 1500 },
    ]);
    // The pages Gatsby left alone are linked into the new release, not copied; the edited page and
    // the Functions (this stand-in writes them on every build) are copied.
    expect(record.release).toMatchObject({ copied: 2, linked: 3 });
    // A failed build is not live.
    failWith = 'broken';
    const failed = await buildSite(options, ['entry.publish blog “A”'], { requestedAt: Date.now() });
    expect(failed.liveAt).toBeUndefined();
    expect(publishToLive(failed)).toBeNull();
  });

  it('a failed build leaves the previous site served and the failure, without colour codes, in the status', async () => {
    await buildSite(options, ['npm start']);
    failWith = 'Cannot read properties of null (reading "Name") on /blog/a';
    const failed = await buildSite(options, ['entry.publish blog “A”']);
    expect(failed.result).toBe('failed');
    expect(failed.error).toBe('success onPreInit\nERROR Cannot read properties of null (reading "Name") on /blog/a');
    expect(failed.reason).toBe('ERROR Cannot read properties of null (reading "Name") on /blog/a');
    expect(await served('blog/a')).toBe('post A');
    const page = statusPage(await options.status.list(), 'idle');
    expect(page).toContain('The previous site is still served');
    expect(page).toMatch(/<time datetime="[^"]+">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    expect(page).toContain('Cannot read properties of null (reading &quot;Name&quot;)');
  });

  it("publishes a release without Functions for a build that serves none (the editors' preview)", async () => {
    const record = await buildSite({ ...options, functions: false }, ['npm start']);
    expect(record.result).toBe('succeeded');
    const release = (await currentRelease(options.releasesDir))!;
    expect(fs.readFileSync(path.join(release, 'public', 'index.html'), 'utf8')).toBe('home');
    expect(fs.existsSync(path.join(release, 'functions'))).toBe(false);
  });

  it('clears the cache when the CMS schema changed, so a new field cannot meet a stale cached schema', async () => {
    await buildSite(options, ['npm start']);
    fingerprint = 'schema-2';
    const record = await buildSite(options, ['entry.update blog “A”']);
    expect(calls).toEqual([['clean'], ['build'], ['build'], ['clean'], ['build'], ['build']]);
    expect(record).toMatchObject({ result: 'succeeded', schemaChanged: true });
    expect(record.rendered).toHaveLength(4);
  });
});

describe("the CMS schema's fingerprint", () => {
  const schema = (types: { name: string; fields?: { name: string }[] }[]) => ({ __schema: { types } });
  const a = { name: 'ComponentHomeHero', fields: [{ name: 'title' }, { name: 'image' }] };
  const b = { name: 'ComponentHomeWhyUs', fields: [{ name: 'items' }] };

  it('is the same when Strapi lists the same types and fields in another order', () => {
    const reordered = { ...a, fields: [...a.fields].reverse() };
    expect(canonicalSchema(schema([a, b]))).toBe(canonicalSchema(schema([b, reordered])));
  });

  it('changes when a field is added', () => {
    const added = { ...a, fields: [...a.fields, { name: 'subtitle' }] };
    expect(canonicalSchema(schema([a, b]))).not.toBe(canonicalSchema(schema([added, b])));
  });
});
