/**
 * The design system: every colour, size and breakpoint the site uses. Colours become CSS custom
 * properties (global-style.ts), so a theme switch repaints without re-rendering the tree and the
 * first paint already has the visitor's theme.
 */
import { coreStack, FRAUNCES_CORE, INTER_CORE } from './fonts/core-fonts';

/** SPEC §9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** SPEC §9's theme breakpoints 0, 600, 900, 1200, 1536: the steps of content grids. */
export const gridBreakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export type Breakpoint = keyof typeof breakpoints;

export const media = {
  /** SPEC §9: mobile is 768 px or less. */
  mobile: `@media (max-width: ${breakpoints.md}px)`,
  desktop: `@media (min-width: ${breakpoints.md + 1}px)`,
  up: (name: Breakpoint) => `@media (min-width: ${breakpoints[name]}px)`,
  below: (name: Breakpoint) => `@media (max-width: ${breakpoints[name] - 1}px)`,
  gridUp: (name: keyof typeof gridBreakpoints) => `@media (min-width: ${gridBreakpoints[name]}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const layout = {
  /** SPEC §9: the header is 70 px high, the icon rail 80 px wide. */
  headerHeight: '70px',
  railWidth: '80px',
  contentWidth: '74rem',
  proseWidth: '46rem',
} as const;

export const space = (step: number): string => `${step * 0.25}rem`;

/** Each stack opens with the shipped core file's family and fontsource's (fonts/core-fonts.ts). */
export const fonts = {
  sans: `${coreStack(INTER_CORE)}, Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
  display: `${coreStack(FRAUNCES_CORE)}, Fraunces, Georgia, 'Times New Roman', serif`,
} as const;

/** The type scale: body sizes fixed, display sizes fluid between 320 px and 1280 px. */
export const typeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  base: '1rem',
  md: '1.125rem',
  lg: '1.25rem',
  xl: 'clamp(1.375rem, 1.2rem + 0.6vw, 1.625rem)',
  xxl: 'clamp(1.75rem, 1.45rem + 1.2vw, 2.375rem)',
  display: 'clamp(2.125rem, 1.5rem + 2.9vw, 3.5rem)',
} as const;

export const weights = { regular: 400, medium: 500, semibold: 600 } as const;

export const radii = { sm: '8px', md: '12px', lg: '18px', xl: '28px', pill: '999px' } as const;

export const shadows = {
  md: '0 2px 4px var(--color-shadow), 0 12px 32px var(--color-shadow)',
  lg: '0 4px 8px var(--color-shadow), 0 28px 64px var(--color-shadow)',
} as const;

/** Stacking order of the chrome, lowest first. */
export const layers = { header: 20, rail: 30, flyout: 40, drawer: 50, loading: 60 } as const;

export const motion = { fast: '140ms', base: '220ms', ease: 'cubic-bezier(0.2, 0.7, 0.2, 1)' } as const;

export interface Palette {
  /** The page and the quiet sections. */
  bg: string;
  /** Cards and the quote form. */
  surface: string;
  /** Panels that float above the page: fly-outs, the drawer, menus. */
  surfaceRaised: string;
  /** Wells and tinted bands inside a surface. */
  surfaceSunken: string;
  text: string;
  heading: string;
  muted: string;
  /** The brand colour as a fill: the current step, the chosen day, switches that are on. */
  brand: string;
  /** What sits on a `brand` fill. */
  onBrand: string;
  /** The brand colour as text and outlines on surfaces: chosen options, the current step's name. */
  brandInk: string;
  /** The gold of primary actions, with the ink that sits on it. */
  accent: string;
  accentHover: string;
  onAccent: string;
  link: string;
  border: string;
  borderStrong: string;
  field: string;
  fieldBorder: string;
  focus: string;
  selected: string;
  /** The header, rail and footer band, and what sits on it. */
  chrome: string;
  chromeRaised: string;
  onChrome: string;
  onChromeMuted: string;
  /** The page hero's gradient. */
  heroStart: string;
  heroEnd: string;
  shadow: string;
  scrim: string;
  danger: string;
  dangerBg: string;
  success: string;
  successBg: string;
  warning: string;
  warningBg: string;
  info: string;
  infoBg: string;
}

export const lightPalette: Palette = {
  bg: '#f6f5f1',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#efede7',
  text: '#14202f',
  heading: '#0b1f3a',
  muted: '#535d6b',
  brand: '#0b1f3a',
  onBrand: '#ffffff',
  brandInk: '#0b1f3a',
  accent: '#e8a54a',
  accentHover: '#f0b562',
  onAccent: '#1a1206',
  link: '#1b5aa0',
  border: '#e3e0d8',
  borderStrong: '#c9c4b8',
  field: '#ffffff',
  fieldBorder: '#8a93a0',
  focus: '#1b5aa0',
  selected: '#e9f0fa',
  chrome: '#0b1f3a',
  chromeRaised: '#132b4d',
  onChrome: '#ffffff',
  onChromeMuted: '#b9c6d8',
  heroStart: '#0b1f3a',
  heroEnd: '#24507e',
  shadow: 'rgb(11 31 58 / 9%)',
  scrim: 'rgb(6 14 27 / 55%)',
  danger: '#b42318',
  dangerBg: '#fdf0ee',
  success: '#1a6e3d',
  successBg: '#edf7f0',
  warning: '#8a5a00',
  warningBg: '#fdf6e6',
  info: '#1b5aa0',
  infoBg: '#ecf3fb',
};

