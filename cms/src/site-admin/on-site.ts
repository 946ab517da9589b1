import type { Core } from '@strapi/strapi';
import { SHOWN_CONTENT_TYPES, siteAddress, sitePathOf } from '../site-paths';
import { changeStatus, type BuildSummary, type ChangeState } from './build-state';
import { readBuildsFeed } from './builds-feed';

/** Where one entry's published change stands, for the edit view's "On the site" panel. */
export interface OnSite {
  /** The entry's page on the site, or null when it has none (no slug yet). */
  path: string | null;
  /** Its address on the live site: null without SITE_URL or a path. */
  url: string | null;
  /**
   * not-published: no published version. unreported: the CMS is not told about builds
   * (SITE_BUILDS_URL unset) or could not read them now; the rest: changeStatus (build-state.ts).
   */
  state: ChangeState | 'not-published' | 'unreported';
  build: BuildSummary | null;
  /** When the version on the site was published. */
  publishedAt: string | null;
  buildsPage: string | null;
  /** Why the state is unreported, in plain words. */
  message: string | null;
}

type Row = Record<string, unknown>;

const isoOf = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? value
      : null;

/** The published version of an entry (a single type has one entry, found without its id). */
async function publishedVersion(strapi: Core.Strapi, uid: string, documentId: string | undefined): Promise<Row | null> {
  const documents = strapi.documents(uid as never);
  const params = { status: 'published', fields: ['publishedAt', 'updatedAt'] };
  const found = documentId
    ? await documents.findOne({ documentId, ...params } as never)
    : await documents.findFirst(params as never);
  return (found as unknown as Row | null) ?? null;
}

/**
 * Where the published version of an entry is: the last change counts from its publish (or, for a
 * type without draft and publish, its last save), and a build that started after it holds it.
 */
export async function onSite(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
  env: { siteUrl: string | null; buildsOrigin: string | null },
): Promise<OnSite | null> {
  if (!SHOWN_CONTENT_TYPES.includes(uid)) return null;
  const published = await publishedVersion(strapi, uid, documentId);
  const id = documentId ?? (typeof published?.documentId === 'string' ? published.documentId : undefined);
  const path = published ? await sitePathOf(strapi, uid, id, 'published') : null;
  const url = path && env.siteUrl ? siteAddress(env.siteUrl, path) : null;
  const times = [isoOf(published?.publishedAt), isoOf(published?.updatedAt)].filter((time): time is string => !!time);
  const changedAt = times.sort().pop() ?? null;
  const base = { path, url, publishedAt: isoOf(published?.publishedAt), build: null, buildsPage: null, message: null };
  if (!published || !changedAt) return { ...base, state: 'not-published' };
  const feed = await readBuildsFeed(env.buildsOrigin);
  if (!feed.reported) return { ...base, state: 'unreported', message: feed.message };
  if (feed.error) return { ...base, state: 'unreported', buildsPage: feed.buildsPage, message: feed.error };
  const status = changeStatus(feed.builds, changedAt);
  return { ...base, ...status, buildsPage: feed.buildsPage };
}
