/**
 * The build receiver (build-service.ts) as a process of its own, so that npm start can
 * supervise it: the CMS's "Site build" webhook calls /hooks/cms, /builds lists the last builds
 * and /builds.json gives them as JSON.
 *   npx tsx scripts/services/build-receiver.ts [--port 9001] [--host 127.0.0.1] [--build-on-start "npm start"] [--preview]
 * Settings from the environment (npm start passes them): CMS_GRAPHQL_URL (the CMS to build from),
 * BUILD_HOOK_SECRET (the webhook's shared secret), BUILD_HOOK_PORT, BUILD_CATCH_UP_MINUTES.
 * With --preview it is the editors' preview's receiver (issue 29; the CMS's "Site preview"
 * webhook): it builds from drafts with CMS_PREVIEW_TOKEN after every save, into var/preview/,
 * listening on PREVIEW_HOOK_PORT (default 9004).
 * With --build-on-start it builds once as it starts (npm start's first build, whose result npm
 * start reads from /builds.json); a receiver started again after a crash does not: the catch-up
 * builds whatever changed meanwhile. SIGINT or SIGTERM stops a build under way, then exits.
 */
import { BuildStatus } from '../../src/builds/build-status';
import type { Pipeline } from '../../src/builds/pipelines';
import { buildPaths, startBuildService } from './build-service';
import { stopAll, stopAllOnSignals } from '../shared/processes';
import { ROOT } from '../shared/repo-root';
import { option, prepareServerProcess } from './server-process';

prepareServerProcess();

const pipeline: Pipeline = process.argv.includes('--preview') ? 'preview' : 'live';
const tag = pipeline === 'preview' ? 'preview builds' : 'builds';
const log = (line: string) => process.stdout.write(`[${tag}] ${line}\n`);

/**
 * Builds that a previous receiver left "building" when it stopped (killed, crashed, or Ctrl-C
 * during a build): no process of theirs runs any more (npm start empties a receiver's process
 * group when it exits), so each is marked failed, and without its content version, so that the
 * catch-up does not take its content for built and builds it again.
 */
async function closeInterruptedBuilds(): Promise<void> {
  const status = new BuildStatus(buildPaths(ROOT, pipeline).statusFile);
  // Oldest first: each save puts its record on top, so the newest ends there again.
  for (const record of (await status.list()).reverse()) {
    if (record.result !== 'building') continue;
    const { contentVersion: _notBuilt, ...rest } = record;
    await status.save({
      ...rest,
      result: 'failed',
      reason: 'The build receiver stopped during this build; its changes are built again by the next build.',
    });
    log(`The build started ${record.startedAt} was interrupted (the receiver stopped): marked failed`);
  }
}

async function main() {
  const port = Number(
    option(
      'port',
      pipeline === 'preview' ? process.env.PREVIEW_HOOK_PORT || '9004' : process.env.BUILD_HOOK_PORT || '9001',
    ),
  );
  const host = option('host', '127.0.0.1');
  const buildOnStart = option('build-on-start', '');
  const cmsGraphqlUrl = process.env.CMS_GRAPHQL_URL?.trim();
  const secret = process.env.BUILD_HOOK_SECRET?.trim();
  if (!cmsGraphqlUrl) throw new Error('CMS_GRAPHQL_URL is not set: the receiver needs the CMS to build from');
  if (!secret) throw new Error("BUILD_HOOK_SECRET is not set: the receiver needs the webhook's shared secret");

  if (pipeline === 'preview' && !process.env.CMS_PREVIEW_TOKEN?.trim()) {
    throw new Error('CMS_PREVIEW_TOKEN is not set: the preview reads drafts with it');
  }
  // Gatsby builds with this process's environment, as it did inside npm start, less the secrets
  // nothing a build makes needs (build-service.ts keeps the preview's token out of the live build).
  const { BUILD_HOOK_SECRET: _secret, SITE_PREVIEW_SECRET: _previewSecret, ...buildEnv } = process.env;
  await closeInterruptedBuilds();
  const builds = await startBuildService({
    root: ROOT,
    pipeline,
    port,
    host,
    secret,
    cmsGraphqlUrl,
    env: buildEnv,
    // A build this process started dies with it (see buildProcessGroup).
    buildProcessGroup: 'service',
  });
  // Stops taking webhooks, then stops a gatsby build under way (processes.ts's children).
  stopAllOnSignals(() => builds.stop());
  log(
    `${pipeline === 'preview' ? "The preview's build receiver" : 'Build receiver'} listening on http://${host}:${port} (status at ${builds.statusUrl})`,
  );
  if (buildOnStart) {
    // Asked for before this process answers any request, so /builds.json never shows an idle
    // queue before this build's record.
    const latest = await builds.build(buildOnStart);
    log(`The build on start ${latest?.result ?? 'left no record'}`);
  }
}

// As in site-server/serve.ts: a throw nobody caught leaves the receiver in a state no one knows. It stops
// its build and exits, and npm start's supervisor starts a clean one.
process.on('uncaughtException', (error) => {
  process.stderr.write(`[${tag}] Stopping on an uncaught exception: ${error.stack ?? error.message}\n`);
  void stopAll().then(() => process.exit(70));
});
process.on('unhandledRejection', (reason) =>
  process.stderr.write(`[${tag}] Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}\n`),
);

main().catch((error: Error) => {
  process.stderr.write(`[${tag}] The build receiver could not start: ${error.message}\n`);
  void stopAll().then(() => process.exit(1));
});
