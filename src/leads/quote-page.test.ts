/** @jest-environment node */
import { createHmac } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Estimate } from '../pricing/estimate';
import { estimateQuote } from '../pricing/quote-estimate';
import { DEFAULT_RATE_TABLE } from '../pricing/rate-table';
import { withTempDir } from '../testing/temp-dirs';
import { createTransports } from './delivery/transports';
import { deliverDue } from './delivery/relay';
import { startTestCrm, type TestCrm } from './delivery/testing/test-crm';
import { submitQuote, type IntakeOptions } from './intake';
import type { Estimator } from './lead-estimates';
import { expiredQuoteOf, requestFreshLink } from './fresh-link';
import { checkQuoteLink, quoteLinkDays, quoteLinkParts, quoteUrl, readQuoteLink } from './quote-link';
import { changeQuote, findQuote, type QuoteView } from './quote-page';
import type { Database } from './store/database';
import { issueFormToken } from './form-token';
import { seaRayOnTrailer, validLead } from './testing/fixtures';
import { sampleBrokerFacts } from './delivery/testing/sample-lead';
import { countRows, testEngine, withTestDatabase } from './testing/test-database';
import { insertTestOrder } from '../orders/testing/order-fixtures';

const estimator: Estimator = (request) => estimateQuote(request, DEFAULT_RATE_TABLE);
const options: IntakeOptions = {
  rateLimitSalt: 'salt',
  linkSecret: 'link-secret',
  siteUrl: 'https://www.velmora.test',
  estimate: estimator,
};
let db: Database;
let ip = 0;

withTestDatabase((opened) => (db = opened));

async function newLead(overrides = {}) {
  const answer = await submitQuote(
    db,
    {
      kind: 'lead',
      body: { ...validLead(overrides), formToken: issueFormToken('link-secret', Date.now() - 40_000) },
      clientIp: `10.9.0.${(ip += 1)}`,
    },
    options,
  );
  expect(answer.status).toBe(201);
  return answer.body.data as {
    lead: { id: string; number: number; receivedAt: string };
    estimate: Estimate;
    quote: { url: string };
  };
}

const open = (estimate: Estimate | null) => estimate?.options.find((option) => option.id === 'open')?.price;
const enclosed = (estimate: Estimate | null) => estimate?.options.find((option) => option.id === 'enclosed')?.price;
const change = (ref: string, body: unknown) =>
  changeQuote(db, ref, body, { table: DEFAULT_RATE_TABLE, estimate: estimator });

describe(`the instant estimate stored with the lead, on ${testEngine()}`, () => {
  it('answers the estimate and the signed quote page link, and stores the estimate as version 1', async () => {
    const data = await newLead();
    expect(data.estimate).toMatchObject({ kind: 'estimate', routeKind: 'land', selected: 'open' });
    // Beverly Hills to New York: about 2,940 estimated road miles.
    expect(data.estimate.miles).toBeGreaterThan(2800);
    expect(data.estimate.miles).toBeLessThan(3100);
    expect(data.quote.url).toBe(
      quoteUrl('https://www.velmora.test', data.lead.id, 'link-secret', Date.parse(data.lead.receivedAt), 'answer'),
    );
    expect(data.quote.url).toMatch(
      /^https:\/\/www\.velmora\.test\/quote#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[\w-]{43}$/,
    );
    const stored = await db.all('SELECT version, rate_version, changed_by, estimate FROM lead_estimates');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ version: 1, rate_version: DEFAULT_RATE_TABLE.version, changed_by: 'intake' });
    expect(JSON.parse(String(stored[0].estimate))).toEqual(data.estimate);
  });

  it('keeps the lead when pricing fails, without an estimate', async () => {
    const failing: Estimator = () => {
      throw new Error('rate table broken');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await submitQuote(
      db,
      { kind: 'lead', body: validLead(), clientIp: '10.8.0.1' },
      { ...options, estimate: failing },
    );
    spy.mockRestore();
    expect(answer.status).toBe(201);
    expect((answer.body.data as { estimate: unknown }).estimate).toBeNull();
    expect(await countRows(db)).toMatchObject({ leads: 1, outbox: 3 });
  });
});

