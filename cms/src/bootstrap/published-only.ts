import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** What a visitor asking for drafts is told. */
export const DRAFTS_NOT_PUBLIC = 'Drafts are not public: ask for published content.';

/**
 * Drafts are for editors: a content-API request without credentials (the public role: the site's
 * build, anyone on the internet) that asks for drafts, over REST (`?status=draft`) or GraphQL
 * (`status: DRAFT`), is refused. The admin panel (its own API) and API tokens are not affected.
 */
export function refuseDraftsToThePublic(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const params = (context as { params?: { status?: unknown } }).params;
    if (params?.status === 'draft') {
      const request = strapi.requestContext.get() as
        | { state?: { route?: { info?: { type?: string } }; auth?: { credentials?: unknown } } }
        | undefined;
      const contentApi = request?.state?.route?.info?.type === 'content-api';
      if (contentApi && !request?.state?.auth?.credentials) throw new errors.ForbiddenError(DRAFTS_NOT_PUBLIC);
    }
    return next();
  });
}
