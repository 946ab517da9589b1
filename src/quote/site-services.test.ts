import { postQuote } from './quote-outcome';
import { currentFormToken, keepFormToken, warmUp, WARM_UP_INTERVAL_MS, withFormToken } from './site-services';

/** What the warm-up reads of an answer (jsdom has no fetch Response). */
const answer = (formToken = 'f1.token.one') => ({ json: jest.fn(async () => ({ status: 'ok', formToken })) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SPEC §7 warm-up', () => {
  it('pings GET /api/pingGRPC at most once per 600000 ms, across pages of the visit', async () => {
    const fetchImpl = jest.fn(async () => answer()) as unknown as typeof fetch;
    const start = 1_000_000_000;
    expect(warmUp(start, fetchImpl)).toBe(true);
    await settle();
    expect(warmUp(start + 1_000, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS - 1, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/api/pingGRPC', { method: 'GET' });
    expect(WARM_UP_INTERVAL_MS).toBe(600_000);
  });

  it('reads the answer to its end and keeps its form token for the quote, for the whole visit', async () => {
    const response = answer('f1.token.two');
    const fetchImpl = jest.fn(async () => response) as unknown as typeof fetch;
    expect(warmUp(2_000_000_000, fetchImpl)).toBe(true);
    await settle();
    expect(response.json).toHaveBeenCalledTimes(1);
    expect(currentFormToken()).toBe('f1.token.two');
    expect(window.sessionStorage.getItem('velmora.formToken')).toBe('f1.token.two');
    expect(withFormToken({ firstName: 'Maria' })).toEqual({ firstName: 'Maria', formToken: 'f1.token.two' });
  });

  it("keeps the next token a quote's answer gives: the one it sent is spent", async () => {
    const fetchImpl = jest.fn(async () => ({
      status: 201,
      json: async () => ({ status: 201, data: { lead: { id: 'VLM-7K3M9QX2HD' } }, formToken: 'f2.next.token' }),
    })) as unknown as typeof fetch;
    const outcome = await postQuote(
      '/api/createLead',
      withFormToken({ firstName: 'Maria' }),
      'quote-key-1',
      fetchImpl,
      keepFormToken,
    );
    expect(outcome.kind).toBe('accepted');
    expect(currentFormToken()).toBe('f2.next.token');
    expect(window.sessionStorage.getItem('velmora.formToken')).toBe('f2.next.token');
    expect(withFormToken({ firstName: 'Maria' })).toEqual({ firstName: 'Maria', formToken: 'f2.next.token' });
  });

  it('warms up again within the interval while it holds no token (the first answer failed)', async () => {
    jest.isolateModules(() => {
      window.sessionStorage.clear();
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy of the module, inside isolateModules
      const fresh = require('./site-services') as typeof import('./site-services');
      const failing = jest.fn(async () => {
        throw new Error('offline');
      }) as unknown as typeof fetch;
      expect(fresh.warmUp(3_000_000_000, failing)).toBe(true);
      // the same moment: one call in flight is enough
      expect(fresh.warmUp(3_000_000_100, failing)).toBe(false);
      expect(fresh.warmUp(3_000_010_000, failing)).toBe(true);
      expect(fresh.withFormToken({ a: 1 })).toEqual({ a: 1 });
    });
    await settle();
  });
});
