import { DEFAULT_CONFIRMATIONS_PER_HOUR, queueCustomerMail } from '../leads/customer-mail-cap';
import { stableJson, type IntakeAnswer } from '../leads/intake';
import type { Database } from '../leads/store/database';
import { fieldErrors } from '../types/field-errors';
import {
  EVENT_STATUSES,
  STATUS_EMAIL_CHANNEL_PREFIX,
  STATUS_SMS_CHANNEL_PREFIX,
  type CarrierFacts,
  type EventStatus,
  type OrderStatus,
} from './order';
import { eventFrom, inOrder, statusOf } from './order-record';

/**
 * A status event as the broker's dispatch system sends it to /api/orderStatus (README, "Order
 * status webhook"), read and checked: what recordStatusEvent stores.
 */
export interface StatusEvent {
  /** The sender's own id of the event: sending it again is the same event. */
  eventId: string;
  /** The lead's request identification, which names its order. */
  requestId: string;
  status: EventStatus;
  /** When it happened (epoch ms), which decides the order's timeline, not when it arrived. */
  occurredAt: number;
  carrier?: CarrierFacts;
  note?: string;
}

export type StatusEventRead = { ok: true; event: StatusEvent } | { ok: false; errors: Record<string, string> };

const EVENT_ID = /^[A-Za-z0-9_.:-]{1,200}$/;
/** The request identification as quote-link.ts checks it. */
const REQUEST_ID = /^VLM-[0-9A-Z]{10}$/;
/** ISO 8601 with a zone: a time without one is a different moment in every time zone. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const PICKUP_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How far ahead of our clock an event may say it happened (clocks drift; the future has not happened). */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
export const MAX_NOTE_LENGTH = 500;
const EVENT_FIELDS = new Set(['eventId', 'requestId', 'status', 'occurredAt', 'carrier', 'note']);
const CARRIER_FIELDS = new Set(['name', 'mcNumber', 'pickupEstimate']);
// Text for the customer's page, e-mail and SMS: no control characters (a note may have line breaks).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** A trimmed text of 1 to `max` characters on one line, or null. */
function lineOf(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text.length >= 1 && text.length <= max && !CONTROL.test(text) ? text : null;
}

/** A calendar date that exists (2026-02-30 does not). */
const isRealDate = (text: string) => {
  const at = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === text;
};

/** The moment of an ISO 8601 time with a zone, or null; its date must exist. */
function momentOf(value: unknown): number | null {
  if (typeof value !== 'string' || !ISO_WITH_ZONE.test(value)) return null;
  const at = Date.parse(value);
  return Number.isFinite(at) && isRealDate(value.slice(0, 10)) && Number(value.slice(11, 13)) < 24 ? at : null;
}

function readCarrier(value: unknown, errors: Record<string, string>): CarrierFacts | undefined {
  if (!isObject(value)) {
    errors.carrier = 'An object with the carrier’s name and MC number';
    return undefined;
  }
  for (const key of Object.keys(value)) if (!CARRIER_FIELDS.has(key)) errors[`carrier.${key}`] = 'Unknown field';
  const name = lineOf(value.name, 120);
  if (!name) errors['carrier.name'] = 'The carrier’s name, 1 to 120 characters';
  const mcNumber = typeof value.mcNumber === 'string' && /^\d{1,8}$/.test(value.mcNumber) ? value.mcNumber : null;
  if (!mcNumber) errors['carrier.mcNumber'] = 'The FMCSA MC number: 1 to 8 digits, as a string';
  let pickupEstimate: string | undefined;
  if (value.pickupEstimate !== undefined) {
    const text = lineOf(value.pickupEstimate, 60);
    if (!text || (PICKUP_DATE.test(text) && !isRealDate(text)))
      errors['carrier.pickupEstimate'] = 'A date (YYYY-MM-DD) or a short text of up to 60 characters';
    else pickupEstimate = text;
  }
  return name && mcNumber ? { name, mcNumber, ...(pickupEstimate ? { pickupEstimate } : {}) } : undefined;
}

/**
 * Reads the webhook's JSON: every field checked, unknown fields refused (a misspelt `ocurredAt`
 * would otherwise be an event without a time). Field errors name the field as sent.
 */
export function readStatusEvent(body: unknown, now = Date.now()): StatusEventRead {
  if (!isObject(body)) return { ok: false, errors: { body: 'Send a JSON object' } };
  const errors = fieldErrors();
  for (const key of Object.keys(body)) if (!EVENT_FIELDS.has(key)) errors[key] = 'Unknown field';
  const { eventId, requestId, status } = body;
  if (typeof eventId !== 'string' || !EVENT_ID.test(eventId))
    errors.eventId = 'Your id of the event: 1 to 200 letters, digits or _ . : -';
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))
    errors.requestId = 'The request identification, as VLM-7K3M9QX2HD';
  if (!(EVENT_STATUSES as readonly unknown[]).includes(status)) errors.status = `One of ${EVENT_STATUSES.join(', ')}`;
  const occurredAt = momentOf(body.occurredAt);
  if (occurredAt === null) errors.occurredAt = 'When it happened: ISO 8601 with a time zone, as 2026-12-03T14:05:00Z';
  else if (occurredAt > now + MAX_FUTURE_SKEW_MS) errors.occurredAt = 'Not more than 5 minutes in the future';
  let carrier: CarrierFacts | undefined;
  if (body.carrier !== undefined) carrier = readCarrier(body.carrier, errors);
  else if (status === 'carrier_assigned')
    errors.carrier = 'Required with carrier_assigned: the carrier’s name and MC number';
  let note: string | undefined;
  if (body.note !== undefined) {
    const text = typeof body.note === 'string' ? body.note.trim() : null;
    if (text === null || text.length > MAX_NOTE_LENGTH || CONTROL_BUT_NEWLINES.test(text))
      errors.note = `A note for the customer, up to ${MAX_NOTE_LENGTH} characters`;
    else if (text) note = text;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    event: {
      eventId: eventId as string,
      requestId: requestId as string,
      status: status as EventStatus,
      occurredAt: occurredAt as number,
      ...(carrier ? { carrier } : {}),
      ...(note ? { note } : {}),
    },
  };
}

