/** @jest-environment node */
import { issueFormToken } from '../leads/form-token';
import { submitQuote, type IntakeOptions } from '../leads/intake';
import type { Estimator } from '../leads/lead-estimates';
import { changeQuote } from '../leads/quote-page';
import type { Database } from '../leads/store/database';
import { validLead } from '../leads/testing/fixtures';
import { countRows, testEngine, withTestDatabase } from '../leads/testing/test-database';
import type { Estimate } from '../pricing/estimate';
import { estimateQuote } from '../pricing/quote-estimate';
import { DEFAULT_RATE_TABLE } from '../pricing/rate-table';
import { bookingView, bookOrder, BOOKED_MESSAGE, type BookingView, type BookOptions } from './booking';
import { ORDER_CHANNELS } from './order';
import { loadOrderByRequestId } from './order-record';
import { termsHashOf } from './order-terms';
import { sampleTerms } from './testing/order-fixtures';

let db: Database;
withTestDatabase((opened) => (db = opened));

const table = DEFAULT_RATE_TABLE;
const estimator: Estimator = (request) => estimateQuote(request, table);
const intake: IntakeOptions = {
  rateLimitSalt: 'salt',
  linkSecret: 'link-secret',
  siteUrl: 'https://www.velmora.test',
  estimate: estimator,
};
const NOW = Date.now();
const signer = { ip: '203.0.113.24', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15' };
const options: BookOptions = { table, terms: sampleTerms, estimate: estimator, signer, now: NOW };
let ip = 0;

/** A quote from the form (its token shows a person filled it in), unless `formToken` says otherwise. */
async function newQuote(overrides: Record<string, unknown> = {}): Promise<string> {
  const formToken = issueFormToken(intake.linkSecret, Date.now() - 40_000);
  const answer = await submitQuote(
    db,
    { kind: 'lead', body: { ...validLead(), formToken, ...overrides }, clientIp: `10.8.0.${(ip += 1)}` },
    intake,
  );
  expect(answer.status).toBe(201);
  return (answer.body.data as { lead: { id: string } }).lead.id;
}

/** A booking as the page sends it for a view: the quote's own window and transport unless told otherwise. */
const bookingFor = (view: BookingView, overrides: Record<string, unknown> = {}) => ({
  version: view.version,
  termsHash: view.terms.hash,
  pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
  delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
  pickupWindow: view.pickupWindow,
  transportType: view.transportType,
  signature: { name: 'Maria Lopez', consent: true },
  ...overrides,
});

const viewOf = async (ref: string) => {
  const view = await bookingView(db, ref, { table, terms: sampleTerms });
  if (!view) throw new Error(`no booking view of ${ref}`);
  return view;
};

const orderRows = async () => Number((await db.get('SELECT COUNT(*) AS n FROM orders'))?.n ?? 0);
const orderOutbox = async () =>
  (
    await db.all('SELECT channel, status FROM outbox WHERE channel IN (?, ?, ?) ORDER BY channel', [
      ...Object.values(ORDER_CHANNELS),
    ])
  ).map((row) => `${String(row.channel)}:${String(row.status)}`);

describe(`the booking page of a quote, on ${testEngine()}`, () => {
  it('shows the quote, every pickup window priced open and enclosed, and the terms; never the e-mail or phone', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    expect(view).toMatchObject({
      requestId: ref,
      firstName: 'Maria',
      from: 'Beverly Hills, CA 90210, US',
      to: 'New York, NY 10001, US',
      version: 1,
      transportType: 'Open',
      pickupWindow: 'flexible',
      terms: sampleTerms,
      booked: null,
      vehicles: [{ year: 2020, make: 'Toyota', model: 'Camry', type: 'Car', inop: 0, category: 'car' }],
    });
    expect(view.windows.map((window) => window.id)).toEqual(table.pickupWindows.map((window) => window.id));
    const stored = JSON.parse(String((await db.get('SELECT estimate FROM lead_estimates'))?.estimate)) as Estimate;
    const [flexible, ...faster] = view.windows;
    // The quote's own window shows what was quoted.
    expect(flexible?.prices.Open?.price).toEqual(stored.options.find((option) => option.id === 'open')?.price);
    expect(flexible?.prices.Enclosed?.price).toEqual(stored.options.find((option) => option.id === 'enclosed')?.price);
    for (const window of faster) {
      // A faster pickup costs more, and enclosed more than open.
      expect(window.prices.Open!.price[0]).toBeGreaterThan(flexible!.prices.Open!.price[0]);
      expect(window.prices.Enclosed!.price[0]).toBeGreaterThan(window.prices.Open!.price[0]);
    }
    const text = JSON.stringify(view);
    expect(text).not.toContain('maria.lopez@example.com');
    expect(text).not.toContain('555-0199');
  });

  it('is nothing for an unknown quote or one kept as spam', async () => {
    expect(await bookingView(db, 'VLM-0000000000', { table, terms: sampleTerms })).toBeNull();
    const spam = await newQuote({ website: 'http://spam.example' });
    expect(await bookingView(db, spam, { table, terms: sampleTerms })).toBeNull();
    const answer = await bookOrder(db, spam, bookingFor(await viewOf(await newQuote())), options);
    expect(answer.status).toBe(404);
  });
});

