import { expect, test, type Page } from '@playwright/test';
import { publishToLive, type BuildRecord } from '../../src/builds/build-status';
import type { Estimate } from '../../src/pricing/estimate';
import { validLead } from '../../src/leads/testing/fixtures';
import {
  createAndPublishPage,
  createCmsUser,
  deletePage,
  editAndPublishPost,
  editHomePage,
  editOrderTerms,
  editPricingRates,
  editSiteSettings,
  publicGraphql,
  readPricingRates,
  savePricingRates,
  signInAsEditor,
} from './cms-admin';
import { nextClientIp } from './leads-db';

/**
 * Issue 8's acceptance against the real Strapi, its "Site build" webhook, the build receiver and
 * the served releases: an editor's publish is live within 30 s under the test run's load (issue 30;
 * 15 s on an idle machine: bench/builds.ts) and re-renders only the pages that show the change; a broken entry fails its build, leaves the site served and shows in the status.
 */
test.describe.configure({ mode: 'serial' });

const buildsUrl = () => {
  const url = process.env.E2E_BUILDS_URL;
  if (!url) throw new Error('E2E_BUILDS_URL is not set: run the browser tests through `npm test`');
  return url;
};

async function builds(): Promise<BuildRecord[]> {
  const response = await fetch(`${buildsUrl()}/builds.json`);
  return ((await response.json()) as { builds: BuildRecord[] }).builds;
}

/** The finished build that carried a trigger mentioning `text`. */
async function buildFor(text: string, timeout = 120_000): Promise<BuildRecord> {
  let found: BuildRecord | undefined;
  await expect
    .poll(
      async () => {
        found = (await builds()).find(
          (build) => build.result !== 'building' && build.triggers.some((trigger) => trigger.includes(text)),
        );
        return found?.result ?? 'not yet';
      },
      { timeout, intervals: [1000] },
    )
    .not.toBe('not yet');
  return found!;
}

/** Reloads `path` until `check` passes: what a visitor sees once the new release is served. */
async function servedWithin(page: Page, path: string, check: () => Promise<void>, timeout = LIVE_WITHIN_MS) {
  await expect(async () => {
    expect((await page.goto(path))?.status()).toBe(200);
    await check();
  }).toPass({ timeout, intervals: [250] });
}

/** Publish to served, at most, under the test run's load (issue 30). */
const LIVE_WITHIN_MS = 30_000;

/**
 * Waits until neither the live receiver nor the preview's builds: the previous test's preview build
 * runs on after its live one is served, and a live build waits for one preview build under way
 * (build-lock.ts, a bound of its own), which is not what a publish-to-served time measures.
 */
async function buildsIdle() {
  const stateOf = async (url: string) =>
    ((await (await fetch(`${url}/builds.json`)).json()) as { state: string }).state;
  const previewUrl = process.env.E2E_PREVIEW_BUILDS_URL;
  await expect
    .poll(async () => [await stateOf(buildsUrl()), previewUrl ? await stateOf(previewUrl) : 'idle'], {
      timeout: 180_000,
      intervals: [1000],
    })
    .toEqual(['idle', 'idle']);
}

test('a post published in the CMS is served within 30 s, re-rendering only the pages that show it', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  // The blog's first post: on the last blog list page, not on the home page's blog card.
  const { data } = await publicGraphql<{
    blogs: { documentId: string; Slug: string; Name: string; Category: { slug: string } | null }[];
  }>('{ blogs(sort: ["firstPublishedAt:asc"], pagination: { limit: 1 }) { documentId Slug Name Category { slug } } }');
  const post = data?.blogs[0];
  if (!post) throw new Error('The CMS has no published post');
  const newTitle = `${post.Name} (updated ${Date.now()})`;
  await page.goto(`/blog/${post.Slug}`);
  await expect(page.locator('h1')).toHaveText(post.Name);
  const dated = await page.locator('main time').first().textContent();

  const token = await signInAsEditor();
  const published = Date.now();
  await editAndPublishPost(token, post.documentId, { Name: newTitle });
  await servedWithin(page, `/blog/${post.Slug}`, () => expect(page.locator('h1')).toHaveText(newTitle));
  expect(Date.now() - published).toBeLessThan(LIVE_WITHIN_MS);
  // Republishing does not re-date the post (it keeps the date it first went live).
  await expect(page.locator('main time').first()).toHaveText(dated ?? '');

  const build = await buildFor(newTitle);
  expect(build.result).toBe('succeeded');
  expect(build.triggers.join('\n')).toContain(`entry.publish blog “${newTitle}”`);
  // The status page counts from the change's arrival to the switch, within the same bound.
  expect(publishToLive(build)).toBeLessThan(LIVE_WITHIN_MS);
  expect(Date.parse(build.requestedAt!)).toBeGreaterThanOrEqual(published - 1000);
  const status = await (await fetch(`${buildsUrl()}/builds`)).text();
  expect(status).toContain(`<th scope="col">Live after the change</th>`);
  expect(status).toContain(
    `<td data-label="Live after the change"><strong>${(publishToLive(build)! / 1000).toFixed(1)} s</strong>`,
  );
  // The post, the blog list page and the category that list it, and the few posts whose
  // newer/older or related cards name it: no other list page, no home, service, guide or legal page.
  const listPages = Array.from(
    new Set((await builds()).flatMap((other) => other.rendered).filter((path) => /^\/blog(\/page\/\d+)?$/.test(path))),
  );
  const lastListPage = `/blog/page/${listPages.length}`;
  expect(build.rendered).toContain(`/blog/${post.Slug}`);
  expect(build.rendered).toContain(lastListPage);
  if (post.Category) expect(build.rendered).toContain(`/blog/category/${post.Category.slug}`);
  const others = build.rendered.filter(
    (path) => path !== lastListPage && !path.startsWith('/blog/category/') && path !== `/blog/${post.Slug}`,
  );
  expect(others.every((path) => /^\/blog\/[^/]+$/.test(path) && !/^\/blog\/page$/.test(path))).toBe(true);
  expect(others.length).toBeLessThanOrEqual(6);
  await page.goto(lastListPage);
  await expect(page.getByRole('link', { name: newTitle })).toBeVisible();
});

