import type { Queryable, Row } from '../leads/store/database';
import {
  STATUS_RANK,
  type EventStatus,
  type OrderDetails,
  type OrderEvent,
  type OrderRecord,
  type OrderRequest,
  type OrderStatus,
} from './order';

/** Events in the order they happened: by occurred_at, then by where the status stands on the road, then as stored. */
export const inOrder = (events: readonly OrderEvent[]): OrderEvent[] =>
  [...events].sort(
    (a, b) => a.occurredAt - b.occurredAt || STATUS_RANK[a.status] - STATUS_RANK[b.status] || a.id - b.id,
  );

/** The order's status: that of its latest event by when it happened, 'booked' before any. */
export function statusOf(events: readonly OrderEvent[], bookedAt: number): { status: OrderStatus; at: number } {
  const latest = inOrder(events).at(-1);
  return latest ? { status: latest.status, at: latest.occurredAt } : { status: 'booked', at: bookedAt };
}

export const eventFrom = (row: Row): OrderEvent => {
  const details = JSON.parse(String(row.details ?? '{}')) as Pick<OrderEvent, 'carrier' | 'note'>;
  return {
    id: Number(row.id),
    eventId: String(row.event_id),
    status: String(row.status) as EventStatus,
    occurredAt: Number(row.occurred_at),
    receivedAt: Number(row.received_at),
    ...(details.carrier ? { carrier: details.carrier } : {}),
    ...(details.note ? { note: details.note } : {}),
  };
};

const requestFrom = (row: Row): OrderRequest => ({
  id: Number(row.id),
  kind: row.kind === 'cancel' ? 'cancel' : 'change',
  message: String(row.message),
  createdAt: Number(row.created_at),
});

/** An orders row (with the lead's public_id as request_id) and its events and requests. */
export function orderRecordFrom(
  row: Row,
  events: readonly OrderEvent[],
  requests: readonly OrderRequest[],
): OrderRecord {
  return {
    number: Number(row.id),
    leadId: Number(row.lead_id),
    requestId: String(row.request_id),
    status: String(row.status) as OrderStatus,
    statusAt: Number(row.status_at),
    bookedAt: Number(row.created_at),
    quoteVersion: Number(row.quote_version),
    details: JSON.parse(String(row.details)) as OrderDetails,
    signature: {
      name: String(row.signer_name),
      signedAt: Number(row.created_at),
      ip: String(row.signer_ip),
      userAgent: String(row.signer_user_agent),
      termsVersion: String(row.terms_version),
      termsHash: String(row.terms_hash),
    },
    terms: {
      version: String(row.terms_version),
      title: String(row.terms_title),
      body: String(row.terms_body),
      hash: String(row.terms_hash),
    },
    events: inOrder(events),
    requests: [...requests],
  };
}

/** The order of a lead (by leads.id), or null when it was not booked. */
export async function loadOrderRecord(db: Queryable, leadId: number): Promise<OrderRecord | null> {
  const row = await db.get(
    `SELECT o.*, l.public_id AS request_id FROM orders o JOIN leads l ON l.id = o.lead_id WHERE o.lead_id = ?`,
    [leadId],
  );
  if (!row) return null;
  const events = (await db.all('SELECT * FROM order_events WHERE order_id = ?', [Number(row.id)])).map(eventFrom);
  const requests = (
    await db.all('SELECT * FROM order_requests WHERE order_id = ? ORDER BY created_at, id', [Number(row.id)])
  ).map(requestFrom);
  return orderRecordFrom(row, events, requests);
}

/** The order named by its request identification (leads.public_id), or null. */
export async function loadOrderByRequestId(db: Queryable, requestId: string): Promise<OrderRecord | null> {
  const lead = await db.get('SELECT id FROM leads WHERE public_id = ?', [requestId]);
  return lead ? loadOrderRecord(db, Number(lead.id)) : null;
}
