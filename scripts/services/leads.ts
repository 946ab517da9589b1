/**
 * The sales team's view of the leads, on the site's own database and settings.
 *   npx tsx scripts/services/leads.ts list [--limit N] [--full]     newest leads (and their orders), e-mail masked unless --full
 *   npx tsx scripts/services/leads.ts orders [--limit N] [--full]   newest orders: timeline, open requests, deliveries
 *   npx tsx scripts/services/leads.ts export --csv [--out FILE]     every lead with its delivery state, as CSV
 *   npx tsx scripts/services/leads.ts outbox [--full]               deliveries by channel and state, dead letters
 *   npx tsx scripts/services/leads.ts retry-dead                    gives every dead letter one more attempt
 *   npx tsx scripts/services/leads.ts release-held                  sends the visitors' e-mails held for an agent
 */
import dotenv from 'dotenv';
import fs from 'fs';
import path from 'path';
import { writeFileAtomically } from '../../src/leads/delivery/atomic-file';
import {
  exportLeadsCsv,
  leadTable,
  orderLines,
  orderReportText,
  recentLeads,
  recentOrders,
  textTable,
} from '../../src/leads/delivery/lead-report';
import { durationText, leadLabel, redactPersonalData } from '../../src/leads/delivery/log';
import { outboxSummary, releaseHeldConfirmations, retryDeadLetters } from '../../src/leads/delivery/relay';
import type { Database } from '../../src/leads/store/database';
import { openLeadDatabase } from '../../src/leads/store/open-store';
import { ROOT } from '../shared/repo-root';

dotenv.config({ path: path.join(ROOT, '.env') });

const USAGE = `Usage:
  npx tsx scripts/services/leads.ts list [--limit N] [--full]
  npx tsx scripts/services/leads.ts orders [--limit N] [--full]
  npx tsx scripts/services/leads.ts export --csv [--out FILE]
  npx tsx scripts/services/leads.ts outbox [--full]
  npx tsx scripts/services/leads.ts retry-dead
  npx tsx scripts/services/leads.ts release-held
`;

class UsageError extends Error {}

interface Options {
  command: string;
  limit: number;
  full: boolean;
  csv: boolean;
  out?: string;
}

function parseArguments(args: string[]): Options {
  const [command = 'help', ...rest] = args;
  const options: Options = { command, limit: 50, full: false, csv: false };
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i];
    if (flag === '--full') options.full = true;
    else if (flag === '--csv') options.csv = true;
    else if (flag === '--limit' || flag === '--out') {
      const value = rest[(i += 1)];
      if (!value) throw new UsageError(`${flag} needs a value`);
      if (flag === '--out') options.out = value;
      else if (!/^\d+$/.test(value) || Number(value) < 1) throw new UsageError('--limit takes a whole number above 0');
      else options.limit = Number(value);
    } else throw new UsageError(`Unknown option ${flag}`);
  }
  return options;
}

async function list(db: Database, options: Options) {
  const rows = await recentLeads(db, options.limit);
  if (rows.length === 0) return void process.stdout.write('No leads yet.\n');
  process.stdout.write(`${leadTable(rows, { full: options.full })}\n`);
  const orders = orderLines(rows);
  if (orders.length)
    process.stdout.write(`\nOrders (\`orders\` shows each whole):\n${orders.map((line) => `  ${line}`).join('\n')}\n`);
  process.stdout.write(
    `\n${rows.length} most recent lead${rows.length === 1 ? '' : 's'}${options.full ? '' : ' (--full shows e-mail addresses)'}\n`,
  );
}

async function orders(db: Database, options: Options) {
  const reports = await recentOrders(db, options.limit);
  if (reports.length === 0) return void process.stdout.write('No orders yet.\n');
  process.stdout.write(`${reports.map((report) => orderReportText(report, { full: options.full })).join('\n\n')}\n`);
  process.stdout.write(
    `\n${reports.length} most recent order${reports.length === 1 ? '' : 's'}${options.full ? '' : ' (--full shows addresses, e-mail and phone numbers)'}\n`,
  );
}

async function exportCsv(db: Database, options: Options) {
  if (!options.csv) throw new UsageError('export needs --csv (the only format)');
  if (!options.out) {
    const count = await exportLeadsCsv(db, (chunk) =>
      process.stdout.write(chunk) ? undefined : new Promise<void>((resolve) => process.stdout.once('drain', resolve)),
    );
    process.stderr.write(`${count} leads exported\n`);
    return;
  }
  const chunks: string[] = [];
  const count = await exportLeadsCsv(db, (chunk) => void chunks.push(chunk));
  const file = path.resolve(options.out);
  await writeFileAtomically(file, chunks.join(''));
  process.stdout.write(`${count} leads exported to ${file}\n`);
}

async function outbox(db: Database, options: Options) {
  const summary = await outboxSummary(db);
  if (summary.counts.length === 0) return void process.stdout.write('The outbox is empty.\n');
  process.stdout.write(
    `${textTable(
      ['Channel', 'State', 'Rows'],
      summary.counts.map((row) => [row.channel, row.status, String(row.count)]),
    )}\n\n`,
  );
  process.stdout.write(
    summary.oldestPendingAgeMs === null
      ? 'Nothing is waiting.\n'
      : `${summary.pending} waiting; the oldest for ${durationText(summary.oldestPendingAgeMs)}.\n`,
  );
  if (summary.deadLetters.length === 0) return void process.stdout.write('No dead letters.\n');
  process.stdout.write(`\nDead letters (${summary.dead}; retry-dead gives them one more attempt):\n`);
  process.stdout.write(
    `${textTable(
      ['Outbox id', 'Lead', 'Channel', 'Attempts', 'Queued', 'Last error'],
      summary.deadLetters.map((letter) => [
        String(letter.outboxId),
        options.full ? `${letter.lead.number} ${letter.lead.requestId} (${letter.lead.email})` : leadLabel(letter.lead),
        letter.channel,
        String(letter.attempts),
        new Date(letter.queuedAt).toISOString().slice(0, 16).replace('T', ' '),
        options.full ? letter.lastError : redactPersonalData(letter.lastError),
      ]),
    )}\n`,
  );
}

async function retryDead(db: Database) {
  const count = await retryDeadLetters(db);
  process.stdout.write(`${count} dead letter${count === 1 ? '' : 's'} queued for one more attempt by the relay.\n`);
}

const COMMANDS: Record<string, (db: Database, options: Options) => Promise<void>> = {
  list,
  orders,
  export: exportCsv,
  outbox,
  'retry-dead': retryDead,
  'release-held': async (db) => {
    const released = await releaseHeldConfirmations(db);
    process.stdout.write(
      `${released} held ${released === 1 ? 'e-mail' : 'e-mails'} to visitors released: the relay sends them next.\n`,
    );
  },
};

async function main() {
  // A reader that stops early (`| head`) is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));
  const options = parseArguments(process.argv.slice(2));
  if (options.command === 'help' || options.command === '--help') return void process.stdout.write(USAGE);
  const command = COMMANDS[options.command];
  if (!command) throw new UsageError(`Unknown command "${options.command}"`);
  if (options.out && fs.existsSync(options.out) && fs.statSync(options.out).isDirectory()) {
    throw new UsageError(`--out ${options.out} is a folder; name a file`);
  }
  const db = await openLeadDatabase();
  try {
    await command(db, options);
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : `leads: ${error.message}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
