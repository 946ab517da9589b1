/**
 * npm test's production stage: the site as Netlify deploys it. A throwaway PostgreSQL and a freshly
 * seeded CMS; `netlify serve --offline` builds the site once through gatsby-adapter-netlify and
 * bundles the Functions into their deploy zips; then
 *   a. every Function runs from its zip, unpacked into an empty temporary folder, in a Node process
 *      of its own that cannot reach the project (lookups, leads into PostgreSQL, the quote page,
 *      the estimate, the scheduled outbox relay delivering to a local CRM and SMTP peer, the
 *      scheduled catch-up calling a build hook only after a publish no build saw);
 *   b. the whole site through netlify serve: pages with the headers of public/_headers, a lookup
 *      and a lead over HTTP.
 * Every check is a counted row; everything started is stopped and removed, also on failure.
 */
import { spawnSync } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import pg from 'pg';
import { startSmtpPeer } from '../../../src/leads/delivery/testing/smtp-peer';
import { startTestCrm } from '../../../src/leads/delivery/testing/test-crm';
import { CMS_DIR, prepareCms, QUIET_ENV, startCms } from '../../dev/cms';
import { note, stage } from '../../shared/log';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../postgres';
import { answers, start, stop, stopAll, waitFor } from '../../shared/processes';
import { ROOT } from '../../shared/repo-root';
import { unpackArtifacts, sizeTable, type UnpackedArtifact } from './production/artifacts';
import { checkArtifacts } from './production/artifact-checks';
import { CheckList } from './production/checks';
import { checkServedSite } from './production/served-site-checks';
import type { StageResult } from '../stage-result';

const ports = {
  cms: Number(process.env.E2E_PROD_CMS_PORT || 1341),
  site: Number(process.env.E2E_PROD_SITE_PORT || 9110),
  functions: Number(process.env.E2E_PROD_FUNCTIONS_PORT || 9111),
  postgres: Number(process.env.E2E_PROD_PG_PORT || 25433),
};
const NETLIFY = path.join(ROOT, 'node_modules', '.bin', 'netlify');

/**
 * This process's environment for a build, less DEBUG: Gatsby writes every `process.env.X` of a
 * Function's code in as its value, and the `debug` module's `process.env.DEBUG = namespaces` then
 * becomes an assignment to a string, a syntax error in every Function.
 */
const buildEnv = (): NodeJS.ProcessEnv => {
  const { DEBUG: _debug, ...env } = process.env;
  return env;
};

const resultOf = (name: string, checks: CheckList, error?: string): StageResult => ({
  name,
  passed: checks.rows.length - checks.failed.length,
  failed: checks.failed.length + (error ? 1 : 0),
  skipped: 0,
  error: error ?? (checks.failed.length ? checks.failed.map((row) => row.name).join('; ') : undefined),
  failures: checks.failed.map((row) => `${row.name}${row.detail ? `: ${row.detail}` : ''}`),
});

