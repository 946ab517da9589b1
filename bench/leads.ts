/**
 * Latency of the Functions as the site serves them (scripts/services/site-server/serve.ts), against
 * the figures of reliability-targets.md, printed as a table:
 *   1. lookups alone at 250 a second
 *   2. 50 leads a second plus 250 lookups a second, for 60 s
 * Open loop: requests leave on schedule whether or not earlier ones have answered, and latency
 * counts from the scheduled moment, so a server that falls behind cannot hide it.
 *   npx tsx bench/leads.ts            (BENCH_SECONDS=60, BENCH_DATABASE_URL for PostgreSQL)
 */
import type { ChildProcess } from 'child_process';
import { randomUUID } from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { validLead } from '../src/leads/testing/fixtures';
import { answers, start, waitFor } from '../scripts/shared/processes';
import { ROOT } from '../scripts/shared/repo-root';
import { runLeadsBench } from './leads-database';

const PORT = Number(process.env.BENCH_PORT || 9400);
const SECONDS = Number(process.env.BENCH_SECONDS || 60);
const BASE = `http://localhost:${PORT}`;
const LOOKUPS: [string, Record<string, unknown>][] = [
  ['cityZipLookup', { input: '90210' }],
  ['cityZipLookup', { input: 'Miami' }],
  ['cityZipLookup', { input: 'San Fr' }],
  ['cityZipLookup', { input: 'M5V' }],
  ['cityPortLookup', { input: 'Bremerhaven', searchPort: true }],
  ['cityPortLookup', { input: 'Jebel', searchPort: true }],
  ['autocomplete', { input: 'Yokohama' }],
  ['makeLookup', { input: 'to' }],
  ['modelLookup', { input: 'Ca', MakeID: 448, Year: 2020 }],
];

interface Sample {
  ms: number;
  status: number;
}

let visitor = 0;
const nextIp = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

async function timed(
  scheduled: number,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Sample> {
  try {
    const response = await fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Forwarded-For': nextIp(), ...headers },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - scheduled, status: response.status };
  } catch {
    return { ms: performance.now() - scheduled, status: 0 };
  }
}

/** Fires `make()` `perSecond` times a second for `seconds`, on schedule. */
async function openLoop(perSecond: number, seconds: number, make: (scheduled: number, n: number) => Promise<Sample>) {
  const samples: Promise<Sample>[] = [];
  const start = performance.now();
  const total = Math.round(perSecond * seconds);
  for (let n = 0; n < total; n += 1) {
    const scheduled = start + (n * 1000) / perSecond;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    samples.push(make(scheduled, n));
  }
  return Promise.all(samples);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function row(name: string, samples: Sample[], okStatus: number, targetP99: number) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status !== okStatus).length;
  const p99 = percentile(sorted, 99);
  const verdict = p99 <= targetP99 && errors === 0 ? 'meets' : 'MISSES';
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`.padStart(10);
  return `${name.padEnd(34)}${String(samples.length).padStart(7)}${fmt(percentile(sorted, 50))}${fmt(percentile(sorted, 95))}${fmt(p99)}${fmt(sorted[sorted.length - 1])}${String(errors).padStart(8)}   p99 <= ${targetP99} ms: ${verdict}`;
}

runLeadsBench('leads', async (database) => {
  if (!fs.existsSync(path.join(ROOT, '.cache', 'functions', 'manifest.json')))
    throw new Error('Build the site first (npm start or npm run build)');
  const server: ChildProcess = start(
    path.join(ROOT, 'node_modules', '.bin', 'tsx'),
    ['scripts/services/site-server/serve.ts', '--port', String(PORT)],
    {
      cwd: ROOT,
      env: { ...process.env, ...database.env, TRUST_PROXY: 'true', SITE_URL: BASE },
      label: 'site',
    },
  );
  await waitFor('The site server', () => answers(`${BASE}/`), { whileAlive: server });
  await fetch(`${BASE}/api/pingGRPC`);
  for (const [fn, body] of LOOKUPS) await timed(performance.now(), `/api/${fn}`, body);
  const lookup = (scheduled: number, n: number) => {
    const [fn, body] = LOOKUPS[n % LOOKUPS.length];
    return timed(scheduled, `/api/${fn}`, body);
  };
  const lead = (scheduled: number, n: number) =>
    timed(scheduled, '/api/createLead', validLead({ email: `bench.${n}.${randomUUID().slice(0, 8)}@example.com` }), {
      'Idempotency-Key': `bench-${randomUUID()}`,
    });

  // A few seconds of traffic first, not counted: the figures are for a warm server.
  await openLoop(250, 3, lookup);
  console.log(
    `\nMachine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}; leads on ${database.name}`,
  );
  const warmSeconds = Math.min(20, SECONDS);
  const alone = await openLoop(250, warmSeconds, lookup);
  const [leads, lookups] = await Promise.all([openLoop(50, SECONDS, lead), openLoop(250, SECONDS, lookup)]);

  console.log(
    `\n${'scenario'.padEnd(34)}${'count'.padStart(7)}${'p50'.padStart(10)}${'p95'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}${'errors'.padStart(8)}`,
  );
  console.log(row(`lookups alone, 250/s, ${warmSeconds} s`, alone, 200, 20));
  console.log(row(`leads at 50/s (+250 lookups/s), ${SECONDS} s`, leads, 201, 250));
  console.log(row(`lookups at 250/s (+50 leads/s), ${SECONDS} s`, lookups, 200, 50));
});
