/**
 * reliability-targets.md's durability figure: SIGKILL the server 100 times (CRASH_KILLS) at 50
 * leads a second (CRASH_RATE) and count what was lost or doubled. The test suite runs the same
 * check with 10 kills; this prints the full figures.
 *   npx tsx bench/crash.ts            (BENCH_DATABASE_URL for PostgreSQL)
 */
import { runCrashTest } from '../scripts/test-runner/stages/crash-test';
import { ROOT } from '../scripts/shared/repo-root';
import { runLeadsBench } from './leads-database';

runLeadsBench('crash', async (database) => {
  const kills = Number(process.env.CRASH_KILLS || 100);
  const rate = Number(process.env.CRASH_RATE || 50);
  const result = await runCrashTest({
    root: ROOT,
    databaseEnv: database.env,
    port: Number(process.env.BENCH_PORT || 9401),
    kills,
    leadsPerSecond: rate,
    killEveryMs: 2000,
  });
  console.log(`\nCrash benchmark on ${database.name}: ${rate} leads/s`);
  console.log(`  SIGKILLs of the server:          ${result.kills} (the relay too, every third)`);
  console.log(`  leads acknowledged:              ${result.acknowledged} (${result.retries} client retries)`);
  console.log(
    `  acknowledged leads lost:         ${result.checks.find((c) => c.name.startsWith('every acknowledged'))?.detail}`,
  );
  console.log(`  leads stored twice:              ${result.checks.find((c) => c.name.startsWith('no lead'))?.detail}`);
  console.log(`  integrity checks:                ${result.checks.find((c) => c.name.includes('integrity'))?.detail}`);
  console.log(`  CRM:                             ${result.checks.find((c) => c.name.includes('CRM, once'))?.detail}`);
  console.log(`  duration:                        ${result.seconds.toFixed(0)} s`);
  process.exitCode = result.checks.every((check) => check.ok) ? 0 : 1;
});
