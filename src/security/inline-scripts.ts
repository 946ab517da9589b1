import { createHash } from 'crypto';
import {
  EARLY_ACTIONS_GLOBAL,
  ISLAND_ATTRIBUTE,
  ISLAND_LISTENING_ATTRIBUTE,
} from '../components/island/island-attribute';

/**
 * The Content-Security-Policy allows no inline script but the few whose hashes it lists. Gatsby
 * writes three inline scripts whose text changes with every page or build (`window.pagePath`,
 * `window.___chunkMapping`, `window.___webpackCompilationHash`): after each build they become
 * JSON data blocks, which browsers never run, and one constant script copies them onto `window`.
 *
 * The same script then starts Gatsby's own scripts once the page has painted its first text or
 * image. Written as `<script src async>` they are fetched while the HTML is still read and run
 * before the first paint, so on a phone the text waited for the JavaScript; the page is complete
 * without it (it is what crawlers and visitors without JavaScript get), and it is what is shown
 * first. (After only an animation frame, the scripts still started before the frame was shown.)
 *
 * It also keeps the browser from sending an island's form its own way (a GET of the fields to the
 * page's address) when it is submitted before the island's code runs; the island's code sends it.
 * And it notes what the visitor does in an island before the page's code runs (a button pressed,
 * then typing), so the island does it again once it runs: a tap on the page as painted is not lost.
 */

/** A CSP source for an inline script's exact text. */
export const scriptHash = (source: string): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

export const WINDOW_GLOBALS_ATTRIBUTE = 'data-window-globals';

export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint-scripts';

/**
 * Where the browser reports paints, the scripts start once the first text or image is on screen
 * (its "first-contentful-paint" entry, which comes after the frame is shown); elsewhere after the
 * first animation frame. A page that shows nothing contentful gets them after this long anyway.
 */
const AFTER_PAINT_FALLBACK_MS = 3000;

