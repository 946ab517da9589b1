import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { mayReadDrafts } from '../bootstrap/published-only';
import { checkPublicQuery, PUBLIC_POPULATE, type ModelSchema, type SchemaOf } from './public-queries';

interface RouteLike {
  handler?: unknown;
  config?: { middlewares?: unknown[] } & Record<string, unknown>;
}

interface Context {
  query: Record<string, unknown>;
  state: Parameters<typeof mayReadDrafts>[0];
}

/** `api::blog.blog.find` → `api::blog.blog`. */
const contentTypeOf = (handler: unknown): string | null =>
  typeof handler === 'string' && handler.startsWith('api::') ? handler.slice(0, handler.lastIndexOf('.')) : null;

/**
 * Every route of the content API's content types (`/api/blogs`, `/api/home-page`, ...) checks a
 * request without an API token against checkPublicQuery before Strapi reads anything: after
 * Strapi has authenticated it (so a malformed Authorization header counts as none), before the
 * controller. A request with an API token (the preview's build) is answered as before; the admin
 * panel has its own API and GraphQL its own limits. Runs in register, before Strapi builds its
 * routes.
 */
export function boundPublicReads(strapi: Core.Strapi): void {
  const schemaOf: SchemaOf = (uid) =>
    (strapi.contentTypes[uid as keyof typeof strapi.contentTypes] ??
      strapi.components[uid as keyof typeof strapi.components]) as unknown as ModelSchema | undefined;

  const guard = (uid: string) => {
    const model = schemaOf(uid);
    if (!model) throw new Error(`boundPublicReads: no content type ${uid}`);
    return async (ctx: Context, next: () => Promise<unknown>) => {
      if (!mayReadDrafts(ctx.state)) {
        const refusal = checkPublicQuery(ctx.query, model, schemaOf);
        // A PolicyError is the 403 whose message Strapi passes on (its authorize step turns any
        // other ForbiddenError thrown after it into a bare "Forbidden").
        if (refusal?.status === 403) throw new errors.PolicyError(refusal.message);
        if (refusal) throw new errors.ValidationError(refusal.message);
      }
      return next();
    };
  };

  const apis = strapi.apis as unknown as Record<string, { routes: Record<string, { routes?: RouteLike[] }> }>;
  for (const [apiName, api] of Object.entries(apis)) {
    for (const router of Object.values(api.routes)) {
      if (!Array.isArray(router.routes))
        throw new Error(`boundPublicReads: api ${apiName} has a router without routes`);
      for (const route of router.routes) {
        const uid = contentTypeOf(route.handler);
        if (!uid || !(uid in PUBLIC_POPULATE))
          throw new Error(
            `boundPublicReads: ${String(route.handler)} has no entry in PUBLIC_POPULATE (src/rest/public-queries.ts)`,
          );
        route.config = { ...route.config, middlewares: [guard(uid), ...(route.config?.middlewares ?? [])] };
      }
    }
  }
}
