/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { pipelinePaths, preparePreviewFolder } from './pipelines';

describe("the preview's own Gatsby folder", () => {
  let root: string;
  let gatsbyDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pipelines-'));
    for (const file of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json']) {
      write(file, `// ${file}`);
    }
    write('tsconfig.json', '{}');
    write('node_modules/gatsby/index.js', '');
    write('static/favicon.ico', 'icon');
    write('plugins/cms-preflight/gatsby-node.ts', 'v1');
    write('src/templates/home.tsx', 'home');
    write('src/routes.ts', 'routes');
    write('src/api/createLead.ts', 'lead');
    gatsbyDir = pipelinePaths(root, 'preview').gatsbyDir;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps its .cache/, public/, releases and records apart from the live build’s', () => {
    const live = pipelinePaths(root, 'live');
    const preview = pipelinePaths(root, 'preview');
    expect(live.gatsbyDir).toBe(root);
    expect(preview.gatsbyDir).toBe(path.join(root, 'var', 'preview', 'site'));
    expect(preview.releasesDir).toBe(path.join(root, 'var', 'preview', 'releases'));
    expect(preview.statusFile).not.toBe(live.statusFile);
    expect(preview.releasesDir).not.toBe(live.releasesDir);
  });

  it("links the repository's sources, copies what Parcel compiles, and leaves the Functions out", () => {
    preparePreviewFolder(root, gatsbyDir);
    const isLink = (name: string) => fs.lstatSync(path.join(gatsbyDir, name)).isSymbolicLink();
    for (const name of ['gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json', 'node_modules', 'static']) {
      expect(isLink(name)).toBe(true);
    }
    expect(isLink('src')).toBe(false);
    expect(isLink('src/templates')).toBe(true);
    expect(fs.readFileSync(path.join(gatsbyDir, 'src', 'templates', 'home.tsx'), 'utf8')).toBe('home');
    expect(fs.existsSync(path.join(gatsbyDir, 'src', 'api'))).toBe(false);
    expect(isLink('gatsby-config.ts')).toBe(false);
    expect(isLink('plugins')).toBe(false);
    expect(fs.readFileSync(path.join(gatsbyDir, 'plugins', 'cms-preflight', 'gatsby-node.ts'), 'utf8')).toBe('v1');
  });

  it("follows the repository: a changed copy is rewritten, an unchanged one is left (Parcel's cache), src/ entries come and go", () => {
    preparePreviewFolder(root, gatsbyDir);
    const config = path.join(gatsbyDir, 'gatsby-config.ts');
    const longAgo = new Date('2026-01-01T00:00:00Z');
    fs.utimesSync(config, longAgo, longAgo);
    write('plugins/cms-preflight/gatsby-node.ts', 'v2');
    write('src/menu/tree.ts', 'menu');
    fs.rmSync(path.join(root, 'src', 'routes.ts'));
    preparePreviewFolder(root, gatsbyDir);
    expect(fs.statSync(config).mtime).toEqual(longAgo);
    expect(fs.readFileSync(path.join(gatsbyDir, 'plugins', 'cms-preflight', 'gatsby-node.ts'), 'utf8')).toBe('v2');
    expect(fs.readFileSync(path.join(gatsbyDir, 'src', 'menu', 'tree.ts'), 'utf8')).toBe('menu');
    expect(fs.existsSync(path.join(gatsbyDir, 'src', 'routes.ts'))).toBe(false);
  });

  it('refuses to replace a real folder where a link belongs', () => {
    fs.mkdirSync(path.join(gatsbyDir, 'static'), { recursive: true });
    expect(() => preparePreviewFolder(root, gatsbyDir)).toThrow(/static is not a link/);
  });
});
