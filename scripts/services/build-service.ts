import express from 'express';
import type { Server } from 'http';
import os from 'os';
import path from 'path';
import { BuildQueue, buildsPerHour } from '../../src/builds/build-queue';
import { hookAuthorized, readHook } from '../../src/builds/build-hook';
import { BuildLock } from '../../src/builds/build-lock';
import {
  BuildStatus,
  LIVE_STATUS_PAGE,
  PREVIEW_STATUS_PAGE,
  STATUS_PAGE_POLICY,
  statusPage,
  type BuildRecord,
  type StatusPageOptions,
} from '../../src/builds/build-status';
import { catchUpIntervalMs, startCatchUp } from '../../src/builds/catch-up';
import { pipelinePaths, preparePreviewFolder, type Pipeline, type PipelinePaths } from '../../src/builds/pipelines';
import { fetchContentVersion } from '../../src/cms/queries/content-version';
import { buildSite, schemaFingerprint, type SiteBuilderOptions } from '../../src/builds/site-builder';
import { withoutLocalPaths } from '../../src/builds/shown-paths';
import { policySourcesFromEnv, securityHeaders } from '../../src/security/security-headers';
import { start } from '../shared/processes';
import { ROOT } from '../shared/repo-root';

/**
 * The editors' builds beside the site (issue 8): a receiver for the CMS's webhook that builds
 * the site incrementally and switches the served release when a build succeeds, and the status
 * of the last builds at /builds (JSON at /builds.json). The same service builds the editors'
 * preview from drafts (issue 29: `pipeline: 'preview'`), in a Gatsby folder, releases and records
 * of its own; the two take turns on the machine (src/builds/build-lock.ts), the live site first.
 */
export interface BuildServiceOptions {
  /** The repository. */
  root: string;
  /** Which build this service makes (default "live"; see src/builds/pipelines.ts). */
  pipeline?: Pipeline;
  /** Where its releases and records go, instead of the pipeline's own (bench/builds.ts keeps them apart). */
  paths?: Pick<PipelinePaths, 'releasesDir' | 'statusFile'>;
  port: number;
  host?: string;
  /** The shared secret the CMS's webhook sends as a bearer token. */
  secret: string;
  cmsGraphqlUrl: string;
  /**
   * The environment Gatsby builds with. The preview's must hold CMS_PREVIEW_TOKEN (its builds
   * read drafts with it); the live site's never passes it on (see gatsbyEnvironment).
   */
  env: NodeJS.ProcessEnv;
  /** Quiet time after the last webhook call before a build starts (default QUIET_SPELL_MS). */
  debounceMs?: number;
  /** How often to ask the CMS whether it changed without a webhook (0: never). Default: BUILD_CATCH_UP_MINUTES. */
  catchUpMs?: number;
  /** Builds that may start in any hour (calls past it wait, gathered). Default: BUILDS_PER_HOUR, else 30. */
  maxPerHour?: number;
  /**
   * Where each `gatsby build` runs: in a process group of its own (the default), or in this
   * process's group ("service"), for a receiver that runs as a process of its own: when it dies
   * (even by SIGKILL), npm start's supervisor empties its group, so no build it left behind goes
   * on writing public/ beside the next receiver's.
   */
  buildProcessGroup?: 'own' | 'service';
}

export interface BuildService {
  server: Server;
  queue: BuildQueue;
  releasesDir: string;
  /** Asks for a build (npm start's first) and waits until the queue is idle; gives the latest build.*/
  build(trigger: string): Promise<BuildRecord>;
  statusUrl: string;
  /** The builds' records, newest first. */
  latestBuilds(): Promise<BuildRecord[]>;
  /** Stops taking webhooks and asking the CMS (a build under way finishes). */
  stop(): void;
}

export const buildPaths = pipelinePaths;

/**
 * The quiet spell before a build. Strapi sends the calls of one editor's action (a publish: the
 * draft's update, then the publish; media with the entry) within a few milliseconds of each
 * other, so a short spell gathers them; every millisecond of it is added to publish-to-live. A
 * call that comes later than this is built by the next build, which the queue gathers.
 */
export const QUIET_SPELL_MS = 300;

/** The folder both pipelines' lock lives in. */
export const buildLockDir = (root: string) => path.join(root, 'var');

/**
 * The environment a pipeline's Gatsby runs with. The preview's: GATSBY_SITE_PREVIEW=true (the
 * pages carry the preview's banner and noindex) and the CMS_PREVIEW_TOKEN it reads drafts with,
 * required. The live site's: no GATSBY_SITE_PREVIEW, and CMS_PREVIEW_TOKEN set empty, so that
 * neither this process's environment nor gatsby-config's own reading of .env can make the live
 * site show a draft.
 */
