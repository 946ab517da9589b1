/**
 * `npm test`: the whole suite, in stages, ending with one line totalling them all.
 *   newcomer  the README's `npm install && npm start` on a fresh clone of HEAD, cold and warm, checked
 *             and stopped with Ctrl-C (stages/newcomer-stage.ts)
 *   unit      ESLint over the repository (eslint.config.mjs), then Jest: modules and components
 *             (the lead store on SQLite)
 *   e2e       a freshly seeded throwaway Strapi, a build from it, the built site served, the
 *             editors' preview built from drafts and served, and Playwright in Chromium: every
 *             route, the CMS API, the Functions over HTTP (also under `gatsby serve`), 10,000
 *             invalid payloads, an editor's change rebuilt, a draft on the preview and not on the
 *             site, and a publish made while the build receiver was down caught up
 *   crash     SIGKILL the server again and again under load: no acknowledged lead lost or doubled
 *   hostile   what anyone on the internet can send, to every Function and to the servers: deep JSON,
 *             huge bodies and uploads, wrong types, slow connections, open redirects, 200 release
 *             switches; all refused in time, the server up, its memory back, no lead written
 *   postgres  a throwaway PostgreSQL server: the lead tests, the Functions and the crash test again
 *   quality   issue 9's budgets on e2e's first build, before its tests (one seeded CMS and one build
 *             for both): Lighthouse, axe-core, the Nu HTML Checker, JSON-LD, security headers, and a
 *             page broken on purpose that must fail them (`--only quality` seeds and builds its own)
 *   production  the Netlify build (netlify serve --offline): every Function run from its deploy zip,
 *             and the site served as Netlify serves it (stages/production-stage.ts)
 *   npm test -- --only unit      one stage (crash, hostile and postgres need a build: run e2e first)
 *   E2E_GREP='quote form' npm test -- --only e2e   only the e2e tests whose titles match (a developer's loop)
 */
import { randomBytes } from 'crypto';
import dotenv from 'dotenv';
import fs from 'fs';
import path from 'path';
import { ensureChromium } from './chromium';
import { startBuildService, type BuildService, type BuildServiceOptions } from '../services/build-service';
import { CMS_DIR, prepareCms, QUIET_ENV, startCms, type CmsInstance } from '../dev/cms';
import { cmsPreviewEnv, type PreviewPorts } from '../dev/preview';
import { runCrashTest } from './stages/crash-test';
import { missedWebhookCheck } from './stages/missed-webhook-check';
import { note, stage } from '../shared/log';
import { hostileStage } from './stages/hostile-stage';
import { newcomerStage } from './stages/newcomer-stage';
import { startThrowawayPostgres } from './postgres';
import { productionStage } from './stages/production-stage';
import { answers, run, start, stopAll, stopAllOnSignals, waitFor } from '../shared/processes';
import { ROOT } from '../shared/repo-root';
import { brokenPageRows } from './stages/quality/broken-page';
import { formatRows, runQualityChecks } from './stages/quality/quality-checks';
import type { StageResult } from './stage-result';
import { jestFailures, playwrightFailures, type JestReport, type PlaywrightReport } from './test-report';

dotenv.config({ path: path.join(ROOT, '.env') });

const RESULTS_DIR = path.join(ROOT, 'var', 'test-results');
const SCRATCH = path.join(ROOT, 'var', 'test-scratch');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const ports = {
  cms: Number(process.env.E2E_CMS_PORT || 1339),
  site: Number(process.env.E2E_SITE_PORT || 9100),
  gatsbyServe: Number(process.env.E2E_GATSBY_SERVE_PORT || 9101),
  postgresSite: Number(process.env.E2E_PG_SITE_PORT || 9102),
  crash: Number(process.env.E2E_CRASH_PORT || 9103),
  buildHook: Number(process.env.E2E_BUILD_HOOK_PORT || 9104),
  hostile: Number(process.env.E2E_HOSTILE_PORT || 9105),
  hostileReceiver: Number(process.env.E2E_HOSTILE_RECEIVER_PORT || 9106),
  previewHook: Number(process.env.E2E_PREVIEW_HOOK_PORT || 9107),
  preview: Number(process.env.E2E_PREVIEW_PORT || 9108),
};
/** The e2e stage's editors' preview: its server and receiver on ports of their own (npm start's are 9003 and 9004). */
const previewPorts: PreviewPorts = {
  site: ports.site,
  buildHook: ports.buildHook,
  preview: ports.preview,
  previewHook: ports.previewHook,
};
const CRASH_KILLS = Number(process.env.CRASH_TEST_KILLS || 10);
/** The postgres stage's crash test: the same guarantees on the other database, in fewer kills (each takes about 20 s). */
const POSTGRES_CRASH_KILLS = Number(process.env.CRASH_TEST_KILLS || 4);

