import React from 'react';
import { __PRIVATE__ } from 'styled-components';

/**
 * styled-components takes over the server's CSS (every page's HTML carries the CSS of everything
 * on it) as soon as its code is evaluated: it reads the style element, inserts each of its rules
 * into a style sheet of its own and removes the element. On a phone that is the largest part of
 * the page's first task of JavaScript, and it runs inside it. The server's style element is written
 * under another attribute, so styled-components finds nothing then, and it is handed over in a task
 * of its own right after (`takeOverServerStyles`), before any component renders: the same takeover,
 * split off. Were the page's code to render first, it takes the styles over just before hydrating.
 */

/** styled-components' attribute for the server's style element, which it takes over when it loads. */
const STYLED_ATTRIBUTE = 'data-styled';

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

let takenOver = false;

/** Hands the server's style elements to styled-components (once; later calls do nothing). */
export function takeOverServerStyles(): void {
  if (takenOver) return;
  takenOver = true;
  const elements = document.querySelectorAll(`style[${DEFERRED_STYLES_ATTRIBUTE}]`);
  if (!elements.length) return;
  elements.forEach((element) => {
    element.setAttribute(STYLED_ATTRIBUTE, '');
    element.removeAttribute(DEFERRED_STYLES_ATTRIBUTE);
  });
  __PRIVATE__.mainSheet.rehydrate();
}
