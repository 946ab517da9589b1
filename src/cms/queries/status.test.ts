/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import { parse, visit, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { BLOG_CATEGORIES_QUERY, BLOGS_FOR_CATEGORY_QUERY } from './blogs-for-category';
import { BLOG_INDEX_QUERY, BLOGS_BY_ID_QUERY, BLOGS_QUERY } from './blogs';
import { fetchContentVersion } from './content-version';
import { MENUS_QUERY } from './menus';
import { PAGES_QUERY } from './pages';
import { createQueryRunner, type GatsbyGraphql } from './run-query';
import { SITE_QUERY } from './site';
import { ORDER_TERMS_QUERY } from '../../orders/order-terms';
import { BROKER_FACTS_QUERY } from '../../leads/delivery/broker-facts';

const CONTENT_QUERIES = {
  BLOG_CATEGORIES_QUERY,
  BLOGS_FOR_CATEGORY_QUERY,
  BLOG_INDEX_QUERY,
  BLOGS_BY_ID_QUERY,
  BLOGS_QUERY,
  MENUS_QUERY,
  PAGES_QUERY,
  SITE_QUERY,
};

/** The fields directly under `strapi { ... }`: the CMS's root queries. */
function rootFields(query: string): FieldNode[] {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  const strapi = operation.selectionSet.selections[0] as FieldNode;
  return strapi.selectionSet!.selections as FieldNode[];
}

describe("the build's content queries ask for the build's version of the content", () => {
  it.each(Object.entries(CONTENT_QUERIES))('%s declares $status and passes it to every root field', (_, query) => {
    const operation = parse(query).definitions[0] as OperationDefinitionNode;
    const status = operation.variableDefinitions?.find((definition) => definition.variable.name.value === 'status');
    expect(status?.type).toMatchObject({ kind: 'NamedType', name: { value: 'STRAPI_PublicationStatus' } });
    // Without a status the query reads what is published.
    expect(status?.defaultValue).toMatchObject({ kind: 'EnumValue', value: 'PUBLISHED' });
    const fields = rootFields(query);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const argument = field.arguments?.find((arg) => arg.name.value === 'status');
      expect({ field: field.name.value, value: argument?.value }).toEqual({
        field: field.name.value,
        value: expect.objectContaining({ kind: 'Variable', name: expect.objectContaining({ value: 'status' }) }),
      });
    }
    // Relations take their root's status (Strapi 5.54's GraphQL): none names another.
    let statuses = 0;
    visit(parse(query), { Argument: (node) => void (node.name.value === 'status' && (statuses += 1)) });
    expect(statuses).toBe(fields.length);
  });

  it("gives every query the runner's status, published unless told", async () => {
    const seen: unknown[] = [];
    const graphql: GatsbyGraphql = async <T>(_query: string, variables?: Record<string, unknown>) => {
      seen.push(variables);
      return { data: { strapi: {} } as T };
    };
    await createQueryRunner(graphql)('query', { pagination: { start: 0, limit: 8 } });
    await createQueryRunner(graphql, 'DRAFT')('query');
    expect(seen).toEqual([{ pagination: { start: 0, limit: 8 }, status: 'PUBLISHED' }, { status: 'DRAFT' }]);
  });

  it('leaves the runtime readers on the published version, whatever the environment', () => {
    for (const query of [ORDER_TERMS_QUERY, BROKER_FACTS_QUERY]) {
      const operation = parse(query).definitions[0] as OperationDefinitionNode;
      const root = operation.selectionSet.selections[0] as FieldNode;
      expect(root.arguments?.map((arg) => [arg.name.value, (arg.value as { value?: string }).value])).toEqual([
        ['status', 'PUBLISHED'],
      ]);
    }
  });
});

describe('the content version a build is compared with', () => {
  let server: http.Server;
  let url: string;
  const seen: { authorization?: string; query: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const { query } = JSON.parse(body) as { query: string };
        seen.push({ authorization: req.headers.authorization, query });
        const fingerprint = query.includes('status: DRAFT') ? 'drafts-1' : 'published-1';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ data: { contentVersion: { fingerprint } } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is the published content's, asked without a token, unless the build reads drafts", async () => {
    expect(await fetchContentVersion(url)).toBe('published-1');
    expect(await fetchContentVersion(url, 5000, { SITE_URL: 'http://x' })).toBe('published-1');
    expect(await fetchContentVersion(url, 5000, { CMS_PREVIEW_TOKEN: 'tok' })).toBe('drafts-1');
    expect(seen.map(({ authorization }) => authorization)).toEqual([undefined, undefined, 'Bearer tok']);
    expect(seen[0].query).toBe('query ContentVersion { contentVersion { fingerprint } }');
  });
});
