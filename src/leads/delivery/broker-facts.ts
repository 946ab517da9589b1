import { fetchGraphql } from '../../cms/fetch-graphql';
import { normalizeSettings } from '../../cms/normalize/site';
import type { StrapiSiteSetting } from '../../cms/schema';
import { cmsGraphqlUrl } from '../../runtime/cms-config';
import { processWide } from '../../runtime/process-wide';
import { runtimeEnv } from '../../runtime/runtime';
import type { BrokerCredentials } from '../../types/content';

/**
 * Who the e-mails say sent them, read from the CMS's Site settings when a message is composed: the
 * relay runs in the Functions and in `npm start`, away from the build, so an editor's change of
 * phone or USDOT number reaches the next e-mail without a new deployment.
 */
export interface BrokerFacts {
  siteName: string;
  /** The first phone of the Site settings; null when the CMS could not say. */
  phone: { number: string; href: string } | null;
  /** "Agents on call 24/7". */
  phoneHours: string | null;
  /** USDOT and MC numbers with the FMCSA record link; null when unknown, and the e-mails then state none. */
  credentials: BrokerCredentials | null;
}

/** How long the CMS's answer is used before it is asked again. */
export const BROKER_FACTS_TTL_MS = 60_000;
/** A slow CMS never holds an e-mail for longer than this. */
const BROKER_FACTS_TIMEOUT_MS = 2_500;

export const BROKER_FACTS_QUERY =
  'query BrokerFacts { siteSetting(status: PUBLISHED) { siteName email phones { label number } phoneHours usdotNumber mcNumber } }';

/**
 * What the e-mails say when the CMS has never answered: the name alone. Never the seed's numbers
 * (placeholders): a customer is better served by no USDOT line than by someone else's.
 */
export const UNKNOWN_BROKER_FACTS: BrokerFacts = {
  siteName: 'Velmora Auto Transport',
  phone: null,
  phoneHours: null,
  credentials: null,
};

export function brokerFactsFrom(raw: StrapiSiteSetting | null): BrokerFacts {
  const settings = normalizeSettings(raw);
  const [phone] = settings.phones;
  return {
    siteName: settings.siteName.trim() || UNKNOWN_BROKER_FACTS.siteName,
    phone: phone ? { number: phone.number, href: phone.href } : null,
    phoneHours: settings.phoneHours,
    credentials: settings.credentials,
  };
}

interface CachedFacts {
  facts: BrokerFacts | null;
  fetchedAt: number;
  pending: Promise<BrokerFacts> | null;
}

export interface BrokerFactsOptions {
  fetcher?: typeof fetch;
  now?: number;
  warn?: (line: string) => void;
}

/**
 * The facts in force, asked of the CMS at most once a minute (concurrent e-mails share one call).
 * When the CMS cannot answer, the last good answer stays in use; with none, the e-mails go without
 * the phone and the credentials rather than wait, and the problem is logged.
 */
export async function brokerFactsInForce(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  { fetcher = fetch, now = Date.now(), warn = console.warn }: BrokerFactsOptions = {},
): Promise<BrokerFacts> {
  const url = cmsGraphqlUrl(env);
  const cache = processWide(`mail:broker-facts:${url}`, (): CachedFacts => ({
    facts: null,
    fetchedAt: -Infinity,
    pending: null,
  }));
  if (cache.facts && now - cache.fetchedAt < BROKER_FACTS_TTL_MS) return cache.facts;
  cache.pending ??= fetchGraphql<{ siteSetting: StrapiSiteSetting | null }>(
    url,
    { query: BROKER_FACTS_QUERY },
    { timeoutMs: BROKER_FACTS_TIMEOUT_MS, quiet: true, fetchImpl: fetcher },
  )
    .then((data) => brokerFactsFrom(data.siteSetting))
    .catch((error: Error) => {
      const kept = cache.facts ?? UNKNOWN_BROKER_FACTS;
      warn(
        kept === UNKNOWN_BROKER_FACTS
          ? `Broker facts: ${error.message}; e-mails go without the phone and the USDOT/MC numbers meanwhile.`
          : `Broker facts: ${error.message}; e-mails keep the facts read before.`,
      );
      return kept;
    })
    .then((facts) => {
      cache.facts = facts;
      cache.fetchedAt = now;
      return facts;
    })
    .finally(() => {
      cache.pending = null;
    });
  return cache.pending;
}
