import fs from 'fs';
import path from 'path';
import { processWide } from '../server/process-wide';
import { runtimeEnv } from '../server/runtime';
import { DEFAULT_RATE_TABLE, rateTableProblems, type RateTable } from './rate-table';

interface LoadedTable {
  file: string;
  mtimeMs: number;
  table: RateTable;
}

/**
 * The rate table in force: the built-in one, or the broker's own JSON file named by
 * PRICING_RATES_FILE (the same shape as DEFAULT_RATE_TABLE, with its own `version`). The file is
 * read again when it changes, so a new table applies without a restart; a broken one is refused
 * with its problems named, never half used.
 */
export function currentRateTable(env: NodeJS.ProcessEnv = runtimeEnv()): RateTable {
  const setting = env.PRICING_RATES_FILE?.trim();
  if (!setting) return DEFAULT_RATE_TABLE;
  const file = path.resolve(setting);
  const { mtimeMs } = fs.statSync(file);
  const cache = processWide('pricing:rate-table', () => ({ current: null as LoadedTable | null }));
  if (cache.current?.file === file && cache.current.mtimeMs === mtimeMs) return cache.current.table;
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as RateTable;
  const problems = rateTableProblems(table);
  if (problems.length) throw new Error(`PRICING_RATES_FILE ${file} cannot be used: ${problems.join('; ')}`);
  cache.current = { file, mtimeMs, table };
  return table;
}
