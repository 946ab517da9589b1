import { createHash } from 'crypto';
import { invalidRequest, type IntakeAnswer } from '../leads/intake';
import type { Database } from '../leads/store/database';
import { CRM_REQUEST_CHANNEL_PREFIX, REQUEST_EMAIL_CHANNEL_PREFIX, type OrderRequest } from './order';
import { ORDER_REQUEST_RECEIVED, readOrderRequest } from './order-request-rules';
import { requestViewOf } from './order-view';

/** Requests one order may have: past them the customer calls (a form is no place for a long exchange). */
export const MAX_REQUESTS_PER_ORDER = 20;
const DAY_MS = 86_400_000;

const requestFrom = (row: Record<string, unknown>): OrderRequest => ({
  id: Number(row.id),
  kind: row.kind === 'cancel' ? 'cancel' : 'change',
  message: String(row.message),
  createdAt: Number(row.created_at),
});

const answer = (status: number, body: Record<string, unknown>): IntakeAnswer => ({ status, body });

/**
 * A change or a cancellation the customer asks for after booking: stored, and sent to the CRM and
 * the broker's inbox by outbox rows in the same transaction. It is a request to an agent: nothing
 * about the order changes here. The same kind and message again within a day is the same request
 * (a double click, a retry): answered 200 with it, stored once. Refused after delivery (409), a
 * cancellation of a cancelled order too, and past MAX_REQUESTS_PER_ORDER (429).
 *
 * request_key names the request by its order, kind, message and day: a safety net under the
 * lock's check for the same request in the last 24 hours.
 */
export async function requestOrderChange(
  db: Database,
  ref: string,
  body: unknown,
  now = Date.now(),
): Promise<IntakeAnswer> {
  const read = readOrderRequest(body);
  if (!read.ok) return invalidRequest(read.errors, 'Some details need attention.');
  const { kind, message } = read.request;
  return db.transaction(async (tx) => {
    // The lock status events take too: a request is judged against the order's status as it stands.
    await tx.lock(`order:${ref}`);
    const order = await tx.get(
      `SELECT o.id, o.lead_id, o.status FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?`,
      [ref],
    );
    if (!order) return answer(404, { status: 404, error: 'not_found', message: 'We could not find this order.' });
    const orderId = Number(order.id);
    const all = async () =>
      (await tx.all('SELECT * FROM order_requests WHERE order_id = ? ORDER BY created_at, id', [orderId])).map(
        requestFrom,
      );
    const earlier = await all();
    const same = earlier.find((r) => r.kind === kind && r.message === message && r.createdAt > now - DAY_MS);
    if (same) {
      return answer(200, {
        status: 200,
        message: ORDER_REQUEST_RECEIVED,
        data: { request: requestViewOf(same), requests: earlier.map(requestViewOf) },
      });
    }
    if (order.status === 'delivered') {
      return answer(409, {
        status: 409,
        error: 'delivered',
        message: 'This shipment has been delivered. For anything about it, please call us.',
      });
    }
    if (kind === 'cancel' && order.status === 'cancelled') {
      return answer(409, { status: 409, error: 'cancelled', message: 'This order is already cancelled.' });
    }
    if (earlier.length >= MAX_REQUESTS_PER_ORDER) {
      return answer(429, {
        status: 429,
        error: 'too_many_requests',
        message: 'You have sent us many requests about this order. Please call us: an agent will sort it out with you.',
      });
    }
    const key = `${orderId}:${kind}:${Math.floor(now / DAY_MS)}:${createHash('sha256').update(message).digest('hex')}`;
    const inserted = await tx.get(
      `INSERT INTO order_requests (order_id, kind, message, created_at, request_key) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (request_key) DO NOTHING RETURNING id`,
      [orderId, kind, message, now, key],
    );
    if (inserted) {
      for (const prefix of [CRM_REQUEST_CHANNEL_PREFIX, REQUEST_EMAIL_CHANNEL_PREFIX]) {
        await tx.run(
          'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
          [Number(order.lead_id), `${prefix}${Number(inserted.id)}`, 'pending', now, now],
        );
      }
    }
    const requests = await all();
    const request =
      requests.find((r) => r.id === Number(inserted?.id)) ??
      requests.find((r) => r.kind === kind && r.message === message);
    return answer(inserted ? 201 : 200, {
      status: inserted ? 201 : 200,
      message: ORDER_REQUEST_RECEIVED,
      data: { request: request ? requestViewOf(request) : null, requests: requests.map(requestViewOf) },
    });
  });
}