describe(`the quote page's link, on ${testEngine()}`, () => {
  it('is valid only for its own reference, time and signature, and for QUOTE_LINK_DAYS (60 by default)', () => {
    const day = 86_400_000;
    const madeAt = Date.UTC(2026, 10, 25, 9);
    const link = quoteLinkParts('VLM-7K3M9QX2HD', 'link-secret', madeAt);
    expect(link.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const check = (parts: typeof link, now = madeAt + day, days?: number) =>
      checkQuoteLink(parts, 'link-secret', { now, days });
    expect(check(link)).toBe('valid');
    expect(check({ ...link, ref: 'VLM-7K3M9QX2HE' })).toBe('invalid');
    expect(check({ ...link, t: (parseInt(link.t, 36) + 86_400 * 30).toString(36) })).toBe('invalid');
    expect(check({ ...link, sig: `${link.sig.slice(0, -1)}${link.sig.endsWith('A') ? 'B' : 'A'}` })).toBe('invalid');
    expect(checkQuoteLink(link, 'another-secret', { now: madeAt })).toBe('invalid');
    expect(check({ ...link, sig: '' })).toBe('invalid');
    expect(check(link, madeAt + 60 * day)).toBe('valid');
    expect(check(link, madeAt + 60 * day + 1000)).toBe('expired');
    expect(check(link, madeAt + 8 * day, 7)).toBe('expired');
    // A link from the future is not one the server made.
    expect(check(quoteLinkParts('VLM-7K3M9QX2HD', 'link-secret', madeAt + day), madeAt)).toBe('invalid');
    expect(quoteLinkDays({})).toBe(60);
    expect(quoteLinkDays({ QUOTE_LINK_DAYS: '30' })).toBe(30);
    for (const odd of ['0', '-5', '2.5', 'soon', '100000']) expect(quoteLinkDays({ QUOTE_LINK_DAYS: odd })).toBe(60);
  });

  it('says where it was handed out: an e-mailed link is signed as ever, the answer’s under another word', () => {
    const madeAt = Date.UTC(2026, 10, 25, 9);
    const emailed = quoteLinkParts('VLM-7K3M9QX2HD', 'link-secret', madeAt);
    const answered = quoteLinkParts('VLM-7K3M9QX2HD', 'link-secret', madeAt, 'answer');
    // The links already in customers' inboxes: the same HMAC of "quote:<ref>:<t>" as before.
    expect(emailed.sig).toBe(
      createHmac('sha256', 'link-secret').update(`quote:VLM-7K3M9QX2HD:${emailed.t}`).digest('base64url'),
    );
    expect(answered.t).toBe(emailed.t);
    expect(answered.sig).not.toBe(emailed.sig);
    expect(answered.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const now = madeAt + 1000;
    expect(readQuoteLink(emailed, 'link-secret', { now })).toEqual({ check: 'valid', origin: 'email' });
    expect(readQuoteLink(answered, 'link-secret', { now })).toEqual({ check: 'valid', origin: 'answer' });
    expect(readQuoteLink(answered, 'link-secret', { now: madeAt + 61 * 86_400_000 })).toEqual({
      check: 'expired',
      origin: 'answer',
    });
    expect(readQuoteLink({ ...answered, sig: `${answered.sig.slice(0, -1)}x` }, 'link-secret', { now }).check).toBe(
      'invalid',
    );
    expect(readQuoteLink(answered, 'another-secret', { now }).check).toBe('invalid');
  });
});

describe(`changing the quote on its page, on ${testEngine()}`, () => {
  it('updates the same lead: a new estimate version, an update for the CRM, never a new lead', async () => {
    const data = await newLead();
    const before = await countRows(db);
    const answer = await change(data.lead.id, { version: 1, transportType: 'Enclosed' });
    expect(answer.status).toBe(200);
    const view = answer.body.data as QuoteView;
    expect(view).toMatchObject({ requestId: data.lead.id, transportType: 'Enclosed', version: 2 });
    expect(view.estimate).toMatchObject({ selected: 'enclosed' });
    expect(enclosed(view.estimate as Estimate)).toEqual(enclosed(data.estimate));

    const after = await countRows(db);
    expect(after.leads).toBe(before.leads);
    expect(after.outbox).toBe(before.outbox + 1);
    const lead = await db.get('SELECT payload FROM leads WHERE public_id = ?', [data.lead.id]);
    expect(JSON.parse(String(lead?.payload))).toMatchObject({
      transportType: 'Enclosed',
      email: 'maria.lopez@example.com',
    });
    expect(await db.all('SELECT version, changed_by FROM lead_estimates ORDER BY version')).toEqual([
      { version: 1, changed_by: 'intake' },
      { version: 2, changed_by: 'customer' },
    ]);
    expect(await db.all("SELECT channel, status FROM outbox WHERE channel LIKE 'crm%' ORDER BY id")).toEqual([
      { channel: 'crm', status: 'pending' },
      { channel: 'crm:v2', status: 'pending' },
    ]);
  });

  it('prices a changed vehicle and pickup speed; a page showing an old version is refused with the latest', async () => {
    const data = await newLead();
    const changed = await change(data.lead.id, {
      version: 1,
      vehicles: [{ type: 'SUV', inop: 1 }],
      pickupWindow: 'three-day',
    });
    const view = changed.body.data as QuoteView;
    expect(view.vehicles[0]).toMatchObject({ make: 'Toyota', type: 'SUV', inop: 1 });
    expect(view.pickupWindow).toBe('three-day');
    expect(open(view.estimate as Estimate)?.[0]).toBeGreaterThan(open(data.estimate)?.[0] ?? Infinity);

    const stale = await change(data.lead.id, { version: 1, transportType: 'Enclosed' });
    expect(stale.status).toBe(409);
    expect((stale.body.data as QuoteView).version).toBe(2);
    expect(await db.all('SELECT version FROM lead_estimates ORDER BY version')).toEqual([
      { version: 1 },
      { version: 2 },
    ]);
  });

  it('stores nothing for a change that changes nothing, and refuses what is not a change', async () => {
    const data = await newLead();
    const same = await change(data.lead.id, { version: 1, transportType: 'Open' });
    expect(same).toMatchObject({ status: 200, body: { changed: false } });
    for (const body of [
      { version: 1, transportType: 'Helicopter' },
      { version: 1, shipDate: '2001-01-01' },
      { version: 1, vehicles: [] },
      { version: 1, email: 'someone@else.example' },
      { transportType: 'Enclosed' },
      'Enclosed',
    ]) {
      expect((await change(data.lead.id, body)).status).toBe(422);
    }
    expect((await change('VLM-0000000000', { version: 1, transportType: 'Enclosed' })).status).toBe(404);
    expect(await db.all('SELECT version FROM lead_estimates')).toEqual([{ version: 1 }]);
    expect(await countRows(db)).toMatchObject({ leads: 1, outbox: 3 });
  });

  it("shows a boat's category and facts, and prices a change of its facts as a new version for the CRM", async () => {
    const data = await newLead({ vehicles: [seaRayOnTrailer] });
    const shown = await findQuote(db, data.lead.id, DEFAULT_RATE_TABLE);
    expect(shown?.vehicles).toEqual([
      {
        year: 2018,
        make: 'Sea Ray',
        model: 'Sundancer 320',
        type: 'Car',
        inop: 0,
        category: 'boat',
        facts: seaRayOnTrailer.facts,
      },
    ]);
    const facts = { lengthFt: '24', beamFt: 8.5, onOwnTrailer: false };
    const changed = await change(data.lead.id, { version: 1, vehicles: [{ inop: 0, facts }] });
    expect(changed.status).toBe(200);
    const stored = { lengthFt: 24, beamFt: 8.5, onOwnTrailer: false };
    expect((changed.body.data as QuoteView).vehicles[0]).toMatchObject({ category: 'boat', facts: stored });
    const lead = await db.get('SELECT payload FROM leads WHERE public_id = ?', [data.lead.id]);
    expect(JSON.parse(String(lead?.payload)).vehicles).toEqual([{ ...seaRayOnTrailer, facts: stored }]);
    const estimates = await db.all('SELECT version, request FROM lead_estimates ORDER BY version');
    expect(estimates.map((row) => [row.version, JSON.parse(String(row.request)).vehicles])).toEqual([
      [1, [{ type: 'Car', inop: 0, category: 'boat', facts: seaRayOnTrailer.facts }]],
      [2, [{ type: 'Car', inop: 0, category: 'boat', facts: stored }]],
    ]);
    expect(await db.all("SELECT channel FROM outbox WHERE channel LIKE 'crm%' ORDER BY id")).toEqual([
      { channel: 'crm' },
      { channel: 'crm:v2' },
    ]);
    // The same facts again change nothing.
    expect(await change(data.lead.id, { version: 2, vehicles: [{ inop: 0, facts }] })).toMatchObject({
      status: 200,
      body: { changed: false },
    });
  });

  it('refuses a `__proto__` key in a change as the unknown field it is', async () => {
    const data = await newLead();
    const refused = await change(data.lead.id, JSON.parse('{"version":1,"__proto__":{"shipDate":"2020-01-01"}}'));
    expect(refused.status).toBe(422);
    expect(JSON.parse(JSON.stringify(refused.body)).errors).toEqual({ ['__proto__']: 'Unknown field' });
  });

  it("refuses facts that do not read, a boat turned into a van, and a car's facts, each by its field", async () => {
    const data = await newLead({ vehicles: [seaRayOnTrailer, validLead().vehicles[0]!] });
    const refused = await change(data.lead.id, {
      version: 1,
      vehicles: [
        { type: 'Van', inop: 0, facts: { lengthFt: 320, beamFt: 'wide', onOwnTrailer: true, constructor: 1 } },
        { type: 'Car', inop: 0, facts: { lengthFt: 15 } },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'vehicles[0].type': 'A boat keeps its category: call us to change it',
      'vehicles[0].facts.lengthFt': 'Please enter a length from 3 to 120 feet',
      'vehicles[0].facts.beamFt': "Please enter the boat's beam in feet",
      'vehicles[0].facts.constructor': 'Unknown field',
      'vehicles[1].facts.lengthFt': 'Not asked of a car',
    });
    expect(await db.all('SELECT version FROM lead_estimates')).toEqual([{ version: 1 }]);
  });

  it('moves a named category with a new type, and renames a container with a new size', async () => {
    const data = await newLead({
      vehicles: [
        { make: 'Toyota', model: 'RAV4', year: 2021, inop: 0, type: 'Car', category: 'car' },
        {
          make: '',
          model: '',
          year: new Date().getUTCFullYear(),
          inop: 0,
          type: 'Car',
          category: 'container',
          facts: { containerSize: '20' },
        },
      ],
    });
    const changed = await change(data.lead.id, {
      version: 1,
      vehicles: [
        { type: 'SUV', inop: 0 },
        { inop: 0, facts: { containerSize: '40' } },
      ],
    });
    expect(changed.status).toBe(200);
    expect((changed.body.data as QuoteView).vehicles).toMatchObject([
      { type: 'SUV', category: 'suv' },
      { make: 'Shipping container', model: '40 ft', category: 'container', facts: { containerSize: '40' } },
    ]);
  });

  it('shows the quote without the e-mail address or the phone number', async () => {
    const data = await newLead();
    const view = await findQuote(db, data.lead.id, DEFAULT_RATE_TABLE);
    expect(view).toMatchObject({ requestId: data.lead.id, firstName: 'Maria', version: 1 });
    expect(JSON.stringify(view)).not.toMatch(/maria\.lopez|555-0199/);
  });
});

describe(`delivering the estimate, on ${testEngine()}`, () => {
  let crm: TestCrm;
  let varDir: string;
  beforeAll(async () => (crm = await startTestCrm('crm-secret')));
  afterAll(() => crm.close());
  beforeEach(() => crm.reset());
  withTempDir('quote-delivery-', (made) => (varDir = made));

  it('sends the CRM the estimate, then an update of the same record after a change, and e-mails the estimate and link', async () => {
    const env = {
      CRM_WEBHOOK_URL: crm.url,
      CRM_WEBHOOK_SECRET: 'crm-secret',
      SITE_URL: 'https://www.velmora.test',
      LEAD_LINK_SECRET: 'link-secret',
    };
    const { transports } = createTransports(env, varDir, undefined, async () => sampleBrokerFacts);
    const data = await newLead();
    expect((await deliverDue(db, transports)).delivered).toBe(3);
    await change(data.lead.id, { version: 1, transportType: 'Enclosed' });
    expect((await deliverDue(db, transports)).delivered).toBe(1);

    const bodies = crm.requests.map((request) => ({
      key: request.idempotencyKey,
      body: JSON.parse(request.rawBody) as {
        requestId: string;
        revision: number;
        estimate: { version: number; rateVersion: string };
      },
    }));
    expect(bodies.map(({ key, body }) => [key, body.requestId, body.revision, body.estimate.version])).toEqual([
      [data.lead.id, data.lead.id, 0, 1],
      [`${data.lead.id}:v2`, data.lead.id, 2, 2],
    ]);
    expect(bodies[1].body.estimate.rateVersion).toBe(DEFAULT_RATE_TABLE.version);

    const [eml] = fs.readdirSync(path.join(varDir, 'mail')).filter((file) => file.includes('customer-confirmation'));
    const raw = fs
      .readFileSync(path.join(varDir, 'mail', eml), 'utf8')
      .replace(/=\r\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toContain(
      quoteUrl('https://www.velmora.test', data.lead.id, 'link-secret', Date.parse(data.lead.receivedAt)),
    );
    const [low, high] = open(data.estimate) ?? [0, 0];
    expect(raw).toContain(`Open carrier: $${low.toLocaleString('en-US')} to $${high.toLocaleString('en-US')}`);
    expect(raw).toContain('It is a range, not a fixed price');
  });
});

describe(`a fresh link for an expired one, on ${testEngine()}`, () => {
  let varDir: string;
  withTempDir('fresh-link-', (made) => (varDir = made));
  const env = { SITE_URL: 'https://www.velmora.test', LEAD_LINK_SECRET: 'link-secret', QUOTE_LINK_DAYS: '30' };

  it('shows the route, and e-mails a new link (one an hour) that opens the page for QUOTE_LINK_DAYS', async () => {
    const { transports } = createTransports(env, varDir, undefined, async () => sampleBrokerFacts);
    const data = await newLead();
    expect((await deliverDue(db, transports)).delivered).toBe(3);
    expect(await expiredQuoteOf(db, data.lead.id)).toEqual({
      requestId: data.lead.id,
      route: 'Beverly Hills, CA → New York, NY',
    });
    const askedAt = Date.now();
    expect(await requestFreshLink(db, data.lead.id, askedAt)).toBe('queued');
    expect(await requestFreshLink(db, data.lead.id, askedAt + 60_000)).toBe('recently-sent');
    expect((await deliverDue(db, transports)).delivered).toBe(1);

    const [eml] = fs.readdirSync(path.join(varDir, 'mail')).filter((file) => file.includes('fresh-quote-link'));
    const raw = fs
      .readFileSync(path.join(varDir, 'mail', eml), 'utf8')
      .replace(/=\r\n/g, '')
      .replace(/=3D/g, '=');
    expect(raw).toContain('It works for 30 days.');
    const link = new URL(/https:\/\/www\.velmora\.test\/quote#[^\s<"]+/.exec(raw)?.[0] ?? 'https://x');
    const parts = new URLSearchParams(link.hash.slice(1));
    const values = { ref: parts.get('ref') ?? '', t: parts.get('t') ?? '', sig: parts.get('sig') ?? '' };
    expect(values.ref).toBe(data.lead.id);
    expect(checkQuoteLink(values, 'link-secret', { now: askedAt + 29 * 86_400_000, days: 30 })).toBe('valid');
    expect(checkQuoteLink(values, 'link-secret', { now: askedAt + 31 * 86_400_000, days: 30 })).toBe('expired');
    // An hour later another may be asked for.
    expect(await requestFreshLink(db, data.lead.id, askedAt + 3_600_001)).toBe('queued');
    expect(await requestFreshLink(db, 'VLM-0000000000', askedAt)).toBe('not-found');
  });

  it('holds the fresh link of a quote whose confirmation was never sent, for an agent to look at', async () => {
    const data = await newLead();
    await db.run("UPDATE outbox SET status = 'held' WHERE channel = 'customer_email'");
    expect(await requestFreshLink(db, data.lead.id)).toBe('held');
    expect(await db.get("SELECT status FROM outbox WHERE channel LIKE 'quote_link:%'")).toEqual({ status: 'held' });
  });

  it('counts fresh links toward the hourly cap on e-mails to visitors: past it, held for an agent', async () => {
    const { transports } = createTransports(env, varDir, undefined, async () => sampleBrokerFacts);
    const first = await newLead();
    const second = await newLead({ email: 'second@example.com' });
    expect((await deliverDue(db, transports)).delivered).toBe(6);
    // Two confirmations went out this hour: with a cap of 2 a fresh link waits; with 3 it goes.
    expect(await requestFreshLink(db, first.lead.id, Date.now(), 2)).toBe('held');
    expect(await requestFreshLink(db, second.lead.id, Date.now(), 3)).toBe('queued');
  });
});

describe(`a booked quote, on ${testEngine()}`, () => {
  it('shows its order on the page, and refuses a change: after the signature an agent makes it', async () => {
    const data = await newLead();
    const view = await findQuote(db, data.lead.id, DEFAULT_RATE_TABLE);
    expect(view?.order).toBeNull();
    const leadId = Number((await db.get('SELECT id FROM leads WHERE public_id = ?', [data.lead.id]))?.id);
    await insertTestOrder(db, leadId);
    const booked = await findQuote(db, data.lead.id, DEFAULT_RATE_TABLE);
    expect(booked?.order).toMatchObject({ requestId: data.lead.id, status: 'booked', signerName: 'Maria Lopez' });
    expect(booked?.order?.pickup.place).toBe(booked?.from);
    const before = await countRows(db);
    const answer = await change(data.lead.id, { version: 1, transportType: 'Enclosed' });
    expect(answer).toMatchObject({
      status: 409,
      body: { error: 'booked', message: expect.stringMatching(/change request to an agent/), data: booked },
    });
    expect(await countRows(db)).toEqual(before);
    expect(await db.all('SELECT version FROM lead_estimates WHERE lead_id = ?', [leadId])).toHaveLength(1);
  });

  it('tells the answer’s link that a booking waits, then that the quote is booked, never the order', async () => {
    const data = await newLead();
    const ref = data.lead.id;
    const leadId = Number((await db.get('SELECT id FROM leads WHERE public_id = ?', [ref]))?.id);
    const answered = await findQuote(db, ref, DEFAULT_RATE_TABLE, 'answer');
    expect(answered).toMatchObject({ link: 'answer', booking: 'none', order: null });
    await db.run(
      `INSERT INTO waiting_bookings (lead_id, created_at, expires_at, quote_version, terms_version, terms_hash,
         signer_name, signer_ip, signer_user_agent, details, request_hash)
       VALUES (?, ?, ?, 1, 'test-1', ?, 'Ann', '203.0.113.9', 'test', '{}', ?)`,
      [leadId, Date.now(), Date.now() + 86_400_000, 'a'.repeat(64), 'b'.repeat(64)],
    );
    expect((await findQuote(db, ref, DEFAULT_RATE_TABLE, 'answer'))?.booking).toBe('waiting');
    expect((await findQuote(db, ref, DEFAULT_RATE_TABLE))?.booking).toBe('waiting');
    await insertTestOrder(db, leadId);
    const booked = await findQuote(db, ref, DEFAULT_RATE_TABLE, 'answer');
    expect(booked).toMatchObject({ link: 'answer', booking: 'booked', order: null });
    expect(JSON.stringify(booked)).not.toMatch(/Crescent|Daniel Lopez|Maria Lopez/);
    const refused = await changeQuote(
      db,
      ref,
      { version: 1, transportType: 'Enclosed' },
      { table: DEFAULT_RATE_TABLE, estimate: estimator, origin: 'answer' },
    );
    expect(refused).toMatchObject({ status: 409, body: { error: 'booked', data: { order: null, booking: 'booked' } } });
    expect((await findQuote(db, ref, DEFAULT_RATE_TABLE))?.order?.signerName).toBe('Maria Lopez');
  });
});
