import { runtimeEnv } from '../../runtime/runtime';
import { sharedLeadDatabase } from '../store/open-store';
import { logLine, redactPersonalData } from './log';
import { DEFAULT_BATCH_SIZE, deliverDue, deliveryLogLine } from './relay';
import { createTransports } from './transports';

/**
 * A scheduled run stops starting passes after this long: Netlify stops a scheduled Function at
 * 30 s, and a pass cut short only leaves its claims to expire (DEFAULT_LOCK_MS) and run again.
 */
export const SCHEDULED_RELAY_BUDGET_MS = 15_000;

export interface ScheduledRelaySummary {
  passes: number;
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
}

/**
 * The outbox relay where no process of ours runs all the time (production on Netlify): a
 * scheduled Function calls this every minute. It claims due rows exactly as the relay process does
 * (so both may run at once), delivers them, and goes on while passes come back full, within the
 * budget. Production settings only: PostgreSQL, the CRM webhook and SMTP, never local files.
 */
export async function runScheduledRelay(
  log: (line: string) => void = (line) => console.log(logLine(line)),
  budgetMs = SCHEDULED_RELAY_BUDGET_MS,
): Promise<ScheduledRelaySummary> {
  const started = Date.now();
  const db = await sharedLeadDatabase(true);
  const { transports, destinations } = createTransports(runtimeEnv(), undefined, true);
  const summary: ScheduledRelaySummary = { passes: 0, claimed: 0, delivered: 0, retrying: 0, dead: 0 };
  let full = true;
  while (full && Date.now() - started < budgetMs) {
    const pass = await deliverDue(db, transports);
    summary.passes += 1;
    summary.claimed += pass.claimed;
    summary.delivered += pass.delivered;
    summary.retrying += pass.retrying;
    summary.dead += pass.dead;
    for (const result of pass.results) log(deliveryLogLine(result));
    full = pass.claimed >= DEFAULT_BATCH_SIZE;
  }
  if (summary.claimed > 0 && summary.delivered < summary.claimed) {
    for (const [channel, destination] of Object.entries(destinations))
      log(`  ${channel}: ${redactPersonalData(destination)}`);
  }
  return summary;
}
