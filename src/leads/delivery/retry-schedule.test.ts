import fc from 'fast-check';
import { afterFailure, DEAD_LETTER_AFTER_MS, FIRST_RETRY_MS, LONGEST_RETRY_MS, retryDelayMs } from './retry-schedule';

describe('retry schedule', () => {
  it('doubles from 30 s up to 1 h', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 50].map((n) => retryDelayMs(n, () => 0))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });

  it('takes up to a quarter off at random, so each step still waits longer than the one before until the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, a, b) => {
          const delay = retryDelayMs(n, () => a);
          expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS * 2 ** (n - 1) * 0.75);
          expect(delay).toBeLessThanOrEqual(LONGEST_RETRY_MS);
          expect(retryDelayMs(n + 1, () => b)).toBeGreaterThan(delay);
        },
      ),
    );
  });

  it('schedules no attempt past 72 h after the row was queued, and dead-letters a failure at or after it', () => {
    const queuedAt = 1_000_000;
    const deadline = queuedAt + DEAD_LETTER_AFTER_MS;
    expect(afterFailure({ failures: 1, queuedAt }, queuedAt, () => 0)).toEqual({
      status: 'pending',
      nextAttemptAt: queuedAt + 30_000,
    });
    expect(afterFailure({ failures: 80, queuedAt }, deadline - 60_000, () => 0)).toEqual({
      status: 'pending',
      nextAttemptAt: deadline,
    });
    expect(afterFailure({ failures: 81, queuedAt }, deadline, () => 0)).toEqual({ status: 'dead' });
    expect(afterFailure({ failures: 1, queuedAt }, deadline + 1, () => 0)).toEqual({ status: 'dead' });
  });
});
