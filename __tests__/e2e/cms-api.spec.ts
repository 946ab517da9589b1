import { expect, test } from '@playwright/test';
import { blogPosts, reviews } from '../../cms/src/seed/content';
import { COMPONENT_LABELS, CONTENT_TYPE_LABELS } from '../../cms/src/bootstrap/admin-labels';
import { publicGraphql, readAdminConfiguration, signInAsEditor } from './cms-admin';

test.describe('the CMS GraphQL API', () => {
  test('answers introspection, which gatsby-source-graphql needs', async () => {
    const { data } = await publicGraphql<{ __schema: { types: { name: string }[] } }>(
      '{ __schema { types { name } } }',
    );
    const names = data?.__schema.types.map((type) => type.name) ?? [];
    expect(names).toEqual(
      expect.arrayContaining(['Blog', 'BlogCategory', 'Menu', 'Page', 'HomePage', 'ComponentBlocksStateCard']),
    );
  });

  test('reads published content without a token', async () => {
    const { data, errors } = await publicGraphql<{ blogs: { Slug: string }[]; reviews: { name: string }[] }>(
      '{ blogs(pagination: { limit: 100 }) { Slug } reviews(pagination: { limit: 100 }) { name } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.blogs.map((blog) => blog.Slug).sort()).toEqual(blogPosts.map((post) => post.Slug).sort());
    expect(data?.reviews).toHaveLength(reviews.length);
  });

  test('refuses writes without a token', async () => {
    const { data, errors } = await publicGraphql<{ createReview: unknown }>(
      'mutation { createReview(data: { name: "Spam", stars: 5, text: "x", date: "2026-01-01" }) { documentId } }',
    );
    expect(data?.createReview ?? null).toBeNull();
    expect(errors?.[0]?.message).toMatch(/forbidden/i);
  });

  test('serves the menu tree six levels deep, first 8 entries, with the hidden-from-side-menu items', async () => {
    const level = (depth: number): string => (depth === 1 ? 'name' : `name menus { ${level(depth - 1)} }`);
    const { data, errors } = await publicGraphql<{ menus: { name: string; menus: unknown[] }[] }>(
      `{ menus(filters: { parent: { documentId: { null: true } } }, pagination: { start: 0, limit: 8 }) { ${level(6)} } }`,
    );
    expect(errors).toBeUndefined();
    expect(data?.menus.length).toBeLessThanOrEqual(8);
    const names = JSON.stringify(data);
    expect(names).toContain('"Golf Cart Shipping"');
    expect(names).toContain('"UTV Shipping"');
  });

  test('has Strapi made responsive formats of the uploaded illustrations', async () => {
    const { data } = await publicGraphql<{
      blogs: { FeaturedImage: { url: string; formats: Record<string, { url: string }> } }[];
    }>('{ blogs(pagination: { limit: 1 }) { FeaturedImage { url formats } } }');
    const image = data?.blogs[0].FeaturedImage;
    expect(Object.keys(image?.formats ?? {})).toEqual(
      expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']),
    );
    const file = await fetch(`${process.env.E2E_CMS_URL}${image?.formats.small.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });
});

test.describe('the CMS, tried as an attacker would', () => {
  const cms = () => process.env.E2E_CMS_URL!;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${cms()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('refuses sign-ups, password resets and log-ins from outside', async () => {
    const register = await post('/api/auth/local/register', {
      username: 'mallory',
      email: 'mallory@example.com',
      password: 'Mallory-1234',
    });
    expect(register.status).toBe(403);
    expect(JSON.stringify(await register.json())).not.toContain('jwt');
    expect((await post('/api/auth/forgot-password', { email: 'editor@example.com' })).status).toBe(403);
    expect((await post('/api/auth/local', { identifier: 'mallory', password: 'Mallory-1234' })).status).toBe(403);
    expect((await fetch(`${cms()}/api/connect/github`, { redirect: 'manual' })).status).toBeGreaterThanOrEqual(400);
  });

  test('serves published content to the public, never drafts, over REST or GraphQL', async () => {
    const published = await fetch(`${cms()}/api/blogs?pagination[pageSize]=1`);
    expect(published.status).toBe(200);
    const drafts = await fetch(`${cms()}/api/blogs?status=draft`);
    expect(drafts.status).toBe(403);
    expect(await drafts.json()).toMatchObject({ data: null, error: { status: 403 } });
    const pages = await fetch(`${cms()}/api/pages?status=draft&pagination[pageSize]=100`);
    expect(pages.status).toBe(403);
    const graphql = await publicGraphql<{ blogs: unknown[] | null }>('{ blogs(status: DRAFT) { Slug } }');
    expect(graphql.data?.blogs ?? null).toBeNull();
    expect(graphql.errors?.[0]?.message).toMatch(/Drafts are not public|Forbidden/);
  });

  test('refuses an alias bomb before running it, and stops a query that asks for too much', async () => {
    const aliases = Array.from(
      { length: 2000 },
      (_, index) => `a${index}: blogs(pagination: { limit: 100 }) { Slug Name }`,
    );
    const started = Date.now();
    const bomb = await fetch(`${cms()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ ${aliases.join(' ')} }` }),
    });
    const bombBody = await bomb.text();
    expect(bomb.status).toBe(400);
    expect(bombBody).toContain('This query uses more than 30 aliases.');
    expect(bombBody.length).toBeLessThan(2000);
    // Lists inside lists, no alias: 200 posts, each with its category's 200 posts, each with theirs...
    const nested = (depth: number): string =>
      depth === 0 ? 'Slug' : `Slug Category { blogs(pagination: { limit: 200 }) { ${nested(depth - 1)} } }`;
    const costly = await fetch(`${cms()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ blogs(pagination: { limit: 200 }) { ${nested(8)} } }` }),
    });
    const costlyBody = await costly.text();
    expect(costly.status).toBe(400);
    expect(costlyBody).toContain('ask for less at a time');
    expect(costlyBody.length).toBeLessThan(2000);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  test('answers CORS for its own origin and the site only', async () => {
    const preflight = (origin: string, path: string) =>
      fetch(`${cms()}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    for (const path of ['/graphql', '/admin/login', '/api/blogs']) {
      const stranger = await preflight('https://attacker.example', path);
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
      expect(stranger.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const own = await preflight(new URL(cms()).origin, '/graphql');
    expect(own.headers.get('access-control-allow-origin')).toBe(new URL(cms()).origin);
  });
});

test.describe('the CMS admin', () => {
  test('shows editors plain labels, one-line descriptions and the list columns they need', async () => {
    const token = await signInAsEditor();
    const post = await readAdminConfiguration(token, 'api::blog.blog');
    expect(post.metadatas.Name.edit.label).toBe('Post title');
    expect(post.metadatas.Name.list.label).toBe('Post title');
    expect(post.metadatas.Slug.edit.description).toBe(CONTENT_TYPE_LABELS['api::blog.blog'].fields.Slug.description);
    expect(post.settings.mainField).toBe('Name');
    expect(post.layouts.list).toEqual(['Name', 'Slug', 'Category', 'updatedAt']);

    const page = await readAdminConfiguration(token, 'api::page.page');
    expect(page.layouts.list).toEqual(expect.arrayContaining(['Title', 'Slug', 'parent', 'updatedAt']));
    expect(page.metadatas.parent.edit.label).toBe('Parent page');

    const home = await readAdminConfiguration(token, 'api::home-page.home-page');
    expect(home.metadatas.bg_image.edit.label).toBe('Hero video (desktop)');
    expect(home.metadatas.styles.edit.label).toBe('Hero display settings');

    for (const uid of ['blocks.qa', 'home.faq', 'shared.stat']) {
      const component = await readAdminConfiguration(token, uid);
      for (const [name, { label, description }] of Object.entries(COMPONENT_LABELS[uid].fields)) {
        expect(component.metadatas[name].edit).toMatchObject({ label, description });
      }
    }
  });
});