test('home sections moved and renamed in the CMS are served within 30 s, re-rendering the home page only', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  await buildsIdle();
  const token = await signInAsEditor();
  const faqHeading = `Your questions (${Date.now()})`;
  await editHomePage(token, (home) => {
    const faq = home.sections.find((section) => section.__component === 'home.faq');
    if (!faq) throw new Error('The home page has no FAQ section');
    return { ...home, sections: [{ ...faq, heading: faqHeading }, ...home.sections.filter((s) => s !== faq)] };
  });
  await servedWithin(page, '/', async () => {
    await expect(page.locator('main section[id]').first()).toHaveAttribute('id', 'support');
    await expect(page.locator('#support h2')).toHaveText(faqHeading);
  });
  const build = await buildFor('home-page');
  expect(build.result).toBe('succeeded');
  expect(build.rendered).toEqual(['/']);
});

test("proof of who we are: the USDOT number, the rating count and the cargo insurance edited in the CMS's site settings are served after the build, in the footer and beside the home form", async ({
  page,
}) => {
  test.setTimeout(12 * 60_000);
  const token = await signInAsEditor();
  const usdot = String(3_000_000 + (Date.now() % 999_999));
  const cargoInsurance = 2_500_000;
  const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
  /** The footer's credentials, the FMCSA record they link, and the rating and insurance under the hero form. */
  const shows = async (figures: { usdot: string; ratingCount: number; cargoInsurance: number }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`USDOT ${figures.usdot}`);
    await expect(footer.getByRole('link', { name: /FMCSA record/ })).toHaveAttribute(
      'href',
      new RegExp(`query_string=${figures.usdot}$`),
    );
    const hero = page.locator('header:has(h1)');
    await expect(hero).toContainText(`from ${figures.ratingCount.toLocaleString('en-US')} `);
    await expect(hero).toContainText(`up to ${dollars(figures.cargoInsurance)} in cargo insurance`);
  };
  let before: { usdot: string; ratingCount: number; cargoInsurance: number } | null = null;
  try {
    const held = await editSiteSettings(token, (settings) => {
      if (!settings.usdotNumber || !settings.ratingCount || !settings.cargoInsurance)
        throw new Error('The seeded site settings have no USDOT number, rating count or cargo insurance');
      return { ...settings, usdotNumber: usdot, ratingCount: settings.ratingCount + 37, cargoInsurance };
    });
    before = { usdot: held.usdotNumber!, ratingCount: held.ratingCount!, cargoInsurance: held.cargoInsurance! };
    const { ratingCount } = before;
    await page.goto('/');
    await shows(before);
    // Every page shows the settings (the footer): the whole site is rendered again.
    await servedWithin(page, '/', () => shows({ usdot, ratingCount: ratingCount + 37, cargoInsurance }), 8 * 60_000);
    await page.goto('/services/rv-shipping');
    await expect(page.getByRole('contentinfo')).toContainText(`USDOT ${usdot}`);
  } finally {
    const restore = before;
    if (restore) {
      await editSiteSettings(token, (settings) => ({
        ...settings,
        usdotNumber: restore.usdot,
        ratingCount: restore.ratingCount,
        cargoInsurance: restore.cargoInsurance,
      }));
      // The tests after this one read the seeded figures.
      await servedWithin(page, '/', () => shows(restore), 8 * 60_000);
    }
  }
});

