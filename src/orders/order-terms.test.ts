/** @jest-environment node */
import { DEFAULT_TERMS_BODY, DEFAULT_TERMS_TITLE, DEFAULT_TERMS_VERSION } from './default-terms';
import { CMS_TERMS_TTL_MS, DEFAULT_ORDER_TERMS, ORDER_TERMS_QUERY, termsHashOf, termsInForce } from './order-terms';
import { sampleTerms } from './testing/order-fixtures';

describe('the hash a signature binds to', () => {
  it('is sha256 of the version, title and body, one per line, as the test fixture hashes it', () => {
    // printf '1\nTerms\nBody' | sha256sum
    expect(termsHashOf('1', 'Terms', 'Body')).toBe('cb6e6c395eb843122f72fa58ae865b7d66ff67b6389191a8fd526a333e6e2ef5');
    expect(termsHashOf(sampleTerms.version, sampleTerms.title, sampleTerms.body)).toBe(sampleTerms.hash);
    expect(termsHashOf('1', 'Terms', 'Body.')).not.toBe(termsHashOf('1', 'Terms', 'Body'));
  });

  it('hashes the built-in terms as they are written', () => {
    expect(DEFAULT_ORDER_TERMS).toEqual({
      version: DEFAULT_TERMS_VERSION,
      title: DEFAULT_TERMS_TITLE,
      body: DEFAULT_TERMS_BODY,
      hash: termsHashOf(DEFAULT_TERMS_VERSION, DEFAULT_TERMS_TITLE, DEFAULT_TERMS_BODY),
    });
  });
});

describe('the order terms in force from the CMS (Order terms)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => warn.mockRestore());

  /** Each test its own CMS address, so the process-wide cache starts empty. */
  let cmsCount = 0;
  const cms = (answers: (() => Response | Promise<Response>)[]) => {
    const env = { CMS_GRAPHQL_URL: `http://terms-cms-${(cmsCount += 1)}.test/graphql` };
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
  const entry = (terms: Record<string, unknown> | null) => () => Response.json({ data: { orderTerm: terms } });
  const down = () => {
    throw new TypeError('fetch failed');
  };

  it('uses the entry the editor saved, hashed, asks again only after 30 seconds, and sees the next version then', async () => {
    const { env, fetcher, bodies } = cms([
      entry({ version: 'cms-1', title: 'Order terms', body: 'One.\r\n\r\nTwo.' }),
      entry({ version: 'cms-2', title: 'Order terms', body: 'One.\n\nTwo, changed.' }),
    ]);
    const first = await termsInForce(env, { fetcher, now: 0 });
    expect(bodies).toEqual([{ query: ORDER_TERMS_QUERY }]);
    // Windows line endings from the admin's text box are the same text, hashed as such.
    expect(first).toEqual({
      version: 'cms-1',
      title: 'Order terms',
      body: 'One.\n\nTwo.',
      hash: termsHashOf('cms-1', 'Order terms', 'One.\n\nTwo.'),
    });
    expect((await termsInForce(env, { fetcher, now: CMS_TERMS_TTL_MS - 1 })).version).toBe('cms-1');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect((await termsInForce(env, { fetcher, now: CMS_TERMS_TTL_MS })).version).toBe('cms-2');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('is the built-in terms while the CMS has no entry', async () => {
    const { env, fetcher } = cms([entry(null)]);
    expect(await termsInForce(env, { fetcher, now: 0 })).toEqual(DEFAULT_ORDER_TERMS);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the last good terms when the CMS is down or its entry is incomplete, and says so', async () => {
    const { env, fetcher } = cms([
      entry({ version: 'cms-7', title: 'Order terms', body: 'Seven.' }),
      down,
      entry({ version: 'cms-8', title: 'Order terms', body: '  ' }),
    ]);
    expect((await termsInForce(env, { fetcher, now: 0 })).version).toBe('cms-7');
    expect((await termsInForce(env, { fetcher, now: CMS_TERMS_TTL_MS })).version).toBe('cms-7');
    expect(warn).toHaveBeenLastCalledWith('Order terms: fetch failed; bookings use version cms-7 meanwhile.');
    expect((await termsInForce(env, { fetcher, now: 2 * CMS_TERMS_TTL_MS })).version).toBe('cms-7');
    expect(warn).toHaveBeenLastCalledWith(
      'Order terms: the Order terms entry needs a version, a title and a body; bookings use version cms-7 meanwhile.',
    );
  });

  it('is the built-in terms when the CMS has never answered', async () => {
    const { env, fetcher } = cms([() => new Response('busy', { status: 502, statusText: 'Bad Gateway' })]);
    expect(await termsInForce(env, { fetcher, now: 0 })).toEqual(DEFAULT_ORDER_TERMS);
    expect(warn).toHaveBeenCalledWith(
      `Order terms: the CMS answered 502; bookings use version ${DEFAULT_ORDER_TERMS.version} meanwhile.`,
    );
  });

  it('asks once for callers that arrive together', async () => {
    const { env, fetcher } = cms([entry({ version: 'cms-9', title: 'T', body: 'B' })]);
    const both = await Promise.all([termsInForce(env, { fetcher, now: 0 }), termsInForce(env, { fetcher, now: 0 })]);
    expect(both.map((terms) => terms.version)).toEqual(['cms-9', 'cms-9']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
