import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** What a visitor asking for drafts is told. */
export const DRAFTS_NOT_PUBLIC = 'Drafts are not public: ask for published content.';

/**
 * The auth strategies of Strapi's API tokens (Settings → API Tokens): `content-api-token` in 5.54,
 * `api-token` before it. The preview site's build reads drafts with one ("Site preview").
 */
const API_TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);

interface RequestState {
  route?: { info?: { type?: string } };
  auth?: { strategy?: { name?: string }; credentials?: unknown };
}

/**
 * Whether a content-API request may read drafts: only with an API token an administrator made.
 * The public role (no credentials) may not, and neither may a users-permissions account (the
 * site has none; the public role cannot sign up).
 */
export const mayReadDrafts = (state: RequestState | undefined): boolean =>
  Boolean(state?.auth?.credentials) && API_TOKEN_STRATEGIES.has(state?.auth?.strategy?.name ?? '');

interface DocumentParams {
  status?: unknown;
  publicationFilter?: unknown;
  hasPublishedVersion?: unknown;
}

/**
 * Whether a document-service call asks for anything but published content. Strapi reads drafts
 * for every status but exactly `published` (`DRAFT`, `xyz`, `draft\0`, `['draft']`, null, ''):
 * only an absent status or `published` is published content. The publication filters (GraphQL's
 * `publicationFilter`, `hasPublishedVersion`) tell which entries have unpublished changes: they
 * are for editors too.
 */
export const asksForDrafts = (params: DocumentParams | undefined): boolean =>
  (params?.status !== undefined && params.status !== 'published') ||
  params?.publicationFilter !== undefined ||
  params?.hasPublishedVersion !== undefined;

/**
 * Drafts are for editors: a content-API request (the site's build, anyone on the internet) that
 * asks for drafts, over REST (`?status=draft`, or any other status but `published`: REST requests
 * without a token are refused earlier too, src/rest/public-reads.ts) or GraphQL
 * (`status: DRAFT`), is refused unless it carries an API token (mayReadDrafts). The admin panel
 * (its own API) is not affected.
 */
export function refuseDraftsToThePublic(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = (context as { params?: DocumentParams }).params;
    if (asksForDrafts(params)) {
      const request = strapi.requestContext.get() as { state?: RequestState } | undefined;
      const contentApi = request?.state?.route?.info?.type === 'content-api';
      if (contentApi && !mayReadDrafts(request?.state)) throw new errors.ForbiddenError(DRAFTS_NOT_PUBLIC);
    }
    return next();
  });
}