/** What an event stores beside its status and time (order_events.details). */
const detailsOf = (event: Pick<StatusEvent, 'carrier' | 'note'>) =>
  JSON.stringify({ ...(event.carrier ? { carrier: event.carrier } : {}), ...(event.note ? { note: event.note } : {}) });

const answer = (status: number, body: Record<string, unknown>): IntakeAnswer => ({ status, body });

const taken = (requestId: string, orderStatus: OrderStatus, eventId: string) => ({ requestId, orderStatus, eventId });

/**
 * Stores one status event of an order, once, in one transaction with the customer's messages
 * about it. The order's status is always that of the event that happened last (statusOf): an event
 * that arrives late takes its place in the timeline, and an event that happened after 'delivered'
 * or 'cancelled' is a correction by the dispatcher and is taken as the order's status (a delivery
 * recorded by mistake, a cancelled order reinstated). The customer is messaged (an e-mail, and a
 * text with their consent) only about an event that becomes the latest: never about the past.
 *
 * The same eventId again is the same event: 409 when its content is the same (already recorded,
 * nothing written), 422 when it differs (an id used twice by the sender). An unknown order is 404.
 */
export async function recordStatusEvent(
  db: Database,
  event: StatusEvent,
  now = Date.now(),
  perHour = DEFAULT_CONFIRMATIONS_PER_HOUR,
): Promise<IntakeAnswer> {
  return db.transaction(async (tx) => {
    // The order's lock first, then the event id's (ids are unique across orders): always in this order.
    await tx.lock(`order:${event.requestId}`);
    await tx.lock(`order-event:${event.eventId}`);
    const order = await tx.get(
      `SELECT o.id, o.lead_id, o.status, o.created_at, l.sms_updates
         FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?`,
      [event.requestId],
    );
    if (!order) {
      return answer(404, {
        status: 404,
        error: 'unknown_order',
        message: `There is no order with the request identification ${event.requestId}.`,
      });
    }
    const orderId = Number(order.id);
    const earlier = await tx.get(
      `SELECT e.order_id, e.status, e.occurred_at, e.details FROM order_events e WHERE e.event_id = ?`,
      [event.eventId],
    );
    if (earlier) {
      const same =
        Number(earlier.order_id) === orderId &&
        earlier.status === event.status &&
        Number(earlier.occurred_at) === event.occurredAt &&
        stableJson(JSON.parse(String(earlier.details))) === stableJson(JSON.parse(detailsOf(event)));
      return same
        ? answer(409, {
            status: 409,
            error: 'duplicate_event',
            message: 'This event is already recorded: treat it as delivered.',
            data: taken(event.requestId, String(order.status) as OrderStatus, event.eventId),
          })
        : answer(422, {
            status: 422,
            error: 'event_id_reused',
            message: 'This event id was already used for a different event.',
            errors: { eventId: 'Already used for a different event' },
          });
    }
    const inserted = await tx.get(
      `INSERT INTO order_events (order_id, event_id, status, occurred_at, received_at, details)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      [orderId, event.eventId, event.status, event.occurredAt, now, detailsOf(event)],
    );
    const eventRowId = Number(inserted?.id);
    const events = (await tx.all('SELECT * FROM order_events WHERE order_id = ?', [orderId])).map(eventFrom);
    const { status, at } = statusOf(events, Number(order.created_at));
    await tx.run('UPDATE orders SET status = ?, status_at = ? WHERE id = ?', [status, at, orderId]);
    if (inOrder(events).at(-1)?.id === eventRowId) {
      // The e-mail counts in the hour's cap on e-mails to customers (the dispatch system is no
      // visitor: no share of its own); the text message goes on its own consent.
      await queueCustomerMail(
        tx,
        {
          leadId: Number(order.lead_id),
          channel: `${STATUS_EMAIL_CHANNEL_PREFIX}${eventRowId}`,
          kind: 'status-update',
          now,
        },
        perHour,
      );
      if (Number(order.sms_updates) === 1) {
        await tx.run(
          'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
          [Number(order.lead_id), `${STATUS_SMS_CHANNEL_PREFIX}${eventRowId}`, 'pending', now, now],
        );
      }
    }
    return answer(201, { status: 201, data: taken(event.requestId, status, event.eventId) });
  });
}
