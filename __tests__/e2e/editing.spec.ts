import { execFile } from 'child_process';
import path from 'path';
import { promisify } from 'util';
import { expect, test } from '@playwright/test';
import { editAndPublishPost, editHomePage, publicGraphql, signInAsEditor } from './cms-admin';

const ROOT = path.resolve(__dirname, '..', '..');

test('a post title and the home sections changed in the CMS show on the site after the next build', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  const { data } = await publicGraphql<{ blogs: { documentId: string; Slug: string; Name: string }[] }>(
    '{ blogs(sort: ["publishedAt:desc"], pagination: { limit: 1 }) { documentId Slug Name } }',
  );
  const post = data?.blogs[0];
  if (!post) throw new Error('The CMS has no published post');
  const newTitle = `${post.Name} (updated ${Date.now()})`;

  await page.goto(`/blog/${post.Slug}`);
  await expect(page.locator('h1')).toHaveText(post.Name);

  const token = await signInAsEditor();
  await editAndPublishPost(token, post.documentId, { Name: newTitle });
  // The editor moves the FAQ to the top of the home page and renames it.
  const faqHeading = `Your questions (${Date.now()})`;
  await editHomePage(token, (home) => {
    const faq = home.sections.find((section) => section.__component === 'home.faq');
    if (!faq) throw new Error('The home page has no FAQ section');
    return { ...home, sections: [{ ...faq, heading: faqHeading }, ...home.sections.filter((s) => s !== faq)] };
  });
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
  await page.goto('/');
  await expect(page.locator('main section[id]').first()).toHaveAttribute('id', 'support');
  await expect(page.locator('#support h2')).toHaveText(faqHeading);
});