export function gatsbyEnvironment(
  pipeline: Pipeline,
  env: NodeJS.ProcessEnv,
  cpus: number = os.cpus().length,
): NodeJS.ProcessEnv {
  const { GATSBY_SITE_PREVIEW: _preview, CMS_PREVIEW_TOKEN: token, ...rest } = env;
  const speed = editorsBuildSettings(rest, cpus);
  if (pipeline === 'live') return { ...rest, ...speed, CMS_PREVIEW_TOKEN: '' };
  if (!token?.trim()) throw new Error('CMS_PREVIEW_TOKEN is not set: the preview reads drafts with it');
  return { ...rest, ...speed, CMS_PREVIEW_TOKEN: token.trim(), GATSBY_SITE_PREVIEW: 'true' };
}

/**
 * What makes an editor's build quicker (issue 30), unless the environment says otherwise:
 * - KEEP_UNCHANGED_BUNDLES=1: Gatsby keeps its browser bundles and HTML renderer when nothing they
 *   are made from changed (patches/: kept-bundles.js), instead of spending seconds in webpack to
 *   write the same files. An editor's publish changes content, never code.
 * - GATSBY_CPU_COUNT=1 on a machine of two CPUs or fewer: Gatsby has a single worker there anyway,
 *   and with more than one CPU it restarts that worker between writing the pages' data and
 *   rendering their HTML (a second and a half here, for five pages); with one, the data is written
 *   in the main process and the worker is not restarted.
 */
export function editorsBuildSettings(env: NodeJS.ProcessEnv, cpus: number): NodeJS.ProcessEnv {
  // An empty setting (a copied .env.example) is no setting.
  const keep = env.KEEP_UNCHANGED_BUNDLES?.trim();
  const cpuCount = env.GATSBY_CPU_COUNT?.trim();
  return {
    KEEP_UNCHANGED_BUNDLES: keep || '1',
    GATSBY_CPU_COUNT: cpuCount || (cpus <= 2 ? '1' : undefined),
  };
}

