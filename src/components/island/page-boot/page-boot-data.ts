import { builtPageBoot } from './built-page-boot';
import { attribute, isInlineExecutable, SCRIPT_ELEMENT } from './html-scripts';
import { AFTER_PAINT_ATTRIBUTE, WINDOW_GLOBALS_ATTRIBUTE } from './page-boot-attributes';

/**
 * What the build does to every page for its boot (`page-boot.ts`): Gatsby writes three inline
 * scripts whose text changes with every page or build (`window.pagePath`, `window.___chunkMapping`,
 * `window.___webpackCompilationHash`), which the Content-Security-Policy could not list; they
 * become JSON data blocks, which browsers never run, and Gatsby's `async` scripts become the list
 * the boot starts after the first paint. The one boot script follows them.
 */

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

/** JSON inside a script element, with "<" escaped so nothing in a value can end the element. */
const jsonBlock = (attributeName: string, value: unknown) =>
  `<script type="application/json" ${attributeName}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** Gatsby's own scripts: same-origin, `async`, nothing inside. */
const isGatsbyScript = (attributes: string, source: string) =>
  (attribute(attributes, 'src') ?? '').startsWith('/') &&
  attribute(attributes, 'async') !== null &&
  attribute(attributes, 'type') === null &&
  source.trim() === '';

/**
 * Turns Gatsby's window-setting inline scripts into data blocks, and its `async` scripts into the
 * list the boot starts after the first paint, followed by the one boot script. Idempotent: a page
 * already rewritten (or re-stitched by a later build in part) comes out the same.
 */
export function moveWindowGlobalsToData(html: string): string {
  const bootElement = `<script>${builtPageBoot()}</script>`;
  const gatsbyScripts: string[] = [];
  let earlierList: string[] = [];
  let rewritten = html.replace(SCRIPT_ELEMENT, (element, attributes: string, source: string) => {
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
    return values ? jsonBlock(WINDOW_GLOBALS_ATTRIBUTE, values) : element;
  });
  rewritten = rewritten.split(bootElement).join('');
  const sources = gatsbyScripts.length ? gatsbyScripts : earlierList;
  const lastBlock = rewritten.lastIndexOf(`<script type="application/json" ${WINDOW_GLOBALS_ATTRIBUTE}>`);
  if (lastBlock < 0) return sources.length ? html : rewritten;
  const end = rewritten.indexOf('</script>', lastBlock) + '</script>'.length;
  const scripts = sources.length ? jsonBlock(AFTER_PAINT_ATTRIBUTE, sources) : '';
  return rewritten.slice(0, end) + scripts + bootElement + rewritten.slice(end);
}
