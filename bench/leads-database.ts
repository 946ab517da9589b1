import fs from 'fs';
import os from 'os';
import path from 'path';
import { stopAll } from '../scripts/shared/processes';

/** Where a bench's leads go: PostgreSQL at BENCH_DATABASE_URL, else an SQLite file of its own. */
export interface BenchDatabase {
  env: Record<string, string>;
  /** For the printed figures. */
  name: string;
}

/**
 * Runs a bench against its own leads database in a scratch folder, removed afterwards, and stops
 * every process it started however it ends; a failure prints its message and exits with 1.
 */
export function runLeadsBench(name: string, bench: (database: BenchDatabase) => Promise<void>): void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const url = process.env.BENCH_DATABASE_URL;
  const database: BenchDatabase = url
    ? { env: { DATABASE_URL: url }, name: 'PostgreSQL' }
    : {
        env: { DATABASE_URL: '', LEADS_SQLITE_FILE: path.join(dir, 'leads.db') },
        name: 'SQLite (WAL, synchronous=FULL)',
      };
  bench(database)
    .finally(async () => {
      await stopAll();
      fs.rmSync(dir, { recursive: true, force: true });
    })
    .catch(async (error: Error) => {
      console.error(error.message);
      await stopAll();
      process.exit(1);
    });
}
