/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { THEME_PRE_PAINT_SCRIPT } from '../color-theme/pre-paint-script';
import { secureBuiltPages } from './built-pages';

const page = (pagePath: string, extra = '') =>
  `<html><head><script>${THEME_PRE_PAINT_SCRIPT}</script></head><body>${extra}` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>` +
  `<script src="/app-1.js" async></script></body></html>`;

describe('the built pages after a build', () => {
  let publicDir: string;
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), html);
  };

  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-pages-'));
    write('index.html', page('/'));
    write('blog/index.html', page('/blog'));
    write('_gatsby/slices/_gatsby-scripts-1.html', '<script>window.___webpackCompilationHash="1";</script>');
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("get Gatsby's globals as data, and a page already done is not written again", async () => {
    expect(await secureBuiltPages(publicDir)).toEqual({ pages: 2, rewritten: 2, unchanged: 0 });
    expect(fs.readFileSync(path.join(publicDir, 'blog/index.html'), 'utf8')).toContain('{"pagePath":"/blog"}');
    const written = fs.statSync(path.join(publicDir, 'index.html')).mtimeMs;
    write('blog/index.html', page('/blog'));
    expect(await secureBuiltPages(publicDir)).toEqual({ pages: 2, rewritten: 1, unchanged: 0 });
    expect(fs.statSync(path.join(publicDir, 'index.html')).mtimeMs).toBe(written);
  });

  it("lose the NUL bytes React's streaming renderer leaves beside a multi-byte character, and nothing else", async () => {
    write('shipping-locations/index.html', page('/shipping-locations', '<td> USA \0\0↔ Canada </td>'));
    await secureBuiltPages(publicDir);
    const html = fs.readFileSync(path.join(publicDir, 'shipping-locations/index.html'), 'utf8');
    expect(html).not.toContain('\0');
    expect(html).toContain('<td> USA ↔ Canada </td>');
  });

  it('fail the build, naming the page and the script, when the policy would block something', async () => {
    write(
      'services/index.html',
      page('/services', '<script>document.write("hi")</script><button onclick="go()">Go</button>'),
    );
    await expect(secureBuiltPages(publicDir)).rejects.toThrow(
      /\/services\/index\.html: inline script 'sha256-[^']+' document\.write\("hi"\)[\s\S]*\/services\/index\.html: event handler attribute/,
    );
  });

  describe('with a record of the pages found secure', () => {
    const record = (key = 'checker-1') => ({
      file: path.join(publicDir, '..', `${path.basename(publicDir)}.json`),
      key,
    });
    afterEach(() => fs.rmSync(record().file, { force: true }));

    it('read again only the pages written since, and every page for another checker', async () => {
      expect(await secureBuiltPages(publicDir, record())).toEqual({ pages: 2, rewritten: 2, unchanged: 0 });
      expect(await secureBuiltPages(publicDir, record())).toEqual({ pages: 2, rewritten: 0, unchanged: 2 });
      // Gatsby re-renders one page and adds another: those two are read and secured.
      write('blog/index.html', page('/blog'));
      write('blog/new-post/index.html', page('/blog/new-post'));
      expect(await secureBuiltPages(publicDir, record())).toEqual({ pages: 3, rewritten: 2, unchanged: 1 });
      expect(fs.readFileSync(path.join(publicDir, 'blog/new-post/index.html'), 'utf8')).toContain(
        '{"pagePath":"/blog/new-post"}',
      );
      expect(await secureBuiltPages(publicDir, record('checker-2'))).toEqual({ pages: 3, rewritten: 0, unchanged: 0 });
    });

    it('still fail the build on a page the policy would break, and on the next build too', async () => {
      await secureBuiltPages(publicDir, record());
      write('services/index.html', page('/services', '<script>document.write("hi")</script>'));
      await expect(secureBuiltPages(publicDir, record())).rejects.toThrow(/\/services\/index\.html: inline script/);
      await expect(secureBuiltPages(publicDir, record())).rejects.toThrow(/\/services\/index\.html: inline script/);
    });

    it('notice a page changed in place, even one of the same size', async () => {
      const quiet = '<i>Door to door, coast to coast</i>';
      write('index.html', page('/', quiet));
      await secureBuiltPages(publicDir, record());
      const file = path.join(publicDir, 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      // An event handler in the place of text of the same length: only the write time tells.
      const loud = '<i onclick=go()>'.padEnd(quiet.length - '</i>'.length, '.') + '</i>';
      fs.writeFileSync(file, html.replace(quiet, loud));
      expect(fs.statSync(file).size).toBe(Buffer.byteLength(html));
      await expect(secureBuiltPages(publicDir, record())).rejects.toThrow(/\/index\.html: event handler attribute/);
    });
  });
});
