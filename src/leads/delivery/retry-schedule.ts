/** Stripe and HubSpot retry webhooks for about three days; so does the outbox, then dead-letters. */
export const DEAD_LETTER_AFTER_MS = 72 * 60 * 60 * 1000;
export const FIRST_RETRY_MS = 30 * 1000;
export const LONGEST_RETRY_MS = 60 * 60 * 1000;
/** Up to a quarter off each delay, so rows that failed together do not all retry together. */
const JITTER = 0.25;

/** The wait after the `failures`-th failed attempt: 30 s, 1 min, 2 min … at most 1 h, less jitter. */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const doublings = Math.min(Math.max(failures, 1) - 1, 30);
  const base = Math.min(FIRST_RETRY_MS * 2 ** doublings, LONGEST_RETRY_MS);
  return Math.round(base * (1 - JITTER * random()));
}

export type AfterFailure = { status: 'pending'; nextAttemptAt: number } | { status: 'dead' };

/**
 * What becomes of a row whose attempt failed: another attempt (never later than 72 h after it was
 * queued, so the last one falls on the deadline), or a dead letter once the deadline has passed.
 */
export function afterFailure(
  row: { failures: number; queuedAt: number },
  now: number,
  random?: () => number,
): AfterFailure {
  const deadline = row.queuedAt + DEAD_LETTER_AFTER_MS;
  if (now >= deadline) return { status: 'dead' };
  return { status: 'pending', nextAttemptAt: Math.min(now + retryDelayMs(row.failures, random), deadline) };
}
