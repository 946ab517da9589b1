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
import { DEFAULT_RATE_TABLE, type RateTable } from '../pricing/rate-table';
import {
  bookingView,
  bookOrder,
  BOOKED_COPY_HELD_MESSAGE,
  BOOKED_MESSAGE,
  WAITING_MESSAGES,
  type BookingView,
  type BookOptions,
} from './booking';
import { BOOKING_FIELD_MESSAGES, endFieldErrors, signatureNameError } from './booking-request';
import { MAX_CONFIRM_EMAILS, WAITING_BOOKING_DAYS } from './waiting-booking';
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
const options: BookOptions = {
  table,
  terms: sampleTerms,
  estimate: estimator,
  signer,
  mailCap: { perHour: 60, salt: 'salt' },
  now: NOW,
};
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

/**
 * A booking as the page sends it for a view: the quote's own window and transport unless told
 * otherwise, at the price the view shows for them.
 */
const bookingFor = (view: BookingView, overrides: Record<string, unknown> = {}) => {
  const pickupWindow = (overrides.pickupWindow as string | undefined) ?? view.pickupWindow;
  const transportType = (overrides.transportType as 'Open' | 'Enclosed' | undefined) ?? view.transportType;
  const shown = view.windows.find((window) => window.id === pickupWindow)?.prices[transportType] ?? null;
  return {
    version: view.version,
    termsHash: view.terms.hash,
    pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
    delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
    pickupWindow,
    transportType,
    price: shown?.price ?? null,
    signature: { name: 'Maria Lopez', consent: true },
    ...overrides,
  };
};

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
    // The page is told the truth: booked, and the copy not e-mailed yet.
    expect(answer).toMatchObject({
      status: 201,
      body: { message: BOOKED_COPY_HELD_MESSAGE, data: { requestId: ref, copyEmailed: false } },
    });
    expect(BOOKED_COPY_HELD_MESSAGE).not.toMatch(/We have e-mailed/);
    expect(await orderOutbox()).toEqual(['crm:order:pending', 'order_broker_email:pending', 'order_email:held']);
    expect((await viewOf(ref)).booked).toMatchObject({ copyEmailed: false });
    const replay = await bookOrder(db, ref, bookingFor(await viewOf(ref)), options);
    expect(replay.body).toMatchObject({ status: 200, message: BOOKED_COPY_HELD_MESSAGE, data: { copyEmailed: false } });
  });

  it("counts the customer's copy in the hour's cap on e-mails to customers: past it, held, and the page says so", async () => {
    const ref = await newQuote();
    // The quote's own confirmation took the one place of the hour.
    const answer = await bookOrder(db, ref, bookingFor(await viewOf(ref)), {
      ...options,
      mailCap: { perHour: 1, salt: 'salt' },
    });
    expect(answer.body).toMatchObject({ message: BOOKED_COPY_HELD_MESSAGE, data: { copyEmailed: false } });
    expect(await orderOutbox()).toEqual(['crm:order:pending', 'order_broker_email:pending', 'order_email:held']);
    expect(await db.get("SELECT kind, held_for FROM customer_mails WHERE kind = 'order-copy'")).toEqual({
      kind: 'order-copy',
      held_for: 'hourly-cap',
    });
  });

  it('stores the e-signed order with its three deliveries, and charges nothing', async () => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const answer = await bookOrder(db, ref, bookingFor(view), options);
    expect(answer).toEqual({
      status: 201,
      body: {
        status: 201,
        message: BOOKED_MESSAGE,
        data: { requestId: ref, bookedAt: new Date(NOW).toISOString(), copyEmailed: true },
      },
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
    expect((await viewOf(ref)).booked).toEqual({
      bookedAt: new Date(NOW).toISOString(),
      signerName: 'Maria Lopez',
      copyEmailed: true,
    });
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
    // A `__proto__` key is a field like any other: on a plain error record it would set a prototype and pass.
    const proto = await bookOrder(
      db,
      ref,
      JSON.parse(JSON.stringify(bookingFor(view)).replace(/^\{/, '{"__proto__":{"x":1},')),
      options,
    );
    expect(proto.status).toBe(422);
    expect(JSON.parse(JSON.stringify(proto.body)).errors).toEqual({ ['__proto__']: 'Unknown field' });
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

/** The table with every land price raised: the broker changed the rates after the page was opened. */
const raised: RateTable = { ...table, version: 'raised-1', land: { ...table.land, fixed: table.land.fixed + 200 } };
const withRaisedRates: BookOptions = {
  ...options,
  table: raised,
  estimate: (request) => estimateQuote(request, raised),
};

describe(`the price signed is the price shown, on ${testEngine()}`, () => {
  it('refuses a window signed at the figures of rates changed since (409, the new figures), then books them', async () => {
    const ref = await newQuote();
    const seen = await viewOf(ref);
    const booking = bookingFor(seen, { pickupWindow: 'one-day' });
    const refused = await bookOrder(db, ref, booking, withRaisedRates);
    expect(refused.status).toBe(409);
    const now = (refused.body as { data: BookingView }).data;
    const shown = now.windows.find((window) => window.id === 'one-day')?.prices.Open?.price;
    expect(refused.body).toMatchObject({
      error: 'price_changed',
      message:
        'Our rates changed since this page was opened. Here are the prices now: please check them before you sign.',
    });
    expect(shown?.[0]).toBeGreaterThan(booking.price?.[0] ?? Infinity);
    expect(await orderRows()).toBe(0);
    expect(Number((await db.get('SELECT COUNT(*) AS n FROM lead_estimates'))?.n)).toBe(1);

    // Signed again at the price now shown: booked, at that price.
    const booked = await bookOrder(db, ref, { ...booking, price: shown }, withRaisedRates);
    expect(booked.status).toBe(201);
    expect((await loadOrderByRequestId(db, ref))?.details).toMatchObject({ pickupWindow: 'one-day', price: shown });
  });

  it('books the quote’s own window and transport at the figures quoted, whatever the rates now', async () => {
    const ref = await newQuote();
    const seen = await viewOf(ref);
    const quoted = seen.windows[0]?.prices.Open?.price;
    expect((await bookOrder(db, ref, bookingFor(seen), withRaisedRates)).status).toBe(201);
    expect((await loadOrderByRequestId(db, ref))?.details.price).toEqual(quoted);
  });

  it('prices the other transport of the quote’s own window at the rates now, as the page shows it', async () => {
    const ref = await newQuote();
    const seen = await viewOf(ref);
    const now = await bookingView(db, ref, { table: raised, terms: sampleTerms });
    expect(now?.windows[0]?.prices.Open?.price).toEqual(seen.windows[0]?.prices.Open?.price);
    expect(now?.windows[0]?.prices.Enclosed?.price[0]).toBeGreaterThan(seen.windows[0]?.prices.Enclosed?.price[0] ?? 0);
    const refused = await bookOrder(db, ref, bookingFor(seen, { transportType: 'Enclosed' }), withRaisedRates);
    expect(refused.body).toMatchObject({ error: 'price_changed' });
    expect((await bookOrder(db, ref, bookingFor(now!, { transportType: 'Enclosed' }), withRaisedRates)).status).toBe(
      201,
    );
  });

  it('prices a quote the intake could not price as its page shows it, and books that as version 1', async () => {
    const ref = await newQuote();
    await db.run('DELETE FROM lead_estimates');
    const view = await viewOf(ref);
    expect(view.version).toBe(0);
    const shown = view.windows[0]?.prices.Open?.price;
    expect(shown).toBeDefined();
    expect((await bookOrder(db, ref, bookingFor(view), options)).status).toBe(201);
    expect(await loadOrderByRequestId(db, ref)).toMatchObject({ quoteVersion: 1, details: { price: shown } });
  });

  it('refuses a booking that names no price (422), and one priced by an agent signs null', async () => {
    const ref = await newQuote();
    const { price: _price, ...unpriced } = bookingFor(await viewOf(ref));
    const answer = await bookOrder(db, ref, unpriced, options);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { price: expect.stringMatching(/^The price the page shows/) } });
    const wrong = await bookOrder(db, ref, { ...unpriced, price: [1, 'x'] }, options);
    expect(wrong.body).toMatchObject({ errors: { price: expect.any(String) } });
    expect(await orderRows()).toBe(0);
  });
});

const answerOptions: BookOptions = { ...options, origin: 'answer' };
const waitingRows = async () =>
  (await db.all('SELECT * FROM waiting_bookings ORDER BY id')).map((row) => ({
    bookedAt: row.booked_at,
    signer: row.signer_name,
    details: JSON.parse(String(row.details)) as { pickup: { street: string }; price: number[] | null },
  }));
const confirmMails = async () =>
  (await db.all("SELECT channel, status FROM outbox WHERE channel LIKE 'confirm_booking:%' ORDER BY id")).map(
    (row) => `${String(row.channel)}:${String(row.status)}`,
  );
const HOUR = 60 * 60 * 1000;

describe(`a booking signed through the intake's answer's link, on ${testEngine()}`, () => {
  it('books nothing and mails nothing typed: it waits, and the address on the quote is asked to confirm it', async () => {
    const ref = await newQuote();
    const view = await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer', now: NOW });
    expect(view).toMatchObject({ link: 'answer', booked: null, waiting: null });
    const answer = await bookOrder(
      db,
      ref,
      bookingFor(view!, { signature: { name: 'Maria Isabel Lopez', consent: true } }),
      answerOptions,
    );
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      status: 202,
      message: WAITING_MESSAGES.emailed,
      data: {
        requestId: ref,
        confirmation: 'emailed',
        waiting: {
          state: 'waiting',
          signedAt: new Date(NOW).toISOString(),
          expiresAt: new Date(NOW + WAITING_BOOKING_DAYS * 86_400_000).toISOString(),
          pickup: { street: '1200 N Crescent Dr' },
          pickupWindow: 'flexible',
          transportType: 'Open',
        },
      },
    });
    expect(WAITING_MESSAGES.emailed).toMatch(/Nothing is booked until you confirm it from that e-mail\.$/);
    expect(await orderRows()).toBe(0);
    expect(await orderOutbox()).toEqual([]);
    expect(await confirmMails()).toEqual([`confirm_booking:${Math.floor(NOW / 1000)}:pending`]);
    expect(await waitingRows()).toMatchObject([
      { bookedAt: null, signer: 'Maria Isabel Lopez', details: { price: view!.windows[0]?.prices.Open?.price } },
    ]);
    // The signature is the visitor's: neither page shows it back.
    expect(JSON.stringify(answer.body)).not.toContain('Maria Isabel Lopez');
  });

  it('is one when sent twice; another signed meanwhile takes its place, with no second e-mail within the hour', async () => {
    const ref = await newQuote();
    const view = (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' }))!;
    const first = bookingFor(view);
    const [a, b] = await Promise.all([
      bookOrder(db, ref, first, answerOptions),
      bookOrder(db, ref, { ...first }, { ...answerOptions, now: NOW + 500 }),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect([a.headers, b.headers].filter(Boolean)).toEqual([{ 'Idempotent-Replayed': 'true' }]);
    expect(await confirmMails()).toHaveLength(1);

    const second = bookingFor(view, {
      pickup: { street: '9 Rodeo Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
    });
    const replaced = await bookOrder(db, ref, second, { ...answerOptions, now: NOW + 10 * 60_000 });
    expect(replaced.body).toMatchObject({
      message: WAITING_MESSAGES['emailed-earlier'],
      data: { confirmation: 'emailed-earlier', waiting: { pickup: { street: '9 Rodeo Dr' } } },
    });
    expect(await waitingRows()).toMatchObject([{ details: { pickup: { street: '9 Rodeo Dr' } } }]);
    expect(await confirmMails()).toHaveLength(1);
    // An hour on, another signature e-mails again; never more than three in all.
    for (const hours of [2, 3, 4, 5])
      await bookOrder(
        db,
        ref,
        bookingFor(view, { signature: { name: `Maria Lopez ${'I'.repeat(hours)}`, consent: true } }),
        {
          ...answerOptions,
          now: NOW + hours * HOUR,
        },
      );
    expect(await confirmMails()).toHaveLength(MAX_CONFIRM_EMAILS);
    expect(await orderRows()).toBe(0);
  });

  it('is offered to the e-mailed link to review and sign, which books it: the order, its e-mails, once', async () => {
    const ref = await newQuote();
    const answerView = (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' }))!;
    await bookOrder(db, ref, bookingFor(answerView), answerOptions);

    const emailed = (await bookingView(db, ref, { table, terms: sampleTerms, now: NOW + HOUR }))!;
    expect(emailed).toMatchObject({
      link: 'email',
      booked: null,
      waiting: {
        state: 'waiting',
        pickup: { street: '1200 N Crescent Dr' },
        delivery: { contactName: 'Daniel Lopez' },
      },
    });
    // The owner signs with their own name what they reviewed (here with another delivery contact).
    const signed = await bookOrder(
      db,
      ref,
      bookingFor(emailed, {
        delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Ana Lopez', contactPhone: '(212) 555-0148' },
        signature: { name: 'Maria Lopez', consent: true },
      }),
      { ...options, now: NOW + HOUR },
    );
    expect(signed.status).toBe(201);
    expect(await orderOutbox()).toEqual(['crm:order:pending', 'order_broker_email:pending', 'order_email:pending']);
    expect((await loadOrderByRequestId(db, ref))?.details.delivery.contactName).toBe('Ana Lopez');
    expect(await waitingRows()).toMatchObject([{ bookedAt: NOW + HOUR }]);

    // Afterwards: the e-mailed link follows the order; the answer's link is told it is booked, not by whom.
    expect((await bookingView(db, ref, { table, terms: sampleTerms }))?.booked?.signerName).toBe('Maria Lopez');
    const answered = await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' });
    expect(answered).toMatchObject({ booked: { signerName: null }, waiting: null });
    const again = await bookOrder(db, ref, bookingFor(answerView), { ...answerOptions, now: NOW + 2 * HOUR });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'already_booked', data: { booked: { signerName: null } } });
    expect(JSON.stringify(again.body)).not.toContain('Ana Lopez');
    expect(await orderRows()).toBe(1);
    expect(await confirmMails()).toHaveLength(1);
  });

  it('expires after 7 days: the e-mailed link no longer offers it, the answer’s link says so and may sign again', async () => {
    const ref = await newQuote();
    const view = (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' }))!;
    await bookOrder(db, ref, bookingFor(view), answerOptions);
    const later = NOW + WAITING_BOOKING_DAYS * 86_400_000 + 1000;
    expect((await bookingView(db, ref, { table, terms: sampleTerms, now: later }))?.waiting).toBeNull();
    expect(
      (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer', now: later }))?.waiting?.state,
    ).toBe('expired');
    const again = await bookOrder(db, ref, bookingFor(view), { ...answerOptions, now: later });
    expect(again.status).toBe(202);
    expect(again.headers).toBeUndefined();
    expect(await confirmMails()).toHaveLength(2);
  });

  it('holds its e-mail where the quote’s confirmation is held, and says so', async () => {
    const ref = await newQuote({ formToken: undefined });
    const view = (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' }))!;
    const answer = await bookOrder(db, ref, bookingFor(view), answerOptions);
    expect(answer.body).toMatchObject({ message: WAITING_MESSAGES.held, data: { confirmation: 'held' } });
    expect(await confirmMails()).toEqual([`confirm_booking:${Math.floor(NOW / 1000)}:held`]);
  });

  it('meets the same checks as a booking: the quote as shown, the terms, the price', async () => {
    const ref = await newQuote();
    const view = (await bookingView(db, ref, { table, terms: sampleTerms, origin: 'answer' }))!;
    const priced = await bookOrder(db, ref, bookingFor(view, { pickupWindow: 'one-day' }), {
      ...withRaisedRates,
      origin: 'answer',
    });
    expect(priced.body).toMatchObject({ error: 'price_changed', data: { link: 'answer' } });
    const invalid = await bookOrder(
      db,
      ref,
      bookingFor(view, {
        pickup: { street: 'http://evil.example', contactName: 'Ann', contactPhone: '(310) 555-0199' },
      }),
      answerOptions,
    );
    expect(invalid.status).toBe(422);
    expect(await waitingRows()).toEqual([]);
    expect(await confirmMails()).toEqual([]);
  });
});

describe('the typed fields that reach the customer, on the booking page and the server', () => {
  const PHISHING = [
    'Velmora Billing: wire $1,200 to IBAN DE89 3704 0044 0532 0130 00 http://evil.example',
    'http://evil.example',
    'www.evil.example',
    'evil.example',
    'evil . example',
    'evil(.)example',
    'evil [dot] com',
    'pay@evil.example',
  ];

  it.each(PHISHING)('refuses %j in the street, both contacts and the signature', async (text) => {
    const ref = await newQuote();
    const view = await viewOf(ref);
    const answer = await bookOrder(
      db,
      ref,
      bookingFor(view, {
        pickup: { street: text, contactName: text, contactPhone: '(310) 555-0199' },
        delivery: { street: `350 W 31st St ${text}`, contactName: `Ann ${text}`, contactPhone: '(212) 555-0148' },
        signature: { name: text, consent: true },
      }),
      options,
    );
    expect(answer.status).toBe(422);
    expect(Object.keys((answer.body as { errors: object }).errors).sort()).toEqual([
      'delivery.contactName',
      'delivery.street',
      'pickup.contactName',
      'pickup.street',
      'signature.name',
    ]);
    expect(await orderRows()).toBe(0);
  });

  it('says why in the site’s voice, and takes real addresses and names', async () => {
    expect(
      endFieldErrors(
        { street: 'http://evil.example', contactName: 'Ann evil.example', contactPhone: '(310) 555-0199' },
        'pickup',
      ),
    ).toEqual({
      'pickup.street': BOOKING_FIELD_MESSAGES.streetWebAddress,
      'pickup.contactName': BOOKING_FIELD_MESSAGES.contactNameCharacters,
    });
    expect(endFieldErrors({ street: 'Unit 4 <b>', contactName: 'Ann', contactPhone: '(310) 555-0199' }, 'x')).toEqual({
      'x.street': BOOKING_FIELD_MESSAGES.streetCharacters,
    });
    expect(signatureNameError('Maria 2')).toBe(BOOKING_FIELD_MESSAGES.signatureNameCharacters);
    expect(signatureNameError('Maria\u0000Lopez')).toBe(BOOKING_FIELD_MESSAGES.signatureNameCharacters);
    for (const street of [
      '350 W 31st St. Apt 12B',
      'St. Louis',
      '1200 N Crescent Dr, Apt 4',
      'P.O. Box 123',
      '12.5 Mile Rd',
    ])
      expect(
        endFieldErrors({ street, contactName: "Seán O'Brien-Núñez", contactPhone: '(310) 555-0199' }, 'p'),
      ).toEqual({});
    expect(signatureNameError('J.R. Smith')).toBeNull();
  });
});
