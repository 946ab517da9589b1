/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import type * as QueryString from 'qs';
import { DRAFTS_NOT_PUBLIC } from '../cms/src/bootstrap/published-only';
import {
  checkPublicQuery,
  MEDIA_UID,
  PUBLIC_POPULATE,
  populatableNames,
  REST_LIMITS,
  type ModelSchema,
} from '../cms/src/rest/public-queries';

/**
 * The REST content API's limits for callers without an API token (cms/src/rest/public-queries.ts),
 * judged on the content types' own schemas and on queries parsed as Strapi parses them. The real
 * Strapi answers them in __tests__/cms-drafts.test.ts.
 */

const CMS_SRC = path.join(__dirname, '..', 'cms', 'src');
const schemas = new Map<string, ModelSchema>();
for (const api of fs.readdirSync(path.join(CMS_SRC, 'api'))) {
  const dir = path.join(CMS_SRC, 'api', api, 'content-types');
  for (const name of fs.readdirSync(dir)) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, name, 'schema.json'), 'utf8'));
    schemas.set(`api::${api}.${name}`, { uid: `api::${api}.${name}`, attributes: schema.attributes });
  }
}
for (const category of fs.readdirSync(path.join(CMS_SRC, 'components'))) {
  for (const file of fs.readdirSync(path.join(CMS_SRC, 'components', category))) {
    const uid = `${category}.${file.replace(/\.json$/, '')}`;
    schemas.set(uid, {
      uid,
      attributes: JSON.parse(fs.readFileSync(path.join(CMS_SRC, 'components', category, file), 'utf8')).attributes,
    });
  }
}
schemas.set(MEDIA_UID, {
  uid: MEDIA_UID,
  attributes: {
    name: { type: 'string' },
    url: { type: 'string' },
    related: { type: 'relation', relation: 'morphToMany' },
  },
});
const schemaOf = (uid: string) => schemas.get(uid);
const blog = schemaOf('api::blog.blog')!;