export async function productionStage(): Promise<StageResult[]> {
  const started = Date.now();
  const runId = `${Date.now()}-${process.pid}`;
  const cmsScratch = path.join(CMS_DIR, '.tmp', `production-${runId}`);
  const tempDirs: string[] = [];
  const buildChecks = new CheckList();
  const artifactChecks = new CheckList();
  const siteChecks = new CheckList();
  let postgres: ThrowawayPostgres | null = null;
  let pool: pg.Pool | null = null;
  const closers: (() => Promise<void> | void)[] = [];
  let aborted: string | undefined;
  // npm test exits on Ctrl-C or SIGTERM once its children are stopped; PostgreSQL is not one of
  // them (pg_ctl starts it on its own), so it is stopped here, synchronously, before that exit.
  const stopOnSignal = () => {
    void postgres?.stop().catch(() => undefined);
    for (const dir of [...tempDirs, cmsScratch]) fs.rmSync(dir, { recursive: true, force: true });
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.once(signal, stopOnSignal);
  try {
    stage(
      `production: a throwaway PostgreSQL (port ${ports.postgres}) and a CMS seeded from scratch (port ${ports.cms})`,
    );
    postgres = await startThrowawayPostgres(ports.postgres);
    const editor = { email: 'production-editor@velmora.test', password: `P-${randomBytes(12).toString('hex')}` };
    const databaseUrl = postgres.createDatabase('production_leads');
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    fs.mkdirSync(path.join(cmsScratch, 'public', 'uploads'), { recursive: true });
    await prepareCms({ adminUi: false });
    const cms = await startCms({
      port: ports.cms,
      serveAdmin: false,
      env: {
        CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(cmsScratch, 'data.db')),
        CMS_PUBLIC_DIR: path.join(cmsScratch, 'public'),
        CMS_DATABASE_URL: '',
        CMS_PUBLIC_URL: '',
        CMS_SEED: 'true',
        CMS_BUILD_HOOK_URL: '',
        CMS_ADMIN_EMAIL: editor.email,
        CMS_ADMIN_PASSWORD: editor.password,
      },
    });

    const crmSecret = randomBytes(24).toString('hex');
    const crm = await startTestCrm(crmSecret);
    closers.push(() => crm.close());
    const smtp = await startSmtpPeer();
    closers.push(() => smtp.close());
    const siteUrl = `http://localhost:${ports.site}`;
    // What the host's environment variables hold in production (README, "Production").
    const hostEnv: Record<string, string> = {
      DATABASE_URL: databaseUrl,
      LEAD_LINK_SECRET: randomBytes(32).toString('base64url'),
      RATE_LIMIT_SALT: randomBytes(32).toString('base64url'),
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: crmSecret,
      ORDER_STATUS_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: smtp.url,
      BROKER_EMAIL: 'sales@velmora-transport.example',
      SITE_URL: siteUrl,
      CMS_GRAPHQL_URL: cms.graphqlUrl,
      TRUST_PROXY: 'true',
    };

    stage('production: a production build without DATABASE_URL stops before it starts, naming it');
    // production-preflight panics in onPreInit, before Gatsby touches .cache or public/.
    const refused = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build'], {
      cwd: ROOT,
      env: { ...buildEnv(), ...QUIET_ENV, ...hostEnv, GATSBY_ADAPTER: 'netlify', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 180_000,
    });
    const refusal = `${refused.stdout}${refused.stderr}`;
    buildChecks.add(
      'GATSBY_ADAPTER=netlify gatsby build without DATABASE_URL fails with "DATABASE_URL is not set: ..."',
      refused.status !== 0 && refusal.includes('DATABASE_URL is not set: '),
      `exit ${refused.status ?? refused.signal}: ${refusal.trim().split('\n').slice(-3).join(' | ')}`,
    );

    stage(
      `production: netlify serve --offline builds through the adapter, bundles the Functions and serves on ${ports.site}`,
    );
    // Netlify's build output of an earlier run must not pass for this one's.
    fs.rmSync(path.join(ROOT, '.netlify', 'functions'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, '.netlify', 'functions-internal'), { recursive: true, force: true });
    const netlify = start(
      NETLIFY,
      [
        'serve',
        '--offline',
        '--internal-disable-edge-functions',
        '--port',
        String(ports.site),
        '--functions-port',
        String(ports.functions),
      ],
      {
        cwd: ROOT,
        label: 'netlify',
        env: {
          ...buildEnv(),
          ...QUIET_ENV,
          ...hostEnv,
          GATSBY_ADAPTER: 'netlify',
          LEADS_SQLITE_FILE: '',
          BROWSER: 'none',
          NETLIFY_TELEMETRY_DISABLED: '1',
        },
      },
    );
    closers.push(() => stop(netlify));
    await waitFor('netlify serve', () => answers(`${siteUrl}/`), { timeoutMs: 900_000, whileAlive: netlify });
    note(`built and serving after ${Math.round((Date.now() - started) / 1000)} s`);

    stage('production: every Function run from its deploy zip, unpacked into an empty folder outside the project');
    const artifacts: UnpackedArtifact[] = unpackArtifacts(path.join(ROOT, '.netlify', 'functions'), tempDirs);
    process.stdout.write(`${sizeTable(artifacts)}\n`);
    await checkArtifacts(artifactChecks, {
      artifacts,
      hostEnv,
      pool,
      crm,
      smtp,
      editor: { cms: cms.origin, ...editor },
    });

    stage('production: the whole site through netlify serve');
    await checkServedSite(siteChecks, { siteUrl, publicDir: path.join(ROOT, 'public'), pool });
  } catch (error) {
    aborted = (error as Error).message.split('\n')[0];
    note(`production: stopped early: ${aborted}`);
  } finally {
    for (const signal of signals) process.removeListener(signal, stopOnSignal);
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    await pool?.end().catch(() => undefined);
    // Strapi, the build and anything else this stage started (each in its own process group).
    await stopAll();
    await postgres?.stop().catch(() => undefined);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(cmsScratch, { recursive: true, force: true });
    // The Functions under .cache were built for production (no SQLite): the stages that serve
    // .cache/functions locally must build again rather than run these.
    fs.rmSync(path.join(ROOT, '.cache', 'functions', 'manifest.json'), { force: true });
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  note(
    `production: ${buildChecks.rows.length + artifactChecks.rows.length + siteChecks.rows.length} checks, ${
      buildChecks.failed.length + artifactChecks.failed.length + siteChecks.failed.length
    } failed, in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
  return [
    resultOf('production: the build refuses without DATABASE_URL', buildChecks),
    resultOf('production: Functions from their deploy zips', artifactChecks, aborted),
    resultOf('production: the site through netlify serve', siteChecks),
  ];
}
