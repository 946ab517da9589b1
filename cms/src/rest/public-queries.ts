import { DRAFTS_NOT_PUBLIC } from '../bootstrap/published-only';

/**
 * What a REST request without an API token may ask of the content API (`/api/...`): the site
 * reads the CMS over GraphQL only (with its own limits, src/graphql/limits.ts), so a caller on the
 * internet gets published content, its own fields, one level of the related content a visitor
 * needs (PUBLIC_POPULATE) and answers of bounded size. Anything else is refused before Strapi reads
 * a row: nested populate, `populate=*`, filters or sorts through relations, unknown parameters,
 * pages over 100, drafts by any spelling of `status`.
 *
 * The query is judged as Strapi's own parser (qs, in strapi::query) left it: every spelling qs
 * accepts (`a[0]=`, `a[]=`, `a[x]=`, repeated keys, percent-encoded brackets, a bare `a`) arrives
 * here as the same strings, arrays and objects Strapi would act on.
 */

/** One attribute of a content type or component, as Strapi's schema gives it. */
export interface AttributeSchema {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  private?: boolean;
}

export interface ModelSchema {
  uid: string;
  attributes: Record<string, AttributeSchema>;
}

/** Finds the schema of a relation's target, a component or the media library's files. */
export type SchemaOf = (uid: string) => ModelSchema | undefined;

export const MEDIA_UID = 'plugin::upload.file';

/**
 * Per content type, the relations, media and components a REST caller without a token may
 * populate (one level, never further). To-many relations (a category's posts, a menu item's
 * children) are left out: each multiplies an answer by a table's size.
 */
export const PUBLIC_POPULATE: Record<string, readonly string[] | 'every component'> = {
  'api::blog.blog': ['Category', 'FeaturedImage', 'Content'],
  'api::blog-category.blog-category': ['FeaturedImage'],
  'api::home-page.home-page': ['bg_image', 'mobile_image', 'sections'],
  'api::international-page.international-page': ['image', 'sections'],
  'api::location.location': ['image', 'parent'],
  'api::menu.menu': ['page', 'parent'],
  'api::order-term.order-term': [],
  'api::page.page': ['Image', 'parent', 'Content'],
  'api::press-logo.press-logo': ['logo'],
  'api::review.review': ['logo'],
  // The rate table is its components: each one level deep, as a quote reads them.
  'api::pricing-rate.pricing-rate': 'every component',
  'api::site-setting.site-setting': ['phones', 'socialLinks', 'stats'],
};

export const REST_LIMITS = {
  /** Items a page may hold (also config/api.ts's maxLimit). */
  pageSize: 100,
  /** The furthest page (or start) asked for: a few times the content there is. */
  page: 1000,
  start: 100_000,
  /** Keys, operators and values in one request's filters, all counted. */
  filterNodes: 60,
  /** $and / $or / $not inside one another. */
  filterNesting: 4,
  /** Values of one $in, $notIn or $between. */
  filterValues: 50,
  /** Characters of one filter value. */
  valueLength: 200,
  sortKeys: 3,
} as const;

/** The top-level parameters offered without a token; every other is refused. */
const PARAMETERS = ['fields', 'populate', 'filters', 'sort', 'pagination', 'status'] as const;

