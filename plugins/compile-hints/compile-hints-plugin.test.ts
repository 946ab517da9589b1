/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { SourceMapConsumer } from 'source-map';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin';

/** A real webpack build, minified and with source maps as Gatsby's production bundle is. */
async function build(dir: string, hinted = ['framework']) {
  fs.writeFileSync(
    path.join(dir, 'framework.js'),
    'export function renderGreeting(name) {\n  return "Hello, " + name.trim();\n}\nconsole.log(renderGreeting(" visitor "));\n',
  );
  fs.writeFileSync(
    path.join(dir, 'quote-form.js'),
    'export const late = () => "loaded when needed";\nconsole.log(late());\n',
  );
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { framework: './framework.js', 'quote-form': './quote-form.js' },
    output: { path: path.join(dir, hinted.length ? 'out' : 'plain'), filename: '[name]-[contenthash].js' },
    devtool: 'source-map',
    optimization: { minimize: true, minimizer: [new TerserPlugin()], realContentHash: true },
    plugins: [new CompileHintsPlugin(hinted)],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result!))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
  const out = path.join(dir, hinted.length ? 'out' : 'plain');
  const files = fs.readdirSync(out);
  const read = (prefix: string, ext = '.js') =>
    fs.readFileSync(
      path.join(
        out,
        files.find((file) => file.startsWith(prefix) && file.endsWith(ext))!,
      ),
      'utf8',
    );
  return { files, read };
}

describe('CompileHintsPlugin', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('opens the named chunks with the compile hint after minification, and leaves the others', async () => {
    const { read } = await build(dir);
    const framework = read('framework-');
    expect(framework.startsWith(COMPILE_HINT)).toBe(true);
    expect(framework.split('\n')[1]).not.toMatch(/^\s/); // minified code follows on the next line
    expect(read('quote-form-').includes('allFunctionsCalledOnLoad')).toBe(false);
  });

  it("keeps the source map true to the file and the file's name true to its content", async () => {
    const { read, files } = await build(dir);
    const code = read('framework-');
    const line = 2;
    const column = code.split('\n')[line - 1]!.indexOf('.trim()');
    expect(column).toBeGreaterThan(0);
    const original = await SourceMapConsumer.with(JSON.parse(read('framework-', '.js.map')), null, (map) =>
      map.originalPositionFor({ line, column: column + 1 }),
    );
    expect(original).toMatchObject({ source: 'webpack:///framework.js', line: 2 });
    // The content hash in a hinted file's name is of the hinted content: it differs from the
    // same build's without hints, where the other chunk's name stays the same.
    const plain = await build(dir, []);
    const named = (list: string[], prefix: string) =>
      list.find((file) => file.startsWith(prefix) && file.endsWith('.js'));
    expect(named(files, 'framework-')).not.toBe(named(plain.files, 'framework-'));
    expect(named(files, 'quote-form-')).toBe(named(plain.files, 'quote-form-'));
  });
});
