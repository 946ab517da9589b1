import { fetchContentVersion } from '../cms/queries/content-version';

/**
 * The catch-up where the host builds the site (Netlify): no receiver of ours remembers what was
 * built, so each build publishes the content version it was made from (/content-version.json, see
 * src/gatsby/on-post-build.ts) and a scheduled Function compares it with the CMS's, calling the
 * host's build hook when they differ. A build already under way for the same change may get one
 * more after it; that one finds nothing to re-render.
 */
export const CONTENT_VERSION_FILE = 'content-version.json';

export type DeployedCatchUpOutcome =
  | { outcome: 'up to date'; version: string }
  | { outcome: 'build requested'; deployed: string | null; cms: string }
  | { outcome: 'not configured'; missing: string[] }
  | { outcome: 'failed'; reason: string };

export interface DeployedCatchUpSettings {
  cmsGraphqlUrl?: string;
  siteUrl?: string;
  buildHookUrl?: string;
}

/** The version the deployed site says it was built from; null when it has none (an older build). */
async function deployedVersion(siteUrl: string): Promise<string | null> {
  const response = await fetch(new URL(`/${CONTENT_VERSION_FILE}`, siteUrl), {
    headers: { 'cache-control': 'no-cache' },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The site answered ${response.status} for /${CONTENT_VERSION_FILE}`);
  const body = (await response.json()) as { fingerprint?: unknown };
  return typeof body.fingerprint === 'string' ? body.fingerprint : null;
}

export async function catchUpDeployedSite(settings: DeployedCatchUpSettings): Promise<DeployedCatchUpOutcome> {
  const missing = (
    [
      ['CMS_GRAPHQL_URL', settings.cmsGraphqlUrl],
      ['SITE_URL', settings.siteUrl],
      ['BUILD_HOOK_URL', settings.buildHookUrl],
    ] as const
  )
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
  if (missing.length > 0) return { outcome: 'not configured', missing };
  const { cmsGraphqlUrl, siteUrl, buildHookUrl } = settings as Required<DeployedCatchUpSettings>;
  try {
    const [cms, deployed] = await Promise.all([fetchContentVersion(cmsGraphqlUrl), deployedVersion(siteUrl)]);
    if (cms === deployed) return { outcome: 'up to date', version: cms };
    const hook = await fetch(buildHookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    if (!hook.ok) return { outcome: 'failed', reason: `The build hook answered ${hook.status}` };
    return { outcome: 'build requested', deployed, cms };
  } catch (error) {
    return { outcome: 'failed', reason: (error as Error).message };
  }
}
