import React from 'react';
import styled, { ServerStyleSheet, __PRIVATE__ } from 'styled-components';
import { TextEncoder } from 'node:util';
import {
  DEFERRED_STYLES_ATTRIBUTE,
  deferredStyleElement,
  isServerStyleElement,
  takeOverServerStyles,
} from './server-styles';

// React's server renderer (the browser build, under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import is hoisted above the TextEncoder it needs
const { renderToStaticMarkup, renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const Badge = styled.span`
  color: rgb(27, 42, 74);
  padding: 4px;
`;

/** The server's page: the component's HTML, and its style element as gatsby-ssr writes it. */
function serverPage() {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(<Badge>Verified</Badge>));
  const [styleElement] = sheet.getStyleElement();
  sheet.seal();
  return { html, styleElement };
}

describe("the server's CSS handed to styled-components in a task of its own", () => {
  it('is written under its own attribute, CSS and version untouched', () => {
    const { styleElement } = serverPage();
    expect(isServerStyleElement(styleElement)).toBe(true);
    expect(isServerStyleElement(<style data-identity="gatsby-global-css" />)).toBe(false);
    expect(isServerStyleElement(<script data-styled="" />)).toBe(false);
    const written = renderToStaticMarkup(deferredStyleElement(styleElement));
    expect(written).toMatch(/^<style data-styled-version="[\d.]+" data-styled-deferred="">/);
    expect(written).not.toMatch(/ data-styled=/);
    expect(written).toContain('color:rgb(27, 42, 74)');
  });

  it('is left alone by styled-components until handed over, then taken over whole, once', () => {
    const { html, styleElement } = serverPage();
    document.head.innerHTML = renderToStaticMarkup(deferredStyleElement(styleElement));
    document.body.innerHTML = html;
    const className = document.querySelector('span')!.className.split(' ');
    const componentId = className.find((name) => name.startsWith('sc-'))!;
    const generated = className.find((name) => name !== componentId)!;
    const { mainSheet } = __PRIVATE__;
    // Loaded before: styled-components found nothing of the server's to take over.
    mainSheet.rehydrate();
    expect(mainSheet.hasNameForId(componentId, generated)).toBe(false);
    expect(document.querySelector(`style[${DEFERRED_STYLES_ATTRIBUTE}]`)).not.toBeNull();

    takeOverServerStyles();
    // Its own now: the class is known (no CSS is generated again as the page hydrates), the rule
    // is in styled-components' own style element, and the server's element is gone.
    expect(mainSheet.hasNameForId(componentId, generated)).toBe(true);
    expect(document.querySelector(`style[${DEFERRED_STYLES_ATTRIBUTE}]`)).toBeNull();
    const active = document.querySelector('style[data-styled="active"]') as HTMLStyleElement;
    const rules = Array.from(active.sheet!.cssRules, (rule) => rule.cssText).join('\n');
    expect(rules).toContain(`.${generated} {color: rgb(27, 42, 74); padding: 4px;}`);

    // A second call (the hydration's own) does nothing.
    document.head.insertAdjacentHTML('beforeend', renderToStaticMarkup(deferredStyleElement(styleElement)));
    takeOverServerStyles();
    expect(document.querySelector(`style[${DEFERRED_STYLES_ATTRIBUTE}]`)).not.toBeNull();
  });
});