/** The settings every served copy of the site runs with in tests (a clean lead store of its own). */
const siteEnv = (databaseEnv: Record<string, string>, port: number) => ({
  ...process.env,
  ...QUIET_ENV,
  DATABASE_URL: '',
  LEADS_SQLITE_FILE: '',
  ...databaseEnv,
  TRUST_PROXY: 'true',
  SITE_URL: `http://localhost:${port}`,
  CRM_WEBHOOK_URL: '',
  SMTP_URL: '',
  // The suites send far more quote requests in an hour than the site-wide cap on confirmations
  // (60): theirs all go out. The cap itself is tested on both databases (src/leads/intake.test.ts).
  CUSTOMER_CONFIRMATIONS_PER_HOUR: '100000',
});

/** Runs a test tool that writes its JSON report to `output`: the report (null when it wrote none) and why the tool failed. */
async function runForReport<R>(output: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  fs.rmSync(output, { force: true });
  const outcome = await run(command, args, { cwd: ROOT, env }).then(
    () => null,
    (error: Error) => error.message,
  );
  return { report: fs.existsSync(output) ? readJson<R>(output) : null, outcome };
}

async function jestStage(name: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<StageResult> {
  const output = path.join(RESULTS_DIR, `jest-${name}.json`);
  const { report, outcome } = await runForReport<
    JestReport & {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numRuntimeErrorTestSuites: number;
    }
  >(output, bin('jest'), ['--ci', '--json', `--outputFile=${output}`, ...args], env);
  if (!report) return { name, passed: 0, failed: 1, skipped: 0, error: outcome ?? 'Jest wrote no results' };
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    error: outcome ?? undefined,
    failures: jestFailures(report, ROOT),
  };
}