/**
 * The night theme: lifted slate surfaces rather than black, a mid blue fill with white on it,
 * and a light blue for the brand as text, so the quote form reads as a card in the dark too.
 */
export const darkPalette: Palette = {
  bg: '#07090d',
  surface: '#111720',
  surfaceRaised: '#161d28',
  surfaceSunken: '#0c1016',
  text: '#e8ebf0',
  heading: '#f4f1ea',
  muted: '#a3acb9',
  brand: '#2f64c8',
  onBrand: '#ffffff',
  brandInk: '#9cc1ff',
  accent: '#e8a54a',
  accentHover: '#f0b562',
  onAccent: '#1a1206',
  link: '#8ab6ff',
  border: '#232a35',
  borderStrong: '#3a4452',
  field: '#0b1018',
  fieldBorder: '#7a8597',
  focus: '#8ab6ff',
  selected: '#16243a',
  chrome: '#0a0e15',
  chromeRaised: '#151b25',
  onChrome: '#f4f1ea',
  onChromeMuted: '#a3acb9',
  heroStart: '#0a1526',
  heroEnd: '#14304f',
  shadow: 'rgb(0 0 0 / 45%)',
  scrim: 'rgb(0 0 0 / 65%)',
  danger: '#ff8f80',
  dangerBg: '#2a1210',
  success: '#6fd39a',
  successBg: '#0f2419',
  warning: '#f2c46b',
  warningBg: '#2a2010',
  info: '#8ab6ff',
  infoBg: '#0f1c30',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** `--color-{name}` for one palette entry. */
export const colorVar = (name: keyof Palette): string => `var(--color-${kebab(name)})`;

/** The custom-property declarations of a palette, for `:root` and `:root.dark`. */
export const paletteDeclarations = (palette: Palette): string =>
  Object.entries(palette)
    .map(([name, value]) => `--color-${kebab(name)}: ${value};`)
    .join('\n');

export type ButtonVariant = 'primary' | 'secondary' | 'terciary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonLook {
  background: string;
  color: string;
  border: string;
  hoverBackground: string;
}

/**
 * SPEC §9's button variants. Secondary, terciary and ghost take their colour from the text they
 * sit in, so they work on the page, on cards and on the navy chrome alike.
 */
export const buttonVariants: Record<ButtonVariant, ButtonLook> = {
  primary: {
    background: colorVar('accent'),
    color: colorVar('onAccent'),
    border: 'transparent',
    hoverBackground: colorVar('accentHover'),
  },
  secondary: {
    background: 'transparent',
    color: 'inherit',
    border: 'color-mix(in srgb, currentColor 45%, transparent)',
    hoverBackground: 'color-mix(in srgb, currentColor 8%, transparent)',
  },
  terciary: {
    background: 'color-mix(in srgb, currentColor 9%, transparent)',
    color: 'inherit',
    border: 'transparent',
    hoverBackground: 'color-mix(in srgb, currentColor 15%, transparent)',
  },
  ghost: {
    background: 'transparent',
    color: 'inherit',
    border: 'transparent',
    hoverBackground: 'color-mix(in srgb, currentColor 9%, transparent)',
  },
};

/** SPEC §9's button sizes; the smallest still meets a 36 px touch target. */
export const buttonSizes: Record<ButtonSize, { height: string; paddingX: string; fontSize: string; gap: string }> = {
  small: { height: '36px', paddingX: space(3.5), fontSize: typeScale.sm, gap: space(1.5) },
  medium: { height: '44px', paddingX: space(5), fontSize: typeScale.base, gap: space(2) },
  large: { height: '54px', paddingX: space(7), fontSize: typeScale.md, gap: space(2.5) },
};

export type AlertVariant = 'success' | 'info' | 'warning' | 'error';

/** SPEC §9's alert variants: text, tinted background and the accent rule on the left. */
export const alertVariants: Record<AlertVariant, { color: string; background: string; accent: string }> = {
  success: { color: colorVar('text'), background: colorVar('successBg'), accent: colorVar('success') },
  info: { color: colorVar('text'), background: colorVar('infoBg'), accent: colorVar('info') },
  warning: { color: colorVar('text'), background: colorVar('warningBg'), accent: colorVar('warning') },
  error: { color: colorVar('text'), background: colorVar('dangerBg'), accent: colorVar('danger') },
};