test('a broken entry fails its build: the previous site stays served and the status shows why', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const token = await signInAsEditor();
  // A page whose route is the blog's own: the build refuses it rather than replace the blog.
  const title = `Clashing page ${Date.now()}`;
  const documentId = await createAndPublishPage(token, {
    Title: title,
    Slug: 'blog',
    layout: 'guide',
    noindex: false,
    Content: [],
  });
  try {
    const failed = await buildFor(title);
    expect(failed.result).toBe('failed');
    const reason = `The CMS page "${title}" takes the site's own route /blog: give it another slug`;
    expect(failed.reason).toContain(reason);
    const status = await (await fetch(`${buildsUrl()}/builds`)).text();
    expect(status).toContain('The previous site is still served');
    expect(status).toContain(reason.replace(/"/g, '&quot;').replace(/'/g, '&#39;'));
    expect((await page.goto('/blog'))?.status()).toBe(200);
    await expect(page.locator('h1')).not.toHaveText(title);
  } finally {
    await deletePage(token, documentId);
  }
  const deleted = await buildFor('entry.delete page');
  expect(deleted.result).toBe('succeeded');
});

test('a broken rate table is refused when an editor saves it, naming the field in the form’s words; the published table stays in force', async () => {
  const token = await signInAsEditor();
  const before = await readPricingRates(token);
  const perMile = before.perMile as { upToMiles: number | null; dollarsPerMile: number }[];
  // A second distance row shorter than the first: the per-mile ladder no longer rises.
  const broken = {
    ...before,
    version: `e2e-broken-${Date.now()}`,
    perMile: [perMile[0]!, { upToMiles: perMile[0]!.upToMiles! - 100, dollarsPerMile: 0.8 }, ...perMile.slice(1)],
  };
  const message = `Per-mile rates › row 2 › Up to (miles): must be more miles than the row before (${perMile[0]!.upToMiles})`;
  for (const publish of [false, true]) {
    const answer = await savePricingRates(token, broken, { publish });
    expect(answer.status).toBe(400);
    expect(answer.error).toMatchObject({
      name: 'ValidationError',
      message,
      details: { errors: [{ path: ['perMile', '1', 'upToMiles'], message }] },
    });
  }
  expect((await readPricingRates(token)).version).toBe(before.version);
  const published = await publicGraphql<{ pricingRate: { version: string } }>('{ pricingRate { version } }');
  expect(published.data?.pricingRate.version).not.toBe(broken.version);
});

test('rates an editor publishes in the CMS (the Pricing rates form) price the next estimates within a minute, which record their version; a draft does not', async ({
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const token = await signInAsEditor();
  const version = `e2e-${Date.now()}`;
  const estimate = async () => {
    const answer = await request.post('/api/estimate', {
      data: { from: 'Miami, FL', to: 'Boston, MA' },
      headers: { 'X-Forwarded-For': nextClientIp() },
    });
    return ((await answer.json()) as { data: Estimate }).data;
  };
  const openLow = (result: Estimate) => result.options.find((option) => option.id === 'open')!.price[0];
  const publishedVersion = async () =>
    (await publicGraphql<{ pricingRate: { version: string } }>('{ pricingRate { version } }')).data?.pricingRate
      .version;
  const first = await estimate();
  const before = await readPricingRates(token);
  const land = before.land as { fixed: number };
  const changed = { ...before, version, land: { ...land, fixed: land.fixed + 200 } };
  try {
    // Saved, not published: the site goes on with the published figures.
    expect((await savePricingRates(token, changed)).status).toBe(200);
    expect(await publishedVersion()).toBe(before.version);
    expect((await savePricingRates(token, changed, { publish: true })).status).toBe(200);
    expect(await publishedVersion()).toBe(version);
    // The Functions ask the CMS at most every 30 seconds.
    await expect
      .poll(async () => (await estimate()).rateVersion, { timeout: 60_000, intervals: [2_000] })
      .toBe(version);
    expect(first.rateVersion).toBe(before.version);
    // $200 more before the range is spread: the open carrier's low end rises.
    expect(openLow(await estimate())).toBeGreaterThan(openLow(first));
  } finally {
    await editPricingRates(token, (form) => ({
      ...form,
      version: before.version,
      land: { ...(form.land as object), fixed: land.fixed },
    }));
  }
});

test('order terms an editor saves in the CMS are the terms of the next bookings; a page opened before is asked to read them', async ({
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const token = await signInAsEditor();
  const quote = await request.post('/api/createLead', {
    data: validLead({ email: `terms.${Date.now()}@example.com` }),
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(quote.status()).toBe(201);
  const link = Object.fromEntries(
    new URLSearchParams(
      new URL(((await quote.json()) as { data: { booking: { url: string } } }).data.booking.url).hash.slice(1),
    ),
  );
  const terms = async () => {
    const answer = await request.get(`/api/book?${new URLSearchParams(link).toString()}`);
    return (
      (await answer.json()) as {
        data: {
          version: number;
          terms: { version: string; hash: string; body: string };
          windows: { prices: { Open: { price: number[] } | null } }[];
        };
      }
    ).data;
  };
  const opened = await terms();
  const version = `e2e-${Date.now()}`;
  const clause = "Added by an editor: your agent sends the carrier's insurance certificate on request.";
  const before = await editOrderTerms(token, (entry) => ({ ...entry, version, body: `${entry.body}\n\n${clause}` }));
  try {
    expect(before.version).toBe(opened.terms.version);
    await expect.poll(async () => (await terms()).terms.version, { timeout: 60_000, intervals: [2_000] }).toBe(version);
    expect((await terms()).terms.body).toContain(clause);
    // Signed from the page opened before the edit: refused with the terms now in force, nothing booked.
    const signed = await request.post('/api/book', {
      data: {
        ...link,
        version: opened.version,
        termsHash: opened.terms.hash,
        pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
        delivery: { street: '350 W 31st St', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
        pickupWindow: 'flexible',
        transportType: 'Open',
        price: opened.windows[0]?.prices.Open?.price ?? null,
        signature: { name: 'Maria Lopez', consent: true },
      },
      headers: { 'X-Forwarded-For': nextClientIp() },
    });
    expect(signed.status()).toBe(409);
    const refused = (await signed.json()) as { error: string; data: { terms: { version: string } } };
    expect(refused.error).toBe('terms_changed');
    expect(refused.data.terms.version).toBe(version);
  } finally {
    await editOrderTerms(token, (entry) => ({ ...entry, version: before.version, body: before.body }));
  }
});

async function receiver(): Promise<{ state: string; cap: { maxPerHour: number; startedLastHour: number } }> {
  return (await fetch(`${buildsUrl()}/builds.json`)).json() as Promise<{
    state: string;
    cap: { maxPerHour: number; startedLastHour: number };
  }>;
}

test('a user created in the CMS builds nothing', async () => {
  test.setTimeout(2 * 60_000);
  // Idle for 5 s in a row first: Strapi sends a publish's webhooks after it answers (a single type's
  // Publish sends two), so the previous test's last change can still arrive just after it ended.
  let idleSince = 0;
  await expect
    .poll(
      async () => {
        if ((await receiver()).state !== 'idle') idleSince = 0;
        else idleSince ||= Date.now();
        return idleSince > 0 && Date.now() - idleSince >= 5000;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  const token = await signInAsEditor();
  const created = Date.now();
  const username = `visitor${created}`;
  await createCmsUser(token, username);
  // Strapi sends its webhook at once and the receiver waits 2 s of quiet: 10 s is well past both.
  for (let second = 0; second < 10; second += 1) {
    expect((await receiver()).state).toBe('idle');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const after = await builds();
  expect(after.filter((build) => Date.parse(build.startedAt) >= created)).toEqual([]);
  expect(after.flatMap((build) => build.triggers).join('\n')).not.toContain(username);
});

test('100 publishes in a minute make at most the capped builds, and the last one is served', async ({ page }) => {
  test.setTimeout(6 * 60_000);
  const { data } = await publicGraphql<{ blogs: { documentId: string; Slug: string; Name: string }[] }>(
    // The post the first test renamed already: no other seeded title changes.
    '{ blogs(sort: ["firstPublishedAt:asc"], pagination: { limit: 1 }) { documentId Slug Name } }',
  );
  const post = data?.blogs[0];
  if (!post) throw new Error('The CMS has no published post');
  const { cap: capBefore } = await receiver();
  const token = await signInAsEditor();
  const base = `${post.Name.replace(/ \(take \d+\)$/, '')}`;
  const started = Date.now();
  let last = '';
  for (let take = 1; take <= 100; take += 1) {
    last = `${base} (take ${take})`;
    await editAndPublishPost(token, post.documentId, { Name: last });
    // Spread over the minute, as a busy editor (or a script) would.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + take * 600 - Date.now())));
  }
  expect(Date.now() - started).toBeLessThan(75_000);
  await servedWithin(page, `/blog/${post.Slug}`, () => expect(page.locator('h1')).toHaveText(last), 180_000);
  await expect.poll(async () => (await receiver()).state, { timeout: 120_000, intervals: [1000] }).toBe('idle');
  const { cap } = await receiver();
  const made = (await builds()).filter((build) => Date.parse(build.startedAt) >= started).length;
  expect(made).toBeGreaterThanOrEqual(1);
  expect(made).toBeLessThanOrEqual(cap.maxPerHour);
  expect(cap.startedLastHour).toBeLessThanOrEqual(cap.maxPerHour);
  expect(cap.startedLastHour - capBefore.startedLastHour).toBe(made);
});
