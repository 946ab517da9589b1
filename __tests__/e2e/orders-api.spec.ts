import { expect, test, type APIRequestContext } from '@playwright/test';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { leadColumns, leadRecordFrom } from '../../src/leads/delivery/lead-record';
import { decoded } from '../../src/leads/delivery/testing/read-eml';
import { createTransports } from '../../src/leads/delivery/transports';
import { signCrmBody } from '../../src/leads/delivery/crm-webhook';
import { quoteUrl } from '../../src/leads/quote-link';
import { validLead } from '../../src/leads/testing/fixtures';
import { ORDER_REQUEST_RECEIVED } from '../../src/orders/order-request-rules';
import { loadOrderRecord } from '../../src/orders/order-record';
import { insertTestOrder } from '../../src/orders/testing/order-fixtures';
import { serverSecret } from '../../src/runtime/secrets';
import { nextClientIp, servedLeadDatabase } from './leads-db';

/**
 * Issue 28 over HTTP: the broker's dispatch system reports an order's status to /api/orderStatus,
 * signed over the bytes it sends; the customer's quote page shows the timeline, and takes a change
 * request for an agent. An api-type spec: it also runs in the PostgreSQL stage, where the served
 * site has no CMS, so the lead comes from /api/createLead and the order from the test fixture.
 */
const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
let sent = 0;

/** A stored lead (as a script sends it: no form token, so no e-mail goes to the address) and, booked, its order. */
async function lead(request: APIRequestContext, { book = true } = {}) {
  sent += 1;
  const email = `orders.${Date.now()}.${process.pid}.${sent}@example.com`;
  const answer = await request.post('/api/createLead', {
    data: validLead({ email }),
    headers: { 'X-Forwarded-For': nextClientIp() },
  });
  expect(answer.status()).toBe(201);
  const requestId = ((await answer.json()) as { data: { lead: { id: string } } }).data.lead.id;
  const db = await servedLeadDatabase();
  const leadId = Number((await db.get('SELECT id FROM leads WHERE public_id = ?', [requestId]))?.id);
  if (book) await insertTestOrder(db, leadId);
  return { requestId, leadId };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
let events = 0;
const eventId = (what: string) => `e2e-${Date.now()}-${process.pid}-${(events += 1)}-${what}`;

/** POSTs the body exactly as given, signed (unless `signature` is null) with the site's key. */
function sendEvent(
  request: APIRequestContext,
  text: string,
  { signature = signCrmBody(text, serverSecret('ORDER_STATUS_SECRET')) }: { signature?: string | null } = {},
) {
  return request.post('/api/orderStatus', {
    data: text,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'Velmora-Signature': signature }) },
  });
}

/** What the database holds of an order: its status, its events and its customer's status messages. */
async function stored(requestId: string) {
  const db = await servedLeadDatabase();
  const order = await db.get(
    'SELECT o.id, o.status FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?',
    [requestId],
  );
  const events = await db.all('SELECT event_id, status FROM order_events WHERE order_id = ? ORDER BY occurred_at', [
    Number(order?.id),
  ]);
  const messages = await db.all(
    "SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ? AND o.channel LIKE 'status_%' ORDER BY o.id",
    [requestId],
  );
  return { status: String(order?.status), events, messages: messages.map((row) => String(row.channel)) };
}