const OPERATORS = new Set([
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$between',
  '$null',
  '$notNull',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const ARRAY_OPERATORS = new Set(['$in', '$notIn', '$between']);
const NON_SCALAR = new Set(['relation', 'media', 'component', 'dynamiczone']);

export type QueryRefusal = { status: 400 | 403; message: string };

class Refused extends Error {}

const refuse = (message: string): never => {
  throw new Refused(message);
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const quoted = (value: unknown) =>
  `“${String(typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 60)}”`;

const list = (names: readonly string[]) => (names.length ? names.join(', ') : 'nothing');

/** The attributes a caller may name in fields, filters and sort: the type's own scalar ones. */
export const scalarNames = (model: ModelSchema): string[] => [
  'id',
  'documentId',
  ...Object.entries(model.attributes)
    .filter(
      ([name, attribute]) =>
        name !== 'id' && name !== 'documentId' && !NON_SCALAR.has(attribute.type) && !attribute.private,
    )
    .map(([name]) => name),
];

/** The names a caller may populate on `model`. */
export function populatableNames(model: ModelSchema): string[] {
  const allowed = PUBLIC_POPULATE[model.uid];
  if (allowed === undefined) return [];
  if (allowed === 'every component')
    return Object.entries(model.attributes)
      .filter(([, attribute]) => attribute.type === 'component')
      .map(([name]) => name);
  return [...allowed];
}

/** The schema a populated or filtered attribute leads to (none for a dynamic zone). */
function targetOf(attribute: AttributeSchema, schemaOf: SchemaOf): ModelSchema | undefined {
  if (attribute.type === 'media') return schemaOf(MEDIA_UID);
  if (attribute.type === 'relation' && attribute.target) return schemaOf(attribute.target);
  if (attribute.type === 'component' && attribute.component) return schemaOf(attribute.component);
  return undefined;
}

/** `a,b` or `['a', 'b,c']`: the names listed, each trimmed. */
function namesIn(value: unknown, parameter: string): string[] {
  const items =
    typeof value === 'string' ? [value] : Array.isArray(value) ? value : refuse(`${parameter} must list names.`);
  return items.flatMap((item) =>
    typeof item === 'string' ? item.split(',').map((name) => name.trim()) : refuse(`${parameter} must list names.`),
  );
}

function checkFields(value: unknown, model: ModelSchema, where: string): void {
  const offered = scalarNames(model);
  const names = namesIn(value, 'fields');
  if (names.length > offered.length)
    refuse(`${where}: fields names ${names.length} fields; there are ${offered.length}.`);
  for (const name of names)
    if (!offered.includes(name)) refuse(`${where}: fields may name ${list(offered)} (${quoted(name)} is not one).`);
}

function checkPopulate(value: unknown, model: ModelSchema, schemaOf: SchemaOf): void {
  const offered = populatableNames(model);
  const oneLevel = `Without an API token, populate names at most one level of ${list(offered)}`;
  const known = (name: string) => {
    if (!offered.includes(name)) refuse(`${oneLevel} (${quoted(name)} is not one).`);
  };
  if (isPlainObject(value)) {
    for (const [name, inner] of Object.entries(value)) {
      known(name);
      if (inner === true || inner === 'true') continue;
      // { fields } only: what to include of the one level, never a level more.
      if (isPlainObject(inner) && Object.keys(inner).every((key) => key === 'fields')) {
        const target = targetOf(model.attributes[name], schemaOf);
        if (!target) refuse(`${oneLevel}: ${name} takes no fields.`);
        else checkFields(inner.fields, target, `populate[${name}]`);
        continue;
      }
      refuse(`${oneLevel}, each as true or with its fields (${name} asks for more).`);
    }
    return;
  }
  if (value === '*') refuse(`${oneLevel}: name them instead of *.`);
  for (const name of namesIn(value, 'populate')) known(name);
}

interface FilterTally {
  nodes: number;
}

function checkValue(value: unknown, operator: string): void {
  if (ARRAY_OPERATORS.has(operator)) {
    if (!Array.isArray(value)) refuse(`filters: ${operator} takes a list of values.`);
    const values = value as unknown[];
    if (values.length > REST_LIMITS.filterValues)
      refuse(`filters: ${operator} takes at most ${REST_LIMITS.filterValues} values.`);
    for (const item of values) checkValue(item, '$eq');
    return;
  }
  if (typeof value !== 'string') refuse(`filters: ${operator} takes one value.`);
  if ((value as string).length > REST_LIMITS.valueLength)
    refuse(`filters: a value may be at most ${REST_LIMITS.valueLength} characters long.`);
}

/** The operators on one field: `{ $eq: 'x' }`, `{ $not: { ... } }`, `{ $or: [{ ... }] }`, or a bare value. */
function checkCondition(condition: unknown, tally: FilterTally, nesting: number): void {
  tally.nodes += 1;
  if (tally.nodes > REST_LIMITS.filterNodes) refuse(`filters may hold at most ${REST_LIMITS.filterNodes} conditions.`);
  if (!isPlainObject(condition)) return checkValue(condition, '$eq');
  for (const [operator, value] of Object.entries(condition)) {
    if (operator === '$not') {
      nest(nesting);
      checkCondition(value, tally, nesting + 1);
    } else if (operator === '$and' || operator === '$or') {
      nest(nesting);
      for (const inner of listOf(value, operator)) checkCondition(inner, tally, nesting + 1);
    } else if (OPERATORS.has(operator)) {
      tally.nodes += 1;
      checkValue(value, operator);
    } else refuse(`filters: ${quoted(operator)} is not an operator offered here.`);
  }
}

function nest(nesting: number): void {
  if (nesting >= REST_LIMITS.filterNesting)
    refuse(`filters may nest $and, $or and $not at most ${REST_LIMITS.filterNesting} deep.`);
}

function listOf(value: unknown, operator: string): unknown[] {
  if (!Array.isArray(value)) refuse(`filters: ${operator} takes a list.`);
  return value as unknown[];
}

/**
 * Filters on the type's own fields, and through one to-one relation it may populate (a post's
 * Category, a page's parent) on that one's own fields: never further, never through a list.
 */
function checkFilters(
  filters: unknown,
  model: ModelSchema,
  schemaOf: SchemaOf,
  tally: FilterTally,
  nesting: number,
  throughRelation: boolean,
): void {
  if (!isPlainObject(filters)) refuse('filters must name fields.');
  const own = scalarNames(model);
  const relations = throughRelation
    ? []
    : populatableNames(model).filter((name) => {
        const attribute = model.attributes[name];
        return attribute?.type === 'relation' && /ToOne$/.test(attribute.relation ?? '');
      });
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    tally.nodes += 1;
    if (tally.nodes > REST_LIMITS.filterNodes)
      refuse(`filters may hold at most ${REST_LIMITS.filterNodes} conditions.`);
    if (key === '$and' || key === '$or') {
      nest(nesting);
      for (const inner of listOf(value, key)) checkFilters(inner, model, schemaOf, tally, nesting + 1, throughRelation);
    } else if (key === '$not') {
      nest(nesting);
      checkFilters(value, model, schemaOf, tally, nesting + 1, throughRelation);
    } else if (own.includes(key)) {
      checkCondition(value, tally, nesting);
    } else if (relations.includes(key)) {
      const target = targetOf(model.attributes[key], schemaOf);
      if (!target) refuse(`filters cannot go through ${key}.`);
      else checkFilters(value, target, schemaOf, tally, nesting, true);
    } else {
      refuse(
        `filters may name ${list(own)}${relations.length ? ` and the fields of ${list(relations)}` : ''} (${quoted(key)} is not one).`,
      );
    }
  }
}

/** `Name:asc`, `Name:desc,Slug`, `['Name:asc']`, `{ Name: 'asc' }`, `[{ Name: 'asc' }]`: own fields only. */
function checkSort(value: unknown, model: ModelSchema): void {
  const own = scalarNames(model);
  const keys: [string, string | undefined][] = [];
  const add = (item: unknown) => {
    if (typeof item === 'string') {
      for (const part of item.split(',')) {
        const [name, direction, ...rest] = part.trim().split(':');
        if (rest.length) refuse(`sort: ${quoted(part)} is not a field and a direction.`);
        keys.push([name ?? '', direction]);
      }
    } else if (isPlainObject(item)) {
      for (const [name, direction] of Object.entries(item)) {
        if (typeof direction !== 'string')
          refuse(`sort may name this type's own fields only (${quoted(name)} goes further).`);
        keys.push([name, direction as string]);
      }
    } else refuse('sort must name fields.');
  };
  if (Array.isArray(value)) value.forEach(add);
  else add(value);
  if (keys.length > REST_LIMITS.sortKeys) refuse(`sort may name at most ${REST_LIMITS.sortKeys} fields.`);
  for (const [name, direction] of keys) {
    if (!own.includes(name)) refuse(`sort may name ${list(own)} (${quoted(name)} is not one).`);
    if (direction !== undefined && !/^(asc|desc)$/i.test(direction))
      refuse(`sort: ${quoted(direction)} is not asc or desc.`);
  }
}

function checkPagination(value: unknown): void {
  if (!isPlainObject(value)) refuse('pagination must be page and pageSize, or start and limit.');
  const whole = (name: string, raw: unknown, min: number, max: number) => {
    if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max)
      refuse(`pagination[${name}] must be a whole number from ${min} to ${max}.`);
  };
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (key === 'page') whole(key, raw, 1, REST_LIMITS.page);
    else if (key === 'pageSize' || key === 'limit') whole(key, raw, 1, REST_LIMITS.pageSize);
    else if (key === 'start') whole(key, raw, 0, REST_LIMITS.start);
    else if (key === 'withCount') {
      if (raw !== 'true' && raw !== 'false') refuse('pagination[withCount] must be true or false.');
    } else refuse(`pagination takes page, pageSize, start, limit and withCount (${quoted(key)} is not one).`);
  }
}

