import { island } from '../island';
import type { InteractiveSectionProps } from './interactive-sections';
import type { StaticSectionProps } from './static-sections';

/**
 * The static home sections never wake: a hydrated home page keeps the server's HTML for them and
 * sends none of their code (a home page rendered in the browser, after a client-side navigation,
 * loads them).
 */
export const StaticSectionIsland = island<StaticSectionProps>({
  name: 'home-section',
  server: __RENDERS_HTML__
    ? (require('./static-sections') as typeof import('./static-sections')).StaticHomeSection
    : null,
  load: () => import('./static-sections').then((sections) => sections.StaticHomeSection),
  wake: 'never',
});

/**
 * The interactive home sections wake as they come near the screen (or when the visitor reaches for
 * one first): a phone's first screen is the hero, so the page's first hydration runs none of their
 * code, and each is hydrated in slices as the visitor scrolls.
 */
export const InteractiveSectionIsland = island<InteractiveSectionProps>({
  name: 'home-interactive-section',
  server: __RENDERS_HTML__
    ? (require('./interactive-sections') as typeof import('./interactive-sections')).InteractiveHomeSection
    : null,
  load: () => import('./interactive-sections').then((sections) => sections.InteractiveHomeSection),
  wake: 'visible',
});
