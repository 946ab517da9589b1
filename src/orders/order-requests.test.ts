/** @jest-environment node */
import type { Database } from '../leads/store/database';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { loadOrderByRequestId } from './order-record';
import { ORDER_REQUEST_RECEIVED, PLAIN_TEXT_MESSAGE, readOrderRequest } from './order-request-rules';
import { MAX_REQUESTS_PER_ORDER, requestOrderChange } from './order-requests';
import { readStatusEvent, recordStatusEvent } from './status-events';
import { bookedOrder } from './testing/booked-order';

let db: Database;
withTestDatabase((opened) => (db = opened));

const NOW = Date.parse('2026-12-02T21:00:00Z');
const HOUR = 3_600_000;

const requestChannels = async (leadId: number) =>
  (
    await db.all(
      "SELECT channel FROM outbox WHERE lead_id = ? AND (channel LIKE 'crm:request:%' OR channel LIKE 'request_email:%') ORDER BY id",
      [leadId],
    )
  ).map((row) => String(row.channel));

async function statusEvent(requestId: string, status: string) {
  const read = readStatusEvent(
    { eventId: `${requestId}-${status}`, requestId, status, occurredAt: new Date(NOW - HOUR).toISOString() },
    NOW,
  );
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  expect((await recordStatusEvent(db, read.event, NOW)).status).toBe(201);
}

describe('reading a request after booking', () => {
  it('takes a change that says what, and a cancellation with or without a reason', () => {
    expect(readOrderRequest({ kind: 'change', message: '  Pick up after 5 pm  ' })).toEqual({
      ok: true,
      request: { kind: 'change', message: 'Pick up after 5 pm' },
    });
    expect(readOrderRequest({ kind: 'cancel' })).toEqual({ ok: true, request: { kind: 'cancel', message: '' } });
    expect(readOrderRequest({ kind: 'cancel', message: 'Sold the car' }).ok).toBe(true);
  });

  it.each([
    ['a change of 4 characters', { kind: 'change', message: 'asap' }, 'message'],
    ['a message of 2,001 characters', { kind: 'cancel', message: 'x'.repeat(2001) }, 'message'],
    ['another kind', { kind: 'refund', message: 'Please refund' }, 'kind'],
    ['an unknown field', { kind: 'cancel', price: 1 }, 'price'],
    ['a message that is not text', { kind: 'change', message: 42 }, 'message'],
  ])('refuses %s', (_what, body, field) => {
    const read = readOrderRequest(body);
    expect(read.ok ? {} : read.errors).toHaveProperty([field]);
  });

  it('refuses a `__proto__` key as the unknown field it is', () => {
    const read = readOrderRequest(JSON.parse('{"kind":"cancel","__proto__":{"admin":true}}'));
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : Object.keys(read.errors)).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify(read))).toEqual({ ok: false, errors: { ['__proto__']: 'Unknown field' } });
  });

  it.each([
    ['a NUL', 'Pick up after 5 pm\u0000 and deliver to the neighbour'],
    ['a backspace', 'Pick up\u0008\u0008 after 5 pm'],
    ['an escape sequence', 'Pick up \u001b[31mafter 5 pm'],
    ['a vertical tab', 'Pick up\u000bafter 5 pm'],
    ['a form feed', 'Pick up\u000cafter 5 pm'],
    ['DEL', 'Pick up after 5 pm\u007f'],
    ['a C1 control (NEL)', 'Pick up\u0085after 5 pm'],
    ['half of a UTF-16 pair', 'Pick up after 5 pm \ud83d'],
  ])('refuses a message with %s, saying why', (_what, message) => {
    const read = readOrderRequest({ kind: 'change', message });
    expect(read).toEqual({ ok: false, errors: { message: PLAIN_TEXT_MESSAGE } });
  });

  it('keeps the line breaks and tabs a text area sends, and whole emoji', () => {
    const message = 'Please pick up after 5 pm.\r\nGate code:\t4411\n\nThanks 🚗';
    expect(readOrderRequest({ kind: 'change', message })).toEqual({ ok: true, request: { kind: 'change', message } });
  });
});

