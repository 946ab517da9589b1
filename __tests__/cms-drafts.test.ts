/** @jest-environment node */
import { randomBytes } from 'crypto';
import fs from 'fs';
import net from 'net';
import path from 'path';
import { parse, print, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { DRAFTS_NOT_PUBLIC } from '../cms/src/bootstrap/published-only';
import { PREVIEW_TOKEN_NAME } from '../cms/src/bootstrap/preview-token';
import { CMS_DIR, cmsHealthy, prepareCms, spawnCms, type CmsInstance } from '../scripts/dev/cms';
import { stop, waitFor } from '../scripts/shared/processes';
import { fetchAllBlogsKeeping } from '../src/cms/kept-posts';
import { fetchAllBlogs } from '../src/cms/queries/blogs';
import { fetchContentVersionWithParts } from '../src/cms/queries/content-version';
import { createQueryRunner, type GatsbyGraphql } from '../src/cms/queries/run-query';
import { DRAFT_SPELLINGS, PUBLIC_ROUTES } from './cms-draft-reads';

/**
 * A real Strapi (the CMS in cms/, on a throwaway database, unseeded): drafts are read with the
 * "Site preview" API token and refused to the public, by any spelling; the admin's Preview points
 * at the preview site; REST without a token answers one level of allowed relations and bounded
 * queries only, and lists no media. About 30 s.
 */
jest.setTimeout(240_000);

const previewToken = randomBytes(24).toString('hex');
const previewOrigin = 'http://localhost:9153';
const previewSecret = randomBytes(8).toString('hex');
const editor = { email: 'drafts-test@velmora.test', password: `Drafts-${randomBytes(8).toString('hex')}` };
const scratch = path.join(CMS_DIR, '.tmp', `jest-drafts-${process.pid}-${Date.now()}`);
let cms: CmsInstance;
let adminToken: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function graphql<T>(query: string, token?: string): Promise<{ data?: T | null; errors?: { message: string }[] }> {
  const response = await fetch(cms.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: T | null; errors?: { message: string }[] };
}

/** The admin's own API, as the admin UI calls it. */
async function admin<T>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${cms.origin}${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * The site's own queries, asked as Gatsby asks them but straight of the CMS: without the `strapi`
 * field gatsby-source-graphql wraps them in, and without its STRAPI_ type prefix.
 */
const direct = (query: string) => {
  const operation = parse(query).definitions[0] as OperationDefinitionNode;
  const strapi = operation.selectionSet.selections[0] as FieldNode;
  return print({ ...operation, selectionSet: strapi.selectionSet! }).replace(/STRAPI_/g, '');
};

const gatsbyGraphql =
  (token?: string): GatsbyGraphql =>
  async <T>(query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(cms.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: direct(query), variables }),
    });
    const { data, errors } = (await response.json()) as { data?: unknown; errors?: unknown };
    return { data: (data ? { strapi: data } : undefined) as T | undefined, errors };
  };

const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
const single = (uid: string) => `/content-manager/single-types/${uid}`;
let postId: string;
let categoryId: string;

