/**
 * `npm test`: the whole suite. Stage "unit" runs Jest (modules and components); stage "e2e"
 * starts a freshly seeded throwaway Strapi, builds the site from it, serves it, and drives it in
 * headless Chromium with Playwright. Ends with one line totalling every stage.
 *   npm test                  every stage
 *   npm test -- --only unit   one stage
 */
import { randomBytes } from 'crypto';
import dotenv from 'dotenv';
import fs from 'fs';
import path from 'path';
import { ensureChromium } from './lib/chromium';
import { prepareCms, QUIET_ENV, ROOT, CMS_DIR, startCms } from './lib/cms';
import { note, stage } from './lib/log';
import { answers, run, start, stopAll, stopAllOnSignals, waitFor } from './lib/processes';

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  error?: string;
}

dotenv.config({ path: path.join(ROOT, '.env') });

const RESULTS_DIR = path.join(ROOT, 'var', 'test-results');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

async function unitStage(): Promise<StageResult> {
  const output = path.join(RESULTS_DIR, 'jest.json');
  fs.rmSync(output, { force: true });
  const outcome = await run(bin('jest'), ['--ci', '--json', `--outputFile=${output}`], { cwd: ROOT }).then(
    () => null,
    (error: Error) => error.message,
  );
  if (!fs.existsSync(output))
    return { name: 'unit', passed: 0, failed: 1, skipped: 0, error: outcome ?? 'Jest wrote no results' };
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  }>(output);
  return {
    name: 'unit',
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    error: outcome ?? undefined,
  };
}

async function e2eStage(): Promise<StageResult> {
  const chromium = await ensureChromium();
  const runId = `${Date.now()}-${process.pid}`;
  const scratch = path.join(CMS_DIR, '.tmp', `e2e-${runId}`);
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  const cmsPort = Number(process.env.E2E_CMS_PORT || 1339);
  const sitePort = Number(process.env.E2E_SITE_PORT || 9100);
  const editor = { email: 'e2e-editor@velmora.test', password: `E2e-${randomBytes(12).toString('hex')}` };
  try {
    stage('e2e: compiling the CMS');
    await prepareCms({ adminUi: false });
    stage('e2e: starting a throwaway CMS, seeded from scratch');
    const cms = await startCms({
      port: cmsPort,
      serveAdmin: false,
      env: {
        CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
        CMS_PUBLIC_DIR: path.join(scratch, 'public'),
        CMS_ADMIN_EMAIL: editor.email,
        CMS_ADMIN_PASSWORD: editor.password,
        // Never the developer's own CMS database or public address.
        CMS_DATABASE_URL: '',
        CMS_PUBLIC_URL: '',
        CMS_SEED: 'true',
      },
    });
    const env = {
      ...process.env,
      ...QUIET_ENV,
      CMS_GRAPHQL_URL: cms.graphqlUrl,
      SITE_URL: `http://localhost:${sitePort}`,
    };
    stage('e2e: building the site from it');
    await run(bin('gatsby'), ['build'], { cwd: ROOT, env, label: 'build' });
    stage(`e2e: serving the built site on port ${sitePort}`);
    const server = start(bin('gatsby'), ['serve', '--port', String(sitePort), '--host', 'localhost'], {
      cwd: ROOT,
      env,
      label: 'serve',
    });
    await waitFor('The built site', () => answers(`http://localhost:${sitePort}/`), { whileAlive: server });

    stage('e2e: Playwright in Chromium');
    const output = path.join(RESULTS_DIR, 'playwright.json');
    fs.rmSync(output, { force: true });
    const outcome = await run(bin('playwright'), ['test', '--config', '__tests__/e2e/playwright.config.ts'], {
      cwd: ROOT,
      env: {
        ...env,
        CHROMIUM_PATH: chromium,
        E2E_SITE_URL: `http://localhost:${sitePort}`,
        E2E_CMS_URL: cms.origin,
        E2E_EDITOR_EMAIL: editor.email,
        E2E_EDITOR_PASSWORD: editor.password,
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
      },
    }).then(
      () => null,
      (error: Error) => error.message,
    );
    if (!fs.existsSync(output))
      return { name: 'e2e', passed: 0, failed: 1, skipped: 0, error: outcome ?? 'Playwright wrote no results' };
    const { stats } = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
      output,
    );
    return {
      name: 'e2e',
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky,
      skipped: stats.skipped,
      error: outcome ?? undefined,
    };
  } finally {
    await stopAll();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

const STAGES: Record<string, () => Promise<StageResult>> = { unit: unitStage, e2e: e2eStage };

async function main() {
  stopAllOnSignals();
  const onlyIndex = process.argv.indexOf('--only');
  const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
  if (only && !STAGES[only])
    throw new Error(`Unknown stage "${only}": choose one of ${Object.keys(STAGES).join(', ')}`);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });

  const results: StageResult[] = [];
  for (const [name, runStage] of Object.entries(STAGES)) {
    if (only && name !== only) continue;
    stage(`Stage ${name}`);
    results.push(
      await runStage().catch((error: Error) => ({ name, passed: 0, failed: 1, skipped: 0, error: error.message })),
    );
  }

  stage('Results');
  for (const result of results) {
    note(
      `${result.name}: ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped${result.error ? ` (${result.error})` : ''}`,
    );
  }
  const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, result) => sum + result[key], 0);
  const failed = total('failed') + total('skipped');
  if (total('skipped') > 0) note('Skipped tests count as failures: nothing here may be skipped.');
  process.stdout.write(`${total('passed')} passed, ${failed} failed\n`);
  process.exit(failed > 0 || results.some((result) => result.error) || total('passed') === 0 ? 1 : 0);
}

main().catch(async (error: Error) => {
  process.stderr.write(`npm test failed: ${error.message}\n`);
  await stopAll();
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
});
