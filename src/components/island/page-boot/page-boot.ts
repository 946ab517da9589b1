import {
  EARLY_ACTIONS_GLOBAL,
  ISLAND_ATTRIBUTE,
  ISLAND_LISTENING_ATTRIBUTE,
  PAGE_HYDRATING,
} from '../island-attribute';
import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_FALLBACK_MS, WINDOW_GLOBALS_ATTRIBUTE } from './page-boot-attributes';

/**
 * The page's boot: the one inline script every built page runs, before any of the site's code. It is
 * written here as plain TypeScript, bundled and minified when the site is built
 * (`built-page-boot.ts`), and the Content-Security-Policy lists the hash of that built text. It has
 * four jobs, one function each, run in this order by `bootPage`.
 */

/** An action noted before the page's code ran: `['press', button]` or `['type', field, value]`. */
export type NotedAction = ['press', HTMLButtonElement] | ['type', HTMLElement, string];

type BootWindow = Window & typeof globalThis & { [EARLY_ACTIONS_GLOBAL]?: NotedAction[]; [PAGE_HYDRATING]?: boolean };

/**
 * 1. Gatsby's values for `window` (its page path, chunk map and build hash), which the build moved
 * from inline scripts into JSON data blocks (`page-boot-data.ts`) so no inline script but this one runs.
 */
export function copyWindowGlobals(doc: Document, win: BootWindow): void {
  doc.querySelectorAll(`script[${WINDOW_GLOBALS_ATTRIBUTE}]`).forEach((block) => {
    const values = JSON.parse(block.textContent ?? '{}') as Record<string, unknown>;
    for (const name in values) (win as unknown as Record<string, unknown>)[name] = values[name];
  });
}

const inIsland = (target: EventTarget | null): Element | null =>
  target instanceof Element ? target.closest(`[${ISLAND_ATTRIBUTE}]`) : null;

/**
 * 2. An island's form submitted before the island's code runs is not sent the browser's way (a GET
 * of its fields to the page's address): the island's code sends it.
 */
export function holdIslandSubmits(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      if (inIsland(event.target)) event.preventDefault();
    },
    true,
  );
}

/**
 * 3. What the visitor does before the code that answers it runs, noted in order on `window` so it is
 * done again then (`early-actions.ts`): a tap on the page as painted is not lost.
 * - In an island: a button pressed, then typing (typing before any press needs no note: the island
 *   keeps the fields' values as it hydrates), until the island's own code listens there.
 * - Anywhere else (the headers' menu button, the theme switch): a press of a button that only script
 *   makes work (`type="button"`), until the page's code starts hydrating it (`PAGE_HYDRATING`); from
 *   then on React hydrates what a tap touches at once and answers it itself.
 */
export function noteEarlyActions(doc: Document, win: BootWindow): NotedAction[] {
  const noted: NotedAction[] = [];
  win[EARLY_ACTIONS_GLOBAL] = noted;
  const note = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const island = inIsland(target);
    if (!island) {
      const button = target.closest('button');
      if (event.type === 'click' && button?.getAttribute('type') === 'button' && !win[PAGE_HYDRATING])
        noted.push(['press', button]);
      return;
    }
    if (island.hasAttribute(ISLAND_LISTENING_ATTRIBUTE)) return;
    if (event.type === 'click') {
      const button = target.closest('button');
      if (button) noted.push(['press', button]);
    } else if (
      noted.length &&
      target instanceof HTMLElement &&
      'value' in target &&
      (target as HTMLInputElement).type !== 'radio'
    ) {
      noted.push(['type', target, String((target as HTMLInputElement).value)]);
    }
  };
  for (const type of ['click', 'input', 'change']) doc.addEventListener(type, note, true);
  return noted;
}

/**
 * 4. Gatsby's own scripts start once the page has painted its first text or image. Written as
 * `<script src async>` they were fetched while the HTML was still read and ran before the first
 * paint, so on a phone the text waited for the JavaScript; the page is complete without it (it is
 * what crawlers and visitors without JavaScript get), and it is what is shown first. Where the
 * browser reports paints they start at its "first-contentful-paint" entry (which comes after the
 * frame is shown), else after the first animation frame; a page that paints nothing contentful gets
 * them after `AFTER_PAINT_FALLBACK_MS` anyway.
 */
export function startScriptsAfterPaint(doc: Document, win: BootWindow): void {
  const list = doc.querySelector(`script[${AFTER_PAINT_ATTRIBUTE}]`);
  if (!list) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => {
      (JSON.parse(list.textContent ?? '[]') as string[]).forEach((source) => {
        const script = doc.createElement('script');
        script.src = source;
        doc.body.appendChild(script);
      });
    });
  };
  // Missing in older browsers, whatever the DOM's types say.
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    new Observer((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, AFTER_PAINT_FALLBACK_MS);
  } else {
    win.requestAnimationFrame(() => setTimeout(start));
  }
}

export function bootPage(doc: Document, win: Window): void {
  const bootWindow = win as unknown as BootWindow;
  copyWindowGlobals(doc, bootWindow);
  holdIslandSubmits(doc);
  noteEarlyActions(doc, bootWindow);
  startScriptsAfterPaint(doc, bootWindow);
}
