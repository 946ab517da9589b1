import path from 'path';
import { isProductionBuild, missingSettingMessage } from '../../runtime/deployment';
import { forgetProcessWide, processWide } from '../../runtime/process-wide';
import { runtimeEnv } from '../../runtime/runtime';
import type { Database } from './database';
import { migrate } from './migrations';
import { openPostgres } from './postgres';
import { openSqlite } from './sqlite';

/**
 * Where leads live: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. A
 * production build never falls back to SQLite (a Function's disk is neither durable nor shared).
 */
export function leadDatabaseLocation(env = runtimeEnv(), production = isProductionBuild()) {
  const url = env.DATABASE_URL?.trim();
  if (url) return { engine: 'postgres' as const, url };
  if (production) throw new Error(missingSettingMessage('DATABASE_URL'));
  return { engine: 'sqlite' as const, file: path.resolve(env.LEADS_SQLITE_FILE?.trim() || 'var/leads.db') };
}

/**
 * A production Function instance answers one request at a time, and there may be many instances:
 * each keeps a few connections (a lead's transaction, the occasional pruning, a relay run's
 * deliveries queue for them) so that together they stay within the database's limit.
 */
const SERVERLESS_CONNECTIONS = 3;

/** Opens, checks and migrates the lead database. */
export async function openLeadDatabase(env = runtimeEnv(), production = isProductionBuild()): Promise<Database> {
  const location = leadDatabaseLocation(env, production);
  const db =
    location.engine === 'postgres'
      ? openPostgres(location.url, production ? SERVERLESS_CONNECTIONS : undefined)
      : openSqlite(location.file);
  await db.checkDurability();
  await migrate(db);
  return db;
}

const SHARED_KEY = 'leads:database';

/** One lead database per process, opened on first request and kept (see process-wide.ts). */
export function sharedLeadDatabase(production = isProductionBuild()): Promise<Database> {
  return processWide(SHARED_KEY, () => {
    const opening = openLeadDatabase(runtimeEnv(), production);
    opening.catch(() => forgetProcessWide(SHARED_KEY));
    return opening;
  });
}
