/**
 * reliability-targets.md: leads 5 per 10 minutes and 20 per day per IP, 3 per day per e-mail.
 *
 * Past `max` a request is answered 429. With `hold`, the next `hold` requests in the window are
 * still stored, as held leads (status 'held'): the sales team sees them in `npm run leads` and the
 * broker and the CRM receive them, but the site e-mails the visitor nothing (issue 26: a visitor at
 * a limit loses no quote). Past `max + hold`, and past a limit without `hold`, nothing is stored:
 * one sender can never fill the database without bound.
 */
export interface RateLimit {
  scope: 'ip' | 'email';
  windowMs: number;
  max: number;
  hold?: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const LEAD_RATE_LIMITS: readonly RateLimit[] = Object.freeze([
  // A burst from one connection is a script or a flood, not a visitor: refused, nothing stored.
  { scope: 'ip', windowMs: 10 * MINUTE, max: 5 },
  // A busy office or a shared mobile address can pass 20 in a day: 10 more are held, then refused.
  { scope: 'ip', windowMs: DAY, max: 20, hold: 10 },
  // A visitor re-quoting other cars or dates: 5 more are held, then refused.
  { scope: 'email', windowMs: DAY, max: 3, hold: 5 },
]);

/** How long rate events and idempotency keys are kept: the longest window, and at least 24 h. */
export const RETENTION_MS = 2 * DAY;
