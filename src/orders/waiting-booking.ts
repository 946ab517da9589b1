import { queueCustomerMail } from '../leads/customer-mail-cap';
import type { Queryable, Row, Transaction } from '../leads/store/database';
import type { PickupWindowId } from '../pricing/rate-table';
import type { TransportChoice } from './booking-request';
import { CONFIRM_BOOKING_CHANNEL_PREFIX, type OrderDetails, type OrderEnd, type OrderTerms } from './order';

/**
 * A booking signed through the link the intake's answer hands out (src/leads/quote-link.ts,
 * origin `answer`) binds no one: whoever sent the form may have typed a stranger's address. It is
 * kept here, with what was typed and signed, the quote version, the terms and the price, and the
 * address on the quote is e-mailed a "confirm your booking" message that carries nothing the
 * visitor typed. The owner of that mailbox opens the booking page from it (an e-mailed link),
 * reviews what was typed and signs with their own name: that, and only that, is the order.
 *
 * One waits per quote: another signed meanwhile takes its place (the e-mail already sent opens
 * it). It waits WAITING_BOOKING_DAYS; the confirmation e-mail goes at most once an hour and
 * MAX_CONFIRM_EMAILS times per quote, so a form cannot make the site write to one address at will.
 */
export const WAITING_BOOKING_DAYS = 7;
export const CONFIRM_EMAIL_INTERVAL_MS = 60 * 60 * 1000;
export const MAX_CONFIRM_EMAILS = 3;
const DAY_MS = 86_400_000;

export type WaitingState = 'waiting' | 'expired';

/** A waiting booking as the booking page shows it: what was typed, never the name signed with. */
export interface WaitingBookingView {
  state: WaitingState;
  signedAt: string;
  expiresAt: string;
  pickup: OrderEnd;
  delivery: OrderEnd;
  pickupWindow: PickupWindowId;
  transportType: TransportChoice;
  price: [number, number] | null;
}

/** A waiting booking as stored (not yet booked). */
export interface WaitingBooking {
  leadId: number;
  signedAt: number;
  expiresAt: number;
  quoteVersion: number;
  terms: Pick<OrderTerms, 'version' | 'hash'>;
  signer: { name: string; ip: string; userAgent: string };
  details: OrderDetails;
  requestHash: string;
}

/** The columns of a lead's waiting booking, read under the alias `alias` (all null when there is none). */
export const waitingColumns = (alias: string) =>
  [
    `${alias}.created_at AS waiting_signed_at`,
    `${alias}.expires_at AS waiting_expires_at`,
    `${alias}.quote_version AS waiting_quote_version`,
    `${alias}.terms_version AS waiting_terms_version`,
    `${alias}.terms_hash AS waiting_terms_hash`,
    `${alias}.signer_name AS waiting_signer_name`,
    `${alias}.signer_ip AS waiting_signer_ip`,
    `${alias}.signer_user_agent AS waiting_signer_user_agent`,
    `${alias}.details AS waiting_details`,
    `${alias}.request_hash AS waiting_request_hash`,
  ].join(', ');

/** Joins a lead (alias `lead`) to its waiting booking (alias `alias`), if one waits (not yet booked). */
export const waitingJoin = (lead: string, alias: string) =>
  `LEFT JOIN waiting_bookings ${alias} ON ${alias}.lead_id = ${lead}.id AND ${alias}.booked_at IS NULL`;

/** The waiting booking of a row read with `waitingColumns`; null when none waits. */
export function waitingBookingFrom(row: Row, leadId: number): WaitingBooking | null {
  if (row.waiting_signed_at === null || row.waiting_signed_at === undefined) return null;
  return {
    leadId,
    signedAt: Number(row.waiting_signed_at),
    expiresAt: Number(row.waiting_expires_at),
    quoteVersion: Number(row.waiting_quote_version),
    terms: { version: String(row.waiting_terms_version), hash: String(row.waiting_terms_hash) },
    signer: {
      name: String(row.waiting_signer_name),
      ip: String(row.waiting_signer_ip),
      userAgent: String(row.waiting_signer_user_agent),
    },
    details: JSON.parse(String(row.waiting_details)) as OrderDetails,
    requestHash: String(row.waiting_request_hash),
  };
}

