import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { EventStatus, OrderEvent, OrderRequestKind } from '../../../orders/order';
import { eventFrom, statusOf } from '../../../orders/order-record';
import type { LeadPayload } from '../../../quote/lead-payload';
import type { Database } from '../../store/database';
import { validLead } from '../../testing/fixtures';
import { CHANNELS } from '../channel-transport';

export interface SeededLead {
  number: number;
  requestId: string;
  createdAt: number;
  email: string;
  phone: string;
}

export interface SeedOptions {
  createdAt?: number;
  kind?: 'lead' | 'booking';
  status?: 'received' | 'spam' | 'held';
  /** A held lead's reason (leads.hold_reason). */
  holdReason?: string;
  /** The SMS updates answer and its wording version; the intake stores the time it came. */
  sms?: { agreed: boolean; version: string };
  payload?: Partial<LeadPayload>;
  /** The outbox rows to queue; the intake queues all three (none for spam). */
  channels?: readonly string[];
  /** When the rows first fall due (the intake: at once). */
  dueAt?: number;
}

/** A lead and its outbox rows as the intake commits them, written with plain SQL. */
export async function seedLead(db: Database, options: SeedOptions = {}): Promise<SeededLead> {
  const createdAt = options.createdAt ?? Date.now();
  const payload = validLead(options.payload);
  const requestId = `VLM-${randomBytes(5).toString('hex').toUpperCase()}`;
  const status = options.status ?? 'received';
  const channels =
    options.channels ??
    (status === 'spam' ? [] : status === 'held' ? CHANNELS.filter((c) => c !== 'customer_email') : CHANNELS);
  const number = await db.transaction(async (tx) => {
    const row = await tx.get(
      `INSERT INTO leads (public_id, kind, status, created_at, first_name, email, phone, source, marketing_id, fbclid, payload,
         hold_reason, sms_updates, sms_consent_version, sms_answered_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        requestId,
        options.kind ?? 'lead',
        status,
        createdAt,
        payload.firstName,
        payload.email,
        payload.phone,
        payload.source ?? null,
        payload.id ?? null,
        payload.fbclid ?? null,
        JSON.stringify(payload),
        options.holdReason ?? null,
        options.sms ? (options.sms.agreed ? 1 : 0) : null,
        options.sms?.version ?? null,
        options.sms ? createdAt : null,
      ],
    );
    const id = Number(row?.id);
    for (const channel of channels) {
      await tx.run(
        'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
        [id, channel, 'pending', options.dueAt ?? createdAt, createdAt],
      );
    }
    return id;
  });
  return { number, requestId, createdAt, email: payload.email, phone: payload.phone };
}

export async function outboxRows(db: Database, leadNumber?: number) {
  const rows = await db.all(
    `SELECT id, lead_id, channel, status, attempts, next_attempt_at, locked_until, last_error, created_at, delivered_at
       FROM outbox ${leadNumber === undefined ? '' : 'WHERE lead_id = ?'} ORDER BY lead_id, channel`,
    leadNumber === undefined ? [] : [leadNumber],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    leadId: Number(row.lead_id),
    channel: String(row.channel),
    status: String(row.status),
    attempts: Number(row.attempts),
    nextAttemptAt: Number(row.next_attempt_at),
    lockedUntil: Number(row.locked_until),
    lastError: row.last_error === null ? null : String(row.last_error),
    createdAt: Number(row.created_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  }));
}

/** The files a directory holds (none when it does not exist). */
export const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
export const readIn = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` holds, or fails after `timeoutMs`. */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = 15_000,
  what = 'the condition',
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await sleep(25);
  }
}

/**
 * An order_events row as the status webhook stores one, the order's status then set from the
 * event that happened last (whatever order they arrived in). Returns order_events.id.
 */
export async function seedOrderEvent(
  db: Database,
  orderId: number,
  status: EventStatus,
  {
    occurredAt = Date.now(),
    details = {},
  }: { occurredAt?: number; details?: Pick<OrderEvent, 'carrier' | 'note'> } = {},
): Promise<number> {
  const row = await db.get(
    `INSERT INTO order_events (order_id, event_id, status, occurred_at, received_at, details)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [orderId, `dispatch-${randomBytes(6).toString('hex')}`, status, occurredAt, Date.now(), JSON.stringify(details)],
  );
  const events = (await db.all('SELECT * FROM order_events WHERE order_id = ?', [orderId])).map(eventFrom);
  const booked = await db.get('SELECT created_at FROM orders WHERE id = ?', [orderId]);
  const now = statusOf(events, Number(booked?.created_at));
  await db.run('UPDATE orders SET status = ?, status_at = ? WHERE id = ?', [now.status, now.at, orderId]);
  return Number(row?.id);
}

/** A change or cancel request as the order page stores one. Returns order_requests.id. */
export async function seedOrderRequest(
  db: Database,
  orderId: number,
  kind: OrderRequestKind,
  message: string,
  createdAt = Date.now(),
): Promise<number> {
  const row = await db.get(
    'INSERT INTO order_requests (order_id, kind, message, created_at, request_key) VALUES (?, ?, ?, ?, ?) RETURNING id',
    [orderId, kind, message, createdAt, `request-${randomBytes(6).toString('hex')}`],
  );
  return Number(row?.id);
}
