/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { withTempDir } from '../testing/temp-dirs';
import { currentRelease, functionsFingerprint, publishRelease, recordedFunctionsFingerprint } from './releases';
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

describe('a release after another', () => {
  let dir: string;
  withTempDir('releases-linked-', (made) => (dir = made));
  const inode = (file: string) => fs.statSync(file).ino;

  it('links the files the build left as they were to the previous release, and copies those it wrote', async () => {
    const source = { publicDir: path.join(dir, 'public'), functionsDir: path.join(dir, 'functions') };
    const releases = path.join(dir, 'releases');
    write(path.join(source.publicDir, 'index.html'), 'home v1');
    write(path.join(source.publicDir, 'blog', 'a', 'index.html'), 'post a v1');
    write(path.join(source.publicDir, 'app-1234.js'), 'app');
    write(path.join(source.functionsDir, 'lead.js'), 'lead v1');
    const first = await publishRelease(source, releases, '0001');
    expect(first).toMatchObject({ copied: 4, linked: 0 });

    // The next build rewrites one page in place (as Gatsby does) with a new text of the same size.
    await new Promise((resolve) => setTimeout(resolve, 5));
    write(path.join(source.publicDir, 'blog', 'a', 'index.html'), 'post a v2');
    const second = await publishRelease(source, releases, '0002');
    expect(second).toMatchObject({ copied: 1, linked: 3, bytesCopied: 'post a v2'.length });
    const at = (id: string, file: string) => path.join(releases, id, file);
    expect(inode(at('0002', 'public/index.html'))).toBe(inode(at('0001', 'public/index.html')));
    expect(inode(at('0002', 'public/blog/a/index.html'))).not.toBe(inode(at('0001', 'public/blog/a/index.html')));
    expect(fs.readFileSync(at('0001', 'public/blog/a/index.html'), 'utf8')).toBe('post a v1');
    expect(fs.readFileSync(at('0002', 'public/blog/a/index.html'), 'utf8')).toBe('post a v2');

    // Gatsby rewriting its working copy never reaches a release, linked or copied.
    fs.writeFileSync(path.join(source.publicDir, 'index.html'), 'home v3, being written');
    expect(fs.readFileSync(at('0002', 'public/index.html'), 'utf8')).toBe('home v1');

    // A file the build removed is not in the next release; pruning an old release keeps linked files.
    fs.rmSync(path.join(source.publicDir, 'app-1234.js'));
    await publishRelease(source, releases, '0003');
    expect(fs.existsSync(at('0003', 'public/app-1234.js'))).toBe(false);
    for (const id of ['0004', '0005', '0006']) await publishRelease(source, releases, id);
    expect(fs.existsSync(at('0001', 'public'))).toBe(false);
    expect(fs.readFileSync(at('0006', 'public/blog/a/index.html'), 'utf8')).toBe('post a v2');
  });

  it("records the Functions' fingerprint as the site server computes it, and a new one when they change", async () => {
    const source = { publicDir: path.join(dir, 'public'), functionsDir: path.join(dir, 'functions') };
    const releases = path.join(dir, 'releases');
    write(path.join(source.publicDir, 'index.html'), 'home');
    write(path.join(source.functionsDir, 'lead.js'), 'lead v1');
    write(path.join(source.functionsDir, 'quote', 'estimate.js'), 'estimate v1');
    await publishRelease(source, releases, '0001');
    const first = await recordedFunctionsFingerprint(path.join(releases, '0001'));
    expect(first).toBe(functionsFingerprint(path.join(releases, '0001', 'functions')));
    expect(first).toBe(functionsFingerprint(source.functionsDir));
    await publishRelease(source, releases, '0002');
    expect(await recordedFunctionsFingerprint(path.join(releases, '0002'))).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 5));
    write(path.join(source.functionsDir, 'lead.js'), 'lead v2');
    await publishRelease(source, releases, '0003');
    const third = await recordedFunctionsFingerprint(path.join(releases, '0003'));
    expect(third).not.toBe(first);
    expect(third).toBe(functionsFingerprint(path.join(releases, '0003', 'functions')));
  });

  it('copies everything after a release made without a record (an older one)', async () => {
    const source = { publicDir: path.join(dir, 'public'), functionsDir: null };
    const releases = path.join(dir, 'releases');
    write(path.join(source.publicDir, 'index.html'), 'home');
    await publishRelease(source, releases, '0001');
    fs.rmSync(path.join(releases, '0001', 'release.json'));
    expect(await publishRelease(source, releases, '0002')).toMatchObject({ copied: 1, linked: 0 });
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
