/** @jest-environment node */
import path from 'path';
import { ORDER_CHANNELS, type EventStatus, type OrderEvent, type OrderRequestKind } from '../../orders/order';
import { insertTestOrder } from '../../orders/testing/order-fixtures';
import { withTempDir } from '../../testing/temp-dirs';
import type { Database } from '../store/database';
import { testEngine, withTestDatabase } from '../testing/test-database';
import type { Transports } from './channel-transport';
import type { CrmLead } from './crm-webhook';
import { deliverDue, deliveryLogLine } from './relay';
import { DEAD_LETTER_AFTER_MS } from './retry-schedule';
import { NO_SMS_CONSENT, NO_SMS_PROVIDER } from './sms';
import { sampleBrokerFacts } from './testing/sample-lead';
import { attachmentOf, decoded, header } from './testing/read-eml';
import { filesIn, outboxRows, readIn, seedLead, seedOrderEvent, seedOrderRequest } from './testing/seed';
import { startTestCrm, type TestCrm } from './testing/test-crm';
import { createTransports } from './transports';

const SECRET = 'order-relay-crm-secret';
const LINK_SECRET = 'order-relay-link-secret';
let db: Database;
let varDir: string;
let crm: TestCrm;
const dirOf = (name: string) => path.join(varDir, name);

withTestDatabase((opened) => (db = opened));
withTempDir('velmora-order-var-', (made) => (varDir = made));
beforeAll(async () => (crm = await startTestCrm(SECRET)));
afterAll(() => crm.close());
beforeEach(() => crm.reset());

/** The transports of a development machine (files under var/), or with the test CRM's webhook. */
const transportsOf = (env: NodeJS.ProcessEnv = {}, production = false): Transports =>
  createTransports(
    { LEAD_LINK_SECRET: LINK_SECRET, SITE_URL: 'https://www.velmora.test', CRM_WEBHOOK_SECRET: SECRET, ...env },
    varDir,
    production,
    async () => sampleBrokerFacts,
  ).transports;

/** A stored lead and its order, as a booking leaves them, with no outbox rows yet. */
async function bookedLead(sms?: { agreed: boolean; version: string }) {
  const lead = await seedLead(db, { channels: [], ...(sms ? { sms } : {}) });
  const orderId = await insertTestOrder(db, lead.number, { now: lead.createdAt });
  return { ...lead, orderId };
}

async function queue(leadId: number, ...channels: string[]) {
  for (const channel of channels) {
    await db.run(
      "INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, 'pending', 0, ?, ?)",
      [leadId, channel, Date.now(), Date.now()],
    );
  }
}

const addEvent = (orderId: number, status: EventStatus, details: Pick<OrderEvent, 'carrier' | 'note'> = {}) =>
  seedOrderEvent(db, orderId, status, { details });
const addRequest = (orderId: number, kind: OrderRequestKind, message: string) =>
  seedOrderRequest(db, orderId, kind, message);

const byChannel = async (leadId: number) =>
  Object.fromEntries((await outboxRows(db, leadId)).map((row) => [row.channel, row]));

