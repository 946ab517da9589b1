import { wholeNumberSetting } from '../runtime/settings';
import { createHmac, timingSafeEqual } from 'crypto';
import { ROUTES } from '../routes';

/**
 * The customer's quote page is reached only through a signed link: the request identification,
 * the time the link was made, and an HMAC-SHA256 of both under LEAD_LINK_SECRET (256 bits,
 * base64url). A changed reference, time or signature is refused; without the secret no link can
 * be made. A link works for QUOTE_LINK_DAYS (60 by default); after that the page shows the route
 * and offers to e-mail a fresh link to the address on file.
 *
 * The three values travel in the address's fragment (`/quote#ref=…&t=…&sig=…`): a fragment is
 * never sent to a server, so no log, Referer or analytics tag reads them from the address.
 */
export const DEFAULT_QUOTE_LINK_DAYS = 60;
const DAY_MS = 86_400_000;

export interface QuoteLinkParts {
  ref: string;
  /** When the link was made: seconds since 1970, base 36. */
  t: string;
  sig: string;
}

/** QUOTE_LINK_DAYS: a whole number of days from 1 to 3650; unset or anything else, 60. */
export function quoteLinkDays(env: NodeJS.ProcessEnv): number {
  return wholeNumberSetting(env, 'QUOTE_LINK_DAYS', DEFAULT_QUOTE_LINK_DAYS, { max: 3650 });
}

export const signQuoteLink = (ref: string, t: string, secret: string) =>
  createHmac('sha256', secret).update(`quote:${ref}:${t}`).digest('base64url');

export function quoteLinkParts(ref: string, secret: string, madeAt = Date.now()): QuoteLinkParts {
  const t = Math.floor(madeAt / 1000).toString(36);
  return { ref, t, sig: signQuoteLink(ref, t, secret) };
}

export function quoteUrl(siteUrl: string, ref: string, secret: string, madeAt = Date.now()): string {
  const parts = quoteLinkParts(ref, secret, madeAt);
  return `${siteUrl.replace(/\/$/, '')}${ROUTES.quote}#${new URLSearchParams({ ...parts }).toString()}`;
}

/** The booking page of the same quote, opened by the same signed values (checkQuoteLink reads both). */
export function bookingUrl(siteUrl: string, ref: string, secret: string, madeAt = Date.now()): string {
  const parts = quoteLinkParts(ref, secret, madeAt);
  return `${siteUrl.replace(/\/$/, '')}${ROUTES.book}#${new URLSearchParams({ ...parts }).toString()}`;
}

export type QuoteLinkCheck = 'valid' | 'expired' | 'invalid';

/** Whether a link is the server's own, and whether it is still within its days. */
export function checkQuoteLink(
  { ref, t, sig }: QuoteLinkParts,
  secret: string,
  { now = Date.now(), days = DEFAULT_QUOTE_LINK_DAYS }: { now?: number; days?: number } = {},
): QuoteLinkCheck {
  if (!/^VLM-[0-9A-Z]{10}$/.test(ref) || !/^[0-9a-z]{1,10}$/.test(t) || !secret) return 'invalid';
  const expected = Buffer.from(signQuoteLink(ref, t, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const madeAt = parseInt(t, 36) * 1000;
  if (madeAt > now + 60_000) return 'invalid';
  return now - madeAt > days * DAY_MS ? 'expired' : 'valid';
}
