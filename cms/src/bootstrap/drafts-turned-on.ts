import type { Core } from '@strapi/strapi';

/**
 * When draft and publish is turned on for a content type that already has entries (a developer's
 * database from before issue 29), Strapi 5.54 keeps each entry as the published version and clones
 * it into a draft (core/dist/migrations/draft-publish.js, run after the schema sync). Its clone
 * copies fields, components, dynamic zones and media, but loses relations: it clones ten entries
 * at a time, and an entry cloned before the entry it points to gets no link (a third of the
 * menu's drafts and most of the locations' drafts lost their parent). It also leaves links
 * across versions behind: a post's draft still pointing to the published category beside its
 * draft, a published menu item to a page's draft. Published content is untouched, so the site
 * shows the same; but the preview would show the menu flattened, and an editor's next Publish
 * of such a draft would publish the loss.
 *
 * So, right after Strapi's own step, the links of the types just turned on are set as they
 * should be: each fresh draft links as its published version does (to the draft of each entry
 * it points to), and every other link between versions joins a draft to a draft and a published
 * version to a published version. This runs once, in the start that turns the option on.
 */

interface Schema {
  options?: { draftAndPublish?: boolean };
}
export interface SyncContext {
  oldContentTypes?: Record<string, Schema>;
  contentTypes: Record<string, Schema>;
}

const hasDrafts = (schema: Schema | undefined) => schema?.options?.draftAndPublish === true;

/** The types whose draft and publish this start turns on (none on a fresh database). */
export const typesTurnedToDrafts = ({ oldContentTypes, contentTypes }: SyncContext): string[] =>
  oldContentTypes
    ? Object.keys(contentTypes).filter(
        (uid) => oldContentTypes[uid] && !hasDrafts(oldContentTypes[uid]) && hasDrafts(contentTypes[uid]),
      )
    : [];

/** One row of a content type: which document, in which locale, which version. */
export interface Version {
  id: number;
  documentId: string;
  locale: string | null;
  published: boolean;
}

/** A row of a relation's join table: its id, the two ends and whatever else it holds (order columns). */
export interface Link {
  id?: number;
  source: number;
  target: number;
  rest: Record<string, unknown>;
}

export interface RelationRows {
  sources: Version[];
  targets: Version[];
  links: Link[];
  /** The source type's drafts were just cloned from its published versions. */
  sourceTurned: boolean;
  /** The source type has drafts (else it links to both versions of a target, as Strapi does). */
  sourceHasDrafts: boolean;
  /** The target type has drafts (else a link goes to its one row, whatever the version). */
  targetHasDrafts: boolean;
}

export interface LinkChanges {
  remove: number[];
  add: Link[];
}

const versionKey = (documentId: string, locale: string | null, published: boolean) =>
  `${documentId}\u0000${locale ?? ''}\u0000${published ? 'p' : 'd'}`;

/** The changes that leave each link between versions of the same kind (see the file's comment). */
export function alignedLinks({
  sources,
  targets,
  links,
  sourceTurned,
  sourceHasDrafts,
  targetHasDrafts,
}: RelationRows): LinkChanges {
  const sourceById = new Map(sources.map((row) => [row.id, row]));
  const targetById = new Map(targets.map((row) => [row.id, row]));
  const targetIdOf = new Map(targets.map((row) => [versionKey(row.documentId, row.locale, row.published), row.id]));
  const sourceIdOf = new Map(sources.map((row) => [versionKey(row.documentId, row.locale, row.published), row.id]));
  /** The target row a source of the given version should link to instead of `target`. */
  const sameVersion = (target: number, published: boolean): number | undefined => {
    const row = targetById.get(target);
    if (!row || !targetHasDrafts) return target;
    return targetIdOf.get(versionKey(row.documentId, row.locale, published));
  };

  const remove: number[] = [];
  const kept: Link[] = [];
  const add: Link[] = [];
  const rebuilt = new Set<number>();
  if (sourceTurned) {
    // Each draft with a published version is its clone: it links as the published version does.
    for (const draft of sources) {
      if (draft.published) continue;
      const published = sourceIdOf.get(versionKey(draft.documentId, draft.locale, true));
      if (published !== undefined) rebuilt.add(draft.id);
    }
    for (const link of links) {
      const source = sourceById.get(link.source);
      if (!source) continue;
      if (rebuilt.has(link.source) && link.id !== undefined) remove.push(link.id);
      if (!source.published) continue;
      const draft = sourceIdOf.get(versionKey(source.documentId, source.locale, false));
      if (draft === undefined || !rebuilt.has(draft)) continue;
      const target = sameVersion(link.target, false);
      if (target !== undefined) add.push({ source: draft, target, rest: link.rest });
    }
  }
  for (const link of links) {
    if (rebuilt.has(link.source)) continue;
    const source = sourceById.get(link.source);
    const target = targetById.get(link.target);
    if (!source || !target || !sourceHasDrafts || !targetHasDrafts || source.published === target.published) {
      kept.push(link);
      continue;
    }
    if (link.id !== undefined) remove.push(link.id);
    const other = sameVersion(link.target, source.published);
    if (other !== undefined) add.push({ source: link.source, target: other, rest: link.rest });
  }
  // One link per pair: an added link that one kept (or added before) already makes is dropped.
  const pairs = new Set(kept.map((link) => `${link.source}:${link.target}`));
  const unique = add.filter((link) => {
    const pair = `${link.source}:${link.target}`;
    if (pairs.has(pair)) return false;
    pairs.add(pair);
    return true;
  });
  return { remove, add: unique };
}

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
}
interface AttributeMeta {
  type: string;
  target?: string;
  columnName?: string;
  joinTable?: JoinTable;
  /** Set on the side that does not own the relation: the owning side holds it in the same table. */
  mappedBy?: string;
}
interface ModelMeta {
  tableName: string;
  attributes: Record<string, AttributeMeta>;
}

