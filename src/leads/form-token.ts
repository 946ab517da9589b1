import { createHash, createHmac, randomBytes, timingSafeEqual } from 'crypto';

/**
 * The form token: the time the server answered the page's warm-up call, with a random nonce,
 * signed with LEAD_LINK_SECRET. The quote form sends it back with the request, so the fill-time
 * check rests on a time the server gave, not on the `fillMs` the browser reports (anyone can write
 * that). A token is spent by the first quote that carries it (intake.ts keeps its `id` in
 * form_tokens): the nonce makes two tokens given out in the same millisecond two tokens.
 *
 * `f2.<issued at, base 36 milliseconds>.<nonce, 11 base64url chars>.<HMAC-SHA256 of
 * "form:<issued at>.<nonce>", base64url, 32 chars>`. The `f1.<issued at>.<HMAC of "form:<issued
 * at>">` tokens of pages opened before the nonce are still read for their day.
 */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FORM_TOKEN = /^f([12])\.([0-9a-z]{1,12})\.(?:([A-Za-z0-9_-]{11})\.)?([A-Za-z0-9_-]{32})$/;

const signature = (signed: string, secret: string) =>
  createHmac('sha256', secret).update(`form:${signed}`).digest('base64url').slice(0, 32);

export const issueFormToken = (secret: string, now = Date.now()): string => {
  const nonce = randomBytes(8).toString('base64url');
  return `f2.${now.toString(36)}.${nonce}.${signature(`${now}.${nonce}`, secret)}`;
};

/**
 * How the token checks out at `now`: its age in milliseconds and its id (what spends it) when it
 * is the server's own and at most a day old; otherwise why not (a visitor's form still counts as
 * a lead either way).
 */
export type FormTokenCheck =
  { valid: true; ageMs: number; id: string } | { valid: false; reason: 'missing' | 'forged' | 'expired' };

export function checkFormToken(token: unknown, secret: string, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token === '') return { valid: false, reason: 'missing' };
  const match = FORM_TOKEN.exec(token);
  if (!match || !secret) return { valid: false, reason: 'forged' };
  const [, version, time = '', nonce, given = ''] = match;
  if ((version === '2') !== (nonce !== undefined)) return { valid: false, reason: 'forged' };
  const issuedAt = parseInt(time, 36);
  const signed = nonce === undefined ? `${issuedAt}` : `${issuedAt}.${nonce}`;
  const expected = Buffer.from(signature(signed, secret));
  const sent = Buffer.from(given);
  if (expected.length !== sent.length || !timingSafeEqual(expected, sent)) return { valid: false, reason: 'forged' };
  const ageMs = now - issuedAt;
  // A token from the future is not the server's (clocks of one deployment agree within seconds).
  if (ageMs < -60_000) return { valid: false, reason: 'forged' };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { valid: false, reason: 'expired' };
  return { valid: true, ageMs: Math.max(0, ageMs), id: createHash('sha256').update(`f${signed}`).digest('hex') };
}
