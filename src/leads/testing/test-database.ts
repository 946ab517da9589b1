import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Database } from '../store/database';
import { openLeadDatabase } from '../store/open-store';

/**
 * The PostgreSQL server the lead tests may use: only TEST_DATABASE_URL, which `npm test` points at
 * its throwaway server. Never DATABASE_URL: these tests empty the tables they use.
 */
export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL?.trim() ?? '';

export const testEngine = (): string => (testDatabaseUrl() ? 'PostgreSQL' : 'SQLite');

/** The lead database a test suite runs on: the throwaway PostgreSQL, else a fresh SQLite file. */
export async function openTestDatabase(): Promise<{ db: Database; cleanUp: () => Promise<void> }> {
  if (testDatabaseUrl()) {
    const db = await openLeadDatabase({ DATABASE_URL: testDatabaseUrl() });
    await emptyTables(db);
    return { db, cleanUp: () => db.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-'));
  const db = await openLeadDatabase({ LEADS_SQLITE_FILE: path.join(dir, 'leads.db') });
  return {
    db,
    cleanUp: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Gives the suite its lead database: opened before its tests (handed to `opened`), emptied before
 * each test and closed after them.
 */
export function withTestDatabase(opened: (db: Database) => void): void {
  let db: Database;
  let cleanUp: () => Promise<void>;
  beforeAll(async () => {
    ({ db, cleanUp } = await openTestDatabase());
    opened(db);
  });
  afterAll(() => cleanUp());
  beforeEach(() => emptyTables(db));
}

export async function emptyTables(db: Database): Promise<void> {
  for (const table of [
    'customer_mails',
    'form_tokens',
    'waiting_bookings',
    'order_requests',
    'order_events',
    'orders',
    'idempotency_keys',
    'outbox',
    'rate_events',
    'lead_estimates',
    'leads',
  ])
    await db.run(`DELETE FROM ${table}`);
}

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['leads', 'outbox', 'rate_events', 'idempotency_keys']) {
    counts[table] = Number((await db.get(`SELECT COUNT(*) AS n FROM ${table}`))?.n ?? 0);
  }
  return counts;
}