async function playwrightRun(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<StageResult> {
  const output = path.join(RESULTS_DIR, `playwright-${name}.json`);
  const { report, outcome } = await runForReport<
    PlaywrightReport & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  >(output, bin('playwright'), ['test', '--config', '__tests__/e2e/playwright.config.ts', ...args], {
    ...env,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!report) return { name, passed: 0, failed: 1, skipped: 0, error: outcome ?? 'Playwright wrote no results' };
  const { stats } = report;
  return {
    name,
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
    error: outcome ?? undefined,
    failures: playwrightFailures(report),
  };
}

const serveSite = async (env: NodeJS.ProcessEnv, port: number, label: string, releasesDir?: string) => {
  const releases = releasesDir ? ['--releases', releasesDir] : [];
  const server = start(bin('tsx'), ['scripts/services/site-server/serve.ts', '--port', String(port), ...releases], {
    cwd: ROOT,
    env,
    label,
  });
  await waitFor(`The built site on port ${port}`, () => answers(`http://localhost:${port}/`), { whileAlive: server });
  return server;
};

type Editor = { email: string; password: string };

/** The editors' preview of a stage that has one: the token its builds read drafts with, the secret of its link. */
interface PreviewSecrets {
  token: string;
  secret: string;
}

/**
 * A throwaway Strapi seeded from scratch in `scratch`, calling the build receiver on every change
 * (and, with `preview`, the preview's receiver on every save, as under npm start).
 */
async function startSeededCms(
  label: string,
  scratch: string,
  editor: Editor,
  buildHookSecret: string,
  preview: PreviewSecrets | null,
) {
  // The e2e stage's editors work in the real admin UI (built once, and again when its customization changes).
  stage(`${label}: compiling the CMS${preview ? ' and its admin UI' : ''}`);
  await prepareCms({ adminUi: Boolean(preview) });
  stage(`${label}: starting a throwaway CMS, seeded from scratch`);
  return startCms({
    port: ports.cms,
    serveAdmin: Boolean(preview),
    env: {
      CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_ADMIN_EMAIL: editor.email,
      CMS_ADMIN_PASSWORD: editor.password,
      // Never the developer's own CMS database or public address.
      CMS_DATABASE_URL: '',
      CMS_PUBLIC_URL: '',
      CMS_SEED: 'true',
      // Every change an editor makes calls the build receiver, as under npm start.
      CMS_BUILD_HOOK_URL: `http://127.0.0.1:${ports.buildHook}/hooks/cms`,
      BUILD_HOOK_SECRET: buildHookSecret,
      // The preview's settings as npm start gives them; never the developer's own (.env) elsewhere.
      ...(preview
        ? cmsPreviewEnv(previewPorts, { run: true, ...preview })
        : { CMS_PREVIEW_TOKEN: '', CMS_PREVIEW_HOOK_URL: '', SITE_PREVIEW_SECRET: '' }),
    },
  });
}

/** What a stage gets from withSeededSite. */
interface SeededSite {
  cms: CmsInstance;
  buildHookSecret: string;
  /** The site's environment: its own SQLite leads file, and the CMS to build from. */
  env: NodeJS.ProcessEnv;
  /** This run's scratch folder for the site's own files. */
  scratchDir: string;
  receiverOptions: BuildServiceOptions;
  /** The running build receiver; a stage that restarts it puts the new one here, to be stopped at the end. */
  builds: BuildService;
  /** The editors' preview (e2e only): its build receiver, built once, and its secrets. */
  preview: (PreviewSecrets & { builds: BuildService }) | null;
}

/**
 * The editors' preview beside the site, as npm start runs it (after the live site): its build
 * receiver builds once from drafts through the token, and its server serves the result.
 */
async function startPreview(label: string, receiverOptions: BuildServiceOptions, secrets: PreviewSecrets) {
  stage(`${label}: building the editors' preview from drafts (its receiver on port ${ports.previewHook})`);
  const builds = await startBuildService({
    ...receiverOptions,
    pipeline: 'preview',
    port: ports.previewHook,
    env: { ...receiverOptions.env, CMS_PREVIEW_TOKEN: secrets.token },
  });
  const first = await builds.build(label);
  if (first?.result !== 'succeeded') {
    builds.stop();
    throw new Error(`The preview did not build:\n${first?.error ?? ''}`);
  }
  stage(`${label}: serving the preview on port ${ports.preview}`);
  const server = start(bin('tsx'), ['scripts/services/site-server/preview-serve.ts', '--port', String(ports.preview)], {
    cwd: ROOT,
    env: { ...receiverOptions.env, SITE_PREVIEW_SECRET: secrets.secret },
    label: 'preview',
  });
  const url = `http://localhost:${ports.preview}/robots.txt`;
  await waitFor(`The preview on port ${ports.preview}`, () => answers(url), { whileAlive: server });
  return { ...secrets, builds };
}

/**
 * A freshly seeded throwaway CMS, the site built from it by the build receiver and served as npm
 * start serves it; everything is stopped and the CMS's scratch removed once `test` is done.
 */
async function withSeededSite<T>(
  label: string,
  editor: Editor,
  { preview = false }: { preview?: boolean },
  test: (site: SeededSite) => Promise<T>,
): Promise<T> {
  const runId = `${Date.now()}-${process.pid}`;
  const cmsScratch = path.join(CMS_DIR, '.tmp', `${label}-${runId}`);
  fs.mkdirSync(path.join(cmsScratch, 'public', 'uploads'), { recursive: true });
  const scratchDir = path.join(SCRATCH, `${label}-${runId}`);
  const buildHookSecret = randomBytes(24).toString('hex');
  const previewSecrets = preview
    ? { token: randomBytes(32).toString('base64url'), secret: randomBytes(24).toString('base64url') }
    : null;
  let site: SeededSite | null = null;
  let builds: BuildService | null = null;
  let previewSite: SeededSite['preview'] = null;
  try {
    const cms = await startSeededCms(label, cmsScratch, editor, buildHookSecret, previewSecrets);
    const leadsFile = path.join(scratchDir, 'leads.db');
    const env = { ...siteEnv({ LEADS_SQLITE_FILE: leadsFile }, ports.site), CMS_GRAPHQL_URL: cms.graphqlUrl };
    stage(`${label}: building the site from it (the build receiver on port ${ports.buildHook})`);
    const receiverOptions: BuildServiceOptions = {
      root: ROOT,
      port: ports.buildHook,
      secret: buildHookSecret,
      cmsGraphqlUrl: cms.graphqlUrl,
      env,
      debounceMs: 1000,
      // One build, no catch-up: e2e tests the catch-up on its own, and one in the middle of quality's
      // measurements would load the machine and move `current` under the page broken on purpose.
      catchUpMs: 0,
    };
    builds = await startBuildService(receiverOptions);
    const first = await builds.build(label);
    if (first?.result !== 'succeeded') throw new Error(`The site did not build:\n${first?.error ?? ''}`);
    stage(`${label}: serving the built site on port ${ports.site}`);
    await serveSite(env, ports.site, 'site', builds.releasesDir);
    if (previewSecrets) previewSite = await startPreview(label, receiverOptions, previewSecrets);
    site = { cms, buildHookSecret, env, scratchDir, receiverOptions, builds, preview: previewSite };
    return await test(site);
  } finally {
    previewSite?.builds.stop();
    (site?.builds ?? builds)?.stop();
    await stopAll();
    fs.rmSync(cmsScratch, { recursive: true, force: true });
  }
}

/**
 * The e2e stage. With `quality` (a full run), the quality bar is checked first on the same first
 * build, before any test adds to the CMS or loads the machine: one seeded CMS and one build for
 * both stages.
 */
async function e2eStage({ quality }: { quality: boolean }): Promise<StageResult[]> {
  const chromium = await ensureChromium();
  const editor = { email: 'e2e-editor@velmora.test', password: `E2e-${randomBytes(12).toString('hex')}` };
  return withSeededSite('e2e', editor, { preview: true }, async (site) => {
    const { cms, env, buildHookSecret, preview } = site;
    const results: StageResult[] = [];
    if (quality) {
      stage("Stage quality (on the e2e stage's seeded site and first build)");
      const started = Date.now();
      results.push(await qualityChecksOn(site).catch((error: Error) => failedStage('quality', error)));
      noteDuration('quality', started, 'part of the e2e stage');
    }
    stage(`e2e: the built site under gatsby serve on port ${ports.gatsbyServe}`);
    const gatsbyServe = start(bin('gatsby'), ['serve', '--port', String(ports.gatsbyServe), '--host', 'localhost'], {
      cwd: ROOT,
      env,
      label: 'gatsby serve',
    });
    await waitFor('gatsby serve', () => answers(`http://localhost:${ports.gatsbyServe}/`), { whileAlive: gatsbyServe });

    stage('e2e: Playwright in Chromium');
    // E2E_GREP (a developer's loop, never CI): only the tests whose titles match (not the projects they
    // depend on), and no missed-webhook check.
    const grep = process.env.E2E_GREP?.trim();
    const browserTests = await playwrightRun('e2e', grep ? ['--grep', grep, '--no-deps'] : [], {
      ...env,
      CHROMIUM_PATH: chromium,
      E2E_SITE_URL: `http://localhost:${ports.site}`,
      E2E_GATSBY_SERVE_URL: `http://localhost:${ports.gatsbyServe}`,
      E2E_CMS_URL: cms.origin,
      E2E_EDITOR_EMAIL: editor.email,
      E2E_EDITOR_PASSWORD: editor.password,
      E2E_BUILDS_URL: `http://127.0.0.1:${ports.buildHook}`,
      E2E_BUILD_HOOK_SECRET: buildHookSecret,
      E2E_PREVIEW_URL: `http://localhost:${ports.preview}`,
      E2E_PREVIEW_SECRET: preview?.secret ?? '',
      E2E_PREVIEW_BUILDS_URL: `http://127.0.0.1:${ports.previewHook}`,
    });
    if (grep) return [...results, browserTests];
    stage('e2e: a post published while the build receiver is down');
    const missed = await missedWebhookCheck({
      receiver: site.builds,
      receiverPort: ports.buildHook,
      restartReceiver: (catchUpMs) => startBuildService({ ...site.receiverOptions, catchUpMs }),
      editor: { cms: cms.origin, ...editor },
      graphqlUrl: cms.graphqlUrl,
      siteUrl: `http://localhost:${ports.site}`,
    });
    site.builds = missed.receiver;
    return [...results, withCheck(browserTests, missed.check)];
  });
}

/** A stage's result with one more check of its own counted in. */
const withCheck = (result: StageResult, check: { name: string; ok: boolean; detail: string }): StageResult => ({
  ...result,
  passed: result.passed + (check.ok ? 1 : 0),
  failed: result.failed + (check.ok ? 0 : 1),
  failures: check.ok ? result.failures : [...(result.failures ?? []), `${check.name}: ${check.detail}`],
});

const requireBuild = () => {
  if (!fs.existsSync(path.join(ROOT, '.cache', 'functions', 'manifest.json'))) {
    throw new Error('No built site: run the e2e stage first (npm test, or npm test -- --only e2e)');
  }
};

function crashResult(name: string, checks: { name: string; ok: boolean }[]): StageResult {
  const failed = checks.filter((check) => !check.ok);
  return {
    name,
    passed: checks.length - failed.length,
    failed: failed.length,
    skipped: 0,
    error: failed.map((c) => c.name).join('; ') || undefined,
  };
}

async function crashStage(): Promise<StageResult> {
  requireBuild();
  const dir = path.join(SCRATCH, `crash-${Date.now()}`);
  try {
    stage(`crash: ${CRASH_KILLS} SIGKILLs of the server under 50 leads a second (SQLite)`);
    const result = await runCrashTest({
      root: ROOT,
      databaseEnv: { LEADS_SQLITE_FILE: path.join(dir, 'leads.db') },
      port: ports.crash,
      kills: CRASH_KILLS,
      leadsPerSecond: 50,
    });
    return crashResult('crash', result.checks);
  } finally {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresStage(): Promise<StageResult[]> {
  requireBuild();
  stage('postgres: a throwaway PostgreSQL server');
  const postgres = await startThrowawayPostgres();
  try {
    stage('postgres: the lead tests');
    // One database for all suites, which empty its tables: one suite at a time.
    const unit = await jestStage('postgres-unit', ['--runInBand', 'src/leads', 'src/orders'], {
      ...process.env,
      DATABASE_URL: '',
      TEST_DATABASE_URL: postgres.createDatabase('lead_tests'),
    });
    stage(`postgres: the Functions over HTTP on port ${ports.postgresSite}`);
    const env = siteEnv({ DATABASE_URL: postgres.createDatabase('served_site') }, ports.postgresSite);
    await serveSite(env, ports.postgresSite, 'site/pg');
    const http = await playwrightRun('postgres', [], {
      ...env,
      E2E_SUITE: 'api',
      CHROMIUM_PATH: await ensureChromium(),
      E2E_SITE_URL: `http://localhost:${ports.postgresSite}`,
    });
    await stopAll();
    stage(`postgres: ${POSTGRES_CRASH_KILLS} SIGKILLs of the server under 50 leads a second`);
    const crash = await runCrashTest({
      root: ROOT,
      databaseEnv: { DATABASE_URL: postgres.createDatabase('crash_test') },
      port: ports.crash,
      kills: POSTGRES_CRASH_KILLS,
      leadsPerSecond: 50,
    });
    return [
      { ...unit, name: 'postgres: lead tests' },
      { ...http, name: 'postgres: Functions over HTTP' },
      crashResult('postgres: crash', crash.checks),
    ];
  } finally {
    await stopAll();
    await postgres.stop();
  }
}

/**
 * Issue 9's quality bar on a seeded site's first build, served as npm start serves it: every
 * figure against its budget (stages/quality/), and a page broken on purpose that each check must
 * catch.
 */
async function qualityChecksOn({ builds, env, scratchDir }: SeededSite): Promise<StageResult> {
  const chromium = await ensureChromium();
  const release = path.join(builds.releasesDir, fs.readlinkSync(path.join(builds.releasesDir, 'current')));
  const siteUrl = `http://localhost:${ports.site}`;
  const publicDir = path.join(release, 'public');
  stage('quality: headers, HTML, JSON-LD, Nu HTML Checker, axe-core in both themes, Lighthouse (3 runs a page)');
  const rows = await runQualityChecks({
    siteUrl,
    publicDir,
    chromePath: chromium,
    scratchDir,
    env,
  });
  const broken = await brokenPageRows(siteUrl, publicDir, chromium);
  process.stdout.write(`${formatRows(broken)}\n`);
  rows.push(...broken);
  note(`quality: ${rows.filter((r) => r.ok).length} of ${rows.length} within budget`);
  fs.writeFileSync(path.join(RESULTS_DIR, 'quality.json'), JSON.stringify(rows, null, 2));
  const failed = rows.filter((r) => !r.ok);
  return {
    name: 'quality',
    passed: rows.length - failed.length,
    failed: failed.length,
    skipped: 0,
    error: failed.length ? `short of budget: ${failed.map((r) => r.check).join('; ')}` : undefined,
  };
}

/** `--only quality`: the quality bar on a seeded site of its own (a full run checks e2e's, before its tests). */
async function qualityStage(): Promise<StageResult> {
  const editor = { email: 'quality-editor@velmora.test', password: `Q-${randomBytes(12).toString('hex')}` };
  return withSeededSite('quality', editor, {}, qualityChecksOn);
}

/** `npm test -- --only NAME`: the one stage asked for; undefined in a full run. */
const onlyStage = (() => {
  const at = process.argv.indexOf('--only');
  return at > 0 ? process.argv[at + 1] : undefined;
})();

/** Each stage's duration, printed as it ends and listed again with the results. */
const durations: string[] = [];
function noteDuration(name: string, started: number, where = '') {
  const seconds = Math.round((Date.now() - started) / 1000);
  durations.push(`${name} ${seconds} s${where ? ` (${where})` : ''}`);
  note(`Stage ${name} took ${seconds} s${where ? ` (${where})` : ''}`);
}

const failedStage = (name: string, error: Error): StageResult => ({
  name,
  passed: 0,
  failed: 1,
  skipped: 0,
  error: error.message,
});

const STAGES: Record<string, () => Promise<StageResult | StageResult[]>> = {
  newcomer: newcomerStage,
  // The lead tests empty their tables: never on the developer's own DATABASE_URL.
  unit: async () => {
    // ESLint beside Jest (which runs on one worker of the machine's two cores). ESLint prints its
    // findings as they are; any of them fails the stage (Jest runs all the same).
    const [lint, jest] = await Promise.all([
      run(bin('eslint'), ['.'], { cwd: ROOT }).then(
        () => null,
        (error: Error) => error.message,
      ),
      jestStage('unit', [], { ...process.env, DATABASE_URL: '', TEST_DATABASE_URL: '' }),
    ]);
    if (!lint) return jest;
    return {
      ...jest,
      failed: jest.failed + 1,
      error: [`ESLint found problems, printed above: ${lint}`, jest.error].filter(Boolean).join('; '),
      failures: ['eslint .: see its findings above', ...(jest.failures ?? [])],
    };
  },
  e2e: () => e2eStage({ quality: !onlyStage }),
  crash: crashStage,
  hostile: () => {
    requireBuild();
    return hostileStage({
      root: ROOT,
      port: ports.hostile,
      receiverPort: ports.hostileReceiver,
      env: siteEnv({}, ports.hostile),
      cmsPort: ports.cms,
    });
  },
  postgres: postgresStage,
  // In a full run, inside the e2e stage (on its site, before its tests); here for `--only quality`.
  quality: qualityStage,
  // Last: it leaves Netlify's build in public/ and .cache/, which no other stage should build on.
  production: productionStage,
};

/** `--report FILE` (a stage run beside others): its results and durations are written there for the run that started it. */
const reportFile = (() => {
  const at = process.argv.indexOf('--report');
  return at > 0 ? process.argv[at + 1] : undefined;
})();

/**
 * Starts one stage in a child of its own (`--only NAME --report FILE`), its output kept in a file;
 * `collect` waits for it, prints that output whole and gives its results.
 */
function stageBeside(name: string) {
  const log = path.join(RESULTS_DIR, `${name}-stage.log`);
  const report = path.join(RESULTS_DIR, `${name}-stage.json`);
  fs.rmSync(report, { force: true });
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  stage(
    `Stage ${name}: started beside the next stages, its output in ${path.relative(ROOT, log)} (printed when it ends)`,
  );
  const child = start(bin('tsx'), ['scripts/test-runner/test.ts', '--only', name, '--report', report], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`));
    child.on('error', (error) => resolve(error.message));
  });
  return {
    async collect(): Promise<StageResult[]> {
      stage(`Stage ${name}: waiting for it to end`);
      const how = await exited;
      stage(`Stage ${name}: its output`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      noteDuration(name, started, 'beside the stages before this line');
      if (!fs.existsSync(report)) {
        return [failedStage(name, new Error(`the ${name} stage wrote no results (${how}); its output is above`))];
      }
      return readJson<{ results: StageResult[] }>(report).results;
    },
  };
}

async function main() {
  stopAllOnSignals();
  const only = onlyStage;
  if (only && !STAGES[only])
    throw new Error(`Unknown stage "${only}": choose one of ${Object.keys(STAGES).join(', ')}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });

  const results: StageResult[] = [];
  // A full run starts the newcomer stage beside the unit stage (its fresh clone's install and builds
  // leave a core to spare while Jest runs on one) and collects it before e2e, whose timings want
  // the machine to themselves.
  const newcomer = only ? null : stageBeside('newcomer');
  for (const [name, runStage] of Object.entries(STAGES)) {
    if (only && name !== only) continue;
    if (name === 'newcomer' && newcomer) continue;
    if (name === 'e2e' && newcomer) results.push(...(await newcomer.collect()));
    // A full run checks the quality bar inside the e2e stage.
    if (name === 'quality' && !only) continue;
    stage(`Stage ${name}`);
    const started = Date.now();
    const outcome = await runStage().catch((error: Error) => failedStage(name, error));
    noteDuration(name, started);
    results.push(...(Array.isArray(outcome) ? outcome : [outcome]));
  }

  stage('Results');
  for (const result of results) {
    note(
      `${result.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${result.error ? ` (${result.error})` : ''}`,
    );
    for (const failure of result.failures ?? []) note(`  failed: ${failure}`);
  }
  note(`Durations: ${durations.join(', ')}`);
  if (reportFile) fs.writeFileSync(reportFile, JSON.stringify({ results, durations }));
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, result) => sum + result[key], 0);
  const failed = total('failed') + total('skipped');
  if (total('skipped') > 0) note('Skipped tests count as failures: nothing here may be skipped.');
  // The totals line ends the run CI reads; a stage run beside others leaves it to that run.
  if (!reportFile) process.stdout.write(`${total('passed')} passed, ${failed} failed\n`);
  process.exit(failed > 0 || results.some((result) => result.error) || total('passed') === 0 ? 1 : 0);
}

main().catch(async (error: Error) => {
  process.stderr.write(`npm test failed: ${error.message}\n`);
  await stopAll();
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
});
