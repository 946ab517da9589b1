/**
 * The outbox relay: delivers each committed lead to the CRM and by e-mail (customer confirmation,
 * broker notification), and each order's rows (the signed copy with its PDF, the broker's notice,
 * status e-mails and texts, requests), retrying with backoff for 72 hours before a dead letter.
 * Runs beside the site with the same settings (`.env`, DATABASE_URL or the SQLite file,
 * CRM_WEBHOOK_URL, SMTP_URL, TWILIO_*, ...); relative paths such as var/ are resolved from the
 * working directory, as the site does.
 *   npx tsx scripts/services/outbox-relay.ts
 * SIGINT or SIGTERM finishes the deliveries in flight, then exits.
 */
import dotenv from 'dotenv';
import path from 'path';
import { durationText, logLine, redactPersonalData } from '../../src/leads/delivery/log';
import { deliveryLogLine, outboxSummary, startRelay } from '../../src/leads/delivery/relay';
import { createTransports } from '../../src/leads/delivery/transports';
import { leadDatabaseLocation, openLeadDatabase } from '../../src/leads/store/open-store';
import { ROOT } from '../shared/repo-root';

dotenv.config({ path: path.join(ROOT, '.env') });

const INTERVAL_MS = 2000;
const log = (message: string) => process.stdout.write(`${logLine(message)}\n`);
const logError = (message: string) => process.stderr.write(`${logLine(message)}\n`);

async function main() {
  const location = leadDatabaseLocation();
  const db = await openLeadDatabase();
  const { transports, destinations } = createTransports();
  log(`Outbox relay started on ${location.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : location.file}`);
  for (const [channel, destination] of Object.entries(destinations)) log(`  ${channel}: ${destination}`);
  const summary = await outboxSummary(db);
  log(
    `  waiting: ${summary.pending}${summary.oldestPendingAgeMs === null ? '' : ` (oldest ${durationText(summary.oldestPendingAgeMs)})`}, dead letters: ${summary.dead}`,
  );

  const stop = startRelay(db, transports, {
    intervalMs: INTERVAL_MS,
    onResult: (result) => (result.outcome === 'delivered' ? log : logError)(deliveryLogLine(result)),
    onError: (error) =>
      logError(`relay pass failed (retrying in ${INTERVAL_MS / 1000} s): ${redactPersonalData(error.message)}`),
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      logError(`${signal} again: exiting without waiting`);
      process.exit(130);
    }
    stopping = true;
    log(`${signal}: finishing the deliveries in flight`);
    stop()
      .then(() => db.close())
      .then(
        () => {
          log('Outbox relay stopped');
          process.exit(0);
        },
        (error: Error) => {
          logError(`Outbox relay stopped with an error: ${error.message}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: Error) => {
  logError(`Outbox relay could not start: ${error.message}`);
  process.exit(1);
});
