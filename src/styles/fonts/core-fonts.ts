/**
 * The shipped fonts' core files. Inter (text) and Fraunces (headings) come from @fontsource-variable,
 * whose Latin files carry every weight from 100 to 900 and some 250 characters: 85 KB that a phone
 * fetched before it could paint text. Each family's core file (made by
 * scripts/generators/make-fonts.ts) keeps only the weights the site sets, the characters its pages
 * are written in and the OpenType features it uses: about half the bytes, and it is the file each
 * page preloads.
 *
 * A core file is a family of its own ('Inter Core'), named first in the theme's font stacks, with
 * fontsource's family ('Inter Variable', seven faces by script) right after it: a character outside
 * the core (a name with a letter from another language, a heading with an accent) comes from
 * fontsource's file that has it. Kept apart, the core family is one face: declared inside
 * fontsource's family, as an eighth face beside seven never loaded, it left a phone's first layout
 * of each page about twice as long (bench/first-render.ts).
 */

/** Printable ASCII: U+0020 to U+007E. */
const ASCII = String.fromCharCode(...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index));

/** Latin-1's letters and signs (U+00A0 to U+00FF): the accents of customers' and places' names. */
const LATIN_1 = String.fromCharCode(...Array.from({ length: 0x100 - 0xa0 }, (_, index) => 0xa0 + index));

/**
 * The typography editors' text and the site's own use: dashes, curly quotes, the bullet, the
 * ellipsis, primes, the euro and trade mark signs, the minus, arrows, the narrow spaces and the
 * non-breaking hyphen.
 */
const PUNCTUATION =
  '\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u2039\u203a' +
  '\u20ac\u2122\u2212\u2190\u2191\u2192\u2193\u2194\u2009\u200a\u202f';

/**
 * The weights the site sets (theme.ts's 400, 500 and 600, and 700 for bold text). The files are cut
 * to this stretch of their weight axis.
 */
export const CORE_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * The OpenType features kept where fontsource's file has them: the ones browsers apply to Latin
 * text by themselves, and those the site asks for (`tnum` for tabular figures; the body's `cv11`
 * and `ss01`, which fontsource's Inter does not carry).
 */
export const CORE_FEATURES = [
  'ccmp', 'locl', 'rvrn', 'mark', 'mkmk', 'abvm', 'blwm', 'calt', 'clig', 'curs', 'dist', 'kern',
  'liga', 'rclt', 'rlig', 'cv11', 'ss01', 'tnum',
] as const; // prettier-ignore

export interface CoreFont {
  /** The core face's own family, first in the theme's font stack. */
  family: string;
  /** The family fontsource's faces declare, next in the stack for characters the core lacks. */
  sourceFamily: string;
  /** The file's name in src/styles/fonts/, without `.woff2`. */
  name: string;
  /** Fontsource's Latin file the core is cut from (a module path). */
  source: string;
  /** The characters kept (those the source has). */
  characters: string;
}

export const [INTER_CORE, FRAUNCES_CORE]: [CoreFont, CoreFont] = [
  {
    family: 'Inter Core',
    sourceFamily: 'Inter Variable',
    name: 'inter-core',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    characters: ASCII + LATIN_1 + PUNCTUATION,
  },
  {
    // Headings: English words and figures; an accented heading brings fontsource's Latin file.
    family: 'Fraunces Core',
    sourceFamily: 'Fraunces Variable',
    name: 'fraunces-core',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    characters: ASCII + PUNCTUATION,
  },
];

export const CORE_FONTS: CoreFont[] = [INTER_CORE, FRAUNCES_CORE];

/** A font stack's head: the core family, then fontsource's family for what the core lacks. */
export const coreStack = (font: CoreFont): string => `'${font.family}', '${font.sourceFamily}'`;

/** Code points as a CSS `unicode-range` (U+0020-007E,U+00A0-00FF,…). */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const ranges: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    ranges.push(
      sorted[index] === sorted[end] ? `U+${hex(sorted[index]!)}` : `U+${hex(sorted[index]!)}-${hex(sorted[end]!)}`,
    );
    index = end + 1;
  }
  return ranges.join(',');
}

/**
 * The core faces, for src/styles/fonts/core-fonts.css. Their descriptors are fontsource's (weight
 * 100 to 900, swap), and their unicode-range is the characters their file holds, so a character
 * outside it goes on to the next family of the stack without fetching the core file for nothing.
 */
export function coreFontFacesCss(codePointsOf: (font: CoreFont) => Iterable<number>): string {
  const faces = CORE_FONTS.map(
    (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${font.name}.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange(codePointsOf(font))};
}
`,
  );
  return `/* Made by scripts/generators/make-fonts.ts from src/styles/fonts/core-fonts.ts: do not edit. */\n${faces.join('\n')}`;
}
