import type { Core } from '@strapi/strapi';
import { planMove, type MenuNode, type MoveRequest } from './menu-tree';

export const MENU_UID = 'api::menu.menu';

/** One menu item as the Site menu page shows it. */
export interface MenuItemView extends MenuNode {
  active: boolean;
  icon: string | null;
  slug: string | null;
  /** The page it opens, by its title. */
  page: { documentId: string; title: string | null; slug: string | null } | null;
  /** With draft and publish on: whether the item is on the site at all (false: a draft never published). */
  published: boolean;
}

export type MoveResult = { ok: true; message: string; moved: number } | { ok: false; message: string };

type Row = Record<string, unknown>;

const hasDraftAndPublish = (strapi: Core.Strapi): boolean =>
  Boolean(
    (strapi.contentType(MENU_UID as never) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish,
  );

const menus = (strapi: Core.Strapi) => strapi.documents(MENU_UID as never);

/** Every item as the editor edits it (the drafts, with draft and publish on). */
async function readItems(strapi: Core.Strapi): Promise<MenuItemView[]> {
  const draftAndPublish = hasDraftAndPublish(strapi);
  const rows = (await menus(strapi).findMany({
    ...(draftAndPublish ? { status: 'draft' } : {}),
    fields: ['name', 'active', 'order', 'icon', 'slug', 'createdAt'],
    populate: { parent: { fields: ['documentId'] }, page: { fields: ['Title', 'Slug'] } },
    sort: ['order:asc', 'createdAt:asc'],
    limit: -1,
  } as never)) as unknown as Row[];
  const published = draftAndPublish
    ? new Set(
        (
          (await menus(strapi).findMany({
            status: 'published',
            fields: ['documentId'],
            limit: -1,
          } as never)) as unknown as Row[]
        ).map((row) => String(row.documentId)),
      )
    : null;
  return rows.map((row) => {
    const parent = row.parent as Row | null | undefined;
    const page = row.page as Row | null | undefined;
    const documentId = String(row.documentId);
    return {
      documentId,
      name: typeof row.name === 'string' ? row.name : '',
      parentId: parent?.documentId ? String(parent.documentId) : null,
      order: typeof row.order === 'number' ? row.order : null,
      createdAt:
        typeof row.createdAt === 'string'
          ? row.createdAt
          : row.createdAt instanceof Date
            ? row.createdAt.toISOString()
            : null,
      active: row.active !== false,
      icon: typeof row.icon === 'string' ? row.icon : null,
      slug: typeof row.slug === 'string' ? row.slug : null,
      page: page?.documentId
        ? {
            documentId: String(page.documentId),
            title: typeof page.Title === 'string' ? page.Title : null,
            slug: typeof page.Slug === 'string' ? page.Slug : null,
          }
        : null,
      published: published ? published.has(documentId) : true,
    };
  });
}

export const readMenu = readItems;

/**
 * Moves one item: checks the move against the tree as it is now (menu-tree.ts), then writes each
 * changed item's parent and position through the document service, so its lifecycle and the
 * "Site build" webhook run as for an edit made in the edit view. With draft and publish on, each
 * changed item that is on the site is published at once (a move is not a draft); an item never
 * published stays a draft.
 */
export async function moveMenuItem(strapi: Core.Strapi, request: MoveRequest): Promise<MoveResult> {
  const draftAndPublish = hasDraftAndPublish(strapi);
  return strapi.db.transaction(async () => {
    const items = await readItems(strapi);
    const plan = planMove(items, request);
    if (!plan.ok) return plan;
    const byId = new Map(items.map((item) => [item.documentId, item]));
    const item = byId.get(request.documentId)!;
    const parent = request.parentId ? byId.get(request.parentId)! : null;
    // A published item under a parent the site does not have would show at the top level instead.
    if (draftAndPublish && item.published && parent && !parent.published) {
      return {
        ok: false as const,
        message: `“${parent.name}” is not published yet, so the site cannot show “${item.name}” under it. Publish “${parent.name}” first.`,
      };
    }
    for (const change of plan.changes) {
      const publishNow = draftAndPublish && byId.get(change.documentId)!.published;
      await menus(strapi).update({
        documentId: change.documentId,
        data: { parent: change.parentId, order: change.order },
        ...(publishNow ? { status: 'published' } : {}),
      } as never);
    }
    const where = parent ? `under “${parent.name}”` : 'at the top level';
    const live = draftAndPublish && !item.published ? ' It is a draft: publish it to show it on the site.' : '';
    return {
      ok: true as const,
      moved: plan.changes.length,
      message:
        plan.changes.length === 0 ? `“${item.name}” is already there.` : `“${item.name}” is now ${where}.${live}`,
    };
  });
}