/** Sets the links of the types just turned to drafts (and of the relations pointing to them). */
export async function alignDraftRelations(strapi: Core.Strapi, turned: string[]): Promise<number> {
  const turnedSet = new Set(turned);
  const knex = strapi.db.connection;
  const metaOf = (uid: string) => strapi.db.metadata.get(uid) as unknown as ModelMeta;
  const column = (meta: ModelMeta, attribute: string) => meta.attributes[attribute]?.columnName ?? attribute;
  const typeHasDrafts = (uid: string) => hasDrafts(strapi.contentTypes[uid as keyof typeof strapi.contentTypes]);

  // PostgreSQL in a schema of its own (CMS_DATABASE_SCHEMA): the tables are named within it.
  const schema = (strapi.db as unknown as { getSchemaName(): string | undefined }).getSchemaName();
  let changed = 0;
  await knex.transaction(async (trx) => {
    const table = (name: string) => (schema ? trx(name).withSchema(schema) : trx(name));
    const versions = async (uid: string): Promise<Version[]> => {
      const meta = metaOf(uid);
      const rows = (await table(meta.tableName).select(
        'id',
        `${column(meta, 'documentId')} as documentId`,
        ...(meta.attributes.locale ? [`${column(meta, 'locale')} as locale`] : []),
        ...(meta.attributes.publishedAt ? [`${column(meta, 'publishedAt')} as publishedAt`] : []),
      )) as { id: number; documentId: string; locale?: string | null; publishedAt?: unknown }[];
      return rows.map((row) => ({
        id: row.id,
        documentId: row.documentId,
        locale: row.locale ?? null,
        published: row.publishedAt !== null && row.publishedAt !== undefined,
      }));
    };
    for (const sourceUid of Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::'))) {
      const meta = metaOf(sourceUid);
      for (const attribute of Object.values(meta.attributes)) {
        const joinTable = attribute.joinTable;
        const targetUid = attribute.target;
        // The owning side of a relation between two of the site's types (the other side shares its table).
        if (attribute.type !== 'relation' || !joinTable || attribute.mappedBy || !targetUid) continue;
        if (!targetUid.startsWith('api::') || !(turnedSet.has(sourceUid) || turnedSet.has(targetUid))) continue;
        const sourceColumn = joinTable.joinColumn.name;
        const targetColumn = joinTable.inverseJoinColumn.name;
        const rows = (await table(joinTable.name).select('*')) as Record<string, unknown>[];
        const links: Link[] = rows.map(({ id, [sourceColumn]: source, [targetColumn]: target, ...rest }) => ({
          id: id as number,
          source: source as number,
          target: target as number,
          rest,
        }));
        const { remove, add } = alignedLinks({
          sources: await versions(sourceUid),
          targets: await versions(targetUid),
          links,
          sourceTurned: turnedSet.has(sourceUid),
          sourceHasDrafts: typeHasDrafts(sourceUid),
          targetHasDrafts: typeHasDrafts(targetUid),
        });
        if (remove.length) await table(joinTable.name).whereIn('id', remove).delete();
        for (const link of add) {
          await table(joinTable.name).insert({
            ...link.rest,
            [sourceColumn]: link.source,
            [targetColumn]: link.target,
          });
        }
        changed += remove.length + add.length;
      }
    }
  });
  return changed;
}

/**
 * Runs Strapi's own after-sync steps (its draft cloning among them) one after the other, then
 * alignDraftRelations for the types this start turned to drafts. Strapi calls those steps side by
 * side; a step of ours beside them could not know when the cloning is done.
 */
export function keepRelationsWhenDraftsTurnOn(strapi: Core.Strapi): void {
  const hook = strapi.hook('strapi::content-types.afterSync');
  const strapiSteps = [...hook.getHandlers()] as ((context: SyncContext) => Promise<unknown>)[];
  for (const step of strapiSteps) hook.delete(step);
  hook.register(async (context: SyncContext) => {
    for (const step of strapiSteps) await step(context);
    const turned = typesTurnedToDrafts(context);
    if (!turned.length) return;
    const changed = await alignDraftRelations(strapi, turned);
    strapi.log.info(
      `Drafts turned on for ${turned.join(', ')}: every entry stays published, and its new draft links as it does (${changed} links set).`,
    );
  });
}
