/** The lead database of the served site, opened with the same settings the site runs with. */
import type { Database } from '../../src/leads/store/database';
import { openLeadDatabase } from '../../src/leads/store/open-store';

let db: Promise<Database> | undefined;

export const servedLeadDatabase = (): Promise<Database> =>
  (db ??= openLeadDatabase({
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LEADS_SQLITE_FILE: process.env.LEADS_SQLITE_FILE ?? '',
  }));

export async function rowCounts(): Promise<Record<string, number>> {
  const database = await servedLeadDatabase();
  const counts: Record<string, number> = {};
  for (const table of ['leads', 'outbox', 'rate_events', 'idempotency_keys']) {
    counts[table] = Number((await database.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);
  }
  return counts;
}

/** Rows written at or after `since` (ms), per table: what a request that must write nothing would have left. */
export async function rowsWrittenSince(since: number): Promise<Record<string, number>> {
  const database = await servedLeadDatabase();
  const counts: Record<string, number> = {};
  for (const [table, column] of [
    ['leads', 'created_at'],
    ['outbox', 'created_at'],
    ['rate_events', 'at'],
    ['idempotency_keys', 'created_at'],
  ]) {
    counts[table] = Number(
      (await database.get(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} >= ?`, [since]))?.n ?? 0,
    );
  }
  return counts;
}

let address = 0;
/** A fresh client address for each use (the served site trusts X-Forwarded-For in tests). */
export const nextClientIp = () => {
  address += 1;
  return `198.51.${(process.pid + Math.floor(address / 250)) % 250}.${address % 250}`;
};
