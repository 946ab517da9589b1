import { expect, test, type Page } from '@playwright/test';
import { editPricingRates, publicGraphql, signInAsEditor } from './cms-admin';
import { adminUrl, inviteEditor, signInToAdmin } from './editor-account';

/**
 * Issue 29's acceptance in the real Strapi admin UI, signed in as a person with the Editor role
 * (invited by the CMS's owner, as the broker would add one): a draft seen on the preview and not on
 * the live site, then published and live; a rate changed in its form (a wrong value refused with a
 * message); a menu item moved under another parent and the site's menu following after the build;
 * the builds' state in the admin.
 */
test.describe.configure({ mode: 'serial' });

const previewUrl = (): string => {
  const url = process.env.E2E_PREVIEW_URL;
  if (!url) throw new Error('E2E_PREVIEW_URL is not set: run the browser tests through `npm test`');
  return url;
};

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests through \`npm test\``);
  return value;
};

/** The editor's admin tab, signed in once (Strapi limits sign-ins, as it should), used by every test in turn. */
let admin: Page;

test.beforeAll(async ({ browser }) => {
  const editor = await inviteEditor('Dana');
  admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInToAdmin(admin, editor);
});

test.afterAll(async () => {
  await admin?.close();
});

/** Waits for the admin's own call that saves (or publishes) what the edit view holds. */
const adminSaves = (page: Page, path: RegExp, method = 'PUT') =>
  page.waitForResponse((response) => path.test(response.url()) && response.request().method() === method);

/** Reloads `url` in `page` until its main heading reads `title`: what a person reloading sees. */
async function headingWithin(page: Page, url: string, title: string, timeout: number): Promise<void> {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 });
  }).toPass({ timeout, intervals: [1000] });
}

test("the home page's hero title saved as a draft shows on the preview from the edit view, not on the live site; published, it is live", async ({
  context,
}) => {
  test.setTimeout(240_000);
  const page = admin;
  const editView = adminUrl('/content-manager/single-types/api::home-page.home-page');
  await page.goto(editView);
  const field = page.getByLabel('Hero title');
  await expect(field).not.toHaveValue('', { timeout: 30_000 });
  const before = await field.inputValue();
  const title = `Your car, carried with care ${Date.now().toString(36)}`;

  try {
    // Save: a draft. Nothing is published.
    await field.fill(title);
    const saved = adminSaves(page, /\/content-manager\/single-types\/api::home-page\.home-page/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);

    // Open preview, from the edit view: Strapi's preview frames the preview site's page.
    await page.getByRole('link', { name: 'Open preview' }).click();
    const frame = page.locator('iframe').first();
    await expect(frame).toHaveAttribute('src', new RegExp(`^${previewUrl()}/\\?preview=`));
    const framed = (await frame.getAttribute('src'))!;

    // The preview builds the draft after the save: it shows there (a person reloading sees it)...
    const preview = await context.newPage();
    await headingWithin(preview, framed, title, 120_000);
    await expect(preview.getByText('Preview: drafts included.')).toBeVisible();
    await page.reload();
    await expect(page.frameLocator('iframe').first().getByRole('heading', { level: 1 })).toHaveText(title);

    // ...and not on the live site.
    const live = await context.newPage();
    await live.goto('/');
    await expect(live.getByRole('heading', { level: 1 })).toHaveText(before);

    // Publish: live within a minute.
    await page.goto(editView);
    await expect(page.getByLabel('Hero title')).toHaveValue(title);
    const published = adminSaves(page, /\/actions\/publish/, 'POST');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).status()).toBe(200);
    await headingWithin(live, '/', title, 60_000);
  } finally {
    // The home page as it was, published, for whatever runs after.
    await page.goto(editView);
    await page.getByLabel('Hero title').fill(before);
    const restored = adminSaves(page, /\/actions\/publish/, 'POST');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await restored;
  }
});