beforeAll(async () => {
  await prepareCms({ adminUi: false });
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  cms = spawnCms({
    port: await freePort(),
    serveAdmin: false,
    env: {
      CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_DATABASE_URL: '',
      CMS_PUBLIC_URL: '',
      CMS_SEED: 'false',
      CMS_BUILD_HOOK_URL: '',
      CMS_ADMIN_EMAIL: editor.email,
      CMS_ADMIN_PASSWORD: editor.password,
      CMS_PREVIEW_TOKEN: previewToken,
      SITE_PREVIEW_URL: `${previewOrigin}/`,
      SITE_PREVIEW_SECRET: previewSecret,
    },
  });
  await waitFor('the CMS', () => cmsHealthy(cms.origin), { timeoutMs: 180_000, whileAlive: cms.process });
  const login = await fetch(`${cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  adminToken = ((await login.json()) as { data: { token: string } }).data.token;

  // A category published, then renamed in its draft; a post that is a draft only, in that category.
  const category = { name: 'Shipping Tips', slug: 'shipping-tips' };
  const created = await admin<{ data: { documentId: string } }>(
    'POST',
    collection('api::blog-category.blog-category'),
    category,
  );
  categoryId = created.body.data.documentId;
  await admin('POST', `${collection('api::blog-category.blog-category')}/${categoryId}/actions/publish`, category);
  await admin('PUT', `${collection('api::blog-category.blog-category')}/${categoryId}`, {
    ...category,
    name: 'Shipping Advice',
  });
  const post = await admin<{ data: { documentId: string } }>('POST', collection('api::blog.blog'), {
    Name: 'A draft post',
    Slug: 'a-draft-post',
    Category: { connect: [{ documentId: categoryId }] },
  });
  postId = post.body.data.documentId;
  await admin('PUT', single('api::home-page.home-page'), { title: 'A draft hero title' });
  await admin('PUT', single('api::order-term.order-term'), { version: 'v1', title: 'Terms', body: 'Text' });
});

afterAll(async () => {
  if (cms) await stop(cms.process);
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('drafts over the content API', () => {
  it('are refused to the public, over GraphQL and REST; the published version is answered', async () => {
    const refused = await graphql<{ blogs: unknown }>('{ blogs(status: DRAFT) { Name } }');
    expect(refused.data?.blogs ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toBe(DRAFTS_NOT_PUBLIC);
    expect((await fetch(`${cms.origin}/api/blog-categories?status=draft`)).status).toBe(403);
    const published = await graphql<{ blogs: unknown[]; blogCategories: { name: string }[] }>(
      '{ blogs { Name } blogCategories { name } }',
    );
    expect(published).toEqual({ data: { blogs: [], blogCategories: [{ name: 'Shipping Tips' }] } });
  });

  it('are answered to the "Site preview" token: each entry\'s latest draft, relations included', async () => {
    const drafts = await graphql<unknown>(
      `
        {
          blogs(status: DRAFT) {
            Name
            Category {
              name
            }
          }
          blogCategories(status: DRAFT) {
            name
            blogs {
              Name
            }
          }
          homePage(status: DRAFT) {
            title
          }
        }
      `,
      previewToken,
    );
    expect(drafts).toEqual({
      data: {
        blogs: [{ Name: 'A draft post', Category: { name: 'Shipping Advice' } }],
        blogCategories: [{ name: 'Shipping Advice', blogs: [{ Name: 'A draft post' }] }],
        homePage: { title: 'A draft hero title' },
      },
    });
    // Without a status the token reads what is published, like anyone.
    expect(await graphql('{ blogCategories { name } homePage { title } }', previewToken)).toEqual({
      data: { blogCategories: [{ name: 'Shipping Tips' }], homePage: null },
    });
    // A token the CMS does not know is refused outright.
    const stranger = await fetch(cms.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${previewToken}x` },
      body: JSON.stringify({ query: '{ homePage(status: DRAFT) { title } }' }),
    });
    expect(stranger.status).toBe(401);
  });

  it("give a content version of their own, to the token only, which a draft's save changes", async () => {
    const version = (status: string, token?: string) =>
      graphql<{ contentVersion: { fingerprint: string } }>(
        `{ contentVersion${status ? `(status: ${status})` : ''} { fingerprint } }`,
        token,
      );
    const refused = await version('DRAFT');
    expect(refused.errors?.[0]?.message).toBe(DRAFTS_NOT_PUBLIC);
    const published = (await version('')).data?.contentVersion.fingerprint;
    const drafts = (await version('DRAFT', previewToken)).data?.contentVersion.fingerprint;
    expect(published).toMatch(/^[0-9a-f]{64}$/);
    expect(drafts).toMatch(/^[0-9a-f]{64}$/);
    expect(drafts).not.toBe(published);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await admin('PUT', `${collection('api::blog.blog')}/${postId}`, { Name: 'A draft post, saved again' });
    expect((await version('DRAFT', previewToken)).data?.contentVersion.fingerprint).not.toBe(drafts);
    expect((await version('')).data?.contentVersion.fingerprint).toBe(published);
  });

  it("give each type's part of the version, and a build keeps the posts while their category and media are unchanged", async () => {
    const run = createQueryRunner(gatsbyGraphql(previewToken), 'DRAFT');
    const buildEnv = { CMS_PREVIEW_TOKEN: previewToken };
    const keptFile = path.join(scratch, 'kept', 'cms-posts.json');
    const keep = async () =>
      fetchAllBlogsKeeping(run, {
        file: keptFile,
        graphqlUrl: cms.graphqlUrl,
        status: 'DRAFT',
        parts: (await fetchContentVersionWithParts(cms.graphqlUrl, 10_000, buildEnv)).parts,
      });
    const partOf = async (type: string) =>
      (await fetchContentVersionWithParts(cms.graphqlUrl, 10_000, buildEnv)).parts.find((part) => part.type === type)
        ?.fingerprint;

    // A post needs its featured image (the site's query asks for it as required): one uploaded
    // through the admin's media library, as an editor does.
    const form = new FormData();
    form.append('files', new Blob([fs.readFileSync(path.join(__dirname, '..', 'static', 'logo.png'))]), 'featured.png');
    const uploaded = await fetch(`${cms.origin}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as { id: number }[];
    await admin('PUT', `${collection('api::blog.blog')}/${postId}`, { FeaturedImage: file.id });

    const first = await keep();
    expect(first).toMatchObject({ read: 1, kept: 0 });
    expect(first.posts[0]).toMatchObject({ documentId: postId, Category: { slug: 'shipping-tips' } });
    expect(await keep()).toMatchObject({ read: 0, kept: 1 });

    // A post's save changes the posts' part alone; the build reads that post again, by its id.
    const [blogs, categories, media] = await Promise.all(
      ['api::blog.blog', 'api::blog-category.blog-category', 'plugin::upload.file'].map(partOf),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await admin('PUT', `${collection('api::blog.blog')}/${postId}`, { Name: 'A draft post, kept no more' });
    expect(await partOf('api::blog.blog')).not.toBe(blogs);
    expect(await partOf('api::blog-category.blog-category')).toBe(categories);
    expect(await partOf('plugin::upload.file')).toBe(media);
    const edited = await keep();
    expect(edited).toMatchObject({ read: 1, kept: 0 });
    expect(edited.posts[0].Name).toBe('A draft post, kept no more');
    expect(await keep()).toMatchObject({ read: 0, kept: 1 });

    // A category's change does not touch the post's update time: every post is read again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await admin('PUT', `${collection('api::blog-category.blog-category')}/${categoryId}`, {
      name: 'Shipping Advice',
      slug: 'shipping-tips',
      Description: 'Notes on getting a vehicle ready.',
    });
    expect(await partOf('api::blog-category.blog-category')).not.toBe(categories);
    expect(await keep()).toMatchObject({ read: 1, kept: 0 });
    expect(await keep()).toMatchObject({ read: 0, kept: 1 });

    // So does a file's: its alternative text, edited in the media library.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const described = await fetch(`${cms.origin}/upload?id=${file.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: (() => {
        const info = new FormData();
        info.append('fileInfo', JSON.stringify({ alternativeText: 'The featured picture' }));
        return info;
      })(),
    });
    expect(described.status).toBe(200);
    expect(await partOf('plugin::upload.file')).not.toBe(media);
    const redescribed = await keep();
    expect(redescribed).toMatchObject({ read: 1, kept: 0 });
    expect(redescribed.posts[0].FeaturedImage?.alternativeText).toBe('The featured picture');
  });

  it('come from a read-only API token an editor sees in Settings → API Tokens', async () => {
    const { body } = await admin<{ data: { name: string; type: string; description: string }[] }>(
      'GET',
      '/admin/api-tokens',
    );
    const token = body.data.find((entry) => entry.name === PREVIEW_TOKEN_NAME);
    expect(token).toMatchObject({ type: 'read-only' });
    expect(token?.description).toContain('CMS_PREVIEW_TOKEN');
  });
});

