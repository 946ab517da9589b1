import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { createHash } from 'crypto';
import { DRAFTS_NOT_PUBLIC, mayReadDrafts } from './bootstrap/published-only';

/**
 * `{ contentVersion { fingerprint latestChange } }`: one cheap public query that changes whenever
 * the content the site is built from does. Strapi sends its webhooks once, so a build receiver that
 * was down when an editor published asks this every few minutes and builds when it differs from
 * what its last build was made from (src/builds/content-version.ts in the site).
 *
 * Per content type of the site (api::) and the media library: how many published entries there
 * are, the highest row id (Strapi 5 writes a new row on every publish) and the latest update.
 * An edit, a publish, an unpublish, a new entry and a deletion each change one of the three.
 *
 * `parts` gives each type's own fingerprint, so a build can tell which kinds of content changed:
 * the site keeps the posts it read last time while the media library and the categories they show
 * are unchanged and each post's own update time is the same (src/cms/kept-posts.ts in the site).
 *
 * `contentVersion(status: DRAFT)` fingerprints the drafts instead, for the preview site (built from
 * drafts): every save changes it. Like every draft, it is refused without an API token.
 */
const TYPE_DEFS = /* GraphQL */ `
  type ContentVersion {
    "Changes whenever published content or media changes."
    fingerprint: String!
    "The latest update of any published entry or file (ISO 8601)."
    latestChange: String
    "Each content type's own fingerprint (and the media library's), for a build that keeps what did not change."
    parts: [ContentVersionPart!]!
  }
  type ContentVersionPart {
    "The content type's UID, such as api::blog.blog, or plugin::upload.file for the media library."
    type: String!
    fingerprint: String!
  }
  extend type Query {
    "The published content's version, or with status DRAFT the drafts' (an API token only)."
    contentVersion(status: PublicationStatus = PUBLISHED): ContentVersion!
  }
`;

export interface ContentVersionPart {
  type: string;
  fingerprint: string;
}

interface Row {
  id: number;
  updatedAt: string | Date | null;
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export type VersionStatus = 'draft' | 'published';

export async function contentVersion(
  strapi: Core.Strapi,
  status: VersionStatus = 'published',
): Promise<{ fingerprint: string; latestChange: string | null; parts: ContentVersionPart[] }> {
  const uids = [
    ...Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::')),
    'plugin::upload.file',
  ].sort();
  const parts: string[] = [];
  const typeParts: ContentVersionPart[] = [];
  let latestChange: string | null = null;
  for (const uid of uids) {
    const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
    if (!contentType) continue;
    const where = contentType.options?.draftAndPublish
      ? { publishedAt: status === 'draft' ? { $null: true } : { $notNull: true } }
      : {};
    const query = strapi.db.query(uid as Parameters<typeof strapi.db.query>[0]);
    const [count, newest, latest] = await Promise.all([
      query.count({ where }),
      query.findOne({ where, select: ['id'], orderBy: { id: 'desc' } }) as Promise<Row | null>,
      query.findOne({ where, select: ['id', 'updatedAt'], orderBy: { updatedAt: 'desc' } }) as Promise<Row | null>,
    ]);
    const updated = iso(latest?.updatedAt);
    if (updated && (!latestChange || updated > latestChange)) latestChange = updated;
    const part = `${uid}:${count}:${newest?.id ?? 0}:${updated ?? ''}`;
    parts.push(part);
    typeParts.push({ type: uid, fingerprint: createHash('sha256').update(`${status}\n${part}`).digest('hex') });
  }
  // The drafts' fingerprint never equals the published one, even where every draft is unchanged.
  const text = `${status === 'draft' ? 'drafts\n' : ''}${parts.join('\n')}`;
  return { fingerprint: createHash('sha256').update(text).digest('hex'), latestChange, parts: typeParts };
}

/** Adds the query to Strapi's GraphQL schema: the published version readable without a token. */
export function registerContentVersionQuery(strapi: Core.Strapi): void {
  const resolve = (
    _parent: unknown,
    args: { status?: string },
    context: { state?: Parameters<typeof mayReadDrafts>[0] },
  ) => {
    if (args.status !== 'DRAFT' && args.status !== 'draft') return contentVersion(strapi, 'published');
    if (!mayReadDrafts(context.state)) throw new errors.ForbiddenError(DRAFTS_NOT_PUBLIC);
    return contentVersion(strapi, 'draft');
  };
  strapi
    .plugin('graphql')
    .service('extension')
    .use(() => ({
      typeDefs: TYPE_DEFS,
      resolvers: { Query: { contentVersion: { resolve } } },
      resolversConfig: { 'Query.contentVersion': { auth: false } },
    }));
}