test.describe(`the order's status from the dispatch system, on ${engine}`, () => {
  test('a signed carrier assignment, then a pickup, show on the quote page in order, each e-mailed', async ({
    request,
    page,
  }) => {
    const { requestId } = await lead(request);
    const assigned = JSON.stringify(
      {
        eventId: eventId('assigned'),
        requestId,
        status: 'carrier_assigned',
        occurredAt: minutesAgo(30),
        carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: 'Thursday morning' },
      },
      null,
      2,
    );
    const first = await sendEvent(request, assigned);
    expect(first.status()).toBe(201);
    expect(await first.json()).toMatchObject({ status: 201, data: { requestId, orderStatus: 'carrier_assigned' } });
    const pickedUp = JSON.stringify({
      eventId: eventId('picked'),
      requestId,
      status: 'picked_up',
      occurredAt: minutesAgo(5),
    });
    const second = await sendEvent(request, pickedUp);
    expect(second.status()).toBe(201);
    expect(await second.json()).toMatchObject({ data: { orderStatus: 'picked_up' } });

    const order = await stored(requestId);
    expect(order.status).toBe('picked_up');
    expect(order.events.map((row) => row.status)).toEqual(['carrier_assigned', 'picked_up']);
    const emails = order.messages.filter((channel) => channel.startsWith('status_email:'));
    expect(emails).toHaveLength(2);
    // Each e-mail, made and written exactly as the outbox relay makes it, says what happened.
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orders-e2e-'));
    try {
      const db = await servedLeadDatabase();
      const row = await db.get(`SELECT ${leadColumns('l')} FROM leads l WHERE l.public_id = ?`, [requestId]);
      const record = { ...leadRecordFrom(row!), order: await loadOrderRecord(db, Number(row!.id)) };
      const { transports } = createTransports(process.env, varDir);
      const said = [];
      for (const channel of emails) {
        const orderEventId = Number(channel.slice('status_email:'.length));
        await transports.status_email!(record, { revision: 0, order: 'status', orderEventId });
        said.push(
          decoded(fs.readFileSync(path.join(varDir, 'mail', `${requestId}-status-update-${orderEventId}.eml`), 'utf8')),
        );
      }
      expect(said[0]).toContain('A carrier is assigned: Bluewater Auto Carriers, MC 774512');
      expect(said[1]).toContain('Your vehicle was picked up');
    } finally {
      fs.rmSync(varDir, { recursive: true, force: true });
    }

    const link = new URL(quoteUrl('http://site', requestId, serverSecret('LEAD_LINK_SECRET')));
    await page.goto(`/quote${link.hash}`);
    await expect(page.getByRole('heading', { name: 'Your order: Picked up' })).toBeVisible();
    const steps = page.getByRole('list', { name: 'Your shipment, step by step' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('Booked');
    await expect(steps.nth(1)).toContainText('Carrier assigned');
    await expect(steps.nth(1)).toContainText('Bluewater Auto Carriers');
    await expect(steps.nth(1)).toContainText('MC 774512');
    await expect(steps.nth(2)).toContainText('Picked up');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(3)).not.toHaveAttribute('aria-current', 'step');
    // The change form gives way to the order: a change is now a request to an agent.
    await expect(page.getByRole('button', { name: 'Update my estimate' })).toHaveCount(0);

    await page.getByLabel('What should we change?').fill('Please deliver after 5 pm on weekdays.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: ORDER_REQUEST_RECEIVED })).toBeVisible();
    await expect(page.getByText('Please deliver after 5 pm on weekdays.')).toBeVisible();
    const db = await servedLeadDatabase();
    const requests = await db.all(
      'SELECT r.id, r.kind, r.message FROM order_requests r JOIN orders o ON o.id = r.order_id JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?',
      [requestId],
    );
    expect(requests.map(({ kind, message }) => ({ kind, message }))).toEqual([
      { kind: 'change', message: 'Please deliver after 5 pm on weekdays.' },
    ]);
    const channels = await db.all(
      'SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ? AND o.channel IN (?, ?)',
      [requestId, `crm:request:${Number(requests[0]?.id)}`, `request_email:${Number(requests[0]?.id)}`],
    );
    expect(channels).toHaveLength(2);
    // The order itself is as the dispatch system left it.
    expect((await stored(requestId)).status).toBe('picked_up');
  });

  test('an unsigned, a replayed, a tampered and an out-of-window call change nothing', async ({ request }) => {
    const { requestId } = await lead(request);
    const text = JSON.stringify({
      eventId: eventId('transit'),
      requestId,
      status: 'in_transit',
      occurredAt: minutesAgo(2),
      note: 'On I-80 through Nebraska.',
    });
    const signature = signCrmBody(text, serverSecret('ORDER_STATUS_SECRET'));
    expect((await sendEvent(request, text, { signature })).status()).toBe(201);
    const before = await stored(requestId);
    expect(before.status).toBe('in_transit');

    const unsigned = await sendEvent(request, text, { signature: null });
    expect(unsigned.status()).toBe(401);
    expect(await unsigned.json()).toMatchObject({ error: 'invalid_signature' });
    const replayed = await sendEvent(request, text, { signature });
    expect(replayed.status()).toBe(409);
    expect(await replayed.json()).toMatchObject({ error: 'duplicate_event' });
    const tampered = text
      .replace('in_transit', 'delivered')
      .replace(/"eventId":"[^"]+"/, `"eventId":"${eventId('x')}"`);
    expect((await sendEvent(request, tampered, { signature })).status()).toBe(401);
    const delivered = JSON.stringify({
      eventId: eventId('late'),
      requestId,
      status: 'delivered',
      occurredAt: minutesAgo(1),
    });
    const old = signCrmBody(delivered, serverSecret('ORDER_STATUS_SECRET'), Date.now() - 10 * 60_000);
    expect((await sendEvent(request, delivered, { signature: old })).status()).toBe(401);

    expect(await stored(requestId)).toEqual(before);
  });

  test('events sent out of order end in the state of the one that happened last', async ({ request }) => {
    const { requestId } = await lead(request);
    const answers = [];
    for (const [status, minutes] of [
      ['delivered', 2],
      ['in_transit', 60],
      ['picked_up', 120],
    ] as const) {
      const response = await sendEvent(
        request,
        JSON.stringify({ eventId: eventId(status), requestId, status, occurredAt: minutesAgo(minutes) }),
      );
      answers.push([
        response.status(),
        ((await response.json()) as { data?: { orderStatus?: string } }).data?.orderStatus,
      ]);
    }
    expect(answers).toEqual([
      [201, 'delivered'],
      [201, 'delivered'],
      [201, 'delivered'],
    ]);
    const order = await stored(requestId);
    expect(order.status).toBe('delivered');
    expect(order.events.map((row) => row.status)).toEqual(['picked_up', 'in_transit', 'delivered']);
    // The late ones joined the timeline without messaging the customer about the past.
    expect(order.messages.filter((channel) => channel.startsWith('status_email:'))).toHaveLength(1);
  });

  test('an event of an order that does not exist is refused (404), and nothing is written', async ({ request }) => {
    const { requestId } = await lead(request, { book: false });
    for (const id of [requestId, 'VLM-0000000000']) {
      const response = await sendEvent(
        request,
        JSON.stringify({ eventId: eventId('unknown'), requestId: id, status: 'picked_up', occurredAt: minutesAgo(1) }),
      );
      expect(response.status()).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'unknown_order' });
    }
    const db = await servedLeadDatabase();
    const row = await db.get(
      "SELECT COUNT(*) AS n FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ? AND o.channel LIKE 'status_%'",
      [requestId],
    );
    expect(Number(row?.n)).toBe(0);
  });
});