describe(`the relay's order deliveries on ${testEngine()}`, () => {
  it("delivers a signed order: the customer's copy with its PDF, the broker's notice, and the CRM's \"order signed\" record", async () => {
    const lead = await bookedLead();
    await queue(lead.number, ORDER_CHANNELS.orderEmail, ORDER_CHANNELS.orderBrokerEmail, ORDER_CHANNELS.crmOrder);
    const pass = await deliverDue(db, transportsOf());
    expect(pass).toMatchObject({ claimed: 3, delivered: 3 });

    expect(filesIn(dirOf('mail'))).toEqual([
      `${lead.requestId}-order-confirmation.eml`,
      `${lead.requestId}-order-notification.eml`,
    ]);
    const copy = readIn(dirOf('mail'), `${lead.requestId}-order-confirmation.eml`);
    expect(header(copy, 'subject')).toEqual([`Your Velmora order ${lead.requestId}: booked`]);
    expect(header(copy, 'to')).toEqual(['Maria <maria.lopez@example.com>']);
    expect(decoded(copy)).toContain(`Your order ${lead.requestId} is booked.`);
    expect(copy).toContain(`filename=velmora-order-${lead.requestId}.pdf`);
    // The PDF travels base64-encoded; decoded, it is the signed order.
    const pdf = attachmentOf(copy, 'application/pdf')?.toString('latin1') ?? '';
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`(Velmora order ${lead.requestId}) Tj`);
    expect(pdf).toContain('(Maria Lopez \\(the full name typed\\)) Tj');
    const notice = readIn(dirOf('mail'), `${lead.requestId}-order-notification.eml`);
    expect(header(notice, 'subject')[0]).toMatch(new RegExp(`^Order signed ${lead.requestId}: Beverly Hills, CA`));

    const record = JSON.parse(readIn(dirOf('crm'), `${lead.requestId}.json`)) as CrmLead;
    expect(record).toMatchObject({
      event: 'order-signed',
      requestId: lead.requestId,
      order: { number: lead.orderId, status: 'booked', quoteVersion: 1, signature: { name: 'Maria Lopez' } },
    });
  });

  it('sends the "order signed" update and a request to the CRM webhook, each under its own key', async () => {
    const lead = await bookedLead();
    const requestId = await addRequest(lead.orderId, 'change', 'A day later, please');
    await queue(lead.number, ORDER_CHANNELS.crmOrder, `crm:request:${requestId}`, `request_email:${requestId}`);
    const pass = await deliverDue(db, transportsOf({ CRM_WEBHOOK_URL: crm.url }));
    expect(pass).toMatchObject({ claimed: 3, delivered: 3 });
    expect(crm.requests.map((request) => request.idempotencyKey).sort()).toEqual([
      `${lead.requestId}:order-signed`,
      `${lead.requestId}:request:${requestId}`,
    ]);
    expect(crm.requests.every((request) => request.signatureValid)).toBe(true);
    const asked = crm.requests.find((request) => request.idempotencyKey.includes(':request:'));
    expect(JSON.parse(asked?.rawBody ?? '{}')).toMatchObject({
      event: 'order-request',
      request: { id: requestId, kind: 'change', message: 'A day later, please' },
    });
    const mail = readIn(dirOf('mail'), `${lead.requestId}-order-request-${requestId}.eml`);
    expect(header(mail, 'subject')[0]).toMatch(new RegExp(`^Change request for order ${lead.requestId}:`));
    expect(decoded(mail)).toContain('Their words: A day later, please');
  });

  it('sends each status event by e-mail, and by text to a customer who agreed, each event its own file', async () => {
    const lead = await bookedLead({ agreed: true, version: 'sms-2026-11' });
    const assigned = await addEvent(lead.orderId, 'carrier_assigned', {
      carrier: { name: 'Reliable Auto Haulers', mcNumber: '1163054', pickupEstimate: '2025-10-16' },
    });
    const picked = await addEvent(lead.orderId, 'picked_up');
    await queue(
      lead.number,
      `status_email:${assigned}`,
      `status_sms:${assigned}`,
      `status_email:${picked}`,
      `status_sms:${picked}`,
    );
    const pass = await deliverDue(db, transportsOf());
    expect(pass).toMatchObject({ claimed: 4, delivered: 4 });

    const assignedMail = readIn(dirOf('mail'), `${lead.requestId}-status-update-${assigned}.eml`);
    expect(header(assignedMail, 'subject')).toEqual([`Your Velmora order ${lead.requestId}: carrier assigned`]);
    expect(decoded(assignedMail)).toContain(
      'A carrier is assigned: Reliable Auto Haulers, MC 1163054, pickup expected',
    );
    expect(decoded(readIn(dirOf('mail'), `${lead.requestId}-status-update-${picked}.eml`))).toContain(
      'Your vehicle was picked up.',
    );
    expect(filesIn(dirOf('sms'))).toEqual([`${lead.requestId}-${assigned}.json`, `${lead.requestId}-${picked}.json`]);
    const text = JSON.parse(readIn(dirOf('sms'), `${lead.requestId}-${assigned}.json`)) as { to: string; body: string };
    expect(text.to).toBe('+13105550199');
    expect(text.body).toBe(
      `Velmora order ${lead.requestId}: A carrier is assigned: Reliable Auto Haulers, MC 1163054, pickup expected Oct 16. Details by e-mail. Reply STOP to opt out.`,
    );
    // The log names the file, never the number or the words.
    const lines = pass.results.map((result) => deliveryLogLine(result));
    expect(lines.join('\n')).not.toMatch(/555-?0199|13105550199|Reliable/);
  });

  it('asks for the consent again at send time, and skips texts in production without a provider', async () => {
    const declined = await bookedLead({ agreed: false, version: 'sms-2026-11' });
    const first = await addEvent(declined.orderId, 'picked_up');
    await queue(declined.number, `status_sms:${first}`);
    const skipped = await deliverDue(db, transportsOf());
    expect(skipped.results.map((result) => [result.outcome, result.detail])).toEqual([['delivered', NO_SMS_CONSENT]]);

    const agreed = await bookedLead({ agreed: true, version: 'sms-2026-11' });
    const second = await addEvent(agreed.orderId, 'picked_up');
    await queue(agreed.number, `status_sms:${second}`);
    const production = await deliverDue(
      db,
      transportsOf({ SMTP_URL: 'smtp://127.0.0.1:9', CRM_WEBHOOK_URL: crm.url }, true),
    );
    expect(production.results.map((result) => [result.outcome, result.detail])).toEqual([
      ['delivered', NO_SMS_PROVIDER],
    ]);
    expect(filesIn(dirOf('sms'))).toEqual([]);
  });

  it('fails a row whose order, event or request does not exist, retries it, and dead-letters it after 72 hours', async () => {
    const unbooked = await seedLead(db, { channels: [] });
    const lead = await bookedLead();
    await queue(unbooked.number, ORDER_CHANNELS.orderEmail, ORDER_CHANNELS.crmOrder);
    await queue(
      lead.number,
      'status_email:999',
      'status_sms:999',
      'crm:request:998',
      'request_email:998',
      'status_email:x',
    );
    const pass = await deliverDue(db, transportsOf());
    expect(pass).toMatchObject({ claimed: 7, delivered: 0, retrying: 7 });

    expect(Object.values(await byChannel(unbooked.number)).map((row) => row.lastError)).toEqual([
      `${unbooked.requestId} has no order, yet its row crm:order is about one`,
      `${unbooked.requestId} has no order, yet its row order_email is about one`,
    ]);
    const rows = await byChannel(lead.number);
    expect(rows['status_email:999']?.lastError).toBe(`The order of ${lead.requestId} has no status event 999`);
    expect(rows['status_sms:999']?.lastError).toBe(`The order of ${lead.requestId} has no status event 999`);
    expect(rows['crm:request:998']?.lastError).toBe(`The order of ${lead.requestId} has no request 998`);
    expect(rows['request_email:998']?.lastError).toBe(`The order of ${lead.requestId} has no request 998`);
    expect(rows['status_email:x']?.lastError).toBe('No transport for the channel "status_email:x"');
    expect(filesIn(dirOf('mail'))).toEqual([]);

    const late = await deliverDue(db, transportsOf(), { now: Date.now() + DEAD_LETTER_AFTER_MS + 60_000 });
    expect(late).toMatchObject({ claimed: 7, dead: 7 });
  });

  it("writes the order on the lead's own CRM record when that row is delivered after the booking", async () => {
    const lead = await bookedLead();
    await queue(lead.number, 'crm');
    await deliverDue(db, transportsOf());
    expect(JSON.parse(readIn(dirOf('crm'), `${lead.requestId}.json`))).toMatchObject({
      event: 'lead',
      order: { number: lead.orderId, signature: { name: 'Maria Lopez' } },
      request: null,
    });
  });
});
