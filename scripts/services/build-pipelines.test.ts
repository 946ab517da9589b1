/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { currentRelease } from '../../src/builds/releases';
import { buildPaths, startBuildService, type BuildService } from './build-service';

/**
 * The live site's receiver and the preview's side by side on one repository, as npm start runs
 * them, with a stand-in for `gatsby` (a script that logs each run: its folder, its command, its
 * environment, when it starts and ends) and for the CMS. What is checked is the services' own
 * work: the folders, the environments, the releases, and that two Gatsby runs never overlap, the
 * live build first.
 */
describe('the live and preview pipelines on one machine', () => {
  let root: string;
  let cms: http.Server;
  let cmsUrl: string;
  let log: string;
  const services: BuildService[] = [];

  const write = (file: string, text: string, mode?: number) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text, { mode });
  };

  beforeEach(async () => {
    root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'pipelines-')));
    log = path.join(root, 'gatsby.log');
    for (const file of ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-browser.tsx', 'gatsby-ssr.tsx', 'package.json']) {
      write(file, '');
    }
    write('plugins/cms-preflight/gatsby-node.ts', '');
    write('src/templates/home.tsx', '');
    write('src/api/createLead.ts', '');
    write('static/favicon.ico', '');
    // `gatsby clean` empties the folder's output; `gatsby build` writes a page and the Functions' manifest.
    write(
      'node_modules/.bin/gatsby',
      [
        '#!/bin/sh',
        'echo "start $1 $(pwd) preview=${GATSBY_SITE_PREVIEW:-unset} token=[$CMS_PREVIEW_TOKEN]" >> "$GATSBY_LOG"',
        'sleep 0.3',
        'if [ "$1" = clean ]; then rm -rf public .cache; else',
        '  mkdir -p public .cache/functions && echo "<p>$(date +%s%N)</p>" > public/index.html && echo "[]" > .cache/functions/manifest.json',
        'fi',
        'echo "end $1 $(pwd)" >> "$GATSBY_LOG"',
        '',
      ].join('\n'),
      0o755,
    );
    cms = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk));
      req.on('end', () => {
        const data = body.includes('__schema')
          ? { __schema: { types: [] } }
          : { contentVersion: { fingerprint: 'v1' } };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data }));
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/graphql`;
  });

  afterEach(async () => {
    for (const service of services.splice(0)) {
      service.stop();
      await service.queue.settled();
    }
    await new Promise((resolve) => cms.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  const start = async (pipeline: 'live' | 'preview') => {
    const service = await startBuildService({
      root,
      pipeline,
      port: 0,
      secret: 'hook-secret',
      cmsGraphqlUrl: cmsUrl,
      env: { PATH: process.env.PATH, GATSBY_LOG: log, CMS_PREVIEW_TOKEN: 'preview-token' },
      debounceMs: 10,
      catchUpMs: 0,
    });
    services.push(service);
    return service;
  };
  const runs = () =>
    fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(check()).toBe(true);
  };

  it('builds each in its own folder and environment, one Gatsby run at a time, the live build first', async () => {
    const live = await start('live');
    const preview = await start('preview');
    const previewDir = buildPaths(root, 'preview').gatsbyDir;

    // The preview's first build starts (a clean, then two builds); a live build is asked for meanwhile.
    const previewBuilt = preview.build('npm start');
    await waitFor(() => fs.existsSync(log) && runs().length >= 1);
    const liveBuilt = live.build('entry.publish blog “A”');
    const [previewRecord, liveRecord] = await Promise.all([previewBuilt, liveBuilt]);
    expect(previewRecord.result).toBe('succeeded');
    expect(liveRecord.result).toBe('succeeded');

    const lines = runs();
    // Never two at once: every start is followed by its own end.
    for (let i = 0; i < lines.length; i += 2) {
      expect(lines[i]![0]).toBe('start');
      expect(lines[i + 1]!.slice(0, 3)).toEqual(['end', lines[i]![1], lines[i]![2]]);
    }
    // The live build came in after the preview's run under way, and ran whole before the preview went on.
    const order = lines
      .filter((line) => line[0] === 'start')
      .map((line) => `${line[2] === root ? 'live' : 'preview'} ${line[1]}`);
    expect(order).toEqual([
      'preview clean',
      'live clean',
      'live build',
      'live build',
      'preview build',
      'preview build',
    ]);
    const starts = lines.filter((line) => line[0] === 'start');
    for (const line of starts) {
      if (line[2] === root) expect(line.slice(3)).toEqual(['preview=unset', 'token=[]']);
      else {
        expect(line[2]).toBe(previewDir);
        expect(line.slice(3)).toEqual(['preview=true', 'token=[preview-token]']);
      }
    }

    // Releases and records of their own; the preview's without Functions, and its folder without them.
    const liveRelease = (await currentRelease(buildPaths(root, 'live').releasesDir))!;
    const previewRelease = (await currentRelease(buildPaths(root, 'preview').releasesDir))!;
    expect(fs.existsSync(path.join(liveRelease, 'functions', 'manifest.json'))).toBe(true);
    expect(fs.existsSync(path.join(previewRelease, 'public', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(previewRelease, 'functions'))).toBe(false);
    expect(fs.existsSync(path.join(previewDir, 'src', 'templates'))).toBe(true);
    expect(fs.existsSync(path.join(previewDir, 'src', 'api'))).toBe(false);
    expect((await live.latestBuilds()).map((b) => b.triggers)).toEqual([['entry.publish blog “A”']]);
    expect((await preview.latestBuilds()).map((b) => b.triggers)).toEqual([['npm start']]);
    expect(fs.existsSync(path.join(root, 'var', 'build.lock'))).toBe(false);
  });

  it('lets a live build wait for one preview Gatsby run at most, and shows the wait on the status', async () => {
    const live = await start('live');
    const preview = await start('preview');
    await Promise.all([live.build('npm start'), preview.build('npm start')]);
    fs.writeFileSync(log, '');

    // An incremental preview build runs; a live one is asked for during it.
    const previewBuilt = preview.build('entry.update home “Hero” (draft)');
    await waitFor(() => runs().length >= 1 && runs()[0]![0] === 'start');
    const liveBuilt = live.build('entry.publish home “Hero”');
    await waitFor(() => live.queue.state() === 'building');
    const port = (live.server.address() as AddressInfo).port;
    const status = (await (await fetch(`http://127.0.0.1:${port}/builds.json`)).json()) as {
      waitingFor: string | null;
    };
    expect(status.waitingFor).toBe("the preview's build");
    await Promise.all([previewBuilt, liveBuilt]);
    expect(
      runs()
        .filter((line) => line[0] === 'start')
        .map((line) => (line[2] === root ? 'live' : 'preview')),
    ).toEqual(['preview', 'live']);
  });
});
