import { fetchGraphql } from '../fetch-graphql';
import { cmsAuthHeaders, cmsContentStatus } from '../../runtime/cms-config';

/**
 * The CMS's content version (cms/src/content-version.ts): a fingerprint that changes whenever
 * published content or media does. Asked directly, not through Gatsby: the build receiver and the
 * scheduled catch-up run outside any build.
 */
const versionQuery = (fields: string, drafts: boolean) =>
  `query ContentVersion { contentVersion${drafts ? '(status: DRAFT)' : ''} { ${fields} } }`;

/** One content type's own fingerprint (or the media library's, `plugin::upload.file`). */
export interface ContentVersionPart {
  type: string;
  fingerprint: string;
}

export interface ContentVersionWithParts {
  fingerprint: string;
  parts: ContentVersionPart[];
}

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
  return (await askVersion<{ fingerprint: string }>('fingerprint', graphqlUrl, timeoutMs, buildEnv)).fingerprint;
}

/**
 * The version with each content type's part, for a build that keeps what it read before where
 * nothing it depends on changed (src/cms/kept-posts.ts). Asked like fetchContentVersion.
 */
export async function fetchContentVersionWithParts(
  graphqlUrl: string,
  timeoutMs = 10_000,
  buildEnv: NodeJS.ProcessEnv = {},
): Promise<ContentVersionWithParts> {
  return askVersion<ContentVersionWithParts>('fingerprint parts { type fingerprint }', graphqlUrl, timeoutMs, buildEnv);
}

async function askVersion<T>(fields: string, graphqlUrl: string, timeoutMs: number, buildEnv: NodeJS.ProcessEnv) {
  const drafts = cmsContentStatus(buildEnv) === 'DRAFT';
  const data = await fetchGraphql<{ contentVersion: T }>(
    graphqlUrl,
    { operationName: 'ContentVersion', query: versionQuery(fields, drafts) },
    { timeoutMs, headers: cmsAuthHeaders(buildEnv) },
  );
  return data.contentVersion;
}
