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