test('a wrong figure in the Pricing rates form is refused with a message naming it; a good one, published, is the table in force', async () => {
  test.setTimeout(180_000);
  const page = admin;
  const before = (await publicGraphql<{ pricingRate: { version: string } }>('{ pricingRate { version } }')).data!
    .pricingRate.version;
  await page.goto(adminUrl('/content-manager/single-types/api::pricing-rate.pricing-rate'));
  const hawaiiLow = page.getByLabel('Price, low (dollars)').first();
  const hawaiiHigh = page.getByLabel('Price, high (dollars)').first();
  // The form is long (every figure of the estimate), and the previous test's publish starts a site
  // build that holds this machine's two cores: on a slowed host the form took over 30 s to load.
  await expect(hawaiiHigh).not.toHaveValue('', { timeout: 75_000 });
  const high = Number((await hawaiiHigh.inputValue()).replace(/,/g, ''));
  const low = await hawaiiLow.inputValue();
  const version = `${before}-e2e-${Date.now().toString(36)}`;
  try {
    // Low above high: Save is refused, the message says which figure and why, and nothing changes.
    await hawaiiLow.fill(String(high + 200));
    const refused = adminSaves(page, /single-types\/api::pricing-rate\.pricing-rate/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await refused).status()).toBe(400);
    // The notice and the field's message render after the refusal; the previous test's builds may
    // still hold this machine's two cores.
    await expect(page.getByText(/Hawaii › Price \(dollars\): the low must be/).first()).toBeVisible({
      timeout: 15_000,
    });

    // Put right, with a new version: saved as a draft, then published, it is the table served.
    await hawaiiLow.fill(low.replace(/,/g, ''));
    await page.getByLabel('Version').fill(version);
    const saved = adminSaves(page, /single-types\/api::pricing-rate\.pricing-rate/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    expect(
      (await publicGraphql<{ pricingRate: { version: string } }>('{ pricingRate { version } }')).data!.pricingRate
        .version,
    ).toBe(before);
    const published = adminSaves(page, /\/actions\/publish/, 'POST');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    expect((await published).status()).toBe(200);
    expect(
      (await publicGraphql<{ pricingRate: { version: string } }>('{ pricingRate { version } }')).data!.pricingRate
        .version,
    ).toBe(version);
  } finally {
    await editPricingRates(await signInAsEditor(), (form) => ({ ...form, version: before }));
  }
});

const ITEM = 'Antique Car Shipping';
const FROM = 'Enclosed';
const TO = 'Recreation';

test('a menu item moved under another parent in Site menu: its build shows in Site builds, and the site’s menu follows', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = admin;
  await page.goto(adminUrl(''));

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

  try {
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
    await expect(enclosed.getByRole('link', { name: ITEM })).toHaveCount(0);
    // The moved item keeps the focus, for a keyboard user.
    await expect(recreation.getByRole('link', { name: ITEM })).toBeFocused();
    // A loop is never offered: Enclosed is not a choice for Services, its parent.
    await expect(page.getByLabel('Move “Services” under').locator('option', { hasText: /^– Enclosed$/ })).toHaveCount(
      0,
    );

    // Back on the home page, the widget shows the build the move started, then that it is live.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    const moveBuild = builds.getByRole('listitem').filter({ has: page.locator(`[title*="menu item “${ITEM}”"]`) });
    await expect(moveBuild.first()).toBeVisible({ timeout: 60_000 });
    await expect(moveBuild.first().getByText('Live', { exact: true })).toBeVisible({ timeout: 150_000 });

    // The site's menu follows: in the phone drawer, the item is under Recreation now.
    const phone = await browser.newPage({ viewport: { width: 375, height: 812 }, baseURL: env('E2E_SITE_URL') });
    let last = '';
    await expect(async () => {
      try {
        // A service page: its drawer holds the site's menu (the home page's holds the landing menu).
        await phone.goto('/services/rv-shipping');
        await phone.getByRole('button', { name: 'Menu', exact: true }).click({ timeout: 5000 });
        const drawer = phone.getByRole('dialog', { name: 'Menu' });
        await drawer.getByRole('button', { name: 'More in Services', exact: true }).click({ timeout: 5000 });
        const more = drawer.getByRole('button', { name: `More in ${TO}`, exact: true });
        await more.click({ timeout: 5000 });
        const region = drawer.locator(`[id="${await more.getAttribute('aria-controls')}"]`);
        await expect(region.getByRole('link', { name: ITEM, exact: true })).toHaveCount(1, { timeout: 2000 });
      } catch (error) {
        last = (error as Error).message;
        throw error;
      }
    }, 'the site’s phone menu shows the item under its new parent')
      .toPass({ timeout: 60_000, intervals: [2000] })
      .catch((error: Error) => {
        throw new Error(`${error.message}\nLast try: ${last}`);
      });
    await phone.close();
  } finally {
    // Back where the seed put it (second under Enclosed), for whatever runs after.
    const cms = env('E2E_CMS_URL');
    const headers = { authorization: `Bearer ${await signInAsEditor()}`, 'content-type': 'application/json' };
    const { items } = (await (await fetch(`${cms}/site-admin/menu`, { headers })).json()) as {
      items: { documentId: string; name: string; parentId: string | null }[];
    };
    const item = items.find((candidate) => candidate.name === ITEM);
    const parent = items.find((candidate) => candidate.name === FROM);
    if (item && parent && item.parentId !== parent.documentId) {
      await fetch(`${cms}/site-admin/menu/move`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ documentId: item.documentId, parent: parent.documentId, position: 1 }),
      });
    }
  }
});
