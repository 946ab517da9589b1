import React from 'react';
import styled, { ServerStyleSheet, __PRIVATE__ } from 'styled-components';
import { TextEncoder } from 'node:util';
import {
  DEFERRED_STYLES_ATTRIBUTE,
  deferredStyleElement,
  isServerStyleElement,
  serverGroups,
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

describe("the server's CSS adopted in place where styled-components inserts rules (as in a production build)", () => {
  it("becomes styled-components' sheet as it is, and rules the server did not render go in their component's place among its rules", () => {
    jest.isolateModules(() => {
      // styled-components inserts rules (CSSOM) unless told not to; under test it writes text.
      Object.assign(globalThis, { SC_DISABLE_SPEEDY: false, IS_REACT_ACT_ENVIRONMENT: true });
      try {
        /* eslint-disable @typescript-eslint/no-require-imports -- a fresh styled-components, read with the setting above */
        const fresh = require('styled-components') as typeof import('styled-components');
        const Fresh = require('react') as typeof React;
        const server = require('react-dom/server') as typeof import('react-dom/server');
        const client = require('react-dom/client') as typeof import('react-dom/client');
        const { act } = require('react') as { act: (callback: () => void) => void };
        const styles = require('./server-styles') as typeof import('./server-styles');
        /* eslint-enable @typescript-eslint/no-require-imports */
        const Base = fresh.default.span<{ $big?: boolean }>`
          color: rgb(27, 42, 74);
          padding: ${({ $big }) => ($big ? '8px' : '4px')};
        `;
        const Extended = fresh.default(Base)`
          padding: 6px;
        `;
        const sheet = new fresh.ServerStyleSheet();
        const html = server.renderToString(
          sheet.collectStyles(
            Fresh.createElement(
              'div',
              null,
              Fresh.createElement(Base, null, 'a'),
              Fresh.createElement(Extended, null, 'b'),
            ),
          ),
        );
        const [styleElement] = sheet.getStyleElement();
        sheet.seal();
        document.head.innerHTML = server.renderToStaticMarkup(styles.deferredStyleElement(styleElement!));
        document.body.innerHTML = `<div id="root">${html}</div>`;
        const serverElement = document.querySelector('style')!;
        const serverRules = Array.from(serverElement.sheet!.cssRules, (rule) => rule.cssText);
        expect(styles.serverGroups(serverElement.textContent!)).toHaveLength(2);

        styles.takeOverServerStyles();
        // The same element, its rules as they were: nothing inserted again, nothing removed.
        expect(document.querySelectorAll('style')).toHaveLength(1);
        expect(document.querySelector('style[data-styled="active"]')).toBe(serverElement);
        expect(Array.from(serverElement.sheet!.cssRules, (rule) => rule.cssText)).toEqual(serverRules);
        const [baseClass, extendedClass] = ['span:first-child', 'span:last-child'].map((selector) =>
          document.querySelector(selector)!.className.split(' ').pop()!,
        );
        const { mainSheet } = fresh.__PRIVATE__;
        const baseId = document
          .querySelector('span:first-child')!
          .className.split(' ')
          .find((n) => n.startsWith('sc-'))!;
        expect(mainSheet.hasNameForId(baseId, baseClass!)).toBe(true);

        // The client renders a Base the server did not (a new class): its rule goes with Base's,
        // before Extended's, so Extended still wins where both apply.
        const root = client.createRoot(document.createElement('div'));
        act(() => root.render(Fresh.createElement(Base, { $big: true }, 'c')));
        const rules = Array.from(serverElement.sheet!.cssRules, (rule) => rule.cssText);
        expect(rules).toHaveLength(serverRules.length + 1);
        const big = rules.findIndex((rule) => rule.includes('padding: 8px'));
        expect(big).toBeGreaterThan(rules.findIndex((rule) => rule.startsWith(`.${baseClass}`)));
        expect(big).toBeLessThan(rules.findIndex((rule) => rule.startsWith(`.${extendedClass}`)));
        act(() => root.unmount());
      } finally {
        delete (globalThis as { SC_DISABLE_SPEEDY?: boolean }).SC_DISABLE_SPEEDY;
        delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
      }
    });
  });

  it('reads the groups of the server’s text, and nothing that is not in its layout', () => {
    const text = [
      '.a{color:red;}',
      'data-styled.g1[id="sc-a"]{content:"a,"}',
      '.b{}',
      '.c{}',
      'data-styled.g3[id="sc-b"]{content:"b,c,"}',
      '',
    ].join('/*!sc*/\n');
    expect(serverGroups(text)).toEqual([
      { group: 1, id: 'sc-a', names: ['a'], rules: 2 },
      { group: 3, id: 'sc-b', names: ['b', 'c'], rules: 3 },
    ]);
    expect(serverGroups('.a{}/*!sc*/\n')).toBeNull();
    expect(
      serverGroups(
        ['data-styled.g2[id="sc-a"]{content:""}', 'data-styled.g1[id="sc-b"]{content:""}'].join('/*!sc*/\n'),
      ),
    ).toBeNull();
  });
});
