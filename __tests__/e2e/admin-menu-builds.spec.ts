import { expect, test } from '@playwright/test';
import { signInAsEditor } from './cms-admin';

/**
 * Issue 29's menu tree and builds in view, in the real Strapi admin: an editor signs in, opens
 * Site menu, moves a menu item under another parent without reading an id, sees the build it
 * started in the home page's "Site builds" widget, and the site's menu follows once it is live.
 *
 * Needs the e2e CMS to serve its admin UI (prepareCms({ adminUi: true }), serveAdmin: true) and
 * to be given SITE_BUILDS_URL (the build receiver, E2E_BUILDS_URL) and SITE_URL. The file name
 * ends in builds.spec.ts: it rebuilds the site, so it runs in the "builds" project, after the
 * tests that read the first build.
 */
test.describe.configure({ mode: 'serial' });

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through \`npm test\``);
  return value;
};

const ITEM = 'Antique Car Shipping';
const FROM = 'Enclosed';
const TO = 'Recreation';

test.afterAll(async () => {
  // Back where the seed put it (second under Enclosed), for whatever runs after.
  const cms = env('E2E_CMS_URL');
  const token = await signInAsEditor();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { items } = (await (await fetch(`${cms}/site-admin/menu`, { headers })).json()) as {
    items: { documentId: string; name: string; parentId: string | null }[];
  };
  const item = items.find((candidate) => candidate.name === ITEM);
  const parent = items.find((candidate) => candidate.name === FROM);
  if (!item || !parent || item.parentId === parent.documentId) return;
  await fetch(`${cms}/site-admin/menu/move`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ documentId: item.documentId, parent: parent.documentId, position: 1 }),
  });
});

test('an editor moves a menu item under another parent in Site menu, sees its build in Site builds, and the site’s menu follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const cms = env('E2E_CMS_URL');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${cms}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(env('E2E_EDITOR_EMAIL'));
  await page.locator('input[name="password"]').fill(env('E2E_EDITOR_PASSWORD'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);

  // The home page's widget lists the builds the receiver reports (npm test's first build at least).
  const builds = page.getByRole('list', { name: 'Last builds' });
  await expect(page.getByText('Site builds', { exact: true })).toBeVisible();
  await expect(builds.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'All builds, with details' })).toHaveAttribute(
    'href',
    `${env('E2E_BUILDS_URL')}/builds`,
  );

  // Site menu, from the left menu: the tree, each item linked to its edit view.
  await page.getByRole('link', { name: 'Site menu' }).click();
  await expect(page.getByRole('heading', { name: 'Site menu' })).toBeVisible();
  const enclosed = page.getByRole('listitem', { name: `${FROM}, level 2` });
  await expect(enclosed.getByRole('link', { name: ITEM })).toHaveAttribute(
    'href',
    /\/admin\/content-manager\/collection-types\/api::menu\.menu\/\w+$/,
  );

  // The move: pick the new parent by its name, then Move.
  await page.getByLabel(`Move “${ITEM}” under`).selectOption({ label: `– ${TO}` });
  await page.getByRole('button', { name: `Move “${ITEM}”`, exact: true }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: `“${ITEM}” is now under “${TO}”.` }),
  ).toBeVisible();
  const recreation = page.getByRole('listitem', { name: `${TO}, level 2` });
  await expect(recreation.getByRole('link', { name: ITEM })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `${FROM}, level 2` }).getByRole('link', { name: ITEM })).toHaveCount(
    0,
  );
  // The moved item keeps the focus, for a keyboard user.
  await expect(recreation.getByRole('link', { name: ITEM })).toBeFocused();

  // A loop is refused in plain words, never offered: Services is not a choice under its own items.
  await expect(page.getByLabel('Move “Services” under').locator('option', { hasText: /^– Enclosed$/ })).toHaveCount(0);

  // Back on the home page, the widget shows the build the move started, then that it is live.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const moveBuild = builds.getByRole('listitem').filter({ has: page.locator(`[title*="menu item “${ITEM}”"]`) });
  await expect(moveBuild.first()).toBeVisible({ timeout: 60_000 });
  await expect(moveBuild.first().getByText('Live', { exact: true })).toBeVisible({ timeout: 150_000 });

  // The site's menu follows: in the phone drawer, the item is under Recreation now.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, baseURL: env('E2E_SITE_URL') });
  await expect(async () => {
    await phone.goto('/');
    await phone.getByRole('button', { name: 'Menu' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'More in Services' }).click();
    const more = drawer.getByRole('button', { name: `More in ${TO}` });
    await more.click();
    const region = drawer.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
    await expect(region.getByRole('link', { name: ITEM })).toHaveCount(1);
  }).toPass({ timeout: 60_000, intervals: [2000] });
  await phone.close();
});
