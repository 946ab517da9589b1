import type { Core } from '@strapi/strapi';
import { SHOWN_CONTENT_TYPES } from '../site-paths';
import { buildsOrigin, httpOrigin, readBuildsFeed } from './builds-feed';
import { MENU_UID, moveMenuItem, readMenu } from './menu-service';
import { onSite } from './on-site';

/**
 * The admin's own routes for the Site menu page, the Site builds widget and the edit view's "On
 * the site" panel (cms/src/admin). They are admin routes: only a signed-in admin reaches them (the
 * admin's session token, as the rest of the admin UI sends it), and each checks the admin's
 * content-manager permission on what it reads or changes.
 *
 *   GET  /site-admin/menu                  the menu items, flat (the page nests them)
 *   POST /site-admin/menu/move             { documentId, parent: documentId | null, position }
 *   GET  /site-admin/builds                the last builds, from the build receiver (an admin who
 *                                          may publish some content type of the site: builds
 *                                          follow publishes)
 *   GET  /site-admin/on-site?uid=&documentId=   where an entry's published change stands
 */
export const SITE_ADMIN_PREFIX = '/site-admin';

interface Ability {
  can(action: string, subject?: string): boolean;
}

type Context = {
  state: { userAbility?: Ability };
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  body: unknown;
};

const READ = 'plugin::content-manager.explorer.read';
const UPDATE = 'plugin::content-manager.explorer.update';
const PUBLISH = 'plugin::content-manager.explorer.publish';

const answer = (ctx: Context, status: number, body: unknown) => {
  ctx.status = status;
  ctx.body = body;
};

const forbidden = (ctx: Context, message: string) => answer(ctx, 403, { error: 'forbidden', message });

const may = (ctx: Context, action: string, uid: string) => Boolean(ctx.state.userAbility?.can(action, uid));

const siteUrl = (): string | null => httpOrigin(process.env.SITE_URL);

const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

export function registerSiteAdminRoutes(strapi: Core.Strapi): void {
  const hasDraftAndPublish = () =>
    Boolean(
      (strapi.contentType(MENU_UID as never) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish,
    );

  /** The site's content types: a publish of any of them starts a build. */
  const siteTypes = () => Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::'));

  const policies = ['admin::isAuthenticatedAdmin'];
  strapi.server.routes({
    type: 'admin',
    prefix: SITE_ADMIN_PREFIX,
    routes: [
      {
        method: 'GET',
        path: '/menu',
        config: { policies },
        handler: async (ctx: Context) => {
          if (!may(ctx, READ, MENU_UID)) return forbidden(ctx, 'You may not read the menu.');
          answer(ctx, 200, {
            items: await readMenu(strapi),
            canMove: may(ctx, UPDATE, MENU_UID) && (!hasDraftAndPublish() || may(ctx, PUBLISH, MENU_UID)),
            draftAndPublish: hasDraftAndPublish(),
          });
        },
      },
      {
        method: 'POST',
        path: '/menu/move',
        config: { policies },
        handler: async (ctx: Context) => {
          if (!may(ctx, UPDATE, MENU_UID)) return forbidden(ctx, 'You may not change the menu.');
          if (hasDraftAndPublish() && !may(ctx, PUBLISH, MENU_UID)) {
            return forbidden(ctx, 'Moves are published at once, and you may not publish the menu.');
          }
          const body = (ctx.request.body ?? {}) as { documentId?: unknown; parent?: unknown; position?: unknown };
          if (
            !isId(body.documentId) ||
            !(body.parent === null || isId(body.parent)) ||
            typeof body.position !== 'number'
          ) {
            return answer(ctx, 400, {
              error: 'bad_request',
              message:
                'A move names the item (documentId), where it goes (parent, or null for the top level) and its position.',
            });
          }
          const result = await moveMenuItem(strapi, {
            documentId: body.documentId,
            parentId: body.parent,
            position: body.position,
          });
          if (!result.ok) return answer(ctx, 422, { error: 'refused', message: result.message });
          answer(ctx, 200, { ...result, items: await readMenu(strapi) });
        },
      },
      {
        method: 'GET',
        path: '/builds',
        config: { policies },
        handler: async (ctx: Context) => {
          if (!siteTypes().some((uid) => may(ctx, PUBLISH, uid))) {
            return forbidden(ctx, 'You may not see the site’s builds: they are for editors who may publish content.');
          }
          answer(ctx, 200, await readBuildsFeed(buildsOrigin()));
        },
      },
      {
        method: 'GET',
        path: '/on-site',
        config: { policies },
        handler: async (ctx: Context) => {
          const { uid, documentId } = ctx.query;
          if (typeof uid !== 'string' || !SHOWN_CONTENT_TYPES.includes(uid)) {
            return answer(ctx, 404, { error: 'not_found', message: 'This kind of entry has no page on the site.' });
          }
          if (documentId !== undefined && !isId(documentId)) {
            return answer(ctx, 400, { error: 'bad_request', message: 'The documentId is not one.' });
          }
          if (!may(ctx, READ, uid)) return forbidden(ctx, 'You may not read this entry.');
          answer(ctx, 200, await onSite(strapi, uid, documentId, { siteUrl: siteUrl(), buildsOrigin: buildsOrigin() }));
        },
      },
    ],
  } as never);
}
