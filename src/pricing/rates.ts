import fs from 'fs';
import path from 'path';
import { fetchGraphql } from '../cms/fetch-graphql';
import { cmsGraphqlUrl } from '../runtime/cms-config';
import { processWide } from '../runtime/process-wide';
import { runtimeEnv } from '../runtime/runtime';
import { rateFormSelection, tableFromForm, type RateForm } from './rate-rules';
import { DEFAULT_RATE_TABLE, rateTableProblems, type RateTable } from './rate-table';

/** How long the CMS's table is used before it is asked again: an editor's change applies within it. */
export const CMS_RATES_TTL_MS = 30_000;
/** A slow CMS never holds up an estimate (or a lead) for longer than this. */
const CMS_RATES_TIMEOUT_MS = 2_500;

/** Every field of the Pricing rates form (published: the public role sees nothing else). */
export const PRICING_RATES_QUERY = `query PricingRates { pricingRate { ${rateFormSelection()} } }`;

interface LoadedFile {
  file: string;
  mtimeMs: number;
  table: RateTable;
}

/**
 * A table saved before categories existed (an older CMS entry the broker may have edited, or their
 * own file) keeps its figures and gains the built-in `categories`, never the other way round: the
 * broker's edits are never overwritten. Its version says so, so each estimate can still be traced
 * to the figures that made it, and the log says so once per version.
 */
export function withBuiltInCategories(table: RateTable, source: string): RateTable {
  if (table.categories !== undefined) return table;
  const builtIn = DEFAULT_RATE_TABLE;
  const version = `${table.version} + categories of ${builtIn.version}`;
  const logged = processWide('pricing:categories-fallback', () => new Set<string>());
  if (!logged.has(`${source}\u0000${table.version}`)) {
    logged.add(`${source}\u0000${table.version}`);
    console.warn(
      `Pricing rates: ${source} (version ${table.version}) has no categories; boats, RVs, machines and the rest are priced with the built-in ones of ${builtIn.version} until it has its own. Estimates record version "${version}".`,
    );
  }
  return { ...table, version, categories: builtIn.categories };
}

/** Why a value from outside (the table the CMS's form holds, a file) cannot be used as a rate table. */
export function problemsOf(value: unknown): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return ['the rates must be a JSON object'];
  try {
    return rateTableProblems(value as RateTable);
  } catch (error) {
    return [`the rates do not have the table's shape (${(error as Error).message})`];
  }
}

/**
 * The broker's own JSON file named by PRICING_RATES_FILE (the shape of default-rates.json, with its
 * own `version`), read again when it changes; a broken one is refused with its problems named,
 * never half used.
 */
export function rateTableFromFile(setting: string): RateTable {
  const file = path.resolve(setting);
  const { mtimeMs } = fs.statSync(file);
  const cache = processWide('pricing:rate-file', () => ({ current: null as LoadedFile | null }));
  if (cache.current?.file === file && cache.current.mtimeMs === mtimeMs) return cache.current.table;
  const table: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const problems = problemsOf(table);
  if (problems.length) throw new Error(`PRICING_RATES_FILE ${file} cannot be used: ${problems.join('; ')}`);
  const complete = withBuiltInCategories(table as RateTable, `PRICING_RATES_FILE ${file}`);
  cache.current = { file, mtimeMs, table: complete };
  return complete;
}

interface CmsRates {
  table: RateTable | null;
  fetchedAt: number;
  pending: Promise<RateTable> | null;
}

/**
 * Asks the CMS for its Pricing rates entry: the table its form holds, null when there is none, or
 * an error. The CMS refuses a broken form when it is saved; the check here covers a CMS without
 * that check and a table changed in its database by hand.
 */
async function fetchCmsRates(env: NodeJS.ProcessEnv, fetcher: typeof fetch): Promise<RateTable | null> {
  const data = await fetchGraphql<{ pricingRate: RateForm | null }>(
    cmsGraphqlUrl(env),
    { query: PRICING_RATES_QUERY },
    { timeoutMs: CMS_RATES_TIMEOUT_MS, quiet: true, fetchImpl: fetcher },
  );
  if (!data.pricingRate) return null;
  const table = tableFromForm(data.pricingRate);
  const problems = problemsOf(table);
  if (problems.length) throw new Error(`the Pricing rates entry cannot be used: ${problems.join('; ')}`);
  return withBuiltInCategories(table, 'the Pricing rates entry');
}

/**
 * The rate table in force. PRICING_RATES_FILE, when set, overrides everything. Otherwise the
 * table is the CMS's Pricing rates entry, asked for at most every 30 seconds; while the CMS has
 * no entry the built-in table applies. When the CMS cannot be reached or its entry is broken,
 * the last good table (else the built-in one) keeps pricing and the problem is logged: an estimate
 * is never refused, and a lead never lost, because of the rates.
 */
export async function rateTableInForce(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  { fetcher = fetch, now = Date.now() }: { fetcher?: typeof fetch; now?: number } = {},
): Promise<RateTable> {
  const setting = env.PRICING_RATES_FILE?.trim();
  if (setting) return rateTableFromFile(setting);
  const cache = processWide(`pricing:cms-rates:${cmsGraphqlUrl(env)}`, (): CmsRates => ({
    table: null,
    fetchedAt: -Infinity,
    pending: null,
  }));
  if (cache.table && now - cache.fetchedAt < CMS_RATES_TTL_MS) return cache.table;
  cache.pending ??= fetchCmsRates(env, fetcher)
    .then((table) => table ?? DEFAULT_RATE_TABLE)
    .catch((error: Error) => {
      const kept = cache.table ?? DEFAULT_RATE_TABLE;
      console.warn(`Pricing rates: ${error.message}; estimates use version ${kept.version} meanwhile.`);
      return kept;
    })
    .then((table) => {
      cache.table = table;
      cache.fetchedAt = now;
      return table;
    })
    .finally(() => {
      cache.pending = null;
    });
  return cache.pending;
}