// The CMS's own copy of qs, with strapi::query's options: the query as Strapi parses it.
const qs = jest.requireActual<typeof QueryString>('../cms/node_modules/qs');
const parse = (query: string) =>
  qs.parse(query, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;
const check = (query: string, model: ModelSchema = blog) => checkPublicQuery(parse(query), model, schemaOf);

describe('the allow-list of what may be populated', () => {
  it('has an entry for every content type, each name one of its relations, media or components', () => {
    const types = [...schemas.keys()].filter((uid) => uid.startsWith('api::'));
    expect(Object.keys(PUBLIC_POPULATE).sort()).toEqual(types.sort());
    for (const uid of types) {
      const model = schemaOf(uid)!;
      for (const name of populatableNames(model))
        expect([
          uid,
          name,
          ['relation', 'media', 'component', 'dynamiczone'].includes(model.attributes[name]?.type),
        ]).toEqual([uid, name, true]);
    }
  });

  it('leaves out every to-many relation: each would multiply an answer by a table', () => {
    for (const uid of Object.keys(PUBLIC_POPULATE)) {
      const model = schemaOf(uid)!;
      for (const name of populatableNames(model)) expect(model.attributes[name].relation ?? '').not.toMatch(/ToMany$/);
    }
  });
});

describe('drafts, by any spelling qs accepts', () => {
  it.each([
    'status=draft',
    'status=DRAFT',
    'status=Draft',
    'status=xyz',
    'status=draft%00',
    'status=%20published',
    'status=published%00',
    'status=',
    'status',
    'status[0]=draft',
    'status[]=draft',
    'status%5B0%5D=draft',
    'status[x]=draft',
    'status[101]=draft',
    'status[=draft',
    'status=published&status=draft',
    'status[0]=published',
    '%73tatus=draft',
    'st%61tus=draft',
    'fields=Slug&status=draft',
  ])('%s is refused, 403', (query) => {
    expect(check(query)).toEqual({ status: 403, message: DRAFTS_NOT_PUBLIC });
    expect(check(query, schemaOf('api::home-page.home-page')!)).toEqual({ status: 403, message: DRAFTS_NOT_PUBLIC });
  });

  it('lets an absent status and exactly "published" through', () => {
    expect(check('')).toBeNull();
    expect(check('status=published')).toBeNull();
    expect(check('status=publish%65d')).toBeNull();
  });
});

describe('populate', () => {
  const deep = (levels: number) =>
    `pagination[pageSize]=100&${'populate[Category][populate][blogs][populate]'.repeat(1)}${'[Category][populate][blogs][populate]'.repeat(levels - 1)}=*`;

  it.each([
    ['five levels, as found', deep(5)],
    ['two levels', 'populate[Category][populate]=*'],
    ['a dotted path', 'populate=Category.blogs'],
    ['a dotted path in a list', 'populate[0]=FeaturedImage&populate[1]=Category.blogs.Category'],
    ['everything', 'populate=*'],
    ['everything, in a list', 'populate[0]=*'],
    ['everything, as a value', 'populate[Category]=*'],
    ['a to-many relation', 'populate=blogs'],
    ['the authors', 'populate=createdBy'],
    ['a dynamic zone’s fragments', 'populate[Content][on][blocks.image][populate]=*'],
    ['a relation with filters', 'populate[Category][filters][name][$eq]=x'],
    ['a relation counted', 'populate[Category][count]=true'],
    ['a relation with its own sort', 'populate[Category][sort]=name'],
    ['a relation’s fields that are relations', 'populate[Category][fields][0]=blogs'],
    ['a list mixing names and objects', 'populate[0]=Category&populate[1][Category][populate]=*'],
    ['a bare populate', 'populate'],
    ['an empty populate', 'populate='],
    ['a name a type does not have', 'populate=Nope'],
  ])('%s is refused, 400', (_, query) => {
    const refusal = check(query);
    expect(refusal?.status).toBe(400);
    expect(refusal?.message).toMatch(
      /^(Without an API token, populate names at most one level of Category, FeaturedImage, Content|populate must list names|populate\[Category\]: fields may name)/,
    );
  });

  it('lets one level of the allowed names through, in each spelling', () => {
    for (const query of [
      'populate=Category',
      'populate=Category,FeaturedImage,Content',
      'populate[0]=Category&populate[1]=FeaturedImage',
      'populate[]=Category',
      'populate[Category]=true',
      'populate[Category][fields][0]=name&populate[FeaturedImage][fields]=url',
    ])
      expect([query, check(query)]).toEqual([query, null]);
    expect(check('populate=Content', schemaOf('api::page.page')!)).toBeNull();
    expect(check('populate=land,perMile', schemaOf('api::pricing-rate.pricing-rate')!)).toBeNull();
    expect(check('populate=sections', schemaOf('api::home-page.home-page')!)).toBeNull();
  });

  it('on a category, refuses its posts (a to-many relation)', () => {
    expect(check('populate=blogs', schemaOf('api::blog-category.blog-category')!)?.status).toBe(400);
    expect(check('populate=menus', schemaOf('api::menu.menu')!)?.status).toBe(400);
    expect(check('populate=children', schemaOf('api::page.page')!)?.status).toBe(400);
  });
});

describe('filters, sort, fields and pagination', () => {
  const orMany = (count: number) =>
    Array.from({ length: count }, (_, i) => `filters[$or][${i}][Slug][$eq]=s${i}`).join('&');
  const nestedNot = (depth: number) => `filters${'[$not]'.repeat(depth)}[Slug][$eq]=x`;

  it.each([
    ['through a to-many relation', 'filters[Category][blogs][Slug][$eq]=x'],
    ['two relations deep', 'filters[Category][FeaturedImage][name][$eq]=x'],
    ['through media', 'filters[FeaturedImage][name][$eq]=x'],
    ['through the dynamic zone', 'filters[Content][text][$eq]=x'],
    ['on the authors', 'filters[createdBy][email][$startsWith]=a'],
    ['an unknown operator', 'filters[Slug][$regex]=.*'],
    ['an operator in capitals', 'filters[Slug][$EQ]=x'],
    ['$jsonSupersetOf', 'filters[Slug][$jsonSupersetOf]=x'],
    ['a value of 201 characters', `filters[Slug][$contains]=${'a'.repeat(201)}`],
    ['$in with 51 values', Array.from({ length: 51 }, (_, i) => `filters[Slug][$in][${i}]=s${i}`).join('&')],
    ['$in past qs’s array limit (an object)', 'filters[Slug][$in][150]=x'],
    ['$or of 61 conditions', orMany(61)],
    ['$not five deep', nestedNot(5)],
    ['$or as an object', 'filters[$or][x][Slug][$eq]=a'],
    ['filters as a string', 'filters=Slug'],
    ['a list of values for one field', 'filters[Slug]=a&filters[Slug]=b'],
    ['sort through a relation', 'sort=Category.name:asc'],
    ['sort through a relation, as an object', 'sort[Category][name]=asc'],
    ['sort on four fields', 'sort=Name,Slug,id,createdAt'],
    ['sort with a strange direction', 'sort=Name:sideways'],
    ['fields naming a relation', 'fields=Category'],
    ['fields as an object', 'fields[Name]=1'],
    ['a page of 101', 'pagination[pageSize]=101'],
    ['a limit of 1,000', 'pagination[limit]=1000'],
    ['a limit of -1 (everything)', 'pagination[limit]=-1'],
    ['page 1,001', 'pagination[page]=1001'],
    ['a page size in a list', 'pagination[pageSize][0]=10'],
    ['an unknown pagination key', 'pagination[offset]=5'],
    ['an unknown parameter', 'locale=en'],
    ['the publication filter', 'publicationFilter=modified'],
    ['hasPublishedVersion', 'hasPublishedVersion=false'],
    ['a key with a NUL', 'status%00=draft'],
  ])('%s is refused, 400', (_, query) => {
    expect(check(query)?.status).toBe(400);
  });

  it('lets the reads a visitor might make through', () => {
    for (const query of [
      'fields[0]=Name&fields[1]=Slug',
      'fields=Name,Slug',
      'filters[Slug][$eq]=a-post',
      'filters[Slug]=a-post',
      'filters[Category][slug][$eq]=shipping-tips',
      'filters[documentId][$in][0]=a&filters[documentId][$in][1]=b',
      'filters[$or][0][Name][$containsi]=car&filters[$or][1][Slug][$startsWith]=car',
      'filters[$not][Slug][$null]=true',
      'filters[Name][$not][$containsi]=boat',
      'sort=Name:asc',
      'sort[0]=Name:desc&sort[1]=id',
      'sort[Name]=asc',
      'pagination[page]=2&pagination[pageSize]=100',
      'pagination[start]=0&pagination[limit]=25&pagination[withCount]=false',
      `filters[Slug][$contains]=${'a'.repeat(REST_LIMITS.valueLength)}`,
      `filters${'[$not]'.repeat(REST_LIMITS.filterNesting)}[Slug][$eq]=x`,
    ])
      expect([query, check(query)]).toEqual([query, null]);
  });
});