export const WINDOW_GLOBALS_LOADER =
  `document.querySelectorAll('script[${WINDOW_GLOBALS_ATTRIBUTE}]').forEach(function(s){var g=JSON.parse(s.textContent);for(var k in g)window[k]=g[k]});` +
  `document.addEventListener('submit',function(e){if(e.target.closest&&e.target.closest('[${ISLAND_ATTRIBUTE}]'))e.preventDefault()},true);` +
  `(function(q){function n(e){var t=e.target,i=t.closest&&t.closest('[${ISLAND_ATTRIBUTE}]'),b;if(!i||i.hasAttribute('${ISLAND_LISTENING_ATTRIBUTE}'))return;` +
  `if(e.type==='click'){b=t.closest('button');if(b)q.push(['press',b])}else if(q.length&&'value' in t&&t.type!=='radio')q.push(['type',t,t.value])}` +
  `['click','input','change'].forEach(function(k){document.addEventListener(k,n,true)})})(window.${EARLY_ACTIONS_GLOBAL}=[]);` +
  `(function(d,P){if(!d)return;var g=0;function go(){if(g)return;g=1;setTimeout(function(){JSON.parse(d.textContent).forEach(function(u){var s=document.createElement('script');s.src=u;document.body.appendChild(s)})})}` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});setTimeout(go,${AFTER_PAINT_FALLBACK_MS})}` +
  `else requestAnimationFrame(function(){setTimeout(go)})})(document.querySelector('script[${AFTER_PAINT_ATTRIBUTE}]'),window.PerformanceObserver)`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const LOADER_ELEMENT = `<script>${WINDOW_GLOBALS_LOADER}</script>`;
const JS_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attributes);
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`\\b${name}\\b`, 'i').test(attributes) ? '' : null;
};

/** An inline script the browser runs (not a JSON or JSON-LD data block, not a `src` script). */
export const isInlineExecutable = (attributes: string): boolean =>
  attribute(attributes, 'src') === null && JS_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase());

/** `window.name = "…";` statements and nothing else: their values, else null. */
export function windowAssignments(source: string): Record<string, string> | null {
  const body = source.replace(/\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\//g, '').trim();
  const statement = /window\.([A-Za-z_$][\w$]*)\s*=\s*("(?:[^"\\\n]|\\.)*")\s*;?\s*/y;
  const values: Record<string, string> = {};
  let found = false;
  while (statement.lastIndex < body.length) {
    const match = statement.exec(body);
    if (!match) return null;
    values[match[1]] = JSON.parse(match[2]) as string;
    found = true;
  }
  return found ? values : null;
}

const dataBlock = (values: Record<string, string>) =>
  `<script type="application/json" ${WINDOW_GLOBALS_ATTRIBUTE}>${JSON.stringify(values).replace(/</g, '\\u003c')}</script>`;

/** Gatsby's own scripts: same-origin, `async`, nothing inside. */
const isGatsbyScript = (attributes: string, source: string) =>
  (attribute(attributes, 'src') ?? '').startsWith('/') &&
  attribute(attributes, 'async') !== null &&
  attribute(attributes, 'type') === null &&
  source.trim() === '';

const afterPaintBlock = (sources: string[]) =>
  `<script type="application/json" ${AFTER_PAINT_ATTRIBUTE}>${JSON.stringify(sources).replace(/</g, '\\u003c')}</script>`;

/**
 * Turns Gatsby's window-setting inline scripts into data blocks, and its `async` scripts into the
 * list the loader starts after the first paint, followed by the one loader. Idempotent: a page
 * already rewritten (or re-stitched by a later build in part) comes out the same.
 */
export function moveWindowGlobalsToData(html: string): string {
  const gatsbyScripts: string[] = [];
  let earlierList: string[] = [];
  let rewritten = html.replace(SCRIPT, (element, attributes: string, source: string) => {
    if (attribute(attributes, AFTER_PAINT_ATTRIBUTE) !== null) {
      earlierList = JSON.parse(source) as string[];
      return '';
    }
    if (isGatsbyScript(attributes, source)) {
      gatsbyScripts.push(attribute(attributes, 'src')!);
      return '';
    }
    if (!isInlineExecutable(attributes)) return element;
    const values = windowAssignments(source);
    return values ? dataBlock(values) : element;
  });
  rewritten = rewritten.split(LOADER_ELEMENT).join('');
  const sources = gatsbyScripts.length ? gatsbyScripts : earlierList;
  const lastBlock = rewritten.lastIndexOf(`<script type="application/json" ${WINDOW_GLOBALS_ATTRIBUTE}>`);
  if (lastBlock < 0) return sources.length ? html : rewritten;
  const end = rewritten.indexOf('</script>', lastBlock) + '</script>'.length;
  const scripts = sources.length ? afterPaintBlock(sources) : '';
  return rewritten.slice(0, end) + scripts + LOADER_ELEMENT + rewritten.slice(end);
}

export interface PolicyBreach {
  kind: 'inline script' | 'event handler attribute' | 'javascript: URL';
  detail: string;
}

/** What in a page the policy would block: inline scripts not listed, handler attributes, javascript: URLs. */
export function policyBreaches(html: string, allowedHashes: ReadonlySet<string>): PolicyBreach[] {
  const breaches: PolicyBreach[] = [];
  for (const [, attributes, source] of html.matchAll(SCRIPT)) {
    if (!isInlineExecutable(attributes) || allowedHashes.has(scriptHash(source))) continue;
    breaches.push({ kind: 'inline script', detail: `${scriptHash(source)} ${source.trim().slice(0, 80)}` });
  }
  const withoutScripts = html.replace(SCRIPT, '');
  for (const [handler] of withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) {
    breaches.push({ kind: 'event handler attribute', detail: handler.slice(0, 80) });
  }
  for (const [url] of withoutScripts.matchAll(/\s(?:href|src|action)\s*=\s*["']?\s*javascript:/gi)) {
    breaches.push({ kind: 'javascript: URL', detail: url.trim() });
  }
  return breaches;
}
