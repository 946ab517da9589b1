import os from 'os';
import { hideLocalPaths, withoutLocalPaths } from './shown-paths';

const root = '/srv/velmora/site';

describe('the paths a build shows', () => {
  it('shows a path inside the project from the project’s folder', () => {
    expect(hideLocalPaths("Error: Cannot find module '/srv/velmora/site/src/templates/blog-post.tsx'", root)).toBe(
      "Error: Cannot find module 'src/templates/blog-post.tsx'",
    );
    expect(hideLocalPaths('at build (/srv/velmora/site/node_modules/gatsby/dist/build.js:12:3)', root)).toBe(
      'at build (node_modules/gatsby/dist/build.js:12:3)',
    );
    expect(hideLocalPaths('in file:///srv/velmora/site/.cache/functions/book.js', root)).toBe(
      'in .cache/functions/book.js',
    );
    expect(hideLocalPaths('cannot write in /srv/velmora/site', root)).toBe('cannot write in .');
  });

  it('cuts a path outside the project to its file name', () => {
    expect(hideLocalPaths('at /usr/lib/node_modules/npm/bin/npm-cli.js:4:5', root)).toBe('at …/npm-cli.js:4:5');
    expect(hideLocalPaths("open '/home/editor/.npm/_cacache/tmp/x'", root)).toBe("open '…/x'");
    expect(hideLocalPaths('a sibling /srv/velmora/site-old/src/a.ts and /tmp', root)).toBe('a sibling …/a.ts and …');
    expect(hideLocalPaths(`${os.homedir()}/.config/gatsby/x.json`, root)).toBe('…/x.json');
    expect(hideLocalPaths(`${os.tmpdir()}/gatsby-1/page-data.json`, root)).toBe('…/page-data.json');
  });

  it('leaves the site’s addresses, URLs and relative paths as they are', () => {
    for (const text of [
      'Building static HTML failed for path "/blog/a-post"',
      'fetch http://127.0.0.1:9/graphql failed; https://cdn.example/home/usr/a.png',
      'see ./src/y and ~/notes',
    ]) {
      expect(hideLocalPaths(text, root)).toBe(text);
    }
  });

  it('reaches every string of a record', () => {
    const record = {
      id: 'b1',
      rendered: ['/blog'],
      error: 'at /srv/velmora/site/src/a.ts:1:2',
      steps: [{ name: 'read /opt/x/y', ms: 3 }],
      durationMs: 5,
      contentVersion: undefined,
    };
    expect(withoutLocalPaths(record, root)).toEqual({
      id: 'b1',
      rendered: ['/blog'],
      error: 'at src/a.ts:1:2',
      steps: [{ name: 'read …/y', ms: 3 }],
      durationMs: 5,
      contentVersion: undefined,
    });
  });
});
