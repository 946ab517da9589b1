import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';

/**
 * The page's boot script as the browser gets it: `page-boot.ts` bundled with the constants it
 * imports and minified, when the site is built (Gatsby's config and post-build step, the site
 * server and the tests all call this). Every page inlines this exact text, and the
 * Content-Security-Policy lists its hash, so both are computed from it.
 */

const SOURCE = 'page-boot.ts';
const SOURCE_IN_REPO = path.join('src', 'components', 'island', 'page-boot', SOURCE);

/**
 * The boot's source file. Beside this module when it runs from the source (tsx, Jest); Gatsby runs
 * its config and gatsby-node compiled into `.cache/compiled/`, so from there it is found under the
 * site's folder above.
 */
function sourceFile(): string {
  if (fs.existsSync(path.join(__dirname, SOURCE))) return path.join(__dirname, SOURCE);
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, SOURCE_IN_REPO))) return path.join(dir, SOURCE_IN_REPO);
    if (path.dirname(dir) === dir)
      throw new Error(`The page's boot script (${SOURCE_IN_REPO}) was not found above ${__dirname}`);
  }
}

/** esbuild's options: one browser script, its imports bundled in, minified. */
const OPTIONS = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  write: false,
  logLevel: 'silent',
} as const;

let built: string | null = null;

/**
 * Built by esbuild in a Node process of its own: esbuild refuses to run inside a page-like test
 * environment (jsdom's typed arrays are not Node's), and the result is the same text everywhere.
 */
export function builtPageBoot(): string {
  if (built !== null) return built;
  const file = sourceFile();
  const entry = `import { bootPage } from './${path.basename(file, '.ts')}';\nbootPage(document, window);\n`;
  const options = { ...OPTIONS, stdin: { contents: entry, resolveDir: path.dirname(file), loader: 'ts' } };
  const program = `process.stdout.write(require('esbuild').buildSync(${JSON.stringify(options)}).outputFiles[0].text)`;
  built = execFileSync(process.execPath, ['-e', program], { cwd: path.dirname(file), encoding: 'utf8' }).trim();
  return built;
}
