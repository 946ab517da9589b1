/** reliability-targets.md: leads 5 per 10 minutes and 20 per day per IP, 3 per day per e-mail. */
export interface RateLimit {
  scope: 'ip' | 'email';
  windowMs: number;
  max: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LEAD_RATE_LIMITS: readonly RateLimit[] = Object.freeze([
  { scope: 'ip', windowMs: 10 * MINUTE, max: 5 },
  { scope: 'ip', windowMs: DAY, max: 20 },
  { scope: 'email', windowMs: DAY, max: 3 },
]);

/** How long rate events and idempotency keys are kept: the longest window, and at least 24 h. */
export const RETENTION_MS = 2 * DAY;
