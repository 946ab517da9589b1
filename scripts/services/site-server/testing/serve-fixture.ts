/**
 * serve.ts for site-workers.test.ts: the same primary and workers, serving a small built site
 * made by the test (FIXTURE_ROOT) on FIXTURE_PORT. A worker started while the file FIXTURE_BROKEN
 * exists exits at once, as one that cannot start would.
 */
import cluster from 'cluster';
import fs from 'fs';
import { runServingWorker } from '../serving-worker';
import { runPrimary } from '../site-workers';

const root = process.env.FIXTURE_ROOT ?? '';
const port = Number(process.env.FIXTURE_PORT);
const broken = process.env.FIXTURE_BROKEN ?? '';

if (cluster.isPrimary) {
  runPrimary({
    port,
    host: '127.0.0.1',
    holdLimitMs: Number(process.env.FIXTURE_HOLD_MS) || undefined,
    standbyAfterMs: 0,
  });
} else if (broken && fs.existsSync(broken)) {
  process.exit(1);
} else {
  runServingWorker({ root, port, host: '127.0.0.1' });
}