describe("the admin's Preview", () => {
  const previewUrl = async (uid: string, query = '') =>
    admin<{ data: { url?: string } } | null>('GET', `/content-manager/preview/url/${uid}${query}`);

  it("opens an entry's page on the preview site, with its secret", async () => {
    const post = await previewUrl('api::blog.blog', `?documentId=${postId}&status=draft`);
    expect(post.body?.data.url).toBe(`${previewOrigin}/blog/a-draft-post?preview=${previewSecret}`);
    const home = await previewUrl('api::home-page.home-page', '?status=draft');
    expect(home.body?.data.url).toBe(`${previewOrigin}/?preview=${previewSecret}`);
    const category = await previewUrl('api::blog-category.blog-category', `?documentId=${categoryId}`);
    expect(category.body?.data.url).toBe(`${previewOrigin}/blog/category/shipping-advice?preview=${previewSecret}`);
  });

  it('offers none for what has no page (the order terms)', async () => {
    expect((await previewUrl('api::order-term.order-term')).status).toBe(204);
  });

  it("lets the admin frame the preview site (its CSP's frame-src)", async () => {
    const response = await fetch(`${cms.origin}/admin/init`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const frameSrc = policy.split(';').find((directive) => directive.trim().startsWith('frame-src'));
    expect(frameSrc?.trim().split(/\s+/)).toEqual(expect.arrayContaining(['frame-src', "'self'", previewOrigin]));
  });
});

/** A REST read of the content API, timed: its status, its body as text and JSON. */
async function rest(route: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(`${cms.origin}${route}`, { headers });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text), ms: performance.now() - started };
}