export const waitingStateOf = (waiting: WaitingBooking, now: number): WaitingState =>
  now < waiting.expiresAt ? 'waiting' : 'expired';

export function waitingViewOf(waiting: WaitingBooking, now: number): WaitingBookingView {
  const { pickup, delivery, pickupWindow, transportType, price } = waiting.details;
  return {
    state: waitingStateOf(waiting, now),
    signedAt: new Date(waiting.signedAt).toISOString(),
    expiresAt: new Date(waiting.expiresAt).toISOString(),
    pickup: { ...pickup },
    delivery: { ...delivery },
    pickupWindow,
    transportType,
    price: price ? [price[0], price[1]] : null,
  };
}

/** Keeps a booking signed through the answer's link, in place of any that waited before; it waits from `now`. */
export async function storeWaitingBooking(
  tx: Queryable,
  waiting: Omit<WaitingBooking, 'expiresAt'>,
): Promise<WaitingBooking> {
  const expiresAt = waiting.signedAt + WAITING_BOOKING_DAYS * DAY_MS;
  await tx.run(
    `INSERT INTO waiting_bookings (lead_id, created_at, expires_at, quote_version, terms_version, terms_hash, signer_name,
       signer_ip, signer_user_agent, details, request_hash, booked_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)
     ON CONFLICT (lead_id) DO UPDATE SET created_at = excluded.created_at, expires_at = excluded.expires_at,
       quote_version = excluded.quote_version, terms_version = excluded.terms_version, terms_hash = excluded.terms_hash,
       signer_name = excluded.signer_name, signer_ip = excluded.signer_ip,
       signer_user_agent = excluded.signer_user_agent, details = excluded.details,
       request_hash = excluded.request_hash, booked_at = NULL`,
    [
      waiting.leadId,
      waiting.signedAt,
      expiresAt,
      waiting.quoteVersion,
      waiting.terms.version,
      waiting.terms.hash,
      waiting.signer.name,
      waiting.signer.ip,
      waiting.signer.userAgent.slice(0, 300),
      JSON.stringify(waiting.details),
      waiting.requestHash,
    ],
  );
  return { ...waiting, expiresAt };
}

/** The quote was booked from the e-mail: what waited is done with (kept, with when). */
export async function closeWaitingBooking(tx: Queryable, leadId: number, now: number): Promise<void> {
  await tx.run('UPDATE waiting_bookings SET booked_at = ? WHERE lead_id = ? AND booked_at IS NULL', [now, leadId]);
}

/** What became of the "confirm your booking" e-mail of a booking just kept waiting. */
export type ConfirmEmail = 'emailed' | 'emailed-earlier' | 'held';

/**
 * Queues the "confirm your booking" e-mail (`confirm_booking:<seconds>`), unless one was queued
 * within the hour or MAX_CONFIRM_EMAILS were: the one sent opens whatever waits when it is opened.
 * It is an e-mail to a customer like any other (src/leads/customer-mail-cap.ts): held with a held
 * confirmation, past the signer's share or the hour's cap.
 */
export async function queueConfirmEmail(
  tx: Transaction,
  leadId: number,
  now: number,
  cap: { source: { ip: string; salt: string }; perHour: number },
): Promise<ConfirmEmail> {
  await tx.lock(`confirm-booking:${leadId}`);
  const earlier = await tx.all('SELECT status, created_at FROM outbox WHERE lead_id = ? AND channel LIKE ?', [
    leadId,
    `${CONFIRM_BOOKING_CHANNEL_PREFIX}%`,
  ]);
  const recent = earlier.some((row) => Number(row.created_at) > now - CONFIRM_EMAIL_INTERVAL_MS);
  if (recent || earlier.length >= MAX_CONFIRM_EMAILS) {
    return earlier.every((row) => row.status === 'held') ? 'held' : 'emailed-earlier';
  }
  const mail = await queueCustomerMail(
    tx,
    {
      leadId,
      channel: `${CONFIRM_BOOKING_CHANNEL_PREFIX}${Math.floor(now / 1000)}`,
      kind: 'booking-confirmation',
      now,
      source: cap.source,
    },
    cap.perHour,
  );
  return mail.sent ? 'emailed' : 'held';
}