/**
 * Null when a REST request without a token may be answered; otherwise its refusal: 403 when it
 * asks for drafts (any `status` but exactly `published`, however spelled), 400 for anything else
 * outside what is offered.
 */
export function checkPublicQuery(
  query: Record<string, unknown>,
  model: ModelSchema,
  schemaOf: SchemaOf,
): QueryRefusal | null {
  if (Object.prototype.hasOwnProperty.call(query, 'status') && query.status !== 'published')
    return { status: 403, message: DRAFTS_NOT_PUBLIC };
  try {
    for (const [parameter, value] of Object.entries(query)) {
      if (!(PARAMETERS as readonly string[]).includes(parameter))
        refuse(`${quoted(parameter)} is not offered without an API token: ask with ${PARAMETERS.join(', ')}.`);
      if (parameter === 'fields') checkFields(value, model, 'fields');
      else if (parameter === 'populate') checkPopulate(value, model, schemaOf);
      else if (parameter === 'filters') checkFilters(value, model, schemaOf, { nodes: 0 }, 0, false);
      else if (parameter === 'sort') checkSort(value, model);
      else if (parameter === 'pagination') checkPagination(value);
    }
    return null;
  } catch (error) {
    if (error instanceof Refused) return { status: 400, message: error.message };
    throw error;
  }
}
