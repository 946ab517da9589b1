/**
 * `npm start`: runs the whole site on its embedded defaults. Starts the local Strapi (seeding it
 * and building its admin UI the first time), builds the site from it, serves the built site with
 * its Functions on http://localhost:9000, and runs the outbox relay that delivers each lead to the
 * CRM and by e-mail. With CMS_GRAPHQL_URL set, builds from that CMS instead. Ctrl-C stops
 * everything it started.
 */
import { randomBytes } from 'crypto';
import dotenv from 'dotenv';
import path from 'path';
import { startBuildService } from './lib/build-service';
import { prepareCms, QUIET_ENV, ROOT, startCms } from './lib/cms';
import { note, stage } from './lib/log';
import { answers, run, start, stopAll, stopAllOnSignals, waitFor } from './lib/processes';

dotenv.config({ path: path.join(ROOT, '.env') });

const SITE_PORT = Number(process.env.SITE_PORT || 9000);
const CMS_PORT = Number(process.env.CMS_PORT || 1337);
const BUILD_HOOK_PORT = Number(process.env.BUILD_HOOK_PORT || 9001);
/** The CMS's webhook proves itself with this; a fresh one each run unless .env fixes it. */
const BUILD_HOOK_SECRET = process.env.BUILD_HOOK_SECRET?.trim() || randomBytes(24).toString('hex');
const gatsby = path.join(ROOT, 'node_modules', '.bin', 'gatsby');
const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');

async function cmsAnswers(graphqlUrl: string): Promise<boolean> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*' },
    body: JSON.stringify({ query: '{ __typename }' }),
    signal: AbortSignal.timeout(5000),
  });
  return response.ok;
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
  const cms = await startCms({
    port: CMS_PORT,
    serveAdmin: true,
    // Every publish calls the build receiver below (the "Site build" webhook).
    env: { CMS_BUILD_HOOK_URL: `http://127.0.0.1:${BUILD_HOOK_PORT}/hooks/cms`, BUILD_HOOK_SECRET },
  });
  note(`CMS ready: GraphQL at ${cms.graphqlUrl}`);
  note(`Editors: open ${cms.origin}/admin`);
  note(
    process.env.CMS_ADMIN_EMAIL
      ? `  and sign in as ${process.env.CMS_ADMIN_EMAIL} (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD in .env).`
      : '  The first visitor there creates the first admin account (or set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD in .env).',
  );
  return cms.graphqlUrl;
}

let shuttingDown = false;

async function main() {
  stopAllOnSignals(() => {
    shuttingDown = true;
    stage('Stopping everything npm start started');
  });
  const graphqlUrl = await chooseCms();
  const env = { ...process.env, ...QUIET_ENV, CMS_GRAPHQL_URL: graphqlUrl };

  stage(`Starting the build receiver on port ${BUILD_HOOK_PORT} (the CMS's webhook; status at /builds)`);
  const builds = await startBuildService({
    root: ROOT,
    port: BUILD_HOOK_PORT,
    secret: BUILD_HOOK_SECRET,
    cmsGraphqlUrl: graphqlUrl,
    env,
  });
  stage('Building the static site from the CMS (gatsby build; later builds are incremental)');
  const first = await builds.build('npm start');
  if (first?.result !== 'succeeded') throw new Error(`The first build failed:\n${first?.error ?? ''}`);

  stage(`Serving the built site and its Functions on http://localhost:${SITE_PORT}`);
  const server = start(
    tsx,
    ['scripts/serve.ts', '--port', String(SITE_PORT), '--releases', path.relative(ROOT, builds.releasesDir)],
    { cwd: ROOT, env },
  );
  await waitFor('The site', () => answers(`http://localhost:${SITE_PORT}/`), { whileAlive: server });
  stage('Starting the outbox relay (leads to the CRM and by e-mail; see npm run leads)');
  start(tsx, ['scripts/outbox-relay.ts'], { cwd: ROOT, env, label: 'relay' });
  stage(`Ready: http://localhost:${SITE_PORT}  (Ctrl-C stops the site and the CMS)`);
  note(`Builds after each publish in the CMS: ${builds.statusUrl}`);
  server.on('exit', (code) => {
    if (shuttingDown) return;
    note(`The site server stopped (exit ${code}); stopping the rest.`);
    void stopAll().then(() => process.exit(code ?? 1));
  });
}

main().catch(async (error: Error) => {
  process.stderr.write(`\nnpm start failed: ${error.message}\n`);
  await stopAll();
  process.exit(1);
});
