import type { Database, Row } from '../store/database';
import { estimateColumns, latestEstimateJoin } from '../lead-estimates';
import {
  CONFIRM_BOOKING_CHANNEL_PREFIX,
  CRM_REQUEST_CHANNEL_PREFIX,
  ORDER_CHANNELS,
  REQUEST_EMAIL_CHANNEL_PREFIX,
  STATUS_EMAIL_CHANNEL_PREFIX,
  STATUS_SMS_CHANNEL_PREFIX,
} from '../../orders/order';
import { loadOrderRecord } from '../../orders/order-record';
import { HELD_MAIL_ALERT_CHANNEL_PREFIX, heldMailSummary } from '../customer-mail-cap';
import {
  CHANNELS,
  CRM_UPDATE_CHANNEL_PREFIX,
  FRESH_LINK_CHANNEL_PREFIX,
  type Channel,
  type ChannelTransport,
  type DeliveryContext,
  type DeliveryReceipt,
  type Transports,
} from './channel-transport';
import { leadColumns, leadRecordFrom, type LeadRecord } from './lead-record';
import { durationText, leadLabel, redactPersonalData, type LeadContact } from './log';
import { afterFailure } from './retry-schedule';

export interface RelayOptions {
  /** The time the pass runs at (tests move it forward; the relay process uses the clock). */
  now?: number;
  batchSize?: number;
  /** How long a claimed row stays out of other relays' reach: well above the slowest delivery. */
  lockMs?: number;
  random?: () => number;
}

export type DeliveryOutcome = 'delivered' | 'retry' | 'dead';

export interface DeliveryResult {
  outboxId: number;
  channel: string;
  lead: LeadContact;
  /** Attempts so far, this one included. */
  attempts: number;
  outcome: DeliveryOutcome;
  /** The receipt's detail when delivered, the error otherwise. */
  detail: string;
  nextAttemptAt?: number;
}

export interface RelayPass {
  claimed: number;
  delivered: number;
  retrying: number;
  dead: number;
  results: DeliveryResult[];
}

export const DEFAULT_BATCH_SIZE = 20;
/**
 * How long a claim lasts: longer than the slowest single delivery (a batch is delivered in
 * parallel; SMTP gives up within 50 s, the CRM within 10 s), short enough that rows a crashed
 * relay had claimed are delivered by another within a couple of minutes.
 */
export const DEFAULT_LOCK_MS = 90 * 1000;
const MAX_ERROR_LENGTH = 1000;

interface ClaimedRow {
  outboxId: number;
  channel: string;
  attempts: number;
  queuedAt: number;
  lead: Row;
}

/**
 * Claims due rows by moving their locked_until forward, in one short transaction. The UPDATE
 * repeats the due condition, so on PostgreSQL a relay that read a row another relay claimed a
 * moment ago changes nothing (the condition is re-checked on the latest row); SQLite takes the
 * write lock at BEGIN IMMEDIATE. The claim also counts the attempt, and that count is the claim's
 * token: a relay whose lock has run out can no longer reschedule a row another relay now holds.
 */
async function claimDue(db: Database, now: number, batchSize: number, lockMs: number): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    await tx.lock('outbox-claim');
    const due = await tx.all(
      `SELECT o.id AS outbox_id, o.channel AS outbox_channel, o.attempts AS outbox_attempts,
              o.created_at AS outbox_created_at, ${leadColumns('l')}, ${estimateColumns('e')}
         FROM outbox o JOIN leads l ON l.id = o.lead_id
         ${latestEstimateJoin('l', 'e')}
        WHERE o.status = 'pending' AND o.next_attempt_at <= ? AND o.locked_until <= ?
        ORDER BY o.next_attempt_at, o.id
        LIMIT ?`,
      [now, now, batchSize],
    );
    const claimed: ClaimedRow[] = [];
    for (const row of due) {
      const changed = await tx.run(
        `UPDATE outbox SET locked_until = ?, attempts = attempts + 1
          WHERE id = ? AND status = 'pending' AND next_attempt_at <= ? AND locked_until <= ?`,
        [now + lockMs, row.outbox_id, now, now],
      );
      if (changed !== 1) continue;
      claimed.push({
        outboxId: Number(row.outbox_id),
        channel: String(row.outbox_channel),
        attempts: Number(row.outbox_attempts) + 1,
        queuedAt: Number(row.outbox_created_at),
        lead: row,
      });
    }
    return claimed;
  });
}

const contactOf = (row: Row): LeadContact => ({
  number: Number(row.id),
  requestId: String(row.public_id),
  email: String(row.email ?? ''),
  phone: String(row.phone ?? ''),
});

