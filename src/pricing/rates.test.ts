/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { withTempDir } from '../testing/temp-dirs';
import { formFromTable } from './rate-rules';
import { DEFAULT_RATE_TABLE, type RateTable } from './rate-table';
import { CMS_RATES_TTL_MS, PRICING_RATES_QUERY, rateTableInForce } from './rates';

describe('the rate table in force from a file', () => {
  let dir: string;
  withTempDir('rates-', (made) => (dir = made));

  it('is the broker’s PRICING_RATES_FILE, read again when it changes, and a broken file is refused', async () => {
    const file = path.join(dir, 'rates.json');
    const env = { PRICING_RATES_FILE: file };
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: 'broker-1' }));
    expect((await rateTableInForce(env)).version).toBe('broker-1');
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: 'broker-2' }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect((await rateTableInForce(env)).version).toBe('broker-2');
    fs.writeFileSync(file, JSON.stringify({ ...DEFAULT_RATE_TABLE, version: '', circuityFactor: -1 }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    await expect(rateTableInForce(env)).rejects.toThrow(
      /cannot be used: version must be a text of 1 to 120 characters; circuityFactor must be a number from 1 to 2/,
    );
  });
});

describe('a broker’s file without categories', () => {
  let dir: string;
  withTempDir('rates-', (made) => (dir = made));

  it('keeps its figures and prices the categories with the built-in ones', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = path.join(dir, 'rates.json');
    const { categories: _builtIn, ...older } = { ...DEFAULT_RATE_TABLE, version: 'file-old-1', roundTo: 5 };
    fs.writeFileSync(file, JSON.stringify(older));
    const table = await rateTableInForce({ PRICING_RATES_FILE: file });
    expect(table.roundTo).toBe(5);
    expect(table.categories).toEqual(DEFAULT_RATE_TABLE.categories);
    expect(table.version).toBe(`file-old-1 + categories of ${DEFAULT_RATE_TABLE.version}`);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the rate table in force from the CMS (Pricing rates)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  /** Each test its own CMS address, so the process-wide cache starts empty. */
  let cmsCount = 0;
  const cms = (answers: (() => Response | Promise<Response>)[]) => {
    const env = { CMS_GRAPHQL_URL: `http://cms-${(cmsCount += 1)}.test/graphql` };
    const bodies: unknown[] = [];
    const fetcher = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe(env.CMS_GRAPHQL_URL);
      bodies.push(JSON.parse(String(init?.body)));
      const next = answers.shift();
      if (!next) throw new Error('asked once too often');
      return next();
    }) as unknown as jest.MockedFunction<typeof fetch>;
    return { env, fetcher, bodies };
  };
  /** The CMS's answer: the entry's form holding `table`, as GraphQL sends it (or no entry). */
  const entry =
    (table: RateTable | null, edit: (form: Record<string, unknown>) => void = () => undefined) =>
    () => {
      const form = table && (JSON.parse(JSON.stringify(formFromTable(table))) as Record<string, unknown>);
      if (form) edit(form);
      return Response.json({ data: { pricingRate: form } });
    };
  const down = () => {
    throw new TypeError('fetch failed');
  };

  it('uses the entry the editor saved, asks again only after 30 seconds, and sees the next version then', async () => {
    const { env, fetcher, bodies } = cms([
      entry({ ...DEFAULT_RATE_TABLE, version: 'cms-1' }),
      entry({ ...DEFAULT_RATE_TABLE, version: 'cms-2' }),
    ]);
    expect((await rateTableInForce(env, { fetcher, now: 0 })).version).toBe('cms-1');
    expect(bodies).toEqual([{ query: PRICING_RATES_QUERY }]);
    expect((await rateTableInForce(env, { fetcher, now: CMS_RATES_TTL_MS - 1 })).version).toBe('cms-1');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((await rateTableInForce(env, { fetcher, now: CMS_RATES_TTL_MS })).version).toBe('cms-2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('asks once for estimates that arrive together', async () => {
    const { env, fetcher } = cms([entry({ ...DEFAULT_RATE_TABLE, version: 'cms-1' })]);
    const tables = await Promise.all([1, 2, 3].map(() => rateTableInForce(env, { fetcher, now: 0 })));
    expect(tables.map((table) => table.version)).toEqual(['cms-1', 'cms-1', 'cms-1']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('is the built-in table while the CMS has no entry', async () => {
    const { env, fetcher } = cms([entry(null)]);
    expect(await rateTableInForce(env, { fetcher, now: 0 })).toBe(DEFAULT_RATE_TABLE);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the last good table when the CMS is down or the entry is broken, and says so in the log', async () => {
    const { env, fetcher } = cms([
      entry({ ...DEFAULT_RATE_TABLE, version: 'cms-1' }),
      down,
      entry({ ...DEFAULT_RATE_TABLE, version: 'cms-2', roundTo: 0 }),
      entry({ ...DEFAULT_RATE_TABLE, version: 'cms-3' }, (form) => (form.perMile = [])),
    ]);
    expect((await rateTableInForce(env, { fetcher, now: 0 })).version).toBe('cms-1');
    expect((await rateTableInForce(env, { fetcher, now: CMS_RATES_TTL_MS })).version).toBe('cms-1');
    expect(warn).toHaveBeenLastCalledWith('Pricing rates: fetch failed; estimates use version cms-1 meanwhile.');
    expect((await rateTableInForce(env, { fetcher, now: 2 * CMS_RATES_TTL_MS })).version).toBe('cms-1');
    expect(warn).toHaveBeenLastCalledWith(
      'Pricing rates: the Pricing rates entry cannot be used: roundTo must be a number from 1 to 1000; estimates use version cms-1 meanwhile.',
    );
    expect((await rateTableInForce(env, { fetcher, now: 3 * CMS_RATES_TTL_MS })).version).toBe('cms-1');
    expect(warn).toHaveBeenLastCalledWith(
      'Pricing rates: the Pricing rates entry cannot be used: land.perMile must be a list of { upToMiles, value } ending with upToMiles: null; estimates use version cms-1 meanwhile.',
    );
  });

  it('keeps an older entry without categories as the broker edited it, adding the built-in categories and saying so once', async () => {
    // An entry saved before categories existed, with the broker's own land figures.
    const { categories: _builtIn, ...older } = { ...DEFAULT_RATE_TABLE, version: 'broker-edit-7' };
    const edited = { ...older, land: { ...older.land, fixed: 300, minimum: 400 } };
    const { env, fetcher } = cms([entry(edited), entry(edited)]);
    const table = await rateTableInForce(env, { fetcher, now: 0 });
    expect(table.land).toEqual(edited.land);
    expect(table.categories).toEqual(DEFAULT_RATE_TABLE.categories);
    expect(table.version).toBe(`broker-edit-7 + categories of ${DEFAULT_RATE_TABLE.version}`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `Pricing rates: the Pricing rates entry (version broker-edit-7) has no categories; boats, RVs, machines and the rest are priced with the built-in ones of ${DEFAULT_RATE_TABLE.version} until it has its own. Estimates record version "broker-edit-7 + categories of ${DEFAULT_RATE_TABLE.version}".`,
    );
    // Asked again after 30 seconds: the same entry, no second log line.
    expect((await rateTableInForce(env, { fetcher, now: CMS_RATES_TTL_MS })).version).toBe(table.version);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses an entry’s own categories when it has them', async () => {
    const own = { ...DEFAULT_RATE_TABLE.categories!, motorcycle: { share: [0.5, 0.6] as const } };
    const { env, fetcher } = cms([entry({ ...DEFAULT_RATE_TABLE, version: 'cms-own', categories: own })]);
    const table = await rateTableInForce(env, { fetcher, now: 0 });
    expect(table.version).toBe('cms-own');
    expect(table.categories).toEqual(own);
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the built-in table when the CMS has never answered', async () => {
    const { env, fetcher } = cms([down]);
    expect(await rateTableInForce(env, { fetcher, now: 0 })).toBe(DEFAULT_RATE_TABLE);
    expect(warn).toHaveBeenCalledWith(
      `Pricing rates: fetch failed; estimates use version ${DEFAULT_RATE_TABLE.version} meanwhile.`,
    );
  });
});
