import { fetchGraphql } from '../fetch-graphql';

/**
 * The CMS's content version (cms/src/content-version.ts): a fingerprint that changes whenever
 * published content or media does. Asked directly, not through Gatsby: the build receiver and the
 * scheduled catch-up run outside any build.
 */
const CONTENT_VERSION_QUERY = 'query ContentVersion { contentVersion { fingerprint } }';

export async function fetchContentVersion(graphqlUrl: string, timeoutMs = 10_000): Promise<string> {
  const data = await fetchGraphql<{ contentVersion: { fingerprint: string } }>(
    graphqlUrl,
    { operationName: 'ContentVersion', query: CONTENT_VERSION_QUERY },
    { timeoutMs },
  );
  return data.contentVersion.fingerprint;
}