interface Route {
  transport?: ChannelTransport;
  delivery: DeliveryContext;
}

/** The whole number after a channel's prefix (`status_email:12` → 12), or null when there is none. */
function rowIdAfter(channel: string, prefix: string): number | null {
  const id = Number(channel.slice(prefix.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const aboutOrder: DeliveryContext = { revision: 0, order: 'signed' };
const aboutEvent = (orderEventId: number): DeliveryContext => ({ revision: 0, order: 'status', orderEventId });
const aboutRequest = (orderRequestId: number): DeliveryContext => ({ revision: 0, order: 'request', orderRequestId });

/**
 * Which transport delivers a channel, and what the row is about. `crm:v2`, `crm:v3`, ...: updates
 * of a lead's CRM record after the customer changed the quote; `quote_link:<seconds>`: a fresh
 * quote link the customer asked for at that second; `confirm_booking:<seconds>`: the "confirm your
 * booking" e-mail queued at that second; the order's channels (ORDER_CHANNELS and the
 * `status_email:`, `status_sms:`, `crm:request:` and `request_email:` prefixes of src/orders/order.ts)
 * name the order, or the status event or request by its row id. A channel it cannot read has no
 * transport: its row fails and is retried, then dead-lettered where `leads outbox` shows it.
 */
function routeOf(transports: Transports, channel: string): Route {
  const none: Route = { delivery: { revision: 0 } };
  const byRowId = (
    prefix: string,
    transport: ChannelTransport | undefined,
    delivery: (id: number) => DeliveryContext,
  ): Route => {
    const id = rowIdAfter(channel, prefix);
    return id === null ? none : { transport, delivery: delivery(id) };
  };
  if (channel === ORDER_CHANNELS.orderEmail) return { transport: transports.order_email, delivery: aboutOrder };
  if (channel === ORDER_CHANNELS.orderBrokerEmail)
    return { transport: transports.order_broker_email, delivery: aboutOrder };
  if (channel === ORDER_CHANNELS.crmOrder) return { transport: transports.crm, delivery: aboutOrder };
  if (channel.startsWith(STATUS_EMAIL_CHANNEL_PREFIX)) {
    return byRowId(STATUS_EMAIL_CHANNEL_PREFIX, transports.status_email, aboutEvent);
  }
  if (channel.startsWith(STATUS_SMS_CHANNEL_PREFIX)) {
    return byRowId(STATUS_SMS_CHANNEL_PREFIX, transports.status_sms, aboutEvent);
  }
  if (channel.startsWith(CRM_REQUEST_CHANNEL_PREFIX)) {
    return byRowId(CRM_REQUEST_CHANNEL_PREFIX, transports.crm, aboutRequest);
  }
  if (channel.startsWith(REQUEST_EMAIL_CHANNEL_PREFIX)) {
    return byRowId(REQUEST_EMAIL_CHANNEL_PREFIX, transports.request_email, aboutRequest);
  }
  if (channel.startsWith(CRM_UPDATE_CHANNEL_PREFIX)) {
    return byRowId(CRM_UPDATE_CHANNEL_PREFIX, transports.crm, (revision) => ({ revision }));
  }
  if (channel.startsWith(HELD_MAIL_ALERT_CHANNEL_PREFIX)) {
    return byRowId(HELD_MAIL_ALERT_CHANNEL_PREFIX, transports.held_mail_alert, (queuedAt) => ({ revision: queuedAt }));
  }
  if (channel.startsWith(CONFIRM_BOOKING_CHANNEL_PREFIX)) {
    return byRowId(CONFIRM_BOOKING_CHANNEL_PREFIX, transports.confirm_booking, (askedAt) => ({ revision: askedAt }));
  }
  if (channel.startsWith(FRESH_LINK_CHANNEL_PREFIX)) {
    return byRowId(FRESH_LINK_CHANNEL_PREFIX, transports.quote_link, (askedAt) => ({ revision: askedAt }));
  }
  return (CHANNELS as readonly string[]).includes(channel)
    ? { transport: transports[channel as Channel], delivery: { revision: 0 } }
    : none;
}

/**
 * The lead as its transport receives it. A row about an order carries the order, and the order
 * must hold what the row names: a row whose order, event or request is missing fails loudly (it is
 * retried, then dead-lettered), since dropping it would lose a message the customer was promised.
 * A CRM update carries the order too once there is one, so the CRM's record of a booked lead, in
 * whatever order its rows arrive, always has it.
 */
async function leadFor(db: Database, claim: ClaimedRow, delivery: DeliveryContext): Promise<LeadRecord> {
  const lead = leadRecordFrom(claim.lead);
  const isCrm = claim.channel === 'crm' || claim.channel.startsWith(CRM_UPDATE_CHANNEL_PREFIX);
  if (!delivery.order && !isCrm) return lead;
  const order = await loadOrderRecord(db, lead.number);
  if (!delivery.order) return { ...lead, order };
  if (!order) throw new Error(`${lead.requestId} has no order, yet its row ${claim.channel} is about one`);
  if (delivery.orderEventId !== undefined && !order.events.some((event) => event.id === delivery.orderEventId)) {
    throw new Error(`The order of ${lead.requestId} has no status event ${delivery.orderEventId}`);
  }
  if (
    delivery.orderRequestId !== undefined &&
    !order.requests.some((request) => request.id === delivery.orderRequestId)
  ) {
    throw new Error(`The order of ${lead.requestId} has no request ${delivery.orderRequestId}`);
  }
  return { ...lead, order };
}

async function deliverClaimed(
  db: Database,
  transports: Transports,
  claim: ClaimedRow,
  clock: () => number,
  random?: () => number,
): Promise<DeliveryResult> {
  const base = {
    outboxId: claim.outboxId,
    channel: claim.channel,
    lead: contactOf(claim.lead),
    attempts: claim.attempts,
  };
  let receipt: DeliveryReceipt | undefined;
  let error = '';
  try {
    const { transport, delivery } = routeOf(transports, claim.channel);
    if (!transport) throw new Error(`No transport for the channel "${claim.channel}"`);
    // The held e-mails alert says what the ledger holds as it is sent, the whole burst so far.
    const context = claim.channel.startsWith(HELD_MAIL_ALERT_CHANNEL_PREFIX)
      ? { ...delivery, heldMail: await heldMailSummary(db, clock()) }
      : delivery;
    receipt = await transport(await leadFor(db, claim, context), context);
  } catch (failure) {
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, MAX_ERROR_LENGTH) || 'Failed';
  }
  if (receipt) {
    // Delivered is the truth whoever delivered it, so this one is not bound to the claim; if it
    // cannot be written, the pass fails and the lock's expiry brings the row back (at least once).
    await db.transaction((tx) =>
      tx.run(
        `UPDATE outbox SET status = 'delivered', delivered_at = ?, locked_until = 0, last_error = NULL
          WHERE id = ? AND status = 'pending'`,
        [clock(), claim.outboxId],
      ),
    );
    return { ...base, outcome: 'delivered', detail: receipt.detail };
  }
  const now = clock();
  const next = afterFailure({ failures: claim.attempts, queuedAt: claim.queuedAt }, now, random);
  await db.transaction((tx) =>
    next.status === 'dead'
      ? tx.run(
          `UPDATE outbox SET status = 'dead', locked_until = 0, last_error = ?
            WHERE id = ? AND status = 'pending' AND attempts = ?`,
          [error, claim.outboxId, claim.attempts],
        )
      : tx.run(
          `UPDATE outbox SET next_attempt_at = ?, locked_until = 0, last_error = ?
            WHERE id = ? AND status = 'pending' AND attempts = ?`,
          [next.nextAttemptAt, error, claim.outboxId, claim.attempts],
        ),
  );
  return next.status === 'dead'
    ? { ...base, outcome: 'dead', detail: error }
    : { ...base, outcome: 'retry', detail: error, nextAttemptAt: next.nextAttemptAt };
}

/**
 * One relay pass: claims the rows that are due, delivers each through its channel's transport
 * (at least once: a receiver de-duplicates by the lead), and marks it delivered, schedules a
 * retry with backoff, or dead-letters it 72 h after it was queued.
 */
export async function deliverDue(db: Database, transports: Transports, options: RelayOptions = {}): Promise<RelayPass> {
  const started = Date.now();
  const now = options.now ?? started;
  // The pass's own time, moving with the real clock while deliveries take time.
  const clock = () => now + (Date.now() - started);
  const claims = await claimDue(db, now, options.batchSize ?? DEFAULT_BATCH_SIZE, options.lockMs ?? DEFAULT_LOCK_MS);
  const results = await Promise.all(
    claims.map((claim) => deliverClaimed(db, transports, claim, clock, options.random)),
  );
  const count = (outcome: DeliveryOutcome) => results.filter((result) => result.outcome === outcome).length;
  return {
    claimed: claims.length,
    delivered: count('delivered'),
    retrying: count('retry'),
    dead: count('dead'),
    results,
  };
}

export interface RelayLoopOptions extends Omit<RelayOptions, 'now'> {
  intervalMs?: number;
  onResult?: (result: DeliveryResult) => void;
  onError?: (error: Error) => void;
}

/**
 * Runs a pass now and then every `intervalMs` (straight away again while passes come back full).
 * The returned function stops the loop and resolves once the pass in flight has finished.
 */
export function startRelay(db: Database, transports: Transports, options: RelayLoopOptions = {}): () => Promise<void> {
  const { intervalMs = 2000, onResult, onError, ...passOptions } = options;
  const batchSize = passOptions.batchSize ?? DEFAULT_BATCH_SIZE;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const run = async (): Promise<void> => {
    try {
      let pass: RelayPass;
      do {
        pass = await deliverDue(db, transports, passOptions);
        for (const result of pass.results) onResult?.(result);
      } while (!stopped && pass.claimed >= batchSize);
    } catch (error) {
      onError?.(error instanceof Error ? error : new Error(String(error)));
    }
    if (!stopped) timer = setTimeout(() => (inFlight = run()), intervalMs);
  };
  let inFlight = run();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await inFlight;
  };
}

/** "delivered crm for lead 42 VLM-… (m***@e***.com, ***0199): HTTP 201". */
export function deliveryLogLine(result: DeliveryResult, now = Date.now()): string {
  const who = leadLabel(result.lead);
  const detail = redactPersonalData(result.detail);
  if (result.outcome === 'delivered') return `delivered ${result.channel} for ${who}: ${detail}`;
  if (result.outcome === 'dead') {
    return `DEAD LETTER ${result.channel} for ${who} after ${result.attempts} attempts: ${detail}`;
  }
  const wait = durationText((result.nextAttemptAt ?? now) - now);
  return `retrying ${result.channel} for ${who} in ${wait} (attempt ${result.attempts} failed): ${detail}`;
}

export interface DeadLetter {
  outboxId: number;
  channel: string;
  lead: LeadContact;
  attempts: number;
  lastError: string;
  queuedAt: number;
}

export interface OutboxSummary {
  counts: { channel: string; status: string; count: number }[];
  pending: number;
  dead: number;
  /** Age of the oldest row still waiting, null when nothing waits. */
  oldestPendingAgeMs: number | null;
  deadLetters: DeadLetter[];
}

/** Counts by channel and status, how long the oldest pending row has waited, and the dead letters. */
export async function outboxSummary(db: Database, now = Date.now(), deadLetterLimit = 100): Promise<OutboxSummary> {
  const counts = (
    await db.all('SELECT channel, status, COUNT(*) AS n FROM outbox GROUP BY channel, status ORDER BY channel, status')
  ).map((row) => ({ channel: String(row.channel), status: String(row.status), count: Number(row.n) }));
  const total = (status: string) =>
    counts.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0);
  const oldest = (await db.get("SELECT MIN(created_at) AS oldest FROM outbox WHERE status = 'pending'"))?.oldest;
  const deadLetters = (
    await db.all(
      `SELECT o.id AS outbox_id, o.channel, o.attempts, o.last_error, o.created_at AS queued_at,
              l.id, l.public_id, l.email, l.phone
         FROM outbox o JOIN leads l ON l.id = o.lead_id
        WHERE o.status = 'dead'
        ORDER BY o.created_at DESC, o.id DESC
        LIMIT ?`,
      [deadLetterLimit],
    )
  ).map((row) => ({
    outboxId: Number(row.outbox_id),
    channel: String(row.channel),
    lead: contactOf(row),
    attempts: Number(row.attempts),
    lastError: String(row.last_error ?? ''),
    queuedAt: Number(row.queued_at),
  }));
  return {
    counts,
    pending: total('pending'),
    dead: total('dead'),
    oldestPendingAgeMs: oldest === null || oldest === undefined ? null : Math.max(0, now - Number(oldest)),
    deadLetters,
  };
}

/**
 * Gives every dead letter one more attempt now (after the CRM or the mail server is fixed); one
 * that fails again is dead again at once, since its 72 h have passed.
 */
export async function retryDeadLetters(db: Database, now = Date.now()): Promise<number> {
  return db.transaction((tx) =>
    tx.run("UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_until = 0 WHERE status = 'dead'", [now]),
  );
}

/**
 * Releases the e-mails to customers held for an agent (src/leads/customer-mail-cap.ts: past the
 * hourly cap or a source's share, sent without a valid form token or with a spent one, and what
 * follows a held confirmation), once an agent has looked at the leads: each becomes pending and
 * goes out with the relay's next pass. Returns how many.
 */
export async function releaseHeldConfirmations(db: Database, now = Date.now()): Promise<number> {
  return db.transaction((tx) =>
    tx.run("UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_until = 0 WHERE status = 'held'", [now]),
  );
}
