/** @jest-environment node */
import type { Database } from '../leads/store/database';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { loadOrderByRequestId } from './order-record';
import { ORDER_REQUEST_RECEIVED, readOrderRequest } from './order-request-rules';
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
