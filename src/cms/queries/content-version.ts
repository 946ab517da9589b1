import { fetchGraphql } from '../fetch-graphql';
import { cmsAuthHeaders, cmsContentStatus } from '../../runtime/cms-config';

/**
 * The CMS's content version (cms/src/content-version.ts): a fingerprint that changes whenever
 * published content or media does. Asked directly, not through Gatsby: the build receiver and the
 * scheduled catch-up run outside any build.
 */
const CONTENT_VERSION_QUERY = 'query ContentVersion { contentVersion { fingerprint } }';
/** The drafts' version, for a build that reads drafts (the preview site's); it needs the token. */
const DRAFTS_VERSION_QUERY = 'query ContentVersion { contentVersion(status: DRAFT) { fingerprint } }';

/**
 * `buildEnv` is the environment of the build the version is compared with: one holding
 * CMS_PREVIEW_TOKEN reads drafts (runtime/cms-config.ts), so its version is the drafts', asked
 * with the token. Without it, the published content's.
 */
export async function fetchContentVersion(
  graphqlUrl: string,
  timeoutMs = 10_000,
  buildEnv: NodeJS.ProcessEnv = {},
): Promise<string> {
  const drafts = cmsContentStatus(buildEnv) === 'DRAFT';
  const data = await fetchGraphql<{ contentVersion: { fingerprint: string } }>(
    graphqlUrl,
    { operationName: 'ContentVersion', query: drafts ? DRAFTS_VERSION_QUERY : CONTENT_VERSION_QUERY },
    { timeoutMs, headers: cmsAuthHeaders(buildEnv) },
  );
  return data.contentVersion.fingerprint;
}
