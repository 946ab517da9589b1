import type { IncomingHttpHeaders } from 'http';
import { processWide } from '../runtime/process-wide';
import { runtimeEnv } from '../runtime/runtime';

/**
 * The visitor's address, which rate limits count by. Where it comes from depends on how the
 * request reached the Function:
 * - through gatsby-adapter-netlify (the request carries `netlifyFunctionParams` and no socket):
 *   the header Netlify's edge sets, `x-nf-client-connection-ip`;
 * - behind a proxy of our own (TRUST_PROXY=1 or true): the X-Forwarded-For entry that the trusted
 *   proxies added, counted from the right (TRUSTED_PROXY_HOPS, default 1), never the client's own
 *   first entry, which anyone can write;
 * - otherwise the socket's address.
 * An address that cannot be known is counted in a bucket of its own and logged once.
 */
export interface AddressedRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string } | null;
  netlifyFunctionParams?: unknown;
}

/** The bucket of requests whose address cannot be known: they share one rate limit. */
export const UNKNOWN_ADDRESS = 'unknown';

const headerValue = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : value)?.trim() || undefined;
};

export const trustsProxy = (env: NodeJS.ProcessEnv): boolean =>
  ['1', 'true'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());

/** How many proxies of ours append to X-Forwarded-For; a value that is not a whole number ≥ 1 counts as 1. */
export function trustedProxyHops(env: NodeJS.ProcessEnv): number {
  const hops = Number((env.TRUSTED_PROXY_HOPS ?? '').trim() || 1);
  return Number.isInteger(hops) && hops >= 1 ? hops : 1;
}

/** The entry the nearest `hops` trusted proxies vouch for: the hops-th from the right. */
export function forwardedAddress(forwardedFor: string | undefined, hops: number): string | undefined {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length >= hops ? entries[entries.length - hops] : undefined;
}

export type AddressSource = 'netlify' | 'forwarded' | 'socket';

export function clientAddress(
  req: AddressedRequest,
  env: NodeJS.ProcessEnv = runtimeEnv(),
  warn: (message: string) => void = warnOnce,
): string {
  let source: AddressSource;
  let address: string | undefined;
  if (req.netlifyFunctionParams !== undefined) {
    source = 'netlify';
    address = headerValue(req.headers, 'x-nf-client-connection-ip');
  } else if (trustsProxy(env) && headerValue(req.headers, 'x-forwarded-for')) {
    source = 'forwarded';
    address = forwardedAddress(headerValue(req.headers, 'x-forwarded-for'), trustedProxyHops(env));
  } else {
    source = 'socket';
    address = req.socket?.remoteAddress;
  }
  if (address) return address;
  warn(unknownAddressMessage(source, env));
  return UNKNOWN_ADDRESS;
}

export function unknownAddressMessage(source: AddressSource, env: NodeJS.ProcessEnv): string {
  const why = {
    netlify: 'the request came through Netlify without its x-nf-client-connection-ip header',
    forwarded: `X-Forwarded-For has fewer entries than TRUSTED_PROXY_HOPS (${trustedProxyHops(env)})`,
    socket: trustsProxy(env)
      ? 'the request has no socket address and no X-Forwarded-For'
      : 'the request has no socket address (behind a proxy or a host adapter? set TRUST_PROXY=1)',
  }[source];
  return [
    '!!! CANNOT TELL VISITORS APART !!!',
    `A request's address is unknown: ${why}.`,
    'Every such request shares ONE rate-limit bucket, so a few visitors can lock all the others out.',
  ].join('\n');
}

function warnOnce(message: string): void {
  const warned = processWide('server:unknown-address-warned', () => ({ done: false }));
  if (warned.done) return;
  warned.done = true;
  console.error(message);
}
