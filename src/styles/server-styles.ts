import React from 'react';
import { __PRIVATE__ } from 'styled-components';

/**
 * styled-components takes over the server's CSS (every page's HTML carries the CSS of everything
 * on it) as soon as its code is evaluated: it reads the style element, inserts each of its rules
 * into a style sheet of its own and removes the element. On a phone that is the largest part of
 * the page's first task of JavaScript, and it runs inside it. The server's style element is written
 * under another attribute, so styled-components finds nothing then, and it is handed over in a task
 * of its own right after (`takeOverServerStyles`), before any component renders. Were the page's
 * code to render first, it takes the styles over just before hydrating.
 *
 * The hand-over adopts the server's element as styled-components' own style sheet, rules in place:
 * the browser parsed them with the page and has styled the page with them, and inserting them all
 * again into a new sheet (then dropping the old one) made it style the whole page a second time, a
 * long task of its own on a phone. styled-components is told what the server's sheet holds (each
 * component's names, its rules' group and how many rules each group has) and inserts later rules
 * (a component or a variant the server did not render) among them in its own order. Where the
 * sheet is not what the text says (a rule this browser could not parse and dropped) or
 * styled-components injects text rather than rules (development), it is the library's own takeover.
 */

/** styled-components' attribute for the server's style element, which it takes over when it loads. */
const STYLED_ATTRIBUTE = 'data-styled';
/** The version of styled-components that wrote the element: it reads only its own. */
const VERSION_ATTRIBUTE = 'data-styled-version';

/** The attribute the server's style element carries until it is handed over. */
export const DEFERRED_STYLES_ATTRIBUTE = 'data-styled-deferred';

type StyleProps = Record<string, unknown>;

/** Whether a head element is styled-components' server style element. */
export const isServerStyleElement = (element: React.ReactElement): boolean =>
  element?.type === 'style' && (element.props as StyleProps)[STYLED_ATTRIBUTE] !== undefined;

/** The server style element under the deferred attribute, its CSS and version untouched. */
export function deferredStyleElement(element: React.ReactElement): React.ReactElement {
  const { [STYLED_ATTRIBUTE]: _styled, ...props } = element.props as StyleProps;
  return React.createElement('style', {
    ...props,
    key: element.key ?? 'server-styles',
    [DEFERRED_STYLES_ATTRIBUTE]: '',
  });
}

/** styled-components' separator between the rules of its style element's text. */
const SPLITTER = '/*!sc*/\n';
/** A group's closing marker rule: `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`. */
const MARKER = /^data-styled\.g(\d+)\[id="([\w-]+)"\].*?"([^"]*)/;

/** Each group of the server's sheet, in its order: its number, component id, names and rules (with the marker). */
interface ServerGroup {
  group: number;
  id: string;
  names: string[];
  rules: number;
}

/** The groups of a server style element's text, or null where it is not styled-components' layout. */
export function serverGroups(text: string): ServerGroup[] | null {
  const groups: ServerGroup[] = [];
  let rules = 0;
  let last = 0;
  for (const part of text.split(SPLITTER)) {
    if (!part.trim()) continue;
    rules += 1;
    const marker = MARKER.exec(part.trim());
    if (!marker) continue;
    const group = Number(marker[1]);
    if (!(group > last)) return null;
    groups.push({ group, id: marker[2]!, names: marker[3]!.split(',').filter(Boolean), rules });
    last = group;
    rules = 0;
  }
  return rules === 0 ? groups : null;
}

/** The parts of styled-components' sheet the adoption sets (its GroupedTag over a CSSOMTag). */
interface GroupedTag {
  groupSizes: Uint32Array;
  tag: { element?: HTMLStyleElement; sheet?: CSSStyleSheet; length: number };
  _cGroup?: number;
  _cIndex?: number;
}
interface MainSheet {
  tag?: GroupedTag;
  options: { useCSSOMInjection?: boolean };
  getTag(): GroupedTag;
  hasNameForId(id: string, name: string): boolean;
  rehydrate(): void;
}

/**
 * Adopts the server's style element as styled-components' sheet, rules in place (above); false
 * where it cannot, and the library's own takeover follows (past the markers' reading, the names it
 * registered and the empty sheet it made are those the takeover registers and fills).
 */
function adoptServerStyles(element: HTMLStyleElement): boolean {
  const main = __PRIVATE__.mainSheet as unknown as MainSheet;
  const cssRules = element.sheet?.cssRules;
  if (main.tag || !main.options.useCSSOMInjection || !cssRules) return false;
  const groups = serverGroups(element.textContent ?? '');
  if (!groups?.length || groups.reduce((sum, { rules }) => sum + rules, 0) !== cssRules.length) return false;

  // The names and groups, through styled-components' own reading of a server element: one holding
  // only the markers, of a type browsers do not apply (no style sheet, nothing styled again).
  const markers = document.createElement('style');
  markers.type = 'text/x-styled-components-markers';
  markers.setAttribute(STYLED_ATTRIBUTE, '');
  markers.setAttribute(VERSION_ATTRIBUTE, element.getAttribute(VERSION_ATTRIBUTE) ?? '');
  markers.textContent = groups
    .map(({ group, id, names }) => `data-styled.g${group}[id="${id}"]{content:"${names.map((n) => `${n},`).join('')}"}`)
    .join(SPLITTER);
  element.after(markers);
  main.rehydrate();
  markers.remove();
  const { id, names } = groups.find((group) => group.names.length) ?? groups[0]!;
  // Made by the reading above (TypeScript still holds it undefined from the check before).
  const tag = (main as { tag?: GroupedTag }).tag;
  const inner = tag?.tag;
  if (!tag || !inner?.sheet || inner.length !== 0 || (names[0] && !main.hasNameForId(id, names[0]))) return false;

  // Its sheet becomes the server's element, each group as long as it is there (the reading above
  // grew its group sizes to the last group, inserting no rule).
  inner.element?.remove();
  inner.element = element;
  inner.sheet = element.sheet!;
  inner.length = cssRules.length;
  tag.groupSizes.fill(0);
  for (const { group, rules } of groups) tag.groupSizes[group] = rules;
  tag._cGroup = 0;
  tag._cIndex = 0;
  element.setAttribute(STYLED_ATTRIBUTE, 'active');
  element.removeAttribute(DEFERRED_STYLES_ATTRIBUTE);
  return true;
}

let takenOver = false;

/** Hands the server's style elements to styled-components (once; later calls do nothing). */
export function takeOverServerStyles(): void {
  if (takenOver) return;
  takenOver = true;
  const elements = document.querySelectorAll<HTMLStyleElement>(`style[${DEFERRED_STYLES_ATTRIBUTE}]`);
  if (!elements.length) return;
  if (elements.length === 1 && adoptServerStyles(elements[0]!)) return;
  elements.forEach((element) => {
    element.setAttribute(STYLED_ATTRIBUTE, '');
    element.removeAttribute(DEFERRED_STYLES_ATTRIBUTE);
  });
  __PRIVATE__.mainSheet.rehydrate();
}
