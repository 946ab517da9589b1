import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { leadColumns, leadRecordFrom } from '../../src/leads/delivery/lead-record';
import { attachmentOf, decoded, header } from '../../src/leads/delivery/testing/read-eml';
import { createTransports } from '../../src/leads/delivery/transports';
import { estimateColumns, latestEstimateJoin } from '../../src/leads/lead-estimates';
import { validLead } from '../../src/leads/testing/fixtures';
import { bookingUrl } from '../../src/leads/quote-link';
import { ORDER_CHANNELS } from '../../src/orders/order';
import { serverSecret } from '../../src/runtime/secrets';
import { loadOrderByRequestId, loadOrderRecord } from '../../src/orders/order-record';
import { termsHashOf } from '../../src/orders/order-terms';
import type { Estimate } from '../../src/pricing/estimate';
import { nextClientIp, servedLeadDatabase } from './leads-db';
import { pick, TODAY_IN_CALENDAR, uniqueEmail, visit, waitOutTheFillFloor } from './quote-wizard';

/**
 * Issue 28's booking in Chromium against the served site, its Functions and its lead database: a
 * quote through the wizard, its e-mailed link, the quote page's Book this shipment, the order
 * signed and stored with its signature record and its three deliveries; a double-clicked Sign and
 * book makes one order; a booking from a page opened before the quote changed is refused with the
 * current figures; the home page's booking form lands where the order can be signed.
 */
test.use({ extraHTTPHeaders: {} });

const money = (value: number) => `$${value.toLocaleString('en-US')}`;
const range = ([low, high]: readonly number[]) => `${money(low)} – ${money(high)}`;
const ORDER_CHANNEL_NAMES = Object.values(ORDER_CHANNELS).sort();

/** A quote through the home page's wizard: a 2020 Camry from Beverly Hills to New York, open carrier. */
async function quoteThroughWizard(page: Page, email: string) {
  await visit(page, '/');
  const form = page.locator('#main-form');
  await pick(form, 'Pickup location', '90210', /Beverly Hills, CA 90210/);
  await pick(form, 'Delivery location', '10001', /New York, NY 10001/);
  await form.getByRole('button', { name: /Ship date/ }).click();
  await page.getByRole('dialog', { name: 'Select Date' }).locator(TODAY_IN_CALENDAR).click();
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
  await expect(form.getByRole('region', { name: 'Your instant estimate' })).toBeVisible();
}

