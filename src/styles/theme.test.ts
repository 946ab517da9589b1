import { darkPalette, lightPalette, paletteDeclarations, type Palette } from './theme';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b2] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const channel = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b2);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

type Pair = [keyof Palette | '#ffffff', keyof Palette, number];

/** Text on its backgrounds needs 4.5:1; borders, focus rings and the alert rule 3:1. */
const PAIRS: Pair[] = [
  ...(['bg', 'surface', 'surfaceRaised', 'surfaceSunken'] as const).flatMap((back): Pair[] => [
    ['text', back, 4.5],
    ['heading', back, 4.5],
    ['muted', back, 4.5],
    ['link', back, 4.5],
    ['focus', back, 3],
  ]),
  // The quote form: the brand as text on surfaces and the selected choice, and what sits on a brand fill.
  ['brandInk', 'surface', 4.5],
  ['brandInk', 'selected', 4.5],
  ['brandInk', 'bg', 4.5],
  ['onBrand', 'brand', 4.5],
  ['text', 'selected', 4.5],
  ['danger', 'surface', 4.5],
  ['success', 'surface', 4.5],
  ['fieldBorder', 'field', 3],
  ['onAccent', 'accent', 4.5],
  ['onAccent', 'accentHover', 4.5],
  ...(['chrome', 'chromeRaised', 'heroStart', 'heroEnd'] as const).flatMap((back): Pair[] => [
    ['onChrome', back, 4.5],
    ['onChromeMuted', back, 4.5],
  ]),
  ['accent', 'chrome', 3],
  ...(['success', 'info', 'warning', 'danger'] as const).flatMap((tone): Pair[] => [
    ['text', `${tone}Bg` as keyof Palette, 4.5],
    [tone, `${tone}Bg` as keyof Palette, 3],
  ]),
];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('the %s palette', (_name, palette) => {
  const colour = (name: keyof Palette | '#ffffff') => (name.startsWith('#') ? name : palette[name as keyof Palette]);

  it.each(PAIRS)('%s on %s reaches %d:1', (front, back, minimum) => {
    expect(contrast(colour(front), colour(back))).toBeGreaterThanOrEqual(minimum);
  });

  it('declares every colour the quote form reads', () => {
    const css = paletteDeclarations(palette);
    for (const name of [
      'bg',
      'surface',
      'text',
      'muted',
      'brand',
      'on-brand',
      'brand-ink',
      'accent',
      'link',
      'border',
      'field',
      'field-border',
      'focus',
      'danger',
      'success',
      'selected',
    ]) {
      expect(css).toMatch(new RegExp(`--color-${name}: #[0-9a-f]{6};`));
    }
  });
});

it('gives both themes the same set of colours', () => {
  expect(Object.keys(darkPalette).sort()).toEqual(Object.keys(lightPalette).sort());
});
