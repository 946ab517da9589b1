/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { withTempDir } from '../testing/temp-dirs';
import { DEFAULT_RATE_TABLE } from './rate-table';
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
  const entry = (rates: unknown) => () => Response.json({ data: { pricingRate: rates === null ? null : { rates } } });
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
      entry('not a table'),
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
      'Pricing rates: the Pricing rates entry cannot be used: the rates must be a JSON object; estimates use version cms-1 meanwhile.',
    );
  });

  it('falls back to the built-in table when the CMS has never answered', async () => {
    const { env, fetcher } = cms([down]);
    expect(await rateTableInForce(env, { fetcher, now: 0 })).toBe(DEFAULT_RATE_TABLE);
    expect(warn).toHaveBeenCalledWith(
      `Pricing rates: fetch failed; estimates use version ${DEFAULT_RATE_TABLE.version} meanwhile.`,
    );
  });
});
