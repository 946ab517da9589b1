/** Where the build finds the CMS: CMS_GRAPHQL_URL, or the local Strapi that `npm start` runs. */
export const DEFAULT_CMS_GRAPHQL_URL = 'http://127.0.0.1:1337/graphql';

export const cmsGraphqlUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  env.CMS_GRAPHQL_URL?.trim() || DEFAULT_CMS_GRAPHQL_URL;

/** Strapi's upload URLs are relative to the CMS unless a media host (CMS_MEDIA_URL) serves them. */
export const cmsMediaBaseUrl = (env: NodeJS.ProcessEnv = process.env): string =>
  env.CMS_MEDIA_URL?.trim() || new URL(cmsGraphqlUrl(env)).origin;

/**
 * The origin the CMS's images come from (another host), for the page's preconnect: the connection is
 * opened while the HTML is read, so the first image (often the largest paint) does not wait for it.
 * The variables are named one by one: the build inlines each `process.env.NAME` it sees, not the object.
 */
export const cmsMediaOrigin = (): string =>
  new URL(
    cmsMediaBaseUrl({
      CMS_MEDIA_URL: process.env.CMS_MEDIA_URL,
      CMS_GRAPHQL_URL: process.env.CMS_GRAPHQL_URL,
    } as NodeJS.ProcessEnv),
  ).origin;

/**
 * The version of the CMS's content a build reads (Strapi 5's GraphQL `status`). A build given
 * CMS_PREVIEW_TOKEN (the CMS's read-only "Site preview" API token) is the preview site's: it reads
 * each entry's latest draft, relations included. Any other build, and every runtime reader (the
 * Functions), reads what is published. Decided here only: the queries and the content version ask
 * for this, and gatsby-source-graphql sends the token with them.
 */
export type CmsContentStatus = 'DRAFT' | 'PUBLISHED';

/** The preview token the build was given, or null. */
export const cmsPreviewToken = (env: NodeJS.ProcessEnv = process.env): string | null =>
  env.CMS_PREVIEW_TOKEN?.trim() || null;

export const cmsContentStatus = (env: NodeJS.ProcessEnv = process.env): CmsContentStatus =>
  cmsPreviewToken(env) ? 'DRAFT' : 'PUBLISHED';

/** What a build's calls to the CMS carry: the preview token, when it has one. */
export const cmsAuthHeaders = (env: NodeJS.ProcessEnv = process.env): Record<string, string> => {
  const token = cmsPreviewToken(env);
  return token ? { Authorization: `Bearer ${token}` } : {};
};
