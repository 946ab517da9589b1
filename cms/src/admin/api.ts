import { useMemo } from 'react';
import { isFetchError, useFetchClient } from '@strapi/strapi/admin';
import type { BuildsFeed } from '../site-admin/builds-feed';
import type { MenuItemView } from '../site-admin/menu-service';
import type { OnSite } from '../site-admin/on-site';

/**
 * The admin's own routes (cms/src/site-admin/routes.ts), called as the rest of the admin calls the
 * CMS: useFetchClient sends the signed-in admin's token.
 */
export type { BuildsFeed, MenuItemView, OnSite };

export interface MenuAnswer {
  items: MenuItemView[];
  canMove: boolean;
  draftAndPublish: boolean;
}

export type MoveAnswer = { ok: true; message: string; items: MenuItemView[] } | { ok: false; message: string };

/** What a refused call says: our routes answer `{ error, message }`, Strapi's own `{ error: { message } }`. */
function messageOf(failure: unknown): string {
  if (isFetchError(failure)) {
    const body = failure.response?.data as { message?: unknown; error?: { message?: unknown } } | undefined;
    const message = body?.message ?? body?.error?.message;
    if (typeof message === 'string' && message) return message;
    return failure.status ? `The CMS answered ${failure.status}.` : failure.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/** The call's answer, or an error carrying the CMS's own words. */
async function answerOf<T>(call: Promise<{ data: T }>): Promise<T> {
  try {
    return (await call).data;
  } catch (failure) {
    throw new Error(messageOf(failure));
  }
}

export function useSiteAdminApi() {
  const { get, post } = useFetchClient();
  return useMemo(
    () => ({
      menu: () => answerOf(get<MenuAnswer>('/site-admin/menu')),
      /** A refused move is an answer (its message says why), not an error. */
      async move(documentId: string, parent: string | null, position: number): Promise<MoveAnswer> {
        try {
          return (await post<MoveAnswer>('/site-admin/menu/move', { documentId, parent, position })).data;
        } catch (failure) {
          return { ok: false, message: messageOf(failure) };
        }
      },
      builds: () => answerOf(get<BuildsFeed>('/site-admin/builds')),
      onSite(uid: string, documentId: string | undefined): Promise<OnSite> {
        const query = new URLSearchParams({ uid, ...(documentId ? { documentId } : {}) });
        return answerOf(get<OnSite>(`/site-admin/on-site?${query}`));
      },
    }),
    [get, post],
  );
}
