/**
 * The little SQL surface the lead intake needs, implemented for SQLite and PostgreSQL so the
 * intake logic is written once. Placeholders are `?`; PostgreSQL's driver gets them renumbered.
 */
export type SqlValue = string | number | null;
export type Row = Record<string, SqlValue>;

export interface Queryable {
  all(sql: string, params?: SqlValue[]): Promise<Row[]>;
  get(sql: string, params?: SqlValue[]): Promise<Row | undefined>;
  run(sql: string, params?: SqlValue[]): Promise<number>;
}

export interface Transaction extends Queryable {
  /** Serialises transactions that touch the same subject (an IP, an e-mail) until commit. */
  lock(subject: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Verifies the settings that make a commit durable; throws when they are off. */
  checkDurability(): Promise<string>;
  close(): Promise<void>;
}

/** Thrown by a transaction body to roll back and hand a value to the caller. */
export class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}
