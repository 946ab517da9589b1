import { createHash } from 'crypto';
import { fetchGraphql } from '../cms/fetch-graphql';
import { cmsGraphqlUrl } from '../runtime/cms-config';
import { processWide } from '../runtime/process-wide';
import { runtimeEnv } from '../runtime/runtime';
import { DEFAULT_TERMS_BODY, DEFAULT_TERMS_TITLE, DEFAULT_TERMS_VERSION } from './default-terms';
import type { OrderTerms } from './order';

/** How long the CMS's terms are used before it is asked again: an editor's new version applies within it. */
export const CMS_TERMS_TTL_MS = 30_000;
/** A slow CMS never holds up the booking page for longer than this. */
const CMS_TERMS_TIMEOUT_MS = 2_500;

/** The published terms, named so: a draft an editor is still writing never binds a customer. */
export const ORDER_TERMS_QUERY = 'query OrderTerms { orderTerm(status: PUBLISHED) { version title body } }';

/** What a signature binds to: sha256 hex of the version, title and body, one per line. */
export const termsHashOf = (version: string, title: string, body: string): string =>
  createHash('sha256').update(`${version}\n${title}\n${body}`).digest('hex');

const termsOf = (version: string, title: string, body: string): OrderTerms => ({
  version,
  title,
  body,
  hash: termsHashOf(version, title, body),
});

/** The built-in terms (default-terms.ts), in force while the CMS has none. */
export const DEFAULT_ORDER_TERMS: OrderTerms = termsOf(DEFAULT_TERMS_VERSION, DEFAULT_TERMS_TITLE, DEFAULT_TERMS_BODY);

interface CmsTerms {
  terms: OrderTerms | null;
  fetchedAt: number;
  pending: Promise<OrderTerms> | null;
}

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Asks the CMS for its Order terms entry: the terms, null when there is none, or an error. The
 * body's line endings are made Unix ones, so the same text always hashes the same.
 */
async function fetchCmsTerms(env: NodeJS.ProcessEnv, fetcher: typeof fetch): Promise<OrderTerms | null> {
  const data = await fetchGraphql<{ orderTerm: Record<string, unknown> | null }>(
    cmsGraphqlUrl(env),
    { query: ORDER_TERMS_QUERY },
    { timeoutMs: CMS_TERMS_TIMEOUT_MS, quiet: true, fetchImpl: fetcher },
  );
  const entry = data.orderTerm;
  if (!entry) return null;
  const { version, title, body } = entry;
  if (!filled(version) || !filled(title) || !filled(body))
    throw new Error('the Order terms entry needs a version, a title and a body');
  return termsOf(version.trim(), title.trim(), body.replace(/\r\n?/g, '\n').trim());
}

/**
 * The order terms in force: the CMS's Order terms entry, asked for at most every 30 seconds; while
 * the CMS has no entry the built-in terms apply. When the CMS cannot be reached or its entry is
 * incomplete, the last good terms (else the built-in ones) stay in force and the problem is
 * logged: a customer can always read what they sign, and sign it.
 */
export async function termsInForce(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  { fetcher = fetch, now = Date.now() }: { fetcher?: typeof fetch; now?: number } = {},
): Promise<OrderTerms> {
  const cache = processWide(`orders:cms-terms:${cmsGraphqlUrl(env)}`, (): CmsTerms => ({
    terms: null,
    fetchedAt: -Infinity,
    pending: null,
  }));
  if (cache.terms && now - cache.fetchedAt < CMS_TERMS_TTL_MS) return cache.terms;
  cache.pending ??= fetchCmsTerms(env, fetcher)
    .then((terms) => terms ?? DEFAULT_ORDER_TERMS)
    .catch((error: Error) => {
      const kept = cache.terms ?? DEFAULT_ORDER_TERMS;
      console.warn(`Order terms: ${error.message}; bookings use version ${kept.version} meanwhile.`);
      return kept;
    })
    .then((terms) => {
      cache.terms = terms;
      cache.fetchedAt = now;
      return terms;
    })
    .finally(() => {
      cache.pending = null;
    });
  return cache.pending;
}
