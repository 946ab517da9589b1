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
 * `contentVersion(status: DRAFT)` fingerprints the drafts instead, for the preview site (built from
 * drafts): every save changes it. Like every draft, it is refused without an API token.
 */
const TYPE_DEFS = /* GraphQL */ `
  type ContentVersion {
    "Changes whenever published content or media changes."
    fingerprint: String!
    "The latest update of any published entry or file (ISO 8601)."
    latestChange: String
  }
  extend type Query {
    "The published content's version, or with status DRAFT the drafts' (an API token only)."
    contentVersion(status: PublicationStatus = PUBLISHED): ContentVersion!
  }
`;

interface Row {
  id: number;
  updatedAt: string | Date | null;
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

export type VersionStatus = 'draft' | 'published';

export async function contentVersion(
  strapi: Core.Strapi,
  status: VersionStatus = 'published',
): Promise<{ fingerprint: string; latestChange: string | null }> {
  const uids = [
    ...Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::')),
    'plugin::upload.file',
  ].sort();
  const parts: string[] = [];
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
    parts.push(`${uid}:${count}:${newest?.id ?? 0}:${updated ?? ''}`);
  }
  // The drafts' fingerprint never equals the published one, even where every draft is unchanged.
  const text = `${status === 'draft' ? 'drafts\n' : ''}${parts.join('\n')}`;
  return { fingerprint: createHash('sha256').update(text).digest('hex'), latestChange };
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