describe(`booking a quote, on ${testEngine()}`, () => {
  it("holds the customer's copy where the quote's confirmation is held (a script's request), and books as ever", async () => {
    const ref = await newQuote({ formToken: undefined });
    expect((await db.get("SELECT status FROM outbox WHERE channel = 'customer_email'"))?.status).toBe('held');
    const answer = await bookOrder(db, ref, bookingFor(await viewOf(ref)), options);
    expect(answer.status).toBe(201);
    expect(await orderOutbox()).toEqual(['crm:order:pending', 'order_broker_email:pending', 'order_email:held']);
  });

  it('stores the e-signed order with its three deliveries, and charges nothing', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const answer = await bookOrder(db, ref, bookingFor(view), options);
    expect(answer).toEqual({
      status: 201,
      body: { status: 201, message: BOOKED_MESSAGE, data: { requestId: ref, bookedAt: new Date(NOW).toISOString() } },
    });
    expect(BOOKED_MESSAGE).toMatch(/^Your order is booked\. Nothing is charged now/);
    expect(await orderOutbox()).toEqual(['crm:order:pending', 'order_broker_email:pending', 'order_email:pending']);
    const order = await loadOrderByRequestId(db, ref);
    expect(order).toMatchObject({
      requestId: ref,
      status: 'booked',
      bookedAt: NOW,
      statusAt: NOW,
      quoteVersion: 1,
      signature: {
        name: 'Maria Lopez',
        signedAt: NOW,
        ip: '203.0.113.24',
        userAgent: signer.userAgent,
        termsVersion: sampleTerms.version,
        termsHash: sampleTerms.hash,
      },
      terms: sampleTerms,
      details: {
        pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
        delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
        pickupWindow: 'flexible',
        transportType: 'Open',
        price: view.windows[0]?.prices.Open?.price,
        priceLabel: view.windows[0]?.prices.Open?.label,
      },
    });
    // The terms are stored as signed, so the signature can be checked against their text later.
    expect(termsHashOf(order!.terms.version, order!.terms.title, order!.terms.body)).toBe(order!.signature.termsHash);
    expect((await viewOf(ref)).booked).toEqual({ bookedAt: new Date(NOW).toISOString(), signerName: 'Maria Lopez' });
  });

  it('books once when sent twice: the same booking replays 200, another one is refused', async () => {
    const ref = await newQuote();
    const booking = bookingFor(await viewOf(ref));
    const [first, second] = await Promise.all([
      bookOrder(db, ref, booking, options),
      bookOrder(db, ref, { ...booking }, { ...options, now: NOW + 400 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const replay = first.status === 200 ? first : second;
    expect(replay.headers).toEqual({ 'Idempotent-Replayed': 'true' });
    expect(replay.body).toMatchObject({ status: 200, message: BOOKED_MESSAGE, data: { requestId: ref } });
    expect(await orderRows()).toBe(1);
    expect(await orderOutbox()).toHaveLength(3);

    const other = await bookOrder(
      db,
      ref,
      { ...booking, signature: { name: 'Daniel Lopez', consent: true } },
      { ...options, now: NOW + 1000 },
    );
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ error: 'already_booked', data: { booked: { signerName: 'Maria Lopez' } } });
    expect(await orderRows()).toBe(1);
  });

  it('refuses a booking made from an older version of the quote, with the current one', async () => {
    const ref = await newQuote();
    const seen = await viewOf(ref);
    const changed = await changeQuote(
      db,
      ref,
      { version: 1, pickupWindow: 'three-day' },
      { table, estimate: estimator },
    );
    expect(changed.status).toBe(200);
    const before = await countRows(db);
    const answer = await bookOrder(db, ref, bookingFor(seen), options);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: 'quote_changed',
      message: 'This quote was changed in the meantime. Here is the latest version.',
      data: { requestId: ref, version: 2, pickupWindow: 'three-day', booked: null },
    });
    expect(await orderRows()).toBe(0);
    expect(await countRows(db)).toEqual(before);
  });

  it('refuses a booking signed against terms no longer in force, with the current terms', async () => {
    const ref = await newQuote();
    const booking = bookingFor(await viewOf(ref));
    const newer = {
      ...sampleTerms,
      version: 'test-2',
      hash: termsHashOf('test-2', sampleTerms.title, sampleTerms.body),
    };
    const answer = await bookOrder(db, ref, booking, { ...options, terms: newer });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'terms_changed', data: { terms: newer } });
    expect(await orderRows()).toBe(0);
  });

  it('stores another window or transport as a new estimate version, which the order accepts', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const oneDay = view.windows.find((window) => window.id === 'one-day');
    const answer = await bookOrder(
      db,
      ref,
      bookingFor(view, { pickupWindow: 'one-day', transportType: 'Enclosed' }),
      options,
    );
    expect(answer.status).toBe(201);
    const versions = await db.all('SELECT version, changed_by, request FROM lead_estimates ORDER BY version');
    expect(versions.map((row) => [row.version, row.changed_by])).toEqual([
      [1, 'intake'],
      [2, 'customer'],
    ]);
    expect(JSON.parse(String(versions[1]?.request))).toMatchObject({
      pickupWindow: 'one-day',
      transportType: 'Enclosed',
    });
    const payload = JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload)) as {
      transportType: string;
    };
    expect(payload.transportType).toBe('Enclosed');
    const order = await loadOrderByRequestId(db, ref);
    expect(order?.quoteVersion).toBe(2);
    expect(order?.details).toMatchObject({
      pickupWindow: 'one-day',
      transportType: 'Enclosed',
      price: oneDay?.prices.Enclosed?.price,
      priceLabel: oneDay?.prices.Enclosed?.label,
    });
    // No CRM "quote changed" row of its own: the order-signed update carries the accepted version.
    expect(await orderOutbox()).toHaveLength(3);
    expect(Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE channel LIKE 'crm:update:%'"))?.n)).toBe(0);
  });

  it('refuses what is not a booking, field by field, and writes nothing', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const before = await countRows(db);
    const answer = await bookOrder(
      db,
      ref,
      {
        ...bookingFor(view),
        pickup: { street: '12', contactName: 'M', contactPhone: '123', gate: 'code 4411' },
        delivery: { street: 'x'.repeat(201), contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
        pickupWindow: 'tomorrow',
        transportType: 'Flatbed',
        signature: { name: ' ', consent: 'yes' },
        coupon: 'FREE',
      },
      options,
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error: 'invalid_request',
      errors: {
        'pickup.street': 'Please enter the street address',
        'pickup.contactName': 'Please enter a contact name',
        'pickup.contactPhone': 'Please enter a phone number',
        'pickup.gate': 'Unknown field',
        'delivery.street': 'Please keep the address to 200 characters',
        pickupWindow: 'Please choose a pickup window',
        transportType: 'Please choose open or enclosed',
        'signature.name': 'Please type your full name to sign',
        'signature.consent': 'Please tick the box to agree',
        coupon: 'Unknown field',
      },
    });
    const unsigned = await bookOrder(db, ref, { ...bookingFor(view), signature: undefined }, options);
    expect(unsigned.body).toMatchObject({
      errors: {
        'signature.name': 'Please type your full name to sign',
        'signature.consent': 'Please tick the box to agree',
      },
    });
    const badPhone = await bookOrder(
      db,
      ref,
      bookingFor(view, { delivery: { street: '350 W 31st St', contactName: 'Daniel', contactPhone: '555-01' } }),
      options,
    );
    expect(badPhone.body).toMatchObject({ errors: { 'delivery.contactPhone': 'Please enter a phone number' } });
    expect(await countRows(db)).toEqual(before);
    expect(await orderRows()).toBe(0);
  });

  it('refuses to book a ship date that has passed, and sends the customer to the quote page to choose another', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const past = new Date(NOW - 3 * 86_400_000).toISOString().slice(0, 10);
    const row = await db.get('SELECT payload FROM leads WHERE public_id = ?', [ref]);
    await db.run('UPDATE leads SET payload = ? WHERE public_id = ?', [
      JSON.stringify({ ...JSON.parse(String(row?.payload)), shipDate: past }),
      ref,
    ]);
    const answer = await bookOrder(db, ref, bookingFor(view), options);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      message: 'Your ship date has passed. Please choose a new one on your quote page first.',
      errors: { shipDate: 'Your ship date has passed. Please choose a new one on your quote page first.' },
    });
    expect(await orderRows()).toBe(0);
  });

  it('keeps the signature record short: a long user agent is cut at 300 characters', async () => {
    const ref = await newQuote();
    const userAgent = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const answer = await bookOrder(db, ref, bookingFor(await viewOf(ref)), {
      ...options,
      signer: { ip: '::1', userAgent },
    });
    expect(answer.status).toBe(201);
    const order = await loadOrderByRequestId(db, ref);
    expect(order?.signature.userAgent).toBe(userAgent.slice(0, 300));
    expect(order?.signature.ip).toBe('::1');
  });
});
