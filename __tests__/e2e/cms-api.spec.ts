import { expect, test } from '@playwright/test';
import { blogPosts, reviews } from '../../cms/src/seed/content';
import { publicGraphql } from './cms-admin';

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
