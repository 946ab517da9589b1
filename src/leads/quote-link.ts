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

/**
 * Where a link was handed out. `email`: in an e-mail to the address on the quote (the
 * confirmation, a fresh link, an order's e-mails), so whoever opens it reads that mailbox; it
 * books at once. `answer`: in the intake's answer to whoever sent the form (SPEC §4's booking form
 * opens it), who may have typed a stranger's address; a booking from it waits until it is
 * confirmed from the e-mail (src/orders/waiting-booking.ts). The two are signed under different
 * words, so one cannot pass for the other, and they look alike: only the server tells them apart.
 */
export type LinkOrigin = 'email' | 'answer';

const SIGNED_WORD: Readonly<Record<LinkOrigin, string>> = { email: 'quote', answer: 'answer' };

/** The link's signature; an e-mailed link's is what it has always been, so links in inboxes keep working. */
export const signQuoteLink = (ref: string, t: string, secret: string, origin: LinkOrigin = 'email') =>
  createHmac('sha256', secret).update(`${SIGNED_WORD[origin]}:${ref}:${t}`).digest('base64url');

export function quoteLinkParts(
  ref: string,
  secret: string,
  madeAt = Date.now(),
  origin: LinkOrigin = 'email',
): QuoteLinkParts {
  const t = Math.floor(madeAt / 1000).toString(36);
  return { ref, t, sig: signQuoteLink(ref, t, secret, origin) };
}

const pageUrl = (page: string, siteUrl: string, parts: QuoteLinkParts) =>
  `${siteUrl.replace(/\/$/, '')}${page}#${new URLSearchParams({ ...parts }).toString()}`;

export function quoteUrl(
  siteUrl: string,
  ref: string,
  secret: string,
  madeAt = Date.now(),
  origin: LinkOrigin = 'email',
): string {
  return pageUrl(ROUTES.quote, siteUrl, quoteLinkParts(ref, secret, madeAt, origin));
}

/** The booking page of the same quote, opened by the same signed values (checkQuoteLink reads both). */
export function bookingUrl(
  siteUrl: string,
  ref: string,
  secret: string,
  madeAt = Date.now(),
  origin: LinkOrigin = 'email',
): string {
  return pageUrl(ROUTES.book, siteUrl, quoteLinkParts(ref, secret, madeAt, origin));
}

export type QuoteLinkCheck = 'valid' | 'expired' | 'invalid';

export interface QuoteLinkReading {
  check: QuoteLinkCheck;
  /** Where the link was handed out (meaningless when the check is 'invalid'). */
  origin: LinkOrigin;
}

const signedAs = (given: Buffer, expected: string) => {
  const wanted = Buffer.from(expected);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
};

/** Whether a link is the server's own, where it was handed out, and whether it is still within its days. */
export function readQuoteLink(
  { ref, t, sig }: QuoteLinkParts,
  secret: string,
  { now = Date.now(), days = DEFAULT_QUOTE_LINK_DAYS }: { now?: number; days?: number } = {},
): QuoteLinkReading {
  const invalid: QuoteLinkReading = { check: 'invalid', origin: 'answer' };
  if (!/^VLM-[0-9A-Z]{10}$/.test(ref) || !/^[0-9a-z]{1,10}$/.test(t) || !secret) return invalid;
  const given = Buffer.from(sig);
  // Both signatures are worked out and compared every time: the time taken says nothing of either.
  const email = signedAs(given, signQuoteLink(ref, t, secret, 'email'));
  const answer = signedAs(given, signQuoteLink(ref, t, secret, 'answer'));
  if (!email && !answer) return invalid;
  const madeAt = parseInt(t, 36) * 1000;
  if (madeAt > now + 60_000) return invalid;
  return { check: now - madeAt > days * DAY_MS ? 'expired' : 'valid', origin: email ? 'email' : 'answer' };
}

/** Whether a link is the server's own (of either origin), and whether it is still within its days. */
export const checkQuoteLink = (
  parts: QuoteLinkParts,
  secret: string,
  options: { now?: number; days?: number } = {},
): QuoteLinkCheck => readQuoteLink(parts, secret, options).check;