/** The customer's confirmation, composed and written as an .eml file exactly as the outbox relay does. */
async function confirmationEml(email: string): Promise<string> {
  const db = await servedLeadDatabase();
  const row = await db.get(
    `SELECT ${leadColumns('l')}, ${estimateColumns('e')} FROM leads l ${latestEstimateJoin('l', 'e')} WHERE l.email = ?`,
    [email],
  );
  if (!row) throw new Error('no lead');
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-'));
  try {
    await createTransports(process.env, varDir).transports.customer_email(leadRecordFrom(row));
    const [file] = fs.readdirSync(path.join(varDir, 'mail'));
    return fs.readFileSync(path.join(varDir, 'mail', file), 'utf8');
  } finally {
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The signed link of the customer's confirmation e-mail, as its customer reads it (decoded). */
async function emailedLink(email: string): Promise<URL> {
  const eml = decodeQuotedPrintable(await confirmationEml(email));
  const link = /https?:\/\/[^\s"<>]+\/quote#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}/.exec(eml)?.[0];
  expect(link).toBeDefined();
  return new URL(String(link));
}

/**
 * A quote straight through the API (the wizard is tested above), booked as its customer books it:
 * through the link of the e-mail sent to the address on the quote (the answer's own link only
 * waits for that e-mail: see the home page's booking form below).
 */
async function quoteByApi(page: Page, who: string) {
  const email = uniqueEmail(who);
  const answer = await page.request.post('/api/createLead', {
    data: validLead({ email }),
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(answer.status()).toBe(201);
  const { data } = (await answer.json()) as { data: { lead: { id: string }; booking: { url: string } } };
  const url = await emailedLink(email);
  const answered = new URL(data.booking.url);
  return {
    ref: data.lead.id,
    path: `/book${url.hash}`,
    link: new URLSearchParams(url.hash.slice(1)),
    answerPath: `${answered.pathname}${answered.hash}`,
  };
}

/** The "confirm your booking" e-mail of a quote, composed and written as an .eml file exactly as the relay does. */
async function confirmBookingEml(ref: string): Promise<string> {
  const db = await servedLeadDatabase();
  const row = await db.get(
    `SELECT ${leadColumns('l')}, ${estimateColumns('e')} FROM leads l ${latestEstimateJoin('l', 'e')} WHERE l.public_id = ?`,
    [ref],
  );
  const queued = await db.get(
    "SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ? AND o.channel LIKE 'confirm_booking:%'",
    [ref],
  );
  if (!row || !queued) throw new Error('no "confirm your booking" e-mail queued');
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-'));
  try {
    const askedAt = Number(String(queued.channel).slice('confirm_booking:'.length));
    await createTransports(process.env, varDir).transports.confirm_booking!(leadRecordFrom(row), { revision: askedAt });
    const [file] = fs.readdirSync(path.join(varDir, 'mail'));
    return fs.readFileSync(path.join(varDir, 'mail', file), 'utf8');
  } finally {
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}

/** Fills the booking page as a customer does: both ends, the name typed, the box ticked. */
async function fillAndConsent(page: Page) {
  const pickup = page.getByRole('group', { name: 'Pickup', exact: true });
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await pickup.getByLabel('Street address').fill('1200 N Crescent Dr');
  await expect(pickup.getByLabel('Contact name')).not.toHaveValue('');
  await pickup.getByLabel('Contact phone').fill('(310) 555-0199');
  await delivery.getByLabel('Street address').fill('350 W 31st St, Apt 12B');
  await delivery.getByLabel('Contact name').fill('Daniel Lopez');
  await delivery.getByLabel('Contact phone').fill('(212) 555-0148');
  await page.getByLabel('Type your full name to sign').fill('Maria Lopez');
  await page.getByRole('checkbox', { name: /agree to sign this order/ }).check();
}

/** The booking link the intake answered for a lead (signed as the answer's), made as the intake makes it. */
async function answerLinkOf(email: string): Promise<string> {
  const lead = await (
    await servedLeadDatabase()
  ).get('SELECT public_id, created_at FROM leads WHERE email = ?', [email]);
  return bookingUrl(
    'http://site',
    String(lead?.public_id),
    serverSecret('LEAD_LINK_SECRET'),
    Number(lead?.created_at),
    'answer',
  );
}

const bookAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/book') && response.request().method() === 'POST');

async function orderRows(ref: string) {
  const db = await servedLeadDatabase();
  const orders = await db.all('SELECT o.id FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?', [
    ref,
  ]);
  const outbox = await db.all(
    `SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ? AND o.channel IN (?, ?, ?)`,
    [ref, ...ORDER_CHANNEL_NAMES],
  );
  return { orders: orders.length, channels: outbox.map((row) => String(row.channel)).sort() };
}

async function latestEstimate(ref: string): Promise<{ version: number; estimate: Estimate }> {
  const db = await servedLeadDatabase();
  const row = await db.get(
    `SELECT e.version, e.estimate FROM lead_estimates e JOIN leads l ON l.id = e.lead_id
      WHERE l.public_id = ? ORDER BY e.version DESC LIMIT 1`,
    [ref],
  );
  return { version: Number(row?.version), estimate: JSON.parse(String(row?.estimate)) as Estimate };
}

test('the e-mailed link, Book this shipment, sign: the order is stored with its signature record and its deliveries', async ({
  page,
}) => {
  const email = uniqueEmail('booking');
  await quoteThroughWizard(page, email);
  const eml = decodeQuotedPrintable(await confirmationEml(email));
  const link = /https?:\/\/[^\s"<>]+\/quote#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}/.exec(eml)?.[0];
  expect(link).toBeDefined();
  const fragment = new URL(String(link)).hash;
  const ref = String(new URLSearchParams(fragment.slice(1)).get('ref'));
  const { estimate: quoted } = await latestEstimate(ref);

  await page.goto(`/quote${fragment}`);
  await expect(page.getByRole('region', { name: 'Your estimate' })).toBeVisible();
  await page.getByRole('link', { name: 'Book this shipment' }).click();
  await page.waitForURL((address) => address.pathname === '/book');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
  await expect(page.getByText(ref)).toBeVisible();
  await expect(page.getByText('2020 Toyota Camry')).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Pickup', exact: true })).toContainText('Beverly Hills, CA 90210');
  await expect(page.getByRole('group', { name: 'Pickup', exact: true }).getByLabel('Contact name')).toHaveValue(
    'Maria Lopez',
  );
  // The quote's window and transport, priced as quoted.
  const windows = page.getByRole('group', { name: 'Pickup window' });
  await expect(windows.getByRole('radio', { name: /Flexible/ })).toBeChecked();
  await expect(windows).toContainText(range(quoted.options[0].price));
  await expect(page.getByRole('group', { name: 'Open or enclosed' })).toContainText(range(quoted.options[1].price));
  const terms = page.getByRole('region', { name: /order terms, version / });
  await expect(terms).toContainText('charged only once a carrier is confirmed');
  const termsVersion = /version (.+)$/.exec(String(await terms.getAttribute('aria-label')))?.[1];
  await expect(
    page.getByText('Nothing is charged now: you are charged only once a carrier is confirmed.'),
  ).toBeVisible();

  await fillAndConsent(page);
  const answered = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and book' }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your order is booked' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow your order' })).toHaveAttribute('href', `/quote${fragment}`);

  const db = await servedLeadDatabase();
  const order = await loadOrderByRequestId(db, ref);
  expect(order).toMatchObject({
    requestId: ref,
    status: 'booked',
    quoteVersion: 1,
    details: {
      pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
      delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
      pickupWindow: 'flexible',
      transportType: 'Open',
      price: quoted.options[0].price,
      priceLabel: quoted.options[0].label,
    },
    signature: { name: 'Maria Lopez', termsVersion },
  });
  // The signature record: who, from where, with which browser, against which terms' text.
  expect(order?.signature.ip).toMatch(/\S/);
  expect(order?.signature.userAgent).toMatch(/Chrome/);
  expect(order?.signature.termsHash).toBe(termsHashOf(order!.terms.version, order!.terms.title, order!.terms.body));
  expect(await orderRows(ref)).toEqual({ orders: 1, channels: ORDER_CHANNEL_NAMES });

  // The customer's copy (HTML with its PDF) and the CRM's "order signed" update, made and written
  // exactly as the outbox relay makes them.
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'booking-e2e-'));
  try {
    const row = await db.get(
      `SELECT ${leadColumns('l')}, ${estimateColumns('e')} FROM leads l ${latestEstimateJoin('l', 'e')} WHERE l.public_id = ?`,
      [ref],
    );
    const lead = { ...leadRecordFrom(row!), order: await loadOrderRecord(db, Number(row!.id)) };
    const { transports } = createTransports(process.env, varDir);
    await transports.order_email!(lead, { revision: 0, order: 'signed' });
    await transports.crm(lead, { revision: 0, order: 'signed' });
    const raw = fs.readFileSync(path.join(varDir, 'mail', `${ref}-order-confirmation.eml`), 'utf8');
    const mail = decoded(raw);
    expect(header(raw, 'subject')[0]).toContain(ref);
    for (const written of ['1200 N Crescent Dr', '350 W 31st St, Apt 12B', 'Maria Lopez', String(termsVersion)])
      expect(mail).toContain(written);
    expect(mail).toContain(order!.signature.termsHash);
    expect(mail).toContain(`/quote#ref=${ref}&t=`);
    const pdf = attachmentOf(raw, 'application/pdf');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');
    expect(raw).toContain(`velmora-order-${ref}.pdf`);
    const crm = JSON.parse(fs.readFileSync(path.join(varDir, 'crm', `${ref}.json`), 'utf8')) as Record<string, unknown>;
    expect(crm).toMatchObject({
      requestId: ref,
      event: 'order-signed',
      order: {
        status: 'booked',
        quoteVersion: 1,
        signature: { name: 'Maria Lopez' },
        terms: { version: termsVersion, hash: order!.signature.termsHash },
      },
    });
  } finally {
    fs.rmSync(varDir, { recursive: true, force: true });
  }

  // The same link now follows the order: booked, and nothing left to book.
  await page.goto(`/quote${fragment}`);
  await expect(page.getByRole('heading', { name: 'Your order: Booked' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your shipment, step by step' }).locator('[aria-current="step"]'),
  ).toContainText('Booked');
  await expect(page.getByRole('link', { name: 'Book this shipment' })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});

test('a double-clicked Sign and book makes one order', async ({ page }) => {
  const quote = await quoteByApi(page, 'double');
  await page.goto(quote.path);
  await expect(page.getByText(quote.ref)).toBeVisible();
  await fillAndConsent(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/book') && request.method() === 'POST') posts.push(request.url());
  });
  const answered = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and book' }).dblclick();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your order is booked' })).toBeVisible();
  expect(posts).toHaveLength(1);
  expect(await orderRows(quote.ref)).toEqual({ orders: 1, channels: ORDER_CHANNEL_NAMES });

  // Another booking of the booked quote is refused: it books nothing more.
  const again = await page.request.post('/api/book', {
    data: {
      ref: quote.ref,
      t: quote.link.get('t'),
      sig: quote.link.get('sig'),
      version: 1,
      termsHash: 'f'.repeat(64),
      pickup: { street: '1 Main St', contactName: 'Someone', contactPhone: '(310) 555-0100' },
      delivery: { street: '2 Main St', contactName: 'Someone', contactPhone: '(310) 555-0100' },
      pickupWindow: 'flexible',
      transportType: 'Open',
      price: null,
      signature: { name: 'Someone Else', consent: true },
    },
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toBe('already_booked');
  expect(await orderRows(quote.ref)).toEqual({ orders: 1, channels: ORDER_CHANNEL_NAMES });
});

test('a booking from a page opened before the quote changed is refused with the current figures, then books them', async ({
  page,
}) => {
  const quote = await quoteByApi(page, 'stale');
  await page.goto(quote.path);
  const windows = page.getByRole('group', { name: 'Pickup window' });
  await expect(windows.getByRole('radio', { name: /Flexible/ })).toBeChecked();

  // Meanwhile, in another tab, the quote page changes the pickup window.
  const changed = await page.request.post('/api/quote', {
    data: {
      ref: quote.ref,
      t: quote.link.get('t'),
      sig: quote.link.get('sig'),
      change: { version: 1, pickupWindow: 'three-day' },
    },
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(changed.status()).toBe(200);
  const current = await latestEstimate(quote.ref);
  expect(current.version).toBe(2);

  await fillAndConsent(page);
  const refused = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and book' }).click();
  expect((await refused).status()).toBe(409);
  await expect(
    page.getByRole('status').filter({ hasText: 'This quote was changed in the meantime. Here is the latest version.' }),
  ).toBeVisible();
  await expect(page.getByText(/Estimate version 2/)).toBeVisible();
  const threeDay = windows.getByRole('radio', { name: /Within 3 days/ });
  await expect(threeDay).toBeChecked();
  // The radio is named by its label: the window, its days and its price for the quote's transport.
  const threeDayText = (await threeDay.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
  expect(threeDayText).toContain(range(current.estimate.options[0].price));
  expect((await orderRows(quote.ref)).orders).toBe(0);
  // What was typed is still there: signing again books the version now shown.
  await expect(page.getByRole('group', { name: 'Delivery' }).getByLabel('Street address')).toHaveValue(
    '350 W 31st St, Apt 12B',
  );
  const booked = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and book' }).click();
  expect((await booked).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your order is booked' })).toBeVisible();
  const order = await loadOrderByRequestId(await servedLeadDatabase(), quote.ref);
  expect(order).toMatchObject({ quoteVersion: 2, details: { pickupWindow: 'three-day' } });
});

async function fillBookingForm(page: Page, form: Locator, email: string) {
  await pick(form, 'Pickup location', '78703', /Austin, TX 78703/);
  await pick(form, 'Delivery location', '98101', /Seattle, WA 98101/);
  await form.getByRole('button', { name: /Ship date/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Date' });
  await dialog.locator(TODAY_IN_CALENDAR).click();
  await expect(dialog).toBeHidden();
  await form.getByText('Open', { exact: true }).click();
  await form.getByRole('button', { name: 'Next step' }).click();
  await form.getByRole('combobox', { name: 'Year', exact: true }).fill('2021');
  await pick(form, 'Make', 'hon', /^Honda$/);
  await pick(form, 'Model', 'civ', /^Civic$/);
  await form.getByRole('combobox', { name: 'Vehicle type' }).selectOption('Car');
  await form.getByRole('combobox', { name: 'Running' }).selectOption('Yes');
  await form.getByRole('button', { name: 'Next step' }).click();
  await form.getByLabel('Your Name').fill('Maria Lopez');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('(310) 555-0199');
  await waitOutTheFillFloor(page);
}

test('the home page’s “Ready to book?” form lands on the booking page; signed there, the booking waits for the e-mail, whose link books it', async ({
  page,
}) => {
  await visit(page, '/');
  const form = page.locator('#booking');
  await form.scrollIntoViewIfNeeded();
  const email = uniqueEmail('readytobook');
  await fillBookingForm(page, form, email);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Taking you to your booking…')).toBeVisible();
  await page.waitForURL((address) => address.pathname === '/book');
  await expect(page.getByText('2021 Honda Civic')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pickup', exact: true })).toContainText('Austin, TX 78703');
  const db = await servedLeadDatabase();
  const lead = await db.get('SELECT public_id, kind FROM leads WHERE email = ?', [email]);
  const ref = String(lead?.public_id);
  expect(lead?.kind).toBe('booking');
  await expect(page.getByText(ref)).toBeVisible();

  // Whoever sent the form signs here, and is told the truth: nothing is booked until the e-mail confirms it.
  await expect(page.getByText(/nothing is booked until you confirm it from that e-mail/)).toBeVisible();
  await fillAndConsent(page);
  const typed = page.getByRole('group', { name: 'Delivery' });
  await typed.getByLabel('Contact name').fill('Daniel Ortega');
  const waited = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and confirm by e-mail' }).click();
  expect((await waited).status()).toBe(202);
  await expect(page.getByRole('heading', { name: 'Confirm from your e-mail' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'Confirm from your e-mail' }).getByRole('status')).toContainText(
    'Nothing is booked yet',
  );
  expect(await orderRows(ref)).toEqual({ orders: 0, channels: [] });
  // The same tab, reloaded, still says so; the quote page of the same link too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Confirm from your e-mail' })).toBeVisible();

  // The e-mail carries nothing that was typed, and its link is the one that books.
  const raw = await confirmBookingEml(ref);
  const mail = decoded(raw);
  expect(header(raw, 'subject')).toEqual([`Confirm your Velmora booking ${ref}`]);
  for (const typedText of ['1200 N Crescent Dr', '350 W 31st St', 'Daniel Ortega', 'Maria Lopez', '555-0148'])
    expect(mail).not.toContain(typedText);
  const link = /https?:\/\/[^\s"<>]+\/book#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[A-Za-z0-9_-]{43}/.exec(
    decodeQuotedPrintable(raw),
  )?.[0];
  expect(link).toBeDefined();
  const fragment = new URL(String(link)).hash;

  // The owner of the mailbox reviews what waits, corrects it, and signs with their own name.
  await page.goto(`/book${fragment}`);
  await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
  await expect(page.getByText('Filled in on our website, waiting for you')).toBeVisible();
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await expect(delivery.getByLabel('Contact name')).toHaveValue('Daniel Ortega');
  await expect(page.getByLabel('Type your full name to sign')).toHaveValue('');
  await delivery.getByLabel('Contact name').fill('Daniel Lopez');
  await page.getByLabel('Type your full name to sign').fill('Maria Lopez');
  await page.getByRole('checkbox', { name: /agree to sign this order/ }).check();
  const answered = bookAnswer(page);
  await page.getByRole('button', { name: 'Sign and book' }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your order is booked' })).toBeVisible();
  expect(await orderRows(ref)).toEqual({ orders: 1, channels: ORDER_CHANNEL_NAMES });
  expect((await loadOrderByRequestId(db, ref))?.details.delivery.contactName).toBe('Daniel Lopez');

  // The answer's link afterwards: booked, but not its order.
  await page.goto(`/book${new URL(String(await answerLinkOf(email))).hash}`);
  await expect(page.getByRole('heading', { name: 'This shipment is booked' })).toBeVisible();
  await expect(page.getByText('Daniel Lopez')).toHaveCount(0);
  await page.goto(`/quote${new URL(String(await answerLinkOf(email))).hash}`);
  await expect(page.getByRole('heading', { name: 'This shipment is booked' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your shipment, step by step' })).toHaveCount(0);
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A booking signed through the answer's link over HTTP, as the page sends it: it waits for the e-mail. */
async function waitingBooking(page: Page, who: string) {
  const quote = await quoteByApi(page, who);
  const link = Object.fromEntries(new URLSearchParams(new URL(quote.answerPath, 'http://site').hash.slice(1)));
  const view = (
    (await (await page.request.get(`/api/book?${new URLSearchParams(link).toString()}`)).json()) as {
      data: { version: number; terms: { hash: string }; windows: { prices: { Open: { price: number[] } | null } }[] };
    }
  ).data;
  const signed = await page.request.post('/api/book', {
    data: {
      ...link,
      version: view.version,
      termsHash: view.terms.hash,
      pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
      delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
      pickupWindow: 'flexible',
      transportType: 'Open',
      price: view.windows[0]?.prices.Open?.price ?? null,
      signature: { name: 'Maria Lopez', consent: true },
    },
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(signed.status()).toBe(202);
  return quote;
}

async function expectNoAxeViolationsNorSidewaysScroll(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const width of [375, 1280]) {
  test(`a waiting booking at ${width} px: plain on the answer's page and on the e-mail's, no axe violations, no sideways scroll`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const quote = await waitingBooking(page, `axe-wait-${width}`);
    await page.goto(quote.answerPath);
    const heading = page.getByRole('heading', { name: 'Confirm from your e-mail' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Confirm from your e-mail' }).getByRole('status')).toContainText(
      'Nothing is booked yet',
    );
    await expectNoAxeViolationsNorSidewaysScroll(page);
    await page.goto(quote.path);
    await expect(page.getByRole('heading', { name: 'Confirm your booking' })).toBeVisible();
    await expect(page.getByText('Filled in on our website, waiting for you')).toBeVisible();
    await expectNoAxeViolationsNorSidewaysScroll(page);
  });
}

for (const width of [375, 1280]) {
  test(`the booking page at ${width} px has no axe violations and no sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const quote = await quoteByApi(page, `axe-book-${width}`);
    await page.goto(quote.path);
    await expect(page.getByRole('button', { name: 'Sign and book' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The terms scroll inside their own region, reachable from the keyboard.
    const terms = page.getByRole('region', { name: /order terms, version / });
    await terms.focus();
    await expect(terms).toBeFocused();
  });
}
