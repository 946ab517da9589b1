import { bootPage } from './page-boot';
import { builtPageBoot, moveWindowGlobalsToData, windowAssignments } from '.';
import { gatsbyPage } from '../../../testing/gatsby-page';

const LOADER = `<script>${builtPageBoot()}</script>`;

/**
 * The boot runs as the browser gets it (the built, minified text the policy lists) and as it is
 * written (page-boot.ts): both must do the same.
 */
const BOOTS: [string, () => void][] = [
  ['as built', () => new Function(builtPageBoot())()],
  ['as written', () => bootPage(document, window)],
];

describe("Gatsby's window-setting scripts", () => {
  it('are read as the values they set, and anything else is left alone', () => {
    expect(windowAssignments('/*<![CDATA[*/window.pagePath="/blog";/*]]>*/')).toEqual({ pagePath: '/blog' });
    expect(windowAssignments('window.a="1";window.b="x\\"y"')).toEqual({ a: '1', b: 'x"y' });
    expect(windowAssignments('window.a="1";alert(1)')).toBeNull();
    expect(windowAssignments('window.a=document.cookie')).toBeNull();
    expect(windowAssignments('')).toBeNull();
  });

  it('become data blocks, and the async scripts a list, before the one loader; the rest untouched', () => {
    const html = moveWindowGlobalsToData(gatsbyPage('/services'));
    expect(html).not.toMatch(/<script[^>]*>\s*window\./);
    expect(html).toContain('<script type="application/json" data-window-globals>{"pagePath":"/services"}</script>');
    expect(html).toContain('{"___chunkMapping":"{\\"app\\":[\\"/app-1.js\\"]}"}');
    expect(html).not.toContain('<script src=');
    expect(html).toContain('<script type="application/json" data-after-paint-scripts>["/app-1.js"]</script>' + LOADER);
    expect(html.split(LOADER)).toHaveLength(2);
    expect(html.indexOf(LOADER)).toBeGreaterThan(html.indexOf('___webpackCompilationHash'));
    expect(html).toContain('<script>var theme=1</script>');
    expect(html).toContain('<!-- slice-end id="_gatsby-scripts-1" -->');
  });

  it('leave a page without window-setting scripts as it is', () => {
    const page = '<html><body><script src="/app-1.js" async></script></body></html>';
    expect(moveWindowGlobalsToData(page)).toBe(page);
  });

  it('are rewritten once: a page rewritten again, or re-stitched by a later build, comes out the same', () => {
    const once = moveWindowGlobalsToData(gatsbyPage('/'));
    expect(moveWindowGlobalsToData(once)).toBe(once);
    const slice = /<!-- slice-start id="_gatsby-scripts-1" -->[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/;
    const restitched = once.replace(slice, gatsbyPage('/').match(slice)![0]);
    expect(moveWindowGlobalsToData(restitched)).toBe(once);
  });

  it('keep "<" out of their data block, so nothing in a value can end it', () => {
    expect(moveWindowGlobalsToData('<script>window.pagePath="/a<b";</script>')).toContain('{"pagePath":"/a\\u003cb"}');
  });
});

describe.each(BOOTS)('the page boot %s', (_, boot) => {
  it('give a page the same globals in the browser as the original scripts, then start the scripts after a paint', async () => {
    const html = moveWindowGlobalsToData(gatsbyPage('/blog/a'));
    document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
    boot();
    const globals = window as unknown as Record<string, unknown>;
    expect(globals.pagePath).toBe('/blog/a');
    expect(globals.___chunkMapping).toBe('{"app":["/app-1.js"]}');
    expect(globals.___webpackCompilationHash).toBe('b491ec9c');
    const started = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
    expect(started()).toEqual([]);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started()).toEqual(['/app-1.js']);
  });

  it('where the browser reports paints, start the scripts only once the first contentful paint is reported', async () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null;
    let observed: unknown = null;
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe(options: unknown) {
        observed = options;
      }
    }
    const globals = window as unknown as Record<string, unknown>;
    globals.PerformanceObserver = PaintObserver;
    try {
      const html = moveWindowGlobalsToData(gatsbyPage('/blog/a'));
      document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
      boot();
      expect(observed).toEqual({ type: 'paint', buffered: true });
      const started = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-paint' ? [{}] : []) });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started()).toEqual(['/app-1.js']);
    } finally {
      delete globals.PerformanceObserver;
    }
  });

  it('where no contentful paint is ever reported, start the scripts after three seconds', () => {
    jest.useFakeTimers();
    const globals = window as unknown as Record<string, unknown>;
    globals.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
    };
    try {
      const html = moveWindowGlobalsToData(gatsbyPage('/blog/a'));
      document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
      boot();
      const started = () => document.querySelectorAll('script[src]').length;
      jest.advanceTimersByTime(2_900);
      expect(started()).toBe(0);
      jest.advanceTimersByTime(200);
      expect(started()).toBe(1);
    } finally {
      delete globals.PerformanceObserver;
      jest.useRealTimers();
    }
  });

  it("keep an island's form from being sent the browser's way before its code runs, and no other form", () => {
    document.body.innerHTML =
      '<div data-island="main-form"><form><button>Next</button></form></div><form id="other"><button>Go</button></form>';
    boot();
    const submitted = (form: Element) => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return !event.defaultPrevented;
    };
    expect(submitted(document.querySelector('[data-island] form')!)).toBe(false);
    expect(submitted(document.querySelector('#other')!)).toBe(true);
  });
});

describe('the built boot', () => {
  it("is one minified expression, with none of the source's comments or type names", () => {
    const built = builtPageBoot();
    expect(built).not.toMatch(/\n|\/\*|NotedAction|BootWindow/);
    expect(built.length).toBeLessThan(1_600);
    expect(builtPageBoot()).toBe(built);
  });
});
