import { warmUp, WARM_UP_INTERVAL_MS } from './site-services';

describe('SPEC §7 warm-up', () => {
  it('pings GET /api/pingGRPC at most once per 600000 ms, across pages of the visit', () => {
    const fetchImpl = jest.fn(async () => new Response('{}')) as unknown as typeof fetch;
    const start = 1_000_000_000;
    expect(warmUp(start, fetchImpl)).toBe(true);
    expect(warmUp(start + 1_000, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS - 1, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/api/pingGRPC', { method: 'GET' });
    expect(WARM_UP_INTERVAL_MS).toBe(600_000);
  });
});
