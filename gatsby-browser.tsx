import type { GatsbyBrowser } from 'gatsby';
import type React from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
// The core files, each a family of its own, first in the theme's font stacks (core-fonts.ts).
import './src/styles/fonts/core-fonts.css';
import { analyticsSettings, pushPageEvent, scheduleTagLoad } from './src/analytics/analytics';
import { followThemeSources } from './src/color-theme';
import { holdPagePresses, replayPagePresses } from './src/components/island';
import { clearPageLoading } from './src/components/page-loading';
import { takeOverServerStyles } from './src/styles/server-styles';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  // In a task of its own, after this first one and before the page's components load.
  setTimeout(takeOverServerStyles, 0);
  followThemeSources();
  scheduleTagLoad(analyticsSettings());
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  replayPagePresses();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  // SPEC §4: the page-loading indicator clears when the path changes.
  if (!prevLocation || prevLocation.pathname !== location.pathname) clearPageLoading();
  pushPageEvent(location.pathname);
};

/**
 * Hydration as a transition: React hydrates the page in slices of a few milliseconds, so the main
 * thread stays free for the visitor's first tap (which hydrates what it touches at once) and no
 * long task holds the page. A page without server HTML (a client-only route) renders as usual.
 */
type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;

const hydrateAsTransition = (element: React.ReactElement, container: Element) => {
  takeOverServerStyles();
  // A tap on the page before this (the header's menu button) is pressed again once it has hydrated.
  holdPagePresses();
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (focusWrapper?.children.length) {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  } else {
    createRoot(container).render(element);
  }
};

// Gatsby's own type still names the legacy renderer's signature; it calls this as (element, container).
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateAsTransition as unknown as Renderer;
