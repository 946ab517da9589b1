/**
 * Cuts the shipped fonts' core files (src/styles/fonts/core-fonts.ts says what they keep) from
 * fontsource's Latin files and writes them, with the CSS that declares them, into src/styles/fonts/.
 * Run it again after changing core-fonts.ts or updating @fontsource-variable:
 *   npx tsx scripts/generators/make-fonts.ts
 */
import fs from 'fs';
import path from 'path';
import subsetFont from 'subset-font';
import { CORE_FEATURES, CORE_FONTS, CORE_WEIGHTS, coreFontFacesCss } from '../../src/styles/fonts/core-fonts';
import { readFontTables } from '../../src/styles/fonts/font-tables';
import { ROOT } from '../shared/repo-root';

const FONTS_DIR = path.join(ROOT, 'src', 'styles', 'fonts');

async function main() {
  const kept = new Map<string, Set<number>>();
  for (const font of CORE_FONTS) {
    const source = fs.readFileSync(require.resolve(font.source));
    const core = await subsetFont(source, font.characters, {
      targetFormat: 'woff2',
      keepFeatures: CORE_FEATURES,
      variationAxes: { wght: { min: CORE_WEIGHTS.min, max: CORE_WEIGHTS.max } },
    });
    fs.writeFileSync(path.join(FONTS_DIR, `${font.name}.woff2`), core);
    kept.set(font.name, (await readFontTables(core)).codePoints);
    console.log(
      `${font.name}.woff2: ${(core.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
    );
  }
  fs.writeFileSync(
    path.join(FONTS_DIR, 'core-fonts.css'),
    coreFontFacesCss((font) => kept.get(font.name)!),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
