/** The lead database of the served site, opened with the same settings the site runs with. */
import type { Database } from '../../src/leads/store/database';
import { openLeadDatabase } from '../../src/leads/store/open-store';

let db: Promise<Database> | undefined;

export const servedLeadDatabase = (): Promise<Database> =>
  (db ??= openLeadDatabase({
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LEADS_SQLITE_FILE: process.env.LEADS_SQLITE_FILE ?? '',
  }));

/** Each lead table and the column that holds when a row was written. */
const WRITTEN_AT = { leads: 'created_at', outbox: 'created_at', rate_events: 'at', idempotency_keys: 'created_at' };

/** Rows per table; with `since` (ms), only those written at or after it. */
export async function rowCounts(since?: number): Promise<Record<string, number>> {
  const database = await servedLeadDatabase();
  const counts: Record<string, number> = {};
  for (const [table, column] of Object.entries(WRITTEN_AT)) {
    const row = await (since === undefined
      ? database.get(`SELECT COUNT(*) AS n FROM ${table}`)
      : database.get(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} >= ?`, [since]));
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

let address = 0;
/** A fresh client address for each use (the served site trusts X-Forwarded-For in tests). */
export const nextClientIp = () => {
  address += 1;
  return `198.51.${(process.pid + Math.floor(address / 250)) % 250}.${address % 250}`;
};
