/**
 * `npm start`: runs the whole site on its embedded defaults. Starts the local Strapi (seeding it
 * and building its admin UI the first time), builds the site from it, serves the built site with
 * its Functions on http://localhost:9000, and runs the outbox relay that delivers each lead to the
 * CRM and by e-mail. Once the site is ready, the editors' preview of drafts starts beside it
 * (http://localhost:9003, behind a secret; preview.ts). With CMS_GRAPHQL_URL set, builds from that
 * CMS instead. Every part runs as a child process that its supervisor (supervisor.ts) starts
 * again when it exits, and reports at http://127.0.0.1:9002/health. Ctrl-C stops everything it started.
 */
import { randomBytes } from 'crypto';
import dotenv from 'dotenv';
import path from 'path';
import type { BuildRecord } from '../../src/builds/build-status';
import { fetchGraphql } from '../../src/cms/fetch-graphql';
import { serverSecret } from '../../src/runtime/secrets';
import { buildPaths } from '../services/build-service';
import { cmsHealthy, prepareCms, QUIET_ENV, spawnCms } from './cms';
import { cmsPreviewEnv, previewLine, previewParts, previewPlan, previewPortsFrom, type PreviewPlan } from './preview';
import { note, stage } from '../shared/log';
import { answers, start, stopAll, stopAllOnSignals, type RunOptions } from '../shared/processes';
import { ROOT } from '../shared/repo-root';
import { serveHealth, Supervisor } from './supervisor';

dotenv.config({ path: path.join(ROOT, '.env') });

const SITE_PORT = Number(process.env.SITE_PORT || 9000);
const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const BUILD_HOOK_PORT = Number(process.env.BUILD_HOOK_PORT || 9001);
const HEALTH_PORT = Number(process.env.HEALTH_PORT || 9002);
/** The CMS's webhook proves itself with this; a fresh one each run unless .env fixes it. */
const BUILD_HOOK_SECRET = process.env.BUILD_HOOK_SECRET?.trim() || randomBytes(24).toString('hex');
const RECEIVER_ORIGIN = `http://127.0.0.1:${BUILD_HOOK_PORT}`;
const FIRST_BUILD_TRIGGER = 'npm start';
const PREVIEW_PORTS = { site: SITE_PORT, buildHook: BUILD_HOOK_PORT, ...previewPortsFrom(process.env) };
/** The editors' preview: on for the local CMS; for a hosted one, when .env names its token. */
const PREVIEW: PreviewPlan = previewPlan({
  hosted: Boolean(process.env.CMS_GRAPHQL_URL?.trim()),
  env: process.env,
  secretOf: (name) => serverSecret(name, false),
});

/**
 * A TypeScript script run by Node itself with tsx's loader (not through the tsx command, which
 * runs it in a second process): the pid the supervisor reports and signals is then the server
 * itself, and nothing of it outlives that process.
 */
const startScript = (file: string, args: string[], options: RunOptions) =>
  start(process.execPath, ['--import', 'tsx', file, ...args], { cwd: ROOT, ...options });

const supervisor = new Supervisor();

async function cmsAnswers(graphqlUrl: string): Promise<boolean> {
  await fetchGraphql(graphqlUrl, { query: '{ __typename }' }, { timeoutMs: 5000, quiet: true });
  return true;
}

/** Rejects after `ms` with `message`, unless `promise` settles first. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function chooseCms(): Promise<string> {
  const hosted = process.env.CMS_GRAPHQL_URL?.trim();
  if (hosted) {
    stage(`Using the CMS at ${hosted} (CMS_GRAPHQL_URL)`);
    if (!(await cmsAnswers(hosted).catch(() => false))) {
      throw new Error(
        [
          `The CMS did not answer at ${hosted}.`,
          'Check that it is running and that the URL ends in /graphql, or unset CMS_GRAPHQL_URL',
          'so that `npm start` starts the local CMS in cms/ instead.',
        ].join('\n'),
      );
    }
    return hosted;
  }

  const localUrl = `http://127.0.0.1:${CMS_PORT}/graphql`;
  if (await cmsAnswers(localUrl).catch(() => false)) {
    stage(`A local CMS already answers at ${localUrl}: using it`);
    return localUrl;
  }
  stage('Preparing the local CMS (Strapi 5, SQLite in cms/.tmp)');
  await prepareCms({ adminUi: true });
  stage(`Starting the local CMS on port ${CMS_PORT} (it seeds its content on the first start)`);
  const origin = `http://127.0.0.1:${CMS_PORT}`;
  // Only the CMS npm start started is its to supervise (not a hosted one, nor one already running).
  await within(
    supervisor.add({
      name: 'cms',
      start: () =>
        spawnCms({
          port: CMS_PORT,
          serveAdmin: true,
          // Every publish calls the build receiver below (the "Site build" webhook), every save the
          // preview's ("Site preview"), which npm start starts once the site is ready.
          env: {
            CMS_BUILD_HOOK_URL: `${RECEIVER_ORIGIN}/hooks/cms`,
            BUILD_HOOK_SECRET,
            ...(PREVIEW.run ? cmsPreviewEnv(PREVIEW_PORTS, PREVIEW) : {}),
          },
        }).process,
      ready: () => cmsHealthy(origin),
    }),
    600_000,
    `The CMS at ${origin}: no answer within 600 s`,
  );
  note(`CMS ready: GraphQL at ${origin}/graphql`);
  note(`Editors: open ${origin}/admin`);
  note(
    process.env.CMS_ADMIN_EMAIL
      ? `  and sign in as ${process.env.CMS_ADMIN_EMAIL} (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD in .env).`
      : '  The first visitor there creates the first admin account (or set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD in .env).',
  );
  return `${origin}/graphql`;
}

/**
 * npm start's first build, which the receiver runs as it starts (--build-on-start): its record
 * on /builds.json, once it has a result. It started after `since`, so an older "npm start" build
 * in the list is never taken for it.
 */