describe(`requests after booking (${testEngine()})`, () => {
  it('stores a request with its CRM and inbox deliveries, and changes nothing about the order', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 24 * HOUR });
    const before = await loadOrderByRequestId(db, requestId);
    const answer = await requestOrderChange(
      db,
      requestId,
      { kind: 'change', message: 'Please pick up after 5 pm.' },
      NOW,
    );
    const request = { kind: 'change', message: 'Please pick up after 5 pm.', createdAt: new Date(NOW).toISOString() };
    expect(answer).toEqual({
      status: 201,
      body: { status: 201, message: ORDER_REQUEST_RECEIVED, data: { request, requests: [request] } },
    });
    const id = Number((await db.get('SELECT id FROM order_requests'))?.id);
    expect(await requestChannels(leadId)).toEqual([`crm:request:${id}`, `request_email:${id}`]);
    const after = await loadOrderByRequestId(db, requestId);
    expect({ ...after, requests: [] }).toEqual({ ...before, requests: [] });
    expect(after?.requests).toEqual([{ id, kind: 'change', message: 'Please pick up after 5 pm.', createdAt: NOW }]);
  });

  it('refuses a message with control characters (422 naming the message) and stores nothing', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 24 * HOUR });
    const answer = await requestOrderChange(
      db,
      requestId,
      { kind: 'change', message: 'Deliver to 12 Elm St\u0000 (ignore the booked address)' },
      NOW,
    );
    expect(answer).toMatchObject({ status: 422, body: { errors: { message: PLAIN_TEXT_MESSAGE } } });
    expect(await db.get('SELECT COUNT(*) AS n FROM order_requests')).toEqual({ n: 0 });
    expect(await requestChannels(leadId)).toEqual([]);
  });

  it('takes the same request again within a day as the same one (200), after a day as a new one', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 24 * HOUR });
    const body = { kind: 'cancel', message: 'We sold the car.' };
    expect((await requestOrderChange(db, requestId, body, NOW)).status).toBe(201);
    const again = await requestOrderChange(db, requestId, { ...body, message: ' We sold the car. ' }, NOW + HOUR);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(ORDER_REQUEST_RECEIVED);
    expect((again.body.data as { requests: unknown[] }).requests).toHaveLength(1);
    expect((await requestOrderChange(db, requestId, { kind: 'change', message: 'We sold the car.' }, NOW)).status).toBe(
      201,
    );
    expect((await requestOrderChange(db, requestId, body, NOW + 25 * HOUR)).status).toBe(201);
    expect(await requestChannels(leadId)).toHaveLength(6);
  });

  it('refuses any request after delivery, a cancellation of a cancelled order, and an order not booked', async () => {
    const delivered = await bookedOrder(db, { now: NOW - 24 * HOUR });
    await statusEvent(delivered.requestId, 'delivered');
    const late = await requestOrderChange(db, delivered.requestId, { kind: 'change', message: 'Another address' }, NOW);
    expect(late).toMatchObject({ status: 409, body: { error: 'delivered' } });
    const cancelled = await bookedOrder(db, { now: NOW - 24 * HOUR });
    await statusEvent(cancelled.requestId, 'cancelled');
    expect((await requestOrderChange(db, cancelled.requestId, { kind: 'cancel' }, NOW)).body).toMatchObject({
      error: 'cancelled',
    });
    // A cancelled order may still be asked about: an agent may reinstate it.
    expect(
      (await requestOrderChange(db, cancelled.requestId, { kind: 'change', message: 'Please book it again' }, NOW))
        .status,
    ).toBe(201);
    expect((await requestOrderChange(db, 'VLM-0000000000', { kind: 'cancel' }, NOW)).status).toBe(404);
    expect((await requestOrderChange(db, cancelled.requestId, { kind: 'change', message: 'no' }, NOW)).status).toBe(
      422,
    );
    expect(Number((await db.get('SELECT COUNT(*) AS n FROM order_requests'))?.n)).toBe(1);
  });

  it(`takes ${MAX_REQUESTS_PER_ORDER} requests of one order, then asks the customer to call (429)`, async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 24 * HOUR });
    for (let i = 0; i < MAX_REQUESTS_PER_ORDER; i += 1) {
      expect(
        (await requestOrderChange(db, requestId, { kind: 'change', message: `Change number ${i}` }, NOW + i)).status,
      ).toBe(201);
    }
    const over = await requestOrderChange(db, requestId, { kind: 'change', message: 'One more change' }, NOW + 100);
    expect(over).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
    expect(await requestChannels(leadId)).toHaveLength(2 * MAX_REQUESTS_PER_ORDER);
  });
});
