import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { leadColumns, leadRecordFrom } from '../../src/leads/delivery/lead-record';
import { createTransports } from '../../src/leads/delivery/transports';
import { estimateColumns, latestEstimateJoin } from '../../src/leads/lead-estimates';
import { quoteUrl } from '../../src/leads/quote-link';
import { serverSecret } from '../../src/runtime/secrets';
import { validLead } from '../../src/leads/testing/fixtures';
import type { Estimate } from '../../src/pricing/estimate';
import { nextClientIp, servedLeadDatabase } from './leads-db';
import { pick, TODAY_IN_CALENDAR, uniqueEmail, visit, waitOutTheFillFloor } from './quote-wizard';

/**
 * Issue 10's acceptance in Chromium against the served site, its Functions and its lead database:
 * the wizard shows the instant estimate; the link of the .eml confirmation opens the quote page;
 * changing the transport type there updates the price and the same stored lead; a tampered link
 * is refused.
 */
test.use({ extraHTTPHeaders: {} });

const money = (value: number) => `$${value.toLocaleString('en-US')}`;
const range = ([low, high]: readonly number[]) => `${money(low)} – ${money(high)}`;

/** A quote through the home page's wizard: a 2020 Camry from Beverly Hills to New York, open carrier. */
async function quoteThroughWizard(page: Page, email: string) {
  await visit(page, '/');
  const form = page.locator('#main-form');
  await pick(form, 'Pickup location', '90210', /Beverly Hills, CA 90210/);
  await pick(form, 'Delivery location', '10001', /New York, NY 10001/);
  await form.getByRole('button', { name: /Ship date/ }).click();
  const calendar = page.getByRole('dialog', { name: 'Select Date' });
  await calendar.locator(TODAY_IN_CALENDAR).click();
  await form.getByText('Open', { exact: true }).click();
  await form.getByRole('button', { name: 'Next step' }).click();
  await form.getByRole('combobox', { name: 'Year', exact: true }).fill('2020');
  await pick(form, 'Make', 'toy', /^Toyota$/);
  await pick(form, 'Model', 'cam', /^Camry$/);
  await form.getByRole('button', { name: 'Next step' }).click();
  await form.getByLabel('Your Name').fill('Maria Lopez');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(310) 555-0199');
  await waitOutTheFillFloor(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  return form;
}

async function storedQuote(email: string) {
  const db = await servedLeadDatabase();
  const leads = await db.all('SELECT id, public_id, payload FROM leads WHERE email = ?', [email]);
  const estimates = await db.all(
    'SELECT e.version, e.rate_version, e.estimate FROM lead_estimates e JOIN leads l ON l.id = e.lead_id WHERE l.email = ? ORDER BY e.version',
    [email],
  );
  const outbox = await db.all(
    'SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = ? ORDER BY o.id',
    [email],
  );
  return {
    leads,
    estimates: estimates.map((row) => ({
      version: Number(row.version),
      rateVersion: String(row.rate_version),
      estimate: JSON.parse(String(row.estimate)) as Estimate,
    })),
    channels: outbox.map((row) => String(row.channel)),
  };
}

/** The customer's confirmation, composed and written as an .eml file exactly as the outbox relay does. */
async function confirmationEml(email: string): Promise<string> {
  const db = await servedLeadDatabase();
  const row = await db.get(
    `SELECT ${leadColumns('l')}, ${estimateColumns('e')} FROM leads l ${latestEstimateJoin('l', 'e')} WHERE l.email = ?`,
    [email],
  );
  if (!row) throw new Error('no lead');
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estimate-e2e-'));
  try {
    await createTransports(process.env, varDir).transports.customer_email(leadRecordFrom(row));
    const [file] = fs.readdirSync(path.join(varDir, 'mail'));
    return fs.readFileSync(path.join(varDir, 'mail', file), 'utf8');
  } finally {
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
}

/** The text of a quoted-printable MIME message, soft line breaks joined. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

test('a quote through the wizard shows the instant estimate it stored with the lead', async ({ page }) => {
  const email = uniqueEmail('estimate');
  const form = await quoteThroughWizard(page, email);
  const estimate = form.getByRole('region', { name: 'Your instant estimate' });
  await expect(estimate).toBeVisible();

  const stored = await storedQuote(email);
  expect(stored.leads).toHaveLength(1);
  expect(stored.estimates.map(({ version }) => version)).toEqual([1]);
  const [{ estimate: saved }] = stored.estimates;
  expect(saved.kind).toBe('estimate');
  // Beverly Hills to New York: about 2,450 miles great-circle, shown as estimated road miles.
  expect(saved.miles).toBeGreaterThan(2800);
  await expect(estimate).toContainText(`About ${saved.miles.toLocaleString('en-US')} miles`);
  const open = estimate.locator('[data-option="open"]');
  const enclosed = estimate.locator('[data-option="enclosed"]');
  await expect(open).toContainText(range(saved.options[0].price));
  await expect(open).toContainText('Your choice');
  await expect(enclosed).toContainText(range(saved.options[1].price));
  await expect(estimate).toContainText('An estimate, not a fixed price');
  await expect(form).toContainText(
    'A Velmora agent, and nobody else, will call or e-mail you within one business hour',
  );
  // The result sells: its first heading is the estimate, what it is for under it; Book and Call
  // are its first two actions; SPEC's confirmation and the short lead number follow, quietly.
  const result = form.locator('#main-form-result');
  await expect(result.getByRole('heading').first()).toHaveText('Your instant estimate');
  await expect(estimate).toContainText('For 2020 Toyota Camry, Beverly Hills, CA to New York, NY');
  const actions = result.locator('a, button');
  await expect(actions.nth(0)).toHaveAccessibleName(/^Book this shipment/);
  await expect(actions.nth(1)).toHaveAccessibleName(/^Call an agent now \(800\) 555-0142 · Agents on call 24\/7$/);
  await expect(actions.nth(1)).toHaveAttribute('href', 'tel:8005550142');
  const status = result.getByRole('status');
  await expect(status).toContainText(
    `Thank you for your interest, your request identification ${stored.leads[0].public_id}`,
  );
  await expect(status).toContainText(/Lead number[0-9A-Z]{3}-[0-9A-Z]{3}/);
  await expect(result).toContainText('USDOT 3498127 · MC-1163054');
  await expect(result.getByRole('link', { name: /^Book this shipment/ })).toHaveAttribute(
    'href',
    /\/book#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}$/,
  );
  expect(await axeViolations(page, '#main-form')).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`the quote page at ${width} px in the ${theme} theme has no axe violations`, async ({ page, request }) => {
      const answer = await request.post('/api/createLead', {
        data: validLead({ email: uniqueEmail(`axe-${theme}-${width}`) }),
        headers: { 'X-Forwarded-For': nextClientIp() },
      });
      expect(answer.status()).toBe(201);
      const { data } = (await answer.json()) as { data: { quote: { url: string } } };
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      const url = new URL(data.quote.url);
      await page.goto(`${url.pathname}${url.hash}`);
      await expect(page.getByRole('button', { name: 'Update my estimate' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

test('the .eml confirmation’s link opens the quote page; changing the transport type updates the price and the same lead', async ({
  page,
}) => {
  const email = uniqueEmail('quotepage');
  const form = await quoteThroughWizard(page, email);
  await expect(form.getByRole('region', { name: 'Your instant estimate' })).toBeVisible();
  const before = await storedQuote(email);
  const [{ estimate: first }] = before.estimates;

  const eml = decodeQuotedPrintable(await confirmationEml(email));
  expect(eml).toContain(`Open carrier: ${money(first.options[0].price[0])} to ${money(first.options[0].price[1])}`);
  const link = /https?:\/\/[^\s"<>]+\/quote#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}/.exec(eml)?.[0];
  expect(link).toBeDefined();

  await page.goto(String(link));
  const summary = page.getByRole('region', { name: 'Your estimate' });
  await expect(summary).toBeVisible();
  await expect(page.getByText(String(before.leads[0].public_id))).toBeVisible();
  await expect(page.getByText('2020 Toyota Camry')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  // The address carries the signed link: it does not leave the site in a Referer header.
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
  await expect(summary.locator('[data-option="open"]')).toContainText('Your choice');
  await expect(summary.locator('[data-option="open"]')).toContainText(range(first.options[0].price));

  await page.getByLabel('Enclosed', { exact: true }).check();
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/quote') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Update my estimate' }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Estimate updated' })).toBeVisible();
  await expect(page.getByText(/Estimate version 2/)).toBeVisible();

  const after = await storedQuote(email);
  expect(after.leads).toHaveLength(1);
  expect(after.leads[0].id).toBe(before.leads[0].id);
  expect(JSON.parse(String(after.leads[0].payload))).toMatchObject({ transportType: 'Enclosed', email });
  expect(after.estimates.map(({ version }) => version)).toEqual([1, 2]);
  const second = after.estimates[1].estimate;
  expect(second.selected).toBe('enclosed');
  const enclosedCard = summary.locator('[data-option="enclosed"]');
  await expect(enclosedCard).toContainText('Your choice');
  await expect(enclosedCard).toContainText(range(second.options[1].price));
  // The price the customer now has is the enclosed one: higher than the open range they started from.
  expect(second.options[1].price[0]).toBeGreaterThan(first.options[0].price[0]);
  expect(after.channels).toEqual([...before.channels, 'crm:v2']);

  // Reloading the link shows the changed quote: it was stored, not just drawn.
  await page.reload();
  await expect(page.getByLabel('Enclosed', { exact: true })).toBeChecked();
  await expect(page.getByText(/Estimate version 2/)).toBeVisible();
});

test('a tampered quote link is refused, in the page and by the Function, and changes nothing', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('tamper');
  await quoteThroughWizard(page, email);
  await expect(page.getByRole('region', { name: 'Your instant estimate' })).toBeVisible();
  const link = await page.getByRole('link', { name: /^Book this shipment/ }).getAttribute('href');
  const url = new URL(String(link), 'http://localhost');
  const parts = new URLSearchParams(url.hash.slice(1));
  const ref = String(parts.get('ref'));
  const t = String(parts.get('t'));
  const sig = String(parts.get('sig'));
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
  const otherRef = `${ref.slice(0, -1)}${ref.endsWith('0') ? '1' : '0'}`;
  const earlier = (parseInt(t, 36) - 3600).toString(36);

  for (const fragment of [
    `#ref=${ref}&t=${t}&sig=${flipped}`,
    `#ref=${otherRef}&t=${t}&sig=${sig}`,
    `#ref=${ref}&t=${earlier}&sig=${sig}`,
    `?ref=${ref}&sig=${sig}`,
    `#ref=${ref}`,
    '',
  ]) {
    await page.goto(`/quote${fragment}`);
    await expect(page.getByRole('alert')).toContainText('This quote link is not valid');
    await expect(page.getByRole('button', { name: 'Update my estimate' })).toHaveCount(0);
  }
  const refused = await request.post('/api/quote', {
    data: { ref, t, sig: flipped, change: { version: 1, transportType: 'Enclosed' } },
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(refused.status()).toBe(403);
  const stored = await storedQuote(email);
  expect(stored.estimates.map(({ version }) => version)).toEqual([1]);
  expect(JSON.parse(String(stored.leads[0].payload))).toMatchObject({ transportType: 'Open' });

  // The real link still works (on the quote page as on the booking page), and leaves the address
  // bar as soon as the page has read it.
  await page.goto(`/quote${url.hash}`);
  await expect(page.getByRole('region', { name: 'Your estimate' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  // Nothing an analytics tag reads (the address, the title, the referrer, the data layer) holds the link.
  const seen = await page.evaluate(() =>
    JSON.stringify([
      window.location.href,
      document.title,
      document.referrer,
      (window as { dataLayer?: unknown }).dataLayer ?? [],
    ]),
  );
  expect(seen).not.toContain(sig);
  expect(seen).not.toContain(ref);
});

test('an expired quote link shows its route and e-mails a fresh link, which opens the quote', async ({
  page,
  request,
}) => {
  // A quote as the form sends it: the warm-up's token, then the request seconds later.
  const { formToken } = (await (await request.get('/api/pingGRPC')).json()) as { formToken: string };
  await new Promise((resolve) => setTimeout(resolve, 3_500));
  const email = uniqueEmail('expired');
  const answer = await request.post('/api/createLead', {
    data: { ...validLead({ email }), formToken },
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(answer.status()).toBe(201);
  const ref = ((await answer.json()) as { data: { lead: { id: string } } }).data.lead.id;
  // The same signed link, made 61 days ago (links work 60 days by default).
  const expired = new URL(quoteUrl('http://site', ref, serverSecret('LEAD_LINK_SECRET'), Date.now() - 61 * 86_400_000));

  await page.goto(`/quote${expired.hash}`);
  const notice = page.getByRole('alert').filter({ hasText: 'This quote link has expired' });
  await expect(notice).toContainText('We can e-mail a fresh link to the address you gave us with your request.');
  await expect(notice).toContainText(`Request ${ref}, Beverly Hills, CA → New York, NY.`);
  await expect(page.getByRole('button', { name: 'Update my estimate' })).toHaveCount(0);
  await notice.getByRole('button', { name: 'E-mail me a fresh link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A fresh link is on its way' })).toBeVisible();

  // The relay's e-mail, composed from the outbox row exactly as the relay does.
  const db = await servedLeadDatabase();
  const row = await db.get(
    `SELECT ${leadColumns('l')}, o.channel FROM leads l JOIN outbox o ON o.lead_id = l.id WHERE l.public_id = ? AND o.channel LIKE 'quote_link:%'`,
    [ref],
  );
  expect(row).toBeDefined();
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-link-e2e-'));
  let eml = '';
  try {
    const askedAt = Number(String(row?.channel).split(':')[1]);
    await createTransports(process.env, varDir).transports.quote_link?.(leadRecordFrom(row ?? {}), {
      revision: askedAt,
    });
    const [file] = fs.readdirSync(path.join(varDir, 'mail'));
    eml = decodeQuotedPrintable(fs.readFileSync(path.join(varDir, 'mail', file), 'utf8'));
  } finally {
    fs.rmSync(varDir, { recursive: true, force: true });
  }
  const fresh = /https?:\/\/[^\s"<>]+\/quote#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}/.exec(eml)?.[0];
  expect(fresh).toBeDefined();
  await page.goto(`/quote${new URL(String(fresh)).hash}`);
  await expect(page.getByRole('region', { name: 'Your estimate' })).toBeVisible();
  await expect(page.getByText(ref)).toBeVisible();
});

test('/api/estimate answers the quote form’s fields and a route card’s from and to, storing nothing', async ({
  request,
}) => {
  const headers = { 'X-Forwarded-For': nextClientIp() };
  const route = await request.post('/api/estimate', { data: { from: 'Miami, FL', to: 'Boston, MA' }, headers });
  expect(route.status()).toBe(200);
  const { data } = (await route.json()) as { data: Estimate };
  expect(data).toMatchObject({ kind: 'estimate', routeKind: 'land', vehicleCount: 1 });
  expect(data.options.map((option) => option.id)).toEqual(['open', 'enclosed']);

  const shipDate = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const quote = await request.post('/api/estimate', {
    headers,
    data: {
      originCountry: 'US',
      originPostalCode: '',
      originState: '',
      originCity: 'Baltimore',
      destinationCountry: 'DE',
      destinationPostalCode: '',
      destinationState: '',
      destinationCity: 'Bremerhaven',
      shipDate,
      transportType: 'Open',
      isInternational: true,
      shippingMethod: 'Port to port',
      vehicles: [{ make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' }],
    },
  });
  expect(quote.status()).toBe(200);
  const international = ((await quote.json()) as { data: Estimate }).data;
  expect(international.options.map((option) => [option.id, option.price])).toEqual([
    ['roro', [850, 2000]],
    ['container', [1000, 4500]],
    ['air', expect.any(Array)],
  ]);
  const form = await request.post('/api/estimate', {
    headers: { ...headers, 'Content-Type': 'text/plain' },
    data: 'from=Miami',
  });
  expect(form.status()).toBe(415);
});