async function firstBuild(since: number): Promise<BuildRecord> {
  for (;;) {
    if ((supervisor.health().parts['build receiver']?.restarts ?? 0) > 0) {
      throw new Error('The build receiver exited during the first build (see its output above).');
    }
    const answer = await fetch(`${RECEIVER_ORIGIN}/builds.json`, { signal: AbortSignal.timeout(5000) })
      .then((response) => response.json() as Promise<{ state: string; builds: BuildRecord[] }>)
      .catch(() => null);
    const record = answer?.builds.find(
      (build) => build.triggers.includes(FIRST_BUILD_TRIGGER) && Date.parse(build.startedAt) >= since,
    );
    if (record && record.result !== 'building') return record;
    if (answer && !record && answer.state === 'idle') {
      throw new Error('The build receiver is idle, and its list shows no build for npm start.');
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The editors' preview, after Ready and without delaying it: its build receiver (whose first
 * build from drafts waits for no live build: the live site's went first) and its server.
 */
async function startPreview(env: NodeJS.ProcessEnv): Promise<void> {
  if (!PREVIEW.run) {
    note(PREVIEW.note);
    return;
  }
  for (const part of previewParts({
    ports: PREVIEW_PORTS,
    env,
    plan: PREVIEW,
    buildHookSecret: BUILD_HOOK_SECRET,
    startScript,
    answers: (url) => answers(url),
  })) {
    await within(supervisor.add(part), 180_000, `The ${part.name}: no answer within 180 s`);
  }
  note(previewLine(PREVIEW_PORTS, PREVIEW.secret));
  note(
    `  Its builds (one after each save in the CMS, drafts included): http://localhost:${PREVIEW_PORTS.previewHook}/builds`,
  );
}

let shuttingDown = false;

async function main() {
  stopAllOnSignals(() => {
    shuttingDown = true;
    stage('Stopping everything npm start started');
    return supervisor.stop();
  });
  // Listening first: a taken port stops npm start before anything was started.
  await serveHealth(supervisor, { port: HEALTH_PORT, host: '127.0.0.1' }).catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      `The health endpoint could not listen on 127.0.0.1:${HEALTH_PORT} (${error.code ?? error.message}): set HEALTH_PORT to a free port.`,
    );
  });
  const graphqlUrl = await chooseCms();
  // Every server npm start runs runs as in production (no stack traces in answers).
  const env = { ...process.env, ...QUIET_ENV, CMS_GRAPHQL_URL: graphqlUrl, NODE_ENV: 'production' };

  stage(`Starting the build receiver on port ${BUILD_HOOK_PORT} (the CMS's webhook; status at /builds)`);
  const receiverStarted = Date.now();
  await within(
    supervisor.add({
      name: 'build receiver',
      // The first receiver makes npm start's first build; one started again after a crash does
      // not: its catch-up builds whatever the CMS changed meanwhile.
      start: (restart) =>
        startScript(
          'scripts/services/build-receiver.ts',
          ['--port', String(BUILD_HOOK_PORT), ...(restart === 0 ? ['--build-on-start', FIRST_BUILD_TRIGGER] : [])],
          { env: { ...env, BUILD_HOOK_SECRET } },
        ),
      ready: () => answers(`${RECEIVER_ORIGIN}/builds.json`),
    }),
    180_000,
    `The build receiver at ${RECEIVER_ORIGIN}: no answer within 180 s`,
  );
  stage('Building the static site from the CMS (gatsby build; later builds are incremental)');
  const first = await firstBuild(receiverStarted);
  if (first.result !== 'succeeded') throw new Error(`The first build failed:\n${first.error ?? ''}`);

  stage(`Serving the built site and its Functions on http://localhost:${SITE_PORT}`);
  const releases = path.relative(ROOT, buildPaths(ROOT).releasesDir);
  await within(
    supervisor.add({
      name: 'site server',
      start: () =>
        startScript('scripts/services/site-server/serve.ts', ['--port', String(SITE_PORT), '--releases', releases], {
          env,
        }),
      ready: () => answers(`http://localhost:${SITE_PORT}/`),
    }),
    180_000,
    `The site at http://localhost:${SITE_PORT}: no answer within 180 s`,
  );
  stage('Starting the outbox relay (leads to the CRM and by e-mail; see npm run leads)');
  await supervisor.add({
    name: 'relay',
    start: () => startScript('scripts/services/outbox-relay.ts', [], { env, label: 'relay' }),
  });
  supervisor.startupDone();
  stage(`Ready: http://localhost:${SITE_PORT}  (Ctrl-C stops the site and the CMS)`);
  note(`Builds after each publish in the CMS: ${RECEIVER_ORIGIN.replace('127.0.0.1', 'localhost')}/builds`);
  note(`Health of every part (restarted when it exits): http://127.0.0.1:${HEALTH_PORT}/health`);
  // Not awaited: npm start is ready; a preview that cannot start is said, and the site runs on.
  startPreview(env).catch((error: Error) => {
    if (!shuttingDown) note(`The editors' preview did not start: ${error.message}`);
  });
}

main().catch(async (error: Error) => {
  // Ctrl-C during the start: the signal's handler stops everything and exits.
  if (shuttingDown) return;
  process.stderr.write(`\nnpm start failed: ${error.message}\n`);
  await supervisor.stop();
  await stopAll();
  process.exit(1);
});
