import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { THEME_PRE_PAINT_SCRIPT } from './src/color-theme';
import { isSitePreview, previewHeadComponents, previewPreBodyComponents } from './src/components/preview-banner';
import { cmsMediaOrigin } from './src/runtime/cms-config';
import { PRELOADED_FONTS } from './src/styles/fonts/preloaded-fonts';
import { deferredStyleElement, isServerStyleElement } from './src/styles/server-styles';

// styled-components and react-helmet are wired by their Gatsby plugins.

const THEME_SCRIPT_KEY = 'theme-pre-paint';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents, setPreBodyComponents }) => {
  // The editors' preview only (issue 29): its notice and noindex; the live site's pages get neither.
  if (isSitePreview()) {
    setHeadComponents(previewHeadComponents());
    setPreBodyComponents(previewPreBodyComponents());
  }
  setHeadComponents([
    <script key={THEME_SCRIPT_KEY} dangerouslySetInnerHTML={{ __html: THEME_PRE_PAINT_SCRIPT }} />,
    // The two fonts' core files, fetched before the CSS that names them is parsed.
    ...PRELOADED_FONTS.map((href) => (
      <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <link key="media-preconnect" rel="preconnect" href={cmsMediaOrigin()} />,
  ]);
};

/**
 * The theme script goes first in <head>, ahead of every style, so no frame paints in the wrong
 * theme. styled-components' style element is written for a takeover in a task of its own
 * (src/styles/server-styles.ts).
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const components = (getHeadComponents() as React.ReactElement[]).map((component) =>
    isServerStyleElement(component) ? deferredStyleElement(component) : component,
  );
  const isThemeScript = (component: React.ReactElement) => component?.key === THEME_SCRIPT_KEY;
  replaceHeadComponents([...components.filter(isThemeScript), ...components.filter((c) => !isThemeScript(c))]);
};