const SECRET_DRAFT = 'A secret draft, never published';
let publishedSlug: string;
let imageUrl: string;

describe('the content API without a token', () => {
  beforeAll(async () => {
    // A post published with its category and a picture, and one that is a draft only.
    const form = new FormData();
    form.append('files', new Blob([fs.readFileSync(path.join(__dirname, '..', 'static', 'logo.png'))]), 'public.png');
    const uploaded = await fetch(`${cms.origin}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    const [file] = (await uploaded.json()) as { id: number; url: string }[];
    imageUrl = file.url;
    publishedSlug = 'a-published-post';
    const published = {
      Name: 'A published post',
      Slug: publishedSlug,
      FeaturedImage: file.id,
      Category: { connect: [{ documentId: categoryId }] },
    };
    const post = await admin<{ data: { documentId: string } }>('POST', collection('api::blog.blog'), published);
    await admin('POST', `${collection('api::blog.blog')}/${post.body.data.documentId}/actions/publish`, published);
    await admin('POST', collection('api::blog.blog'), {
      Name: SECRET_DRAFT,
      Slug: 'a-secret-draft',
      FeaturedImage: file.id,
    });
  });

  it('refuses drafts by every spelling of status, on every public type, single types included', async () => {
    for (const route of PUBLIC_ROUTES) {
      for (const spelling of DRAFT_SPELLINGS) {
        const answer = await rest(`${route}?${spelling}`);
        expect([route, spelling, answer.status, answer.json.error?.message]).toEqual([
          route,
          spelling,
          403,
          DRAFTS_NOT_PUBLIC,
        ]);
        expect(answer.text).not.toContain('"publishedAt":null');
      }
    }
    // The same, asked through the document service directly (a status Strapi reads as a draft).
    const published = await rest('/api/blogs?status=published&fields[0]=Name&pagination[pageSize]=100');
    expect(published.json.data.map((post: { Name: string }) => post.Name)).toEqual(['A published post']);
  });

  it('refuses drafts over GraphQL whichever way the status or a publication filter is given', async () => {
    const refused = async (query: string, variables?: Record<string, unknown>) => {
      const response = await fetch(cms.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      expect([query, text]).toEqual([query, expect.stringContaining(DRAFTS_NOT_PUBLIC)]);
      expect(text).not.toContain(SECRET_DRAFT);
      expect(text).not.toContain('A draft hero title');
    };
    await refused('{ blogs(status: DRAFT) { Name } }');
    await refused('query($s: PublicationStatus) { blogs(status: $s) { Name } }', { s: 'DRAFT' });
    await refused('{ blogs_connection(status: DRAFT) { nodes { Name } } }');
    await refused(`{ blog(documentId: "${postId}", status: DRAFT) { Name } }`);
    await refused('{ homePage(status: DRAFT) { title } }');
    await refused('{ orderTerm(status: DRAFT) { title } }');
    await refused('{ blogCategories(status: DRAFT) { name blogs { Name } } }');
    await refused('{ blogs(publicationFilter: NEVER_PUBLISHED) { Name } }');
    await refused('{ blogs(hasPublishedVersion: false) { Name } }');
  });

  it("still answers the site's own queries and the preview token's drafts", async () => {
    const posts = await fetchAllBlogs(createQueryRunner(gatsbyGraphql(), 'PUBLISHED'));
    expect(posts.map((post) => [post.Slug, post.Category?.slug, post.FeaturedImage?.url])).toEqual([
      [publishedSlug, 'shipping-tips', imageUrl],
    ]);
    const drafts = await fetchAllBlogs(createQueryRunner(gatsbyGraphql(previewToken), 'DRAFT'));
    expect(drafts.map((post) => post.Name)).toContain(SECRET_DRAFT);
    const token = { authorization: `Bearer ${previewToken}` };
    for (const spelling of ['status=draft', 'status=DRAFT']) {
      const answer = await rest(`/api/blogs?${spelling}&fields[0]=Name&pagination[pageSize]=100`, token);
      expect(answer.json.data.map((post: { Name: string }) => post.Name)).toContain(SECRET_DRAFT);
    }
    // The admin's own API, as the admin UI calls it.
    const listed = await admin<{ results: { Name: string }[] }>('GET', `${collection('api::blog.blog')}?pageSize=100`);
    expect(listed.body.results.map((post) => post.Name)).toContain(SECRET_DRAFT);
  });

  it('answers one level of the allowed relations, and refuses populate five levels deep at once', async () => {
    const one = await rest(
      `/api/blogs?filters[Slug][$eq]=${publishedSlug}&populate=Category,FeaturedImage&fields[0]=Name&sort=Name:asc`,
    );
    expect(one.status).toBe(200);
    expect(one.json.data).toEqual([
      expect.objectContaining({
        Name: 'A published post',
        Category: expect.objectContaining({ name: 'Shipping Tips' }),
        FeaturedImage: expect.objectContaining({ url: imageUrl }),
      }),
    ]);
    const deep = `/api/blogs?pagination[pageSize]=100&populate[Category][populate][blogs][populate]${'[Category][populate][blogs][populate]'.repeat(4)}=*`;
    const refused = await rest(deep);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/^Without an API token, populate names at most one level of Category/);
    expect(refused.ms).toBeLessThan(2000);
    // A header that is no credential (Strapi reads it as none) is no way round.
    for (const authorization of ['Basic YTpi', 'Bearer', `Bearer ${previewToken} x`])
      expect((await rest(deep, { authorization })).status).toBe(400);
    // With the preview's token, the CMS answers as it did.
    expect((await rest(deep, { authorization: `Bearer ${previewToken}` })).status).toBe(200);
  });

  it.each([
    ['everything', '/api/blogs?populate=*'],
    ['a dotted path', '/api/blogs?populate[0]=Category.blogs'],
    ["a category's posts", '/api/blog-categories?populate=blogs'],
    ['filters through a list', '/api/blogs?filters[Category][blogs][Name][$eq]=x'],
    ['a page of 1,000', '/api/blogs?pagination[pageSize]=1000'],
    ['an unknown parameter', '/api/home-page?locale=en'],
    ['sorting through a relation', '/api/blogs?sort=Category.name'],
  ])('refuses %s with a 400 that says why', async (_, route) => {
    const answer = await rest(route);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({ status: 400, name: 'ValidationError' });
    expect(answer.json.error.message.length).toBeGreaterThan(20);
  });

  it('lists no media, over REST or GraphQL, while the pictures of published entries resolve', async () => {
    for (const route of ['/api/upload/files', '/api/upload/files/1', '/api/upload/files?populate=*']) {
      const answer = await rest(route);
      expect([route, answer.status]).toEqual([route, 403]);
      expect(answer.text).not.toContain('/uploads/');
    }
    const listing = await fetch(cms.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ uploadFiles { url } }' }),
    });
    const listed = await listing.text();
    expect(listed).toContain('Forbidden');
    expect(listed).not.toContain('/uploads/');
    const picture = await fetch(`${cms.origin}${imageUrl}`);
    expect(picture.status).toBe(200);
    // The preview's token still reads the library (it is read-only).
    expect((await rest('/api/upload/files', { authorization: `Bearer ${previewToken}` })).status).toBe(200);
  });
});
