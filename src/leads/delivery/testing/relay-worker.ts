/**
 * A relay in a process of its own, for the concurrency test: opens the lead database from the
 * environment, says "ready", waits for a line on stdin so that all workers start together, then
 * runs passes until nothing is pending and prints what it delivered as JSON.
 */
import { runtimeEnv } from '../../../runtime/runtime';
import { openLeadDatabase } from '../../store/open-store';
import { deliverDue } from '../relay';
import { createTransports } from '../transports';
import { sleep } from './seed';

async function main() {
  const varDir = process.argv[2];
  if (!varDir) throw new Error('usage: relay-worker <var dir>');
  const db = await openLeadDatabase(runtimeEnv());
  const { transports } = createTransports(runtimeEnv(), varDir);
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  let delivered = 0;
  let passes = 0;
  for (;;) {
    const pass = await deliverDue(db, transports, { batchSize: 3 });
    passes += 1;
    delivered += pass.delivered;
    if (pass.claimed > 0) continue;
    const left = await db.get("SELECT COUNT(*) AS n FROM outbox WHERE status = 'pending'");
    if (Number(left?.n ?? 0) === 0) break;
    await sleep(10);
  }
  await db.close();
  process.stdout.write(`${JSON.stringify({ delivered, passes })}\n`);
}

main().catch((error: Error) => {
  process.stderr.write(`relay worker failed: ${error.stack ?? error.message}\n`);
  process.exit(1);
});
