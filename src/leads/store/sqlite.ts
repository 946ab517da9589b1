import fs from 'fs';
import path from 'path';
import { runtimeRequire } from '../../runtime/runtime';
import type { Database, Row, SqlValue, Transaction } from './database';

interface LibsqlStatement {
  all(...params: SqlValue[]): Record<string, unknown>[];
  get(...params: SqlValue[]): Record<string, unknown> | undefined;
  run(...params: SqlValue[]): { changes: number };
}
interface LibsqlDatabase {
  prepare(sql: string): LibsqlStatement;
  exec(sql: string): void;
  close(): void;
}
type LibsqlConstructor = new (file: string, options?: { timeout?: number }) => LibsqlDatabase;

/** libsql adds a `_metadata` entry to every row; keep only the columns. */
const columns = (row: Record<string, unknown> | undefined): Row | undefined => {
  if (!row) return undefined;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) if (key !== '_metadata') out[key] = value as SqlValue;
  return out;
};

/**
 * SQLite through libsql (prebuilt, no compile). WAL with synchronous=FULL so that an acknowledged
 * lead survives a crash or a power cut; one writer at a time, so transactions are serialised here
 * and across processes (BEGIN IMMEDIATE with a busy timeout).
 */
export function openSqlite(file: string): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const Libsql = runtimeRequire('libsql') as LibsqlConstructor;
  const db = new Libsql(file, { timeout: 10_000 });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 10000');

  const statements = new Map<string, LibsqlStatement>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const queryable = {
    all: async (sql: string, params: SqlValue[] = []) =>
      prepare(sql)
        .all(...params)
        .map((row) => columns(row) as Row),
    get: async (sql: string, params: SqlValue[] = []) => columns(prepare(sql).get(...params)),
    run: async (sql: string, params: SqlValue[] = []) => prepare(sql).run(...params).changes,
  };

  // One transaction at a time in this process; BEGIN IMMEDIATE orders them with other processes.
  let queue: Promise<unknown> = Promise.resolve();
  const transaction = <T>(body: (tx: Transaction) => Promise<T>): Promise<T> => {
    const result = queue.then(async () => {
      db.exec('BEGIN IMMEDIATE');
      try {
        const value = await body({ ...queryable, lock: async () => undefined });
        db.exec('COMMIT');
        return value;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    });
    queue = result.catch(() => undefined);
    return result;
  };

  return {
    dialect: 'sqlite',
    ...queryable,
    transaction,
    async checkDurability() {
      const mode = columns(db.prepare('PRAGMA journal_mode').get())?.journal_mode;
      const sync = columns(db.prepare('PRAGMA synchronous').get())?.synchronous;
      if (String(mode).toLowerCase() !== 'wal' || Number(sync) !== 2) {
        throw new Error(
          `SQLite lead store is not durable: journal_mode=${mode}, synchronous=${sync} (want wal, 2=FULL)`,
        );
      }
      return `SQLite ${file} (WAL, synchronous=FULL)`;
    },
    async close() {
      await queue;
      db.close();
    },
  };
}
