import type { Compiler } from 'webpack';

/**
 * V8's compile hint (Chromium 136 and later): a script that opens with this comment has all its
 * functions compiled while it streams in, off the main thread, instead of each one on the main
 * thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The scripts every page runs as it starts (React, Gatsby's runtime, the components every page
 * shares), which call most of their functions while the page hydrates.
 */
export const STARTUP_CHUNKS = ['framework', 'app', 'commons'];

/**
 * Puts the compile hint at the top of the named chunks' files, after minification and before the
 * source maps and content hashes are made, so both still match the files.
 */
export class CompileHintsPlugin {
  constructor(private readonly chunkNames: string[] = STARTUP_CHUNKS) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
