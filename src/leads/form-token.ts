import { createHmac, timingSafeEqual } from 'crypto';

/**
 * The form token: the time the server answered the page's warm-up call, signed with
 * LEAD_LINK_SECRET. The quote form sends it back with the request, so the fill-time check rests on
 * a time the server gave, not on the `fillMs` the browser reports (anyone can write that).
 *
 * `f1.<issued at, base 36 milliseconds>.<HMAC-SHA256 of "form:<issued at>", base64url, 32 chars>`
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FORM_TOKEN = /^f1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{32})$/;

const signature = (issuedAt: number, secret: string) =>
  createHmac('sha256', secret).update(`form:${issuedAt}`).digest('base64url').slice(0, 32);

export const issueFormToken = (secret: string, now = Date.now()): string =>
  `f1.${now.toString(36)}.${signature(now, secret)}`;

/**
 * How the token checks out at `now`: its age in milliseconds when it is the server's own and at
 * most a day old; otherwise why not (a visitor's form still counts as a lead either way).
 */
export type FormTokenCheck =
  { valid: true; ageMs: number } | { valid: false; reason: 'missing' | 'forged' | 'expired' };

export function checkFormToken(token: unknown, secret: string, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { valid: false, reason: 'missing' };
  const match = FORM_TOKEN.exec(token);
  if (!match || !secret) return { valid: false, reason: 'forged' };
  const issuedAt = parseInt(match[1], 36);
  const expected = Buffer.from(signature(issuedAt, secret));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { valid: false, reason: 'forged' };
  const ageMs = now - issuedAt;
  // A token from the future is not the server's (clocks of one deployment agree within seconds).
  if (ageMs < -60_000) return { valid: false, reason: 'forged' };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { valid: false, reason: 'expired' };
  return { valid: true, ageMs: Math.max(0, ageMs) };
}
