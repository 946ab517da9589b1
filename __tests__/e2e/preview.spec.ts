import { expect, test } from '@playwright/test';
import type { BuildRecord } from '../../src/builds/build-status';
import { signInAsEditor } from './cms-admin';

/**
 * Issue 29's preview, as the e2e stage runs it beside the site (scripts/test-runner/test.ts): the
 * site built from drafts through the CMS's "Site preview" token, served behind its secret with
 * noindex, and rebuilt after each save. A draft an editor saves is on the preview after its build,
 * and not on the live site.
 */
test.describe.configure({ mode: 'serial' });

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through \`npm test\``);
  return value;
};
const previewUrl = () => setting('E2E_PREVIEW_URL');
const previewSecret = () => setting('E2E_PREVIEW_SECRET');

const BANNER = 'Preview: drafts included. This is not the live site.';

/** The cookie the preview sets for its secret (its link's redirect). */
async function previewCookie(): Promise<string> {
  const response = await fetch(`${previewUrl()}/?preview=${encodeURIComponent(previewSecret())}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function previewBuilds(): Promise<BuildRecord[]> {
  const response = await fetch(`${setting('E2E_PREVIEW_BUILDS_URL')}/builds.json`);
  return ((await response.json()) as { builds: BuildRecord[] }).builds;
}

test('without the secret the preview answers 401 and a sentence saying where to open it; robots.txt forbids all', async () => {
  const response = await fetch(`${previewUrl()}/`, { redirect: 'manual' });
  expect(response.status).toBe(401);
  expect(await response.text()).toContain('Open it from the CMS: Preview, on the entry you are editing.');
  expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  const robots = await fetch(`${previewUrl()}/robots.txt`);
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
  const lead = await fetch(`${previewUrl()}/api/createLead`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(lead.status).toBe(404);
  expect(await lead.json()).toMatchObject({ error: 'preview_only' });
});

test('with the secret the preview shows the site with its notice and noindex, and drops the secret from the address', async ({
  page,
}) => {
  const answer = await page.goto(`${previewUrl()}/?preview=${encodeURIComponent(previewSecret())}`);
  expect(answer?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe('');
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer?.headers()['cache-control']).toBe('no-store');
  const notice = page.getByRole('complementary', { name: 'Preview notice' });
  await expect(notice).toHaveText(BANNER);
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]')).toHaveCount(1);
  await expect(page.locator('h1').first()).toBeVisible();
  // The cookie carries the editor on: another page without the secret.
  expect((await page.goto(`${previewUrl()}/blog`))?.status()).toBe(200);
  await expect(notice).toBeVisible();

  // The live site has neither.
  expect((await page.goto('/'))?.status()).toBe(200);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expect(page.locator('[data-site-preview]')).toHaveCount(0);
});

test('a draft saved in the CMS is on the preview after its build, and not on the live site', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const token = await signInAsEditor();
  const stamp = Date.now();
  const title = `A draft page ${stamp}`;
  const slug = `draft-page-${stamp}`;
  // Created and saved, never published (the admin's Save): only drafts hold it. It is left as a
  // draft: a deletion would build the live site for nothing while the other specs measure builds.
  const created = await fetch(`${setting('E2E_CMS_URL')}/content-manager/collection-types/api::page.page`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ Title: title, Slug: slug, layout: 'guide', noindex: false, Content: [] }),
  });
  expect(created.status, await created.clone().text()).toBeLessThan(300);
  const { data } = (await created.json()) as { data: { documentId: string; publishedAt: string | null } };
  expect(data.publishedAt).toBeNull();

  // Served once a preview build has read it. Polled on the page, not on one build's record: a
  // build carrying it may be one that fails for another spec's entry (builds.spec's clashing page),
  // and the next preview build reads every draft, this one included.
  const cookie = await previewCookie();
  await expect
    .poll(
      async () => {
        const response = await fetch(`${previewUrl()}/${slug}`, { headers: { cookie } });
        return response.status === 200 && (await response.text()).includes(title);
      },
      { timeout: 4 * 60_000, intervals: [2000] },
    )
    .toBe(true);
  const carried = (await previewBuilds()).flatMap((record) => record.triggers).filter((t) => t.includes(title));
  expect(carried.some((trigger) => /^entry\.create page .* \(draft\)$/.test(trigger))).toBe(true);

  await page.goto(`${previewUrl()}/${slug}?preview=${encodeURIComponent(previewSecret())}`);
  await expect(page.locator('h1')).toHaveText(title);
  await expect(page.getByRole('complementary', { name: 'Preview notice' })).toBeVisible();

  // The live site never built for it: a draft changes nothing visitors see.
  const live = await fetch(`${setting('E2E_BUILDS_URL')}/builds.json`);
  const liveBuilds = ((await live.json()) as { builds: BuildRecord[] }).builds;
  expect(liveBuilds.some((record) => record.triggers.some((trigger) => trigger.includes(title)))).toBe(false);
  expect((await page.goto(`/${slug}`))?.status()).toBe(404);
});
