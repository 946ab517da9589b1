/** @jest-environment node */
import type { ChildProcess } from 'child_process';
import type { RunOptions } from '../shared/processes';
import {
  cmsPreviewEnv,
  HOSTED_PREVIEW_NOTE,
  previewLine,
  previewParts,
  previewPlan,
  previewPortsFrom,
} from './preview';

const ports = { site: 9000, buildHook: 9001, ...previewPortsFrom({}) };
const secretOf = (name: string) => `generated-${name}`;

describe("npm start's editors' preview", () => {
  it('runs on 9003 (its receiver on 9004) unless PREVIEW_PORT or PREVIEW_HOOK_PORT say otherwise', () => {
    expect(ports).toEqual({ site: 9000, buildHook: 9001, preview: 9003, previewHook: 9004 });
    expect(previewPortsFrom({ PREVIEW_PORT: '9203', PREVIEW_HOOK_PORT: '9204' })).toEqual({
      preview: 9203,
      previewHook: 9204,
    });
  });

  it('runs with the local CMS on secrets from .env, else generated once; with a hosted CMS only when .env names its token', () => {
    expect(previewPlan({ hosted: false, env: {}, secretOf })).toEqual({
      run: true,
      token: 'generated-CMS_PREVIEW_TOKEN',
      secret: 'generated-SITE_PREVIEW_SECRET',
    });
    expect(previewPlan({ hosted: true, env: { CMS_PREVIEW_TOKEN: ' ' }, secretOf })).toEqual({
      run: false,
      note: HOSTED_PREVIEW_NOTE,
    });
    expect(HOSTED_PREVIEW_NOTE).toContain('set CMS_PREVIEW_TOKEN');
    expect(previewPlan({ hosted: true, env: { CMS_PREVIEW_TOKEN: 'hosted-token' }, secretOf })).toEqual({
      run: true,
      token: 'hosted-token',
      secret: 'generated-SITE_PREVIEW_SECRET',
    });
  });

  it("tells the local CMS the preview's token, webhook, address and secret, the site's address and its builds'", () => {
    expect(cmsPreviewEnv(ports, { run: true, token: 'tok', secret: 'sec' })).toEqual({
      CMS_PREVIEW_TOKEN: 'tok',
      CMS_PREVIEW_HOOK_URL: 'http://127.0.0.1:9004/hooks/cms',
      SITE_PREVIEW_URL: 'http://localhost:9003',
      SITE_PREVIEW_SECRET: 'sec',
      SITE_URL: 'http://localhost:9000',
      SITE_BUILDS_URL: 'http://127.0.0.1:9001',
    });
  });

  it('supervises its receiver and server as background parts, each given only the secret it needs', async () => {
    const started: { file: string; args: string[]; env: NodeJS.ProcessEnv }[] = [];
    const asked: string[] = [];
    const parts = previewParts({
      ports,
      env: {
        PATH: '/bin',
        CMS_GRAPHQL_URL: 'http://127.0.0.1:1337/graphql',
        SITE_PREVIEW_SECRET: 'x',
        CMS_PREVIEW_TOKEN: 'y',
      },
      plan: { run: true, token: 'tok', secret: 'sec' },
      buildHookSecret: 'hook',
      startScript: (file: string, args: string[], options: RunOptions) => {
        started.push({ file, args, env: options.env ?? {} });
        return {} as ChildProcess;
      },
      answers: async (url) => {
        asked.push(url);
        return true;
      },
    });
    expect(parts.map((part) => [part.name, part.background])).toEqual([
      ['preview receiver', true],
      ['preview server', true],
    ]);
    const [receiver, server] = parts;
    receiver!.start(0);
    receiver!.start(1);
    server!.start(0);
    expect(started.map(({ file, args }) => [file, args])).toEqual([
      ['scripts/services/build-receiver.ts', ['--preview', '--port', '9004', '--build-on-start', 'npm start']],
      // A restart builds nothing on start: its catch-up does what is due.
      ['scripts/services/build-receiver.ts', ['--preview', '--port', '9004']],
      ['scripts/services/site-server/preview-serve.ts', ['--port', '9003']],
    ]);
    expect(started[0]!.env).toEqual({
      PATH: '/bin',
      CMS_GRAPHQL_URL: 'http://127.0.0.1:1337/graphql',
      BUILD_HOOK_SECRET: 'hook',
      CMS_PREVIEW_TOKEN: 'tok',
    });
    expect(started[2]!.env).toEqual({
      PATH: '/bin',
      CMS_GRAPHQL_URL: 'http://127.0.0.1:1337/graphql',
      SITE_PREVIEW_SECRET: 'sec',
    });
    await receiver!.ready!();
    await server!.ready!();
    expect(asked).toEqual(['http://127.0.0.1:9004/builds.json', 'http://localhost:9003/robots.txt']);
  });

  it('prints the link with its secret', () => {
    expect(previewLine(ports, 'a/b+c')).toBe('Preview of drafts (editors): http://localhost:9003/?preview=a%2Fb%2Bc');
  });
});
