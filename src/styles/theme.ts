/** Design tokens (SPEC §9 breakpoints and sizes). Colours live in CSS custom properties so a
 *  theme switch never re-renders the tree. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;

export const media = {
  /** SPEC §9: mobile is 768 px or less. */
  mobile: `@media (max-width: ${breakpoints.md}px)`,
  desktop: `@media (min-width: ${breakpoints.md + 1}px)`,
} as const;

export const layout = {
  headerHeight: '70px',
  contentWidth: '72rem',
  proseWidth: '46rem',
} as const;

export const space = (step: number): string => `${step * 0.25}rem`;
