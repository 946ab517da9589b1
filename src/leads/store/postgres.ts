import pg from 'pg';
import type { Database, Queryable, Row, Transaction } from './database';

/** `?` placeholders to PostgreSQL's `$1, $2, ...` (the intake's SQL never has a literal `?`). */
export const numberPlaceholders = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${(n += 1)}`);
};

const queryableOn = (client: pg.Pool | pg.PoolClient): Queryable => ({
  all: async (sql, params = []) => (await client.query<Row>(numberPlaceholders(sql), params)).rows,
  get: async (sql, params = []) => (await client.query<Row>(numberPlaceholders(sql), params)).rows[0],
  run: async (sql, params = []) => (await client.query(numberPlaceholders(sql), params)).rowCount ?? 0,
});

/** PostgreSQL through node-postgres (bundled into the Functions), when DATABASE_URL is set. */
export function openPostgres(connectionString: string, maxConnections = 10): Database {
  // BIGINT columns (ids, epoch milliseconds) come back as numbers, not strings.
  pg.types.setTypeParser(20, (value) => Number(value));
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  pool.on('error', (error) => console.error('PostgreSQL pool error', error.message));

  return {
    dialect: 'postgres',
    ...queryableOn(pool),
    async transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Transaction = {
          ...queryableOn(client),
          lock: async (subject) => {
            await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [subject]);
          },
        };
        const value = await body(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async checkDurability() {
      const fsync = (await pool.query('SHOW fsync')).rows[0]?.fsync;
      const commit = (await pool.query('SHOW synchronous_commit')).rows[0]?.synchronous_commit;
      if (fsync !== 'on' || commit === 'off') {
        throw new Error(`PostgreSQL lead store is not durable: fsync=${fsync}, synchronous_commit=${commit}`);
      }
      return `PostgreSQL (fsync=on, synchronous_commit=${commit})`;
    },
    close: () => pool.end(),
  };
}
