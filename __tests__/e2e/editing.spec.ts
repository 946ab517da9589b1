import { execFile } from 'child_process';
import path from 'path';
import { promisify } from 'util';
import { expect, test } from '@playwright/test';
import { editAndPublishPost, publicGraphql, signInAsEditor } from './cms-admin';

const ROOT = path.resolve(__dirname, '..', '..');

test('a post title changed in the CMS shows on the site after the next build', async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const { data } = await publicGraphql<{ blogs: { documentId: string; Slug: string; Name: string }[] }>(
    '{ blogs(sort: ["publishedAt:desc"], pagination: { limit: 1 }) { documentId Slug Name } }',
  );
  const post = data?.blogs[0];
  if (!post) throw new Error('The CMS has no published post');
  const newTitle = `${post.Name} (updated ${Date.now()})`;

  await page.goto(`/blog/${post.Slug}`);
  await expect(page.locator('h1')).toHaveText(post.Name);

  await editAndPublishPost(await signInAsEditor(), post.documentId, { Name: newTitle });
  const { data: after } = await publicGraphql<{ blogs: { Name: string }[] }>(
    '{ blogs(filters: { Slug: { eq: $slug } }) { Name } }'.replace('$slug', JSON.stringify(post.Slug)),
  );
  expect(after?.blogs[0].Name).toBe(newTitle);

  await promisify(execFile)(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build'], {
    cwd: ROOT,
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });

  const response = await page.goto(`/blog/${post.Slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1')).toHaveText(newTitle);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: newTitle })).toBeVisible();
});
