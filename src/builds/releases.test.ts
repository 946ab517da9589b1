/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { withTempDir } from '../testing/temp-dirs';
import { currentRelease, publishRelease } from './releases';
import { renderedPages, snapshotPages } from './rendered-pages';

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
};

describe('releases', () => {
  let dir: string;
  let source: { publicDir: string; functionsDir: string };
  let releases: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    source = { publicDir: path.join(dir, 'public'), functionsDir: path.join(dir, 'functions') };
    releases = path.join(dir, 'releases');
    write(path.join(source.publicDir, 'index.html'), 'home v1');
    write(path.join(source.functionsDir, 'lead.js'), 'v1');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('serves nothing before the first release, then the copy of the build the link points at', async () => {
    expect(await currentRelease(releases)).toBeNull();
    await publishRelease(source, releases, '0001');
    const current = await currentRelease(releases);
    expect(current).toBe(path.join(releases, '0001'));
    expect(fs.readFileSync(path.join(current!, 'public', 'index.html'), 'utf8')).toBe('home v1');
    expect(fs.readFileSync(path.join(current!, 'functions', 'lead.js'), 'utf8')).toBe('v1');
  });

  it('keeps serving the old release while Gatsby rewrites its working folder, and switches in one step', async () => {
    await publishRelease(source, releases, '0001');
    // The next build writes into public/ in place: the served copy does not change.
    fs.writeFileSync(path.join(source.publicDir, 'index.html'), 'home v2 (half written)');
    const served = await currentRelease(releases);
    expect(fs.readFileSync(path.join(served!, 'public', 'index.html'), 'utf8')).toBe('home v1');
    fs.writeFileSync(path.join(source.publicDir, 'index.html'), 'home v2');
    await publishRelease(source, releases, '0002');
    expect(fs.readFileSync(path.join((await currentRelease(releases))!, 'public', 'index.html'), 'utf8')).toBe(
      'home v2',
    );
    expect(fs.lstatSync(path.join(releases, 'current')).isSymbolicLink()).toBe(true);
  });

  it('keeps the three releases before the current one and removes older ones', async () => {
    for (const id of ['0001', '0002', '0003', '0004', '0005']) await publishRelease(source, releases, id);
    expect(fs.readdirSync(releases).sort()).toEqual(['0002', '0003', '0004', '0005', 'current']);
  });
});

describe('pages a build re-rendered', () => {
  let dir: string;
  withTempDir('pages-', (made) => (dir = made));

  it('are the HTML files written since the snapshot, by page path; removed pages are named apart', async () => {
    write(path.join(dir, 'index.html'), 'home');
    write(path.join(dir, 'blog', 'index.html'), 'blog');
    write(path.join(dir, 'blog', 'a-post', 'index.html'), 'post');
    write(path.join(dir, 'blog', 'gone', 'index.html'), 'gone');
    write(path.join(dir, '404.html'), 'missing');
    write(path.join(dir, 'page-data', 'index', 'page-data.json'), '{}');
    const before = await snapshotPages(dir);
    expect([...before.keys()].sort()).toEqual(['/', '/404', '/blog', '/blog/a-post', '/blog/gone']);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'blog', 'a-post', 'index.html'), later, later);
    fs.utimesSync(path.join(dir, 'blog', 'index.html'), later, later);
    fs.rmSync(path.join(dir, 'blog', 'gone'), { recursive: true });
    write(path.join(dir, 'blog', 'new-post', 'index.html'), 'new');
    expect(renderedPages(before, await snapshotPages(dir))).toEqual({
      rendered: ['/blog', '/blog/a-post', '/blog/new-post'],
      removed: ['/blog/gone'],
    });
  });

  it('counts a page written beside a stale twin (x.html from another build, and x/index.html)', async () => {
    write(path.join(dir, 'blog', 'page', '2', 'index.html'), 'list');
    write(path.join(dir, 'blog', 'page', '2.html'), 'stale copy');
    const old = new Date(Date.now() - 3_600_000);
    fs.utimesSync(path.join(dir, 'blog', 'page', '2.html'), old, old);
    const before = await snapshotPages(dir);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(dir, 'blog', 'page', '2', 'index.html'), later, later);
    expect(renderedPages(before, await snapshotPages(dir)).rendered).toEqual(['/blog/page/2']);
  });
});
