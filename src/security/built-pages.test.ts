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
    expect(await secureBuiltPages(publicDir)).toEqual({ pages: 2, rewritten: 2 });
    expect(fs.readFileSync(path.join(publicDir, 'blog/index.html'), 'utf8')).toContain('{"pagePath":"/blog"}');
    const written = fs.statSync(path.join(publicDir, 'index.html')).mtimeMs;
    write('blog/index.html', page('/blog'));
    expect(await secureBuiltPages(publicDir)).toEqual({ pages: 2, rewritten: 1 });
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
});
