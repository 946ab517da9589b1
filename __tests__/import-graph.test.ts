/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';

/**
 * The source's import graph (issue 25): layers point one way and no two files need each other.
 * Every relative import, export-from, require and import() of src/ is read with TypeScript's own
 * pre-processor and resolved to its file. Today's exceptions are listed below, each to be removed
 * by the step that fixes it; the test fails when one is fixed and still listed, so the list only
 * shrinks.
 */
const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');

/**
 * Each top folder of src/ and its layer, lowest first (docs/style.md): a folder imports its own
 * layer or a lower one, never a higher. The domain folders share a layer (the cycle check keeps
 * them from needing each other).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['types', 'routes', 'testing', 'text'],
  ['runtime'],
  [
    'cms',
    'lookups',
    'pricing',
    'quote',
    'leads',
    'orders',
    'builds',
    'locations',
    'menu',
    'analytics',
    'color-theme',
    'hooks',
    'styles',
  ],
  ['components'],
  ['templates'],
  ['gatsby', 'security'],
  ['server'],
  ['api'],
];

/** Imports that run up the layers today: "from -> to", paths under src/. */
const UPWARD_TODAY = new Set<string>([]);

/** Files that need each other today, each cycle as its sorted files joined by " <-> ". */
const CYCLES_TODAY = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((imported) => imported.fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null && target.startsWith(SRC) && /\.tsx?$/.test(target));
    graph.set(relative(file), [...new Set(targets.map(relative))]);
  }
  return graph;
}

const layerOf = (file: string) => {
  const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : '';
  return LAYERS.findIndex((layer) => layer.includes(folder));
};

/** Tarjan's strongly connected components with more than one file. */
function cycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('the import graph of src/', () => {
  const graph = importGraph();

  it('reads every file, and every relative import resolves to one', () => {
    expect(graph.size).toBeGreaterThan(400);
    const unresolved = [...graph.keys()].flatMap((file) => {
      const info = ts.preProcessFile(fs.readFileSync(path.join(SRC, file), 'utf8'), true, true);
      return info.importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.') && !/\.(json|css|svg|png|jpg|webp|woff2?)$/.test(specifier))
        .filter((specifier) => resolve(path.join(SRC, file), specifier) === null)
        .map((specifier) => `${file}: ${specifier}`);
    });
    expect(unresolved).toEqual([]);
  });

  it('puts every top folder of src/ in a layer', () => {
    const folders = fs
      .readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => LAYERS.every((layer) => !layer.includes(folder)))).toEqual([]);
  });

  it('has no import that runs up the layers, but the ones still to move (and lists none that moved)', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets.filter((target) => layerOf(target) > layerOf(file)).map((target) => `${file} -> ${target}`),
    );
    expect(upward.sort()).toEqual([...UPWARD_TODAY].sort());
  });

  it('has no two files that need each other, but the ones still to part (and lists none that parted)', () => {
    expect(
      cycles(graph)
        .map((files) => files.join(' <-> '))
        .sort(),
    ).toEqual([...CYCLES_TODAY].sort());
  });
});
