import { createGlobalStyle } from 'styled-components';
import { SCROLL_LOCK_CLASS } from '../hooks/use-scroll-lock';
import { darkPalette, fonts, layout, lightPalette, media, paletteDeclarations, typeScale, weights } from './theme';

/**
 * The themes as custom properties on the root. The pre-paint script (src/color-theme) puts `light`
 * or `dark` on <html> before anything paints; without JavaScript the system preference decides.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${paletteDeclarations(lightPalette)}
    color-scheme: light;
  }
  :root.dark {
    ${paletteDeclarations(darkPalette)}
    color-scheme: dark;
  }
  @media (prefers-color-scheme: dark) {
    :root:not(.light) {
      ${paletteDeclarations(darkPalette)}
      color-scheme: dark;
    }
  }
  /* Without JavaScript no theme class is set and a theme switch could do nothing: hide it. */
  :root:not(.light):not(.dark) [data-theme-switch] {
    display: none;
  }
  :root.${SCROLL_LOCK_CLASS}, :root.${SCROLL_LOCK_CLASS} body { overflow: hidden; }
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* The sticky bars would cover an anchor's heading. */
    scroll-padding-top: calc(${layout.headerHeight} + 8px);
  }
  body {
    margin: 0;
    background: var(--color-bg);
    color: var(--color-text);
    font-family: ${fonts.sans};
    font-size: ${typeScale.base};
    line-height: 1.6;
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }
  a { color: var(--color-link); text-underline-offset: 0.18em; text-decoration-thickness: 1px; }
  a:hover { text-decoration-thickness: 2px; }
  :focus-visible { outline: 2px solid var(--color-focus); outline-offset: 2px; }
  img, svg, video { max-width: 100%; height: auto; }
  h1, h2, h3, h4, h5, h6 {
    margin: 0 0 0.5em;
    color: var(--color-heading);
    line-height: 1.15;
    letter-spacing: -0.01em;
    text-wrap: balance;
  }
  h1, h2 {
    font-family: ${fonts.display};
    font-weight: ${weights.semibold};
    letter-spacing: -0.02em;
  }
  h3, h4, h5, h6 { font-weight: ${weights.semibold}; }
  p { text-wrap: pretty; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid var(--color-border); padding: 0.5rem 0.75rem; text-align: left; }
  ::selection { background: color-mix(in srgb, var(--color-accent) 45%, transparent); }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    html { scroll-behavior: smooth; }
  }
`;
