import { warmUp, WARM_UP_INTERVAL_MS } from './site-services';

/** What the warm-up reads of an answer (jsdom has no fetch Response). */
const answer = () => ({ arrayBuffer: jest.fn(async () => new ArrayBuffer(0)) });

describe('SPEC §7 warm-up', () => {
  it('pings GET /api/pingGRPC at most once per 600000 ms, across pages of the visit', () => {
    const fetchImpl = jest.fn(async () => answer()) as unknown as typeof fetch;
    const start = 1_000_000_000;
    expect(warmUp(start, fetchImpl)).toBe(true);
    expect(warmUp(start + 1_000, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS - 1, fetchImpl)).toBe(false);
    expect(warmUp(start + WARM_UP_INTERVAL_MS, fetchImpl)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl).toHaveBeenCalledWith('/api/pingGRPC', { method: 'GET' });
    expect(WARM_UP_INTERVAL_MS).toBe(600_000);
  });

  it('reads the answer to its end, so the browser does not keep the request open', async () => {
    const response = answer();
    const fetchImpl = jest.fn(async () => response) as unknown as typeof fetch;
    expect(warmUp(2_000_000_000, fetchImpl)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(response.arrayBuffer).toHaveBeenCalledTimes(1);
  });
});
