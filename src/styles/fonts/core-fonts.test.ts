/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { readFontTables, type FontTables } from './font-tables';
import { fonts, weights } from '../theme';
import { CORE_FEATURES, CORE_FONTS, CORE_WEIGHTS, coreFontFacesCss, unicodeRange } from './core-fonts';

const tablesOf = async (file: string) => readFontTables(fs.readFileSync(file));
const coreFile = (name: string) => path.join(__dirname, `${name}.woff2`);
// Jest maps a required .woff2 to a stand-in URL, so the package's file is found by its path.
const sourceFile = (source: string) => path.resolve(__dirname, '../../../node_modules', source);

describe('the core font files (scripts/generators/make-fonts.ts)', () => {
  const core = new Map<string, FontTables>();
  const source = new Map<string, FontTables>();
  beforeAll(async () => {
    for (const font of CORE_FONTS) {
      core.set(font.name, await tablesOf(coreFile(font.name)));
      source.set(font.name, await tablesOf(sourceFile(font.source)));
    }
  });

  it.each(CORE_FONTS.map((font) => [font.name, font] as const))(
    '%s maps exactly its characters that fontsource has, at a fraction of the bytes',
    (name, font) => {
      const expected = [...font.characters].map((character) => character.codePointAt(0)!);
      const kept = [...core.get(name)!.codePoints].sort((a, b) => a - b);
      expect(kept).toEqual(expected.filter((point) => source.get(name)!.codePoints.has(point)).sort((a, b) => a - b));
      expect(kept).toEqual(expect.arrayContaining([...'Aaz09$&?'].map((character) => character.codePointAt(0)!)));
      expect(fs.statSync(coreFile(name)).size).toBeLessThan(0.7 * fs.statSync(sourceFile(font.source)).size);
    },
  );

  it('keeps the weights the site sets, and the features it asks for', () => {
    for (const font of CORE_FONTS) {
      expect(core.get(font.name)!.axes).toEqual([
        expect.objectContaining({ tag: 'wght', min: CORE_WEIGHTS.min, max: CORE_WEIGHTS.max }),
      ]);
      // Only features the site may use (harfbuzz also drops those left with nothing to do, such as
      // mark positioning without combining marks); kerning stays.
      for (const tag of core.get(font.name)!.features) expect(CORE_FEATURES).toContain(tag);
      expect(core.get(font.name)!.features.has('kern')).toBe(true);
    }
    // Tabular figures (font-variant-numeric: tabular-nums); fractions, which nothing sets, go.
    expect(core.get('inter-core')!.features.has('tnum')).toBe(true);
    expect(source.get('inter-core')!.features.has('frac')).toBe(true);
    expect(core.get('inter-core')!.features.has('frac')).toBe(false);
    for (const weight of [...Object.values(weights), 700]) {
      expect(weight).toBeGreaterThanOrEqual(CORE_WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(CORE_WEIGHTS.max);
    }
  });

  it('are declared by core-fonts.css with the characters they hold', () => {
    const css = fs.readFileSync(path.join(__dirname, 'core-fonts.css'), 'utf8');
    expect(css).toBe(coreFontFacesCss((font) => core.get(font.name)!.codePoints));
    expect(css).toContain("font-family: 'Inter Core';");
    expect(css).toContain('src: url(./fraunces-core.woff2)');
  });
});

describe("the core files' families", () => {
  it('are one face each, first in the stacks, with the fontsource family that has the other characters next', () => {
    const css = fs.readFileSync(path.join(__dirname, 'core-fonts.css'), 'utf8');
    const declared = [...css.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]);
    expect(declared).toEqual(CORE_FONTS.map((font) => font.family));
    expect(fonts.sans.startsWith("'Inter Core', 'Inter Variable', ")).toBe(true);
    expect(fonts.display.startsWith("'Fraunces Core', 'Fraunces Variable', ")).toBe(true);
    for (const font of CORE_FONTS) {
      // Fontsource's stylesheet (gatsby-browser imports it) declares the stack's second family, and only it.
      const fontsource = fs.readFileSync(
        sourceFile(path.join(path.dirname(path.dirname(font.source)), 'wght.css')),
        'utf8',
      );
      const families = new Set([...fontsource.matchAll(/font-family: '([^']+)'/g)].map((match) => match[1]));
      expect([...families]).toEqual([font.sourceFamily]);
      expect(font.family).not.toBe(font.sourceFamily);
    }
  });
});

describe('unicodeRange', () => {
  it('joins runs of code points and writes single ones alone', () => {
    expect(unicodeRange([0x41, 0x20, 0x21, 0x22, 0x2022, 0x42])).toBe('U+0020-0022,U+0041-0042,U+2022');
    expect(unicodeRange([])).toBe('');
  });
});