/** Runs `gatsby <args>` in `dir`, its output both shown (labelled) and kept for the build's record. */
function gatsbyRunner(
  root: string,
  dir: string,
  env: NodeJS.ProcessEnv,
  processGroup: 'own' | 'service',
  label: string,
) {
  return (args: string[]) =>
    new Promise<string>((resolve, reject) => {
      const child = start(path.join(root, 'node_modules', '.bin', 'gatsby'), args, {
        cwd: dir,
        env,
        label,
        detached: processGroup === 'own',
      });
      let output = '';
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0
          ? resolve(output)
          : reject(
              Object.assign(new Error(`gatsby ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { output }),
            ),
      );
    });
}

/**
 * The headers of every answer of the receiver: the site's security headers, with a policy of the
 * status page's own (STATUS_PAGE_POLICY: its style sheet and nothing else).
 */
export const receiverHeaders = (): { key: string; value: string }[] =>
  securityHeaders(policySourcesFromEnv({})).map((header) =>
    header.key === 'Content-Security-Policy' ? { key: header.key, value: STATUS_PAGE_POLICY } : header,
  );

/** The receiver's routes: the CMS's webhook (shared secret), and the builds' status as HTML and JSON. */
export function createBuildHookApp({
  secret,
  queue,
  status,
  root = ROOT,
  drafts = false,
  page = LIVE_STATUS_PAGE,
  waitingFor = () => null,
}: {
  secret: string;
  queue: BuildQueue;
  status: BuildStatus;
  /** The project: paths in what the status shows are relative to it (src/builds/shown-paths.ts). */
  root?: string;
  /** A saved draft builds (the preview's receiver); see readHook. */
  drafts?: boolean;
  page?: StatusPageOptions;
  /** What the build that is due waits for before it may start, if anything (see BuildLock). */
  waitingFor?: () => string | null;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  const headers = receiverHeaders();
  app.use((_req, res, next) => {
    for (const { key, value } of headers) res.setHeader(key, value);
    next();
  });
  // The secret is checked before a byte of the body is read: a stranger's body is never parsed.
  const authorized: express.RequestHandler = (req, res, next) => {
    if (hookAuthorized(req.get('authorization'), secret)) return next();
    res.set('Connection', 'close').status(401);
    res.json({ status: 401, error: 'unauthorized', message: 'This hook needs the shared secret.' });
    return undefined;
  };
  app.post('/hooks/cms', authorized, express.json({ limit: '2mb' }), (req, res) => {
    const verdict = readHook(req.body, { drafts });
    if (!verdict.build) {
      res.status(200).json({ status: 200, build: false, message: verdict.reason });
      return;
    }
    res.status(202).json({ status: 202, build: true, state: queue.request(verdict.trigger) });
  });
  app.get('/builds.json', async (_req, res) => {
    const shown = { state: queue.state(), waitingFor: waitingFor(), cap: queue.cap(), builds: await status.list() };
    res.set('Cache-Control', 'no-store').json(withoutLocalPaths(shown, root));
  });
  app.get(['/builds', '/'], async (_req, res) => {
    const shown = withoutLocalPaths({ builds: await status.list(), cap: queue.cap(), waitingFor: waitingFor() }, root);
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(statusPage(shown.builds, queue.state(), shown.cap, { ...page, waitingFor: shown.waitingFor }));
  });

  // Whatever went wrong (a body that is not JSON, a malformed address) is answered plainly: no
  // stack trace, file path or dependency name.
  const answerErrors: express.ErrorRequestHandler = (error: { status?: number }, _req, res, _next) => {
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) process.stdout.write(`[builds] request failed: ${(error as Error).message}\n`);
    if (res.headersSent) return void res.destroy();
    res.status(status).json({
      status,
      error: status === 500 ? 'server_error' : 'bad_request',
      message: 'This request could not be handled.',
    });
  };
  app.use(answerErrors);
  return app;
}

export async function startBuildService(options: BuildServiceOptions): Promise<BuildService> {
  const {
    root,
    pipeline = 'live',
    port,
    host = '127.0.0.1',
    secret,
    cmsGraphqlUrl,
    env,
    debounceMs = QUIET_SPELL_MS,
    catchUpMs = catchUpIntervalMs(process.env),
    maxPerHour = buildsPerHour(process.env),
    buildProcessGroup = 'own',
  } = options;
  const preview = pipeline === 'preview';
  const { gatsbyDir, releasesDir, statusFile } = { ...buildPaths(root, pipeline), ...options.paths };
  const label = preview ? 'preview build' : 'build';
  const log = (line: string) => process.stdout.write(`[${preview ? 'preview builds' : 'builds'}] ${line}\n`);
  const status = new BuildStatus(statusFile);
  // One Gatsby process at a time on the machine, the live site's first (build-lock.ts). A live
  // build holds the lock from its start to its end; the preview takes it for each `gatsby` run
  // alone, so a live build that comes waits for one Gatsby run at most (not for both runs of a
  // preview's first build: its clean build and the one that settles its cache).
  const lock = new BuildLock({ dir: buildLockDir(root), pipeline });
  let waitingFor: string | null = null;
  const locked = <T>(work: () => Promise<T>, what: string): Promise<T> =>
    lock
      .run(
        () => {
          waitingFor = null;
          return work();
        },
        (holder) => {
          waitingFor = holder;
          log(`${what} waits for ${holder} to finish`);
        },
      )
      .finally(() => {
        waitingFor = null;
      });
  const buildEnv = gatsbyEnvironment(pipeline, env);
  const runGatsby = gatsbyRunner(root, gatsbyDir, buildEnv, buildProcessGroup, label);
  // The content version of what this pipeline builds: the drafts' for the preview (its token), so
  // its catch-up notices a missed save, not only a missed publish.
  const contentVersion = () => fetchContentVersion(cmsGraphqlUrl, undefined, buildEnv);
  const builder: SiteBuilderOptions = {
    root: gatsbyDir,
    releasesDir,
    status,
    gatsby: preview ? (args) => locked(() => runGatsby(args), `gatsby ${args.join(' ')}`) : runGatsby,
    fingerprint: () => schemaFingerprint(cmsGraphqlUrl),
    contentVersion,
    // The preview's pages post nothing: its server answers /api/* itself (preview-server.ts).
    functions: !preview,
    prepare: preview ? () => preparePreviewFolder(root, gatsbyDir) : undefined,
    log,
  };
  // One build at a time, whoever asks: the queue runs npm start's first build too.
  const queue = new BuildQueue({
    debounceMs,
    maxPerHour,
    build: (triggers, batch) =>
      preview ? buildSite(builder, triggers, batch) : locked(() => buildSite(builder, triggers, batch), 'The build'),
  });

  const app = createBuildHookApp({
    secret,
    queue,
    status,
    root,
    drafts: preview,
    page: preview ? PREVIEW_STATUS_PAGE : LIVE_STATUS_PAGE,
    waitingFor: () => waitingFor,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(port, host, () => resolve(listening));
    listening.once('error', reject);
  });
  const stopCatchUp =
    catchUpMs > 0
      ? startCatchUp({
          intervalMs: catchUpMs,
          contentVersion,
          lastBuiltVersion: async () => (await status.list())[0]?.contentVersion ?? null,
          queueIdle: () => queue.state() === 'idle',
          requestBuild: (trigger) => queue.request(trigger),
          log,
        })
      : () => undefined;
  return {
    server,
    queue,
    latestBuilds: () => status.list(),
    stop: () => {
      stopCatchUp();
      queue.stop();
      if (server.listening) server.close();
    },
    releasesDir,
    statusUrl: `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/builds`,
    build: async (trigger) => {
      queue.request(trigger);
      await queue.settled();
      const [latest] = await status.list();
      return latest;
    },
  };
}
