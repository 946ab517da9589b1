import { createHmac, timingSafeEqual } from 'crypto';
import { ROUTES } from '../routes';

/**
 * The customer's quote page is reached only through a signed link: the request identification and
 * an HMAC-SHA256 of it under LEAD_LINK_SECRET (256 bits, base64url). A changed reference or
 * signature is refused; without the secret no link can be made.
 */
export const signQuoteRef = (ref: string, secret: string) =>
  createHmac('sha256', secret).update(`quote:${ref}`).digest('base64url');

export const quoteUrl = (siteUrl: string, ref: string, secret: string) =>
  `${siteUrl.replace(/\/$/, '')}${ROUTES.quote}?ref=${encodeURIComponent(ref)}&sig=${signQuoteRef(ref, secret)}`;

export function quoteSignatureValid(ref: string, sig: string, secret: string): boolean {
  if (!/^VLM-[0-9A-Z]{10}$/.test(ref) || !secret) return false;
  const expected = Buffer.from(signQuoteRef(ref, secret));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
