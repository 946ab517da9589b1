/** @jest-environment node */
import { createHmac } from 'crypto';
import { releaseHeldConfirmations } from './delivery/relay';
import { checkFormToken, issueFormToken } from './form-token';
import { confirmationsPerHour, submitQuote, type IntakeOptions, type IntakeRequest } from './intake';
import { bookingUrl, quoteUrl, readQuoteLink } from './quote-link';
import type { Database } from './store/database';
import { validLead } from './testing/fixtures';
import { countRows, emptyTables, testEngine, withTestDatabase } from './testing/test-database';

const options: IntakeOptions = {
  rateLimitSalt: 'salt',
  linkSecret: 'link-secret',
  siteUrl: 'https://www.velmora.test',
};
let db: Database;
let ipCounter = 0;

withTestDatabase((opened) => (db = opened));

/**
 * Each test speaks from its own address unless it says otherwise, so rate limits stay apart; a
 * body carries the form token a page's warm-up gave 40 s before (unless it names its own).
 */
const submit = (request: Partial<IntakeRequest> & { body: unknown }, extra: Partial<IntakeOptions> = {}) => {
  const { body } = request;
  const tokened =
    body && typeof body === 'object' && !Array.isArray(body) && !('formToken' in body)
      ? { ...body, formToken: issueFormToken(options.linkSecret, (extra.now ?? Date.now()) - 40_000) }
      : body;
  return submitQuote(
    db,
    { kind: 'lead', clientIp: `10.0.0.${(ipCounter += 1)}`, ...request, body: tokened },
    { ...options, ...extra },
  );
};

const outboxCount = async (where: string) =>
  Number((await db.get(`SELECT COUNT(*) AS n FROM outbox WHERE ${where}`))?.n ?? 0);

