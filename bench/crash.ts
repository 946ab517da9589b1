/**
 * reliability-targets.md's durability figure: SIGKILL the server 100 times (CRASH_KILLS) at 50
 * leads a second (CRASH_RATE) and count what was lost or doubled. The test suite runs the same
 * check with 10 kills; this prints the full figures.
 *   npx tsx bench/crash.ts            (BENCH_DATABASE_URL for PostgreSQL)
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { runCrashTest } from '../scripts/test-runner/stages/crash-test';
import { stopAll } from '../scripts/shared/processes';
import { ROOT } from '../scripts/shared/repo-root';

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-crash-'));
  const databaseEnv: Record<string, string> = process.env.BENCH_DATABASE_URL
    ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
    : { DATABASE_URL: '', LEADS_SQLITE_FILE: path.join(dir, 'leads.db') };
  const kills = Number(process.env.CRASH_KILLS || 100);
  const rate = Number(process.env.CRASH_RATE || 50);
  try {
    const result = await runCrashTest({
      root: ROOT,
      databaseEnv,
      port: Number(process.env.BENCH_PORT || 9401),
      kills,
      leadsPerSecond: rate,
      killEveryMs: 2000,
    });
    console.log(
      `\nCrash benchmark on ${databaseEnv.DATABASE_URL ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)'}: ${rate} leads/s`,
    );
    console.log(`  SIGKILLs of the server:          ${result.kills} (the relay too, every third)`);
    console.log(`  leads acknowledged:              ${result.acknowledged} (${result.retries} client retries)`);
    console.log(
      `  acknowledged leads lost:         ${result.checks.find((c) => c.name.startsWith('every acknowledged'))?.detail}`,
    );
    console.log(
      `  leads stored twice:              ${result.checks.find((c) => c.name.startsWith('no lead'))?.detail}`,
    );
    console.log(
      `  integrity checks:                ${result.checks.find((c) => c.name.includes('integrity'))?.detail}`,
    );
    console.log(
      `  CRM:                             ${result.checks.find((c) => c.name.includes('CRM, once'))?.detail}`,
    );
    console.log(`  duration:                        ${result.seconds.toFixed(0)} s`);
    process.exitCode = result.checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch(async (error: Error) => {
  console.error(error.message);
  await stopAll();
  process.exit(1);
});
