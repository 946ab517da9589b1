import path from 'path';
import { forgetProcessWide, processWide } from '../../server/process-wide';
import { runtimeEnv } from '../../server/runtime';
import type { Database } from './database';
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

/** Where leads live: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export const leadDatabaseLocation = (env = runtimeEnv()) =>
  env.DATABASE_URL?.trim()
    ? { engine: 'postgres' as const, url: env.DATABASE_URL.trim() }
    : { engine: 'sqlite' as const, file: path.resolve(env.LEADS_SQLITE_FILE?.trim() || 'var/leads.db') };

/** Opens, checks and migrates the lead database. */
export async function openLeadDatabase(env = runtimeEnv()): Promise<Database> {
  const location = leadDatabaseLocation(env);
  const db = location.engine === 'postgres' ? openPostgres(location.url) : openSqlite(location.file);
  await db.checkDurability();
  await migrate(db);
  return db;
}

const SHARED_KEY = 'leads:database';

/** One lead database per process, opened on first request and kept (see process-wide.ts). */
export function sharedLeadDatabase(): Promise<Database> {
  return processWide(SHARED_KEY, () => {
    const opening = openLeadDatabase();
    opening.catch(() => forgetProcessWide(SHARED_KEY));
    return opening;
  });
}