describe(`lead intake on ${testEngine()}`, () => {
  it('stores a valid lead with its three deliveries and answers with its request identification and number', async () => {
    const answer = await submit({ body: validLead(), idempotencyKey: 'quote-0001' });
    expect(answer.status).toBe(201);
    const data = answer.body.data as { lead: { id: string; number: string }; opportunity: { id: string } };
    expect(data.lead.id).toMatch(/^VLM-[0-9A-Z]{10}$/);
    // The lead number shown is a short reference from the identification, not the row's number.
    expect(data.lead.number).toBe(`${data.lead.id.slice(4, 7)}-${data.lead.id.slice(7, 10)}`);
    expect(data.opportunity.id).toBe(`OPP-${data.lead.id.slice(4)}`);
    expect(answer.body.message).toBe(`Thank you for your interest, your request identification ${data.lead.id}`);
    const lead = await db.get('SELECT id, public_id, status, email, payload FROM leads');
    expect(lead).toMatchObject({
      public_id: data.lead.id,
      status: 'received',
      email: 'maria.lopez@example.com',
    });
    expect(JSON.parse(String(lead?.payload))).toMatchObject({
      firstName: 'Maria',
      vehicles: [{ make: 'Toyota', year: 2020 }],
    });
    const outbox = await db.all('SELECT channel, status FROM outbox ORDER BY channel');
    expect(outbox).toEqual([
      { channel: 'broker_email', status: 'pending' },
      { channel: 'crm', status: 'pending' },
      { channel: 'customer_email', status: 'pending' },
    ]);
  });

  it('replays the first answer for the same idempotency key and stores nothing more', async () => {
    const first = await submit({ body: validLead(), idempotencyKey: 'quote-0002', clientIp: '10.1.1.1' });
    const again = await submit({ body: validLead(), idempotencyKey: 'quote-0002', clientIp: '10.1.1.1' });
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(again.headers?.['Idempotent-Replayed']).toBe('true');
    expect(await countRows(db)).toMatchObject({ leads: 1, outbox: 3 });
  });

  it('refuses the same key with another body with 422 and writes nothing', async () => {
    await submit({ body: validLead(), idempotencyKey: 'quote-0003' });
    const before = await countRows(db);
    const other = await submit({ body: validLead({ firstName: 'Mario' }), idempotencyKey: 'quote-0003' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('idempotency_key_reused');
    expect(await countRows(db)).toEqual(before);
  });

  it('treats an identical body without a key as a replay', async () => {
    const first = await submit({ body: validLead(), clientIp: '10.2.2.2' });
    const again = await submit({ body: validLead(), clientIp: '10.2.2.2' });
    expect(again.body).toEqual(first.body);
    expect((await countRows(db)).leads).toBe(1);
  });

  it('stores one lead when the same quote is double-clicked twenty times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        submit({ body: validLead(), idempotencyKey: 'double-click-1', clientIp: '10.3.3.3' }),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await countRows(db)).toMatchObject({ leads: 1, outbox: 3, idempotency_keys: 1 });
  });

  it('answers invalid input with field-level errors and writes nothing', async () => {
    const answer = await submit({ body: { ...validLead({ email: 'not-an-email', vehicles: [] }), coupon: 'FREE' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      email: 'Please enter a email.',
      vehicles: 'Please enter a make',
      coupon: 'Unknown field',
    });
    expect(await countRows(db)).toEqual({ leads: 0, outbox: 0, rate_events: 0, idempotency_keys: 0 });
  });

  it('answers a body that is not an object with 400', async () => {
    for (const body of [null, [], 'lead', 42]) expect((await submit({ body })).status).toBe(400);
    expect((await countRows(db)).leads).toBe(0);
  });

  it.each([
    ['a filled honeypot', { website: 'http://spam.example' }],
    ['a form the browser says was filled faster than a person can', { fillMs: 400 }],
    [
      'a form sent 1.2 s after the warm-up gave its token',
      { formToken: issueFormToken('link-secret', Date.now() - 1_200) },
    ],
  ])('keeps %s out of the CRM and the inbox, answering as if it were accepted', async (_what, overrides) => {
    const answer = await submit({ body: validLead(overrides) });
    expect(answer.status).toBe(201);
    expect(await db.get('SELECT status FROM leads')).toEqual({ status: 'spam' });
    expect((await countRows(db)).outbox).toBe(0);
  });

  it('takes 5 leads per 10 minutes from one IP, then answers 429 with Retry-After and writes nothing', async () => {
    const from = (n: number) => submit({ body: validLead({ email: `driver${n}@example.com` }), clientIp: '10.9.9.9' });
    for (let n = 0; n < 5; n += 1) expect((await from(n)).status).toBe(201);
    const before = await countRows(db);
    const limited = await from(5);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers?.['Retry-After'])).toBeGreaterThan(590);
    expect(Number(limited.headers?.['Retry-After'])).toBeLessThanOrEqual(600);
    expect(await countRows(db)).toEqual(before);
  });

  it('takes 20 leads per day from one IP, holds the next 10 for an agent, then stores nothing', async () => {
    let now = Date.now();
    const from = (n: number) => {
      now += 11 * 60_000; // past the 10-minute window each time
      return submit({ body: validLead({ email: `fleet${n}@example.com` }), clientIp: '10.8.8.8' }, { now });
    };
    for (let n = 0; n < 20; n += 1) expect((await from(n)).status).toBe(201);
    for (let n = 20; n < 30; n += 1) {
      const held = await from(n);
      expect([held.status, held.body.error, held.body.held]).toEqual([429, 'rate_limited', true]);
    }
    expect(await db.get("SELECT COUNT(*) AS n, MIN(hold_reason) AS reason FROM leads WHERE status = 'held'")).toEqual({
      n: 10,
      reason: 'connection-limit',
    });
    const before = await countRows(db);
    const refused = await from(30);
    expect(refused.status).toBe(429);
    expect(refused.body.held).toBeUndefined();
    expect(await countRows(db)).toEqual(before);
  });

  it('takes 3 leads per day from one e-mail address, whatever the IP', async () => {
    for (const firstName of ['Maria', 'Maria L', 'Maria Lopez'])
      expect((await submit({ body: validLead({ firstName }) })).status).toBe(201);
    const limited = await submit({ body: validLead({ firstName: 'Maria again' }) });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
  });

  it('stores a 4th quote from one e-mail address in a day as held: 429 to the visitor, the quote to the broker and the CRM, no e-mail to the visitor', async () => {
    for (const firstName of ['Maria', 'Maria L', 'Maria Lopez'])
      expect((await submit({ body: validLead({ firstName }) })).status).toBe(201);
    const fourth = validLead({
      firstName: 'Maria again',
      vehicles: [{ make: 'Ford', model: 'F-150', year: 2019, inop: 1, type: 'Pickup' }],
    });
    const held = await submit({ body: fourth, idempotencyKey: 'fourth-0001', clientIp: '10.6.6.6' });
    expect(held.status).toBe(429);
    expect(Number(held.headers?.['Retry-After'])).toBeGreaterThan(86_000);
    const ref = (held.body.data as { lead: { id: string } }).lead.id;
    expect(held.body).toMatchObject({ error: 'rate_limited', held: true });
    expect(held.body.message).toBe(
      `We already have several requests from this e-mail address today, so we have kept this one for an agent instead of e-mailing you again (your request identification ${ref}). An agent will contact you; you can also call us.`,
    );
    const lead = await db.get('SELECT id, status, hold_reason, first_name, payload FROM leads WHERE public_id = ?', [
      ref,
    ]);
    expect(lead).toMatchObject({ status: 'held', hold_reason: 'email-limit', first_name: 'Maria again' });
    expect(JSON.parse(String(lead?.payload)).vehicles).toEqual(fourth.vehicles);
    const deliveries = await db.all('SELECT channel, status FROM outbox WHERE lead_id = ? ORDER BY channel', [
      Number(lead?.id),
    ]);
    expect(deliveries).toEqual([
      { channel: 'broker_email', status: 'pending' },
      { channel: 'crm', status: 'pending' },
    ]);
    // Releasing the e-mails held for an agent sends the visitor nothing for it.
    expect(await releaseHeldConfirmations(db)).toBe(0);
    expect(await outboxCount(`lead_id = ${Number(lead?.id)} AND channel = 'customer_email'`)).toBe(0);

    // Sent again (a double click, or Submit again later): the same answer, nothing stored twice.
    const before = await countRows(db);
    const again = await submit({ body: fourth, idempotencyKey: 'fourth-0001', clientIp: '10.6.6.6' });
    expect([again.status, again.headers?.['Idempotent-Replayed'], again.body]).toEqual([429, 'true', held.body]);
    expect(await countRows(db)).toEqual(before);
  });

  it('holds at most 5 quotes past the e-mail limit in a day; past that it stores nothing', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 8; n += 1)
      statuses.push((await submit({ body: validLead({ firstName: `Maria ${'x'.repeat(n)}` }) })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await db.get("SELECT COUNT(*) AS n FROM leads WHERE status = 'held'")).toEqual({ n: 5 });
    const before = await countRows(db);
    const refused = await submit({ body: validLead({ firstName: 'Maria once more' }) });
    expect(refused.status).toBe(429);
    expect(refused.body.held).toBeUndefined();
    expect(refused.body).toMatchObject({
      message:
        'We already have several requests from this e-mail address today. An agent will contact you; you can also call us.',
    });
    expect(await countRows(db)).toEqual(before);
  });

  it('stores the SMS updates answer with its wording version and time in its own columns, not in the payload', async () => {
    const now = Date.UTC(2026, 10, 25, 9, 30);
    const yes = await submit(
      { body: { ...validLead({ email: 'yes@example.com' }), smsUpdates: true, smsConsentVersion: 'sms-2026-11' } },
      { now },
    );
    const no = await submit(
      { body: { ...validLead({ email: 'no@example.com' }), smsUpdates: false, smsConsentVersion: 'sms-2026-11' } },
      { now },
    );
    const unasked = await submit({ body: validLead({ email: 'api@example.com' }) }, { now });
    expect([yes.status, no.status, unasked.status]).toEqual([201, 201, 201]);
    const rows = await db.all(
      'SELECT email, sms_updates, sms_consent_version, sms_answered_at, payload FROM leads ORDER BY id',
    );
    expect(rows.map(({ payload: _payload, ...row }) => row)).toEqual([
      { email: 'yes@example.com', sms_updates: 1, sms_consent_version: 'sms-2026-11', sms_answered_at: now },
      { email: 'no@example.com', sms_updates: 0, sms_consent_version: 'sms-2026-11', sms_answered_at: now },
      { email: 'api@example.com', sms_updates: null, sms_consent_version: null, sms_answered_at: null },
    ]);
    for (const row of rows) {
      expect(Object.keys(JSON.parse(String(row.payload)))).not.toEqual(expect.arrayContaining(['smsUpdates']));
      expect(JSON.parse(String(row.payload))).not.toHaveProperty('smsConsentVersion');
    }
  });

  it.each([
    ['an answer without its wording version', { smsUpdates: true }, 'smsConsentVersion'],
    [
      'a wording version the site never showed',
      { smsUpdates: true, smsConsentVersion: 'sms-1999-01' },
      'smsConsentVersion',
    ],
    ['an answer that is not true or false', { smsUpdates: 'yes', smsConsentVersion: 'sms-2026-11' }, 'smsUpdates'],
  ])('refuses %s and writes nothing', async (_what, sms, field) => {
    const answer = await submit({ body: { ...validLead(), ...sms } });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors as object)).toEqual([field]);
    expect((await countRows(db)).leads).toBe(0);
  });

  it('counts one mailbox whatever its case, +tag or Gmail dots', async () => {
    const addresses = ['a+1@x.example', 'A@x.example', 'a@x.example'];
    for (const email of addresses) expect((await submit({ body: validLead({ email }) })).status).toBe(201);
    expect((await submit({ body: validLead({ email: 'a+spam@X.example' }) })).status).toBe(429);
    for (const email of ['Maria.Lopez@gmail.com', 'marialopez+quote@googlemail.com', 'mar.ia.lo.pez@gmail.com'])
      expect((await submit({ body: validLead({ email }), clientIp: '10.7.7.7' })).status).toBe(201);
    expect((await submit({ body: validLead({ email: 'MARIALOPEZ@gmail.com' }), clientIp: '10.7.7.8' })).status).toBe(
      429,
    );
    // The address is stored as typed.
    expect((await db.all('SELECT email FROM leads ORDER BY id')).map((row) => row.email)).toContain('a+1@x.example');
  });

  it('holds customer confirmations past the hourly cap for an agent; the lead itself is stored and delivered', async () => {
    const now = Date.UTC(2026, 10, 25, 12);
    for (const email of ['one@example.com', 'two@example.com', 'three@example.com'])
      expect((await submit({ body: validLead({ email }) }, { confirmationsPerHour: 2, now })).status).toBe(201);
    const rows = await db.all(
      "SELECT l.email, o.status FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE o.channel = 'customer_email' ORDER BY l.id",
    );
    expect(rows.map((row) => [row.email, row.status])).toEqual([
      ['one@example.com', 'pending'],
      ['two@example.com', 'pending'],
      ['three@example.com', 'held'],
    ]);
    // The broker and the CRM hear of all three.
    expect(await outboxCount("channel IN ('crm', 'broker_email') AND status = 'pending'")).toBe(6);
    // The cap tripped: the broker is alerted (once: src/leads/customer-mail-cap.test.ts).
    expect(await outboxCount("channel LIKE 'held_mail_alert:%'")).toBe(1);
    // An hour later the cap counts afresh.
    const later = await submit(
      { body: validLead({ email: 'four@example.com' }) },
      { confirmationsPerHour: 2, now: now + 3_600_001 },
    );
    expect(later.status).toBe(201);
    expect(await outboxCount("channel = 'customer_email' AND status = 'held'")).toBe(1);
    expect(await releaseHeldConfirmations(db)).toBe(1);
    expect(await outboxCount("status = 'held'")).toBe(0);
  });

  it.each([
    ['no form token (a script posting directly)', { formToken: undefined, fillMs: 42_000 }],
    ['a form token signed with another key', { formToken: issueFormToken('not-our-secret', Date.now() - 40_000) }],
    ['a form token two days old', { formToken: issueFormToken('link-secret', Date.now() - 2 * 86_400_000) }],
    [
      'a form token with its time changed',
      { formToken: issueFormToken('link-secret', Date.now() - 40_000).replace(/^f2\.\w+/, 'f2.1') },
    ],
  ])(
    'stores and delivers a lead with %s, but e-mails the address nothing until an agent looks',
    async (_what, overrides) => {
      const answer = await submit({ body: { ...validLead(), ...overrides } });
      expect(answer.status).toBe(201);
      expect(await db.get('SELECT status FROM leads')).toEqual({ status: 'received' });
      const outbox = await db.all('SELECT channel, status FROM outbox ORDER BY channel');
      expect(outbox.map((row) => `${row.channel} ${row.status}`)).toEqual([
        'broker_email pending',
        'crm pending',
        'customer_email held',
      ]);
      // The token is not kept with the lead.
      expect(JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload))).not.toHaveProperty('formToken');
    },
  );

  it('says in its answer whether the confirmation was e-mailed', async () => {
    const sent = await submit({ body: validLead({ email: 'sent@example.com' }) });
    expect((sent.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: true });
    const held = await submit({ body: validLead({ email: 'held@example.com', formToken: undefined }) });
    expect(held.status).toBe(201);
    expect((held.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: false });
  });

  it("spends a form token on its first quote: another quote with it is held as a script's, a retry of the first replays", async () => {
    const formToken = issueFormToken('link-secret', Date.now() - 40_000);
    const first = await submit({
      body: validLead({ email: 'first@example.com', formToken }),
      idempotencyKey: 'token-first-1',
    });
    expect((first.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: true });
    // The same token on another quote, from another address: stored and delivered, not e-mailed.
    const second = await submit({ body: validLead({ email: 'victim@example.net', formToken }) });
    expect(second.status).toBe(201);
    expect((second.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: false });
    const rows = await db.all(
      `SELECT l.email, o.status, m.held_for FROM outbox o JOIN leads l ON l.id = o.lead_id
         JOIN customer_mails m ON m.outbox_id = o.id WHERE o.channel = 'customer_email' ORDER BY l.id`,
    );
    expect(rows).toEqual([
      { email: 'first@example.com', status: 'pending', held_for: null },
      { email: 'victim@example.net', status: 'held', held_for: 'token-reused' },
    ]);
    expect(await outboxCount("channel IN ('crm', 'broker_email') AND status = 'pending'")).toBe(4);
    // A retry of the first quote with its key replays its answer, token and all.
    const retry = await submit({
      body: validLead({ email: 'first@example.com', formToken }),
      idempotencyKey: 'token-first-1',
    });
    expect(retry.headers?.['Idempotent-Replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await countRows(db)).leads).toBe(2);
  });

  it("gives the page the next token with each stored quote: the page's next quote is a person's", async () => {
    const now = Date.now();
    const first = await submit(
      { body: validLead({ email: 'one@example.com' }), idempotencyKey: 'next-token-1' },
      { now },
    );
    const next = first.body.formToken;
    expect(checkFormToken(next, 'link-secret', now)).toMatchObject({ valid: true, ageMs: 0 });
    // A retry that never saw the answer is given the same one.
    const replay = await submit(
      { body: validLead({ email: 'one@example.com' }), idempotencyKey: 'next-token-1' },
      { now },
    );
    expect(replay.body.formToken).toBe(next);
    const second = await submit(
      { body: validLead({ email: 'two@example.com', formToken: next as string }) },
      { now: now + 60_000 },
    );
    expect((second.body.data as { confirmation: unknown }).confirmation).toEqual({ emailed: true });
  });

  it('lets two quotes with one token at once spend it once', async () => {
    const formToken = issueFormToken('link-secret', Date.now() - 40_000);
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => submit({ body: validLead({ email: `${name}@example.com`, formToken }) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const emailed = answers.filter(
      (answer) => (answer.body.data as { confirmation: { emailed: boolean } }).confirmation.emailed,
    );
    expect(emailed).toHaveLength(1);
    expect(await db.get('SELECT COUNT(*) AS n FROM form_tokens')).toEqual({ n: 1 });
  });

  it("takes the server-signed time over the browser's count: no fill time at all is a person when the token is 40 s old", async () => {
    const answer = await submit({ body: validLead({ fillMs: undefined }) });
    expect(answer.status).toBe(201);
    expect(await db.get('SELECT status FROM leads')).toEqual({ status: 'received' });
    expect(await outboxCount("status = 'pending'")).toBe(3);
  });

  it('replays a retry that carries a newer form token (the page warmed up again) instead of making a second lead', async () => {
    const body = validLead({ email: 'retry@example.com' });
    const first = await submit({
      body: { ...body, formToken: issueFormToken('link-secret', Date.now() - 700_000) },
      idempotencyKey: 'retry-0001',
    });
    const again = await submit({
      body: { ...body, formToken: issueFormToken('link-secret', Date.now() - 5_000) },
      idempotencyKey: 'retry-0001',
    });
    expect(again.status).toBe(201);
    expect(again.headers?.['Idempotent-Replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await countRows(db)).leads).toBe(1);
  });

  it('reads the hourly confirmation cap from CUSTOMER_CONFIRMATIONS_PER_HOUR (default 60)', () => {
    expect(confirmationsPerHour({})).toBe(60);
    expect(confirmationsPerHour({ CUSTOMER_CONFIRMATIONS_PER_HOUR: '120' })).toBe(120);
    expect(confirmationsPerHour({ CUSTOMER_CONFIRMATIONS_PER_HOUR: '0' })).toBe(60);
    expect(confirmationsPerHour({ CUSTOMER_CONFIRMATIONS_PER_HOUR: 'lots' })).toBe(60);
  });

  it('stores no IP address or e-mail in the rate-limit records', async () => {
    await submit({ body: validLead(), clientIp: '203.0.113.7' });
    const subjects = (await db.all('SELECT subject FROM rate_events')).map((row) => String(row.subject));
    expect(subjects).toHaveLength(2);
    expect(subjects.join()).not.toMatch(/203\.0\.113\.7|maria/);
    expect(subjects).toContain(createHmac('sha256', 'salt').update('ip:203.0.113.7').digest('hex'));
  });

  it('answers a booking with the signed URL of its booking page, and its quote page beside it, both signed as the answer’s', async () => {
    const answer = await submit({ body: validLead(), idempotencyKey: 'booking-0001', kind: 'booking' });
    const data = answer.body.data as {
      lead: { id: string; receivedAt: string };
      quote: { url: string };
      booking: { url: string };
    };
    const { id: ref, receivedAt } = data.lead;
    const madeAt = Date.parse(receivedAt);
    expect(answer.body.url).toBe(bookingUrl('https://www.velmora.test', ref, 'link-secret', madeAt, 'answer'));
    expect(answer.body.url).toMatch(/\/book#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[\w-]{43}$/);
    expect(data.booking.url).toBe(answer.body.url);
    expect(data.quote.url).toBe(quoteUrl('https://www.velmora.test', ref, 'link-secret', madeAt, 'answer'));
    // One signed link, two pages: the same fragment opens both.
    expect(new URL(data.booking.url).hash).toBe(new URL(data.quote.url).hash);
    // Not the link an e-mail carries: whoever sent the form cannot book as the address's owner.
    const link = Object.fromEntries(new URLSearchParams(new URL(data.booking.url).hash.slice(1)));
    expect(data.booking.url).not.toBe(bookingUrl('https://www.velmora.test', ref, 'link-secret', madeAt));
    expect(readQuoteLink({ ref: link.ref ?? '', t: link.t ?? '', sig: link.sig ?? '' }, 'link-secret')).toEqual({
      check: 'valid',
      origin: 'answer',
    });
    expect(await db.get('SELECT kind FROM leads')).toEqual({ kind: 'booking' });
  });

  it('takes the booking form and the embeddable form shapes as the same lead', async () => {
    const lead = validLead();
    const booking = {
      origin_postal_code: lead.originPostalCode,
      origin_city: lead.originCity,
      origin_state: lead.originState,
      origin_country: lead.originCountry,
      destination_postal_code: lead.destinationPostalCode,
      destination_city: lead.destinationCity,
      destination_state: lead.destinationState,
      destination_country: lead.destinationCountry,
      ship_date: lead.shipDate,
      transport_type: 'Enclosed',
      first_name: lead.firstName,
      email: lead.email,
      phone: lead.phone,
      marketingId: 'spring-campaign',
      source: 'Booking',
      fbclid: lead.fbclid,
      fillMs: 30_000,
      vehicles: [{ name: 'Vehicle 1', Make: 'Ford', Model: 'F-150', Year: 2019, Inop: 'No', Type: 'Pickup' }],
    };
    expect((await submit({ body: booking, kind: 'booking' })).status).toBe(201);
    const stored = JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload));
    expect(stored).toMatchObject({
      id: 'spring-campaign',
      transportType: 'Enclosed',
      vehicles: [{ make: 'Ford', inop: 1, type: 'Pickup' }],
    });

    await emptyTables(db);
    const { vehicles, ...rest } = validLead({ email: 'intl@example.com' });
    const embedded = {
      ...rest,
      isInternational: true,
      shippingMethod: 'Door to port',
      Vehicles: vehicles.map((v) => ({ Make: v.make, Model: v.model, Year: v.year, Inop: v.inop, Type: v.type })),
    };
    expect((await submit({ body: embedded })).status).toBe(201);
    expect(JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload))).toMatchObject({
      shippingMethod: 'Door to port',
      vehicles: [{ make: 'Toyota', model: 'Camry' }],
    });
  });

  describe('a boat, in each of the three shapes (issue 27)', () => {
    const facts = { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true };
    const storedVehicles = async () =>
      JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload)).vehicles;
    const boat = { make: 'Sea Ray', model: 'Sundancer 320', year: 2018, inop: 0, type: 'Car', category: 'boat', facts };

    it('stores its category and facts in the lead', async () => {
      const { vehicles, ...rest } = validLead({ email: 'boat@example.com' });
      const shapes = [
        { ...rest, vehicles: [{ make: 'Sea Ray', model: 'Sundancer 320', year: 2018, category: 'boat', facts }] },
        {
          ...rest,
          isInternational: false,
          Vehicles: [{ Make: 'Sea Ray', Model: 'Sundancer 320', Year: 2018, Inop: 0, Category: 'boat', Facts: facts }],
        },
        {
          origin_postal_code: rest.originPostalCode,
          origin_city: rest.originCity,
          origin_state: rest.originState,
          origin_country: rest.originCountry,
          destination_postal_code: rest.destinationPostalCode,
          destination_city: rest.destinationCity,
          destination_state: rest.destinationState,
          destination_country: rest.destinationCountry,
          ship_date: rest.shipDate,
          transport_type: 'Open',
          first_name: rest.firstName,
          email: rest.email,
          phone: rest.phone,
          fillMs: 30_000,
          vehicles: [
            {
              name: 'Vehicle 1',
              Make: 'Sea Ray',
              Model: 'Sundancer 320',
              Year: 2018,
              vehicle_inop: 'Yes',
              vehicle_category: 'boat',
              vehicle_facts: facts,
            },
          ],
        },
      ];
      expect(vehicles).toHaveLength(1);
      for (const [index, body] of shapes.entries()) {
        await emptyTables(db);
        const answer = await submit({ body, kind: index === 2 ? 'booking' : 'lead' });
        expect(answer.status).toBe(201);
        expect(await storedVehicles()).toEqual([boat]);
      }
    });

    it.each([
      ['facts as an array', [32, 10.5], { 'vehicles[0].facts': 'Facts are named values, such as { "lengthFt": 32 }' }],
      [
        'a nested object',
        { ...facts, beamFt: { a: { b: { c: 1 } } } },
        { 'vehicles[0].facts.beamFt': "Please enter the boat's beam in feet" },
      ],
      [
        'a huge number',
        { ...facts, lengthFt: 1e300 },
        { 'vehicles[0].facts.lengthFt': 'Please enter a length from 3 to 120 feet' },
      ],
      [
        'NaN as text',
        { ...facts, lengthFt: 'NaN' },
        { 'vehicles[0].facts.lengthFt': "Please enter the boat's length in feet" },
      ],
      [
        'a __proto__ key',
        JSON.parse(`{"__proto__":{"polluted":1},"lengthFt":32,"beamFt":10.5,"onOwnTrailer":true}`),
        { 'vehicles[0].facts.__proto__': 'Unknown field' },
      ],
      [
        'a constructor key',
        { ...facts, constructor: { prototype: { polluted: 1 } } },
        { 'vehicles[0].facts.constructor': 'Unknown field' },
      ],
      [
        'a fact of another category',
        { ...facts, weightLb: 9000 },
        { 'vehicles[0].facts.weightLb': 'Not asked of a boat' },
      ],
    ])('refuses %s with the field named, and stores nothing', async (_, hostile, errors) => {
      // As the server reads it: the body arrives as JSON text.
      const body = JSON.parse(
        JSON.stringify({ ...validLead({ email: 'boat@example.com' }), vehicles: [{ ...boat, facts: '@' }] }).replace(
          '"@"',
          JSON.stringify(hostile),
        ),
      );
      const answer = await submit({ body });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual(errors);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await countRows(db)).leads).toBe(0);
    });

    it('refuses a field named __proto__ in the body itself instead of passing over it', async () => {
      const body = JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(validLead()).slice(1)}`);
      const answer = await submit({ body });
      expect(answer.status).toBe(422);
      const errors = answer.body.errors as Record<string, string>;
      // Its own field of the answer (an object literal's `__proto__:` would set the prototype instead).
      expect(Object.hasOwn(errors, '__proto__')).toBe(true);
      expect(errors['__proto__']).toBe('Unknown field');
      expect((await countRows(db)).leads).toBe(0);
    });
  });
});
