import { createHash } from 'crypto';
import { placeText } from '../leads/delivery/lead-record';
import { queueCustomerMail, type CustomerMailCap } from '../leads/customer-mail-cap';
import { invalidRequest, stableJson, type IntakeAnswer } from '../leads/intake';
import {
  estimateColumns,
  estimateRequestOf,
  insertEstimate,
  latestEstimateJoin,
  safeEstimate,
  storedEstimateFrom,
  type Estimator,
  type StoredEstimate,
} from '../leads/lead-estimates';
import type { QuotePageVehicle } from '../leads/quote-page';
import type { LinkOrigin } from '../leads/quote-link';
import { Rollback, type Database, type Queryable, type Row, type Transaction } from '../leads/store/database';
import type { EstimateResult, OptionId } from '../pricing/estimate';
import { estimateQuote } from '../pricing/quote-estimate';
import type { Band, PickupWindowId, RateTable } from '../pricing/rate-table';
import { isShipDateInRange, type LeadPayload } from '../quote/lead-payload';
import { categoryOf } from '../quote/vehicle-categories';
import { readBooking, type BookingRequest, type TransportChoice } from './booking-request';
import { CONFIRM_BOOKING_CHANNEL_PREFIX, ORDER_CHANNELS, type OrderDetails, type OrderTerms } from './order';
import {
  closeWaitingBooking,
  queueConfirmEmail,
  storeWaitingBooking,
  waitingBookingFrom,
  waitingColumns,
  waitingJoin,
  waitingStateOf,
  waitingViewOf,
  type ConfirmEmail,
  type WaitingBookingView,
} from './waiting-booking';

export { readBooking, TRANSPORT_CHOICES, type BookingRequest, type TransportChoice } from './booking-request';

/** An option as the booking page offers it: the estimate's name for it and its range in dollars. */
export interface PricedChoice {
  label: string;
  price: [number, number];
}

/** One pickup window of the rate table, priced for each way of carrying (null: not offered, or priced by an agent). */
export interface BookingWindow {
  id: PickupWindowId;
  label: string;
  businessDays: Band;
  prices: Record<TransportChoice, PricedChoice | null>;
}

/** What the booking page shows: the quote to book, its choices and the terms to sign; never the e-mail or phone. */
export interface BookingView {
  requestId: string;
  firstName: string;
  from: string;
  to: string;
  shipDate: string;
  vehicles: QuotePageVehicle[];
  /** The latest estimate version (0: none); a booking names it, so a changed quote is never booked unseen. */
  version: number;
  transportType: TransportChoice;
  pickupWindow: PickupWindowId;
  windows: BookingWindow[];
  terms: OrderTerms;
  /**
   * Where the link that opened the page was handed out: from an e-mail a signature books at once;
   * from the intake's answer it waits until it is confirmed from the e-mail (waiting-booking.ts).
   */
  link: LinkOrigin;
  /**
   * Set once the order is signed; the answer's link is not told who signed it. `copyEmailed` is
   * false while the customer's copy is held for an agent (src/leads/customer-mail-cap.ts).
   */
  booked: { bookedAt: string; signerName: string | null; copyEmailed: boolean } | null;
  /**
   * A booking signed through the answer's link that waits for the e-mail's confirmation: the
   * e-mailed link's page offers it to review and sign (null once expired); the answer's link's
   * shows it waiting, or expired.
   */
  waiting: WaitingBookingView | null;
}

export interface BookingViewOptions {
  table: RateTable;
  terms: OrderTerms;
  /** Where the link that asks was handed out (e-mailed, unless told). */
  origin?: LinkOrigin;
  now?: number;
}

export interface BookOptions extends BookingViewOptions {
  /** Prices a new estimate version when the customer books another window or transport. */
  estimate: Estimator;
  signer: { ip: string; userAgent: string };
  /** The cap on e-mails to customers, which the order's copy and the confirm e-mail count in (src/leads/customer-mail-cap.ts). */
  mailCap: CustomerMailCap;
}

/** The options of each way of carrying: on the road open or enclosed; over the sea roll-on/roll-off or container. */
const OPTIONS_OF: Readonly<Record<TransportChoice, readonly OptionId[]>> = {
  Open: ['open', 'roro'],
  Enclosed: ['enclosed', 'container'],
};

/** The option of an estimate that a transport choice books: its label and range, or null when it has none. */
export function choiceOf(result: EstimateResult | null, transport: TransportChoice): PricedChoice | null {
  if (!result || result.kind !== 'estimate') return null;
  const option = result.options.find((candidate) => OPTIONS_OF[transport].includes(candidate.id));
  return option ? { label: option.label, price: [option.price[0], option.price[1]] } : null;
}

const transportOf = (value: unknown): TransportChoice => (value === 'Enclosed' ? 'Enclosed' : 'Open');

/** A lead the customer may book (received: neither spam nor held) with its latest estimate, its order and what waits, if any. */
async function readBookable(db: Queryable, ref: string): Promise<Row | undefined> {
  return db.get(
    `SELECT l.id, l.public_id, l.first_name, l.payload, ${estimateColumns('e')}, ${waitingColumns('w')},
            o.created_at AS booked_at, o.signer_name AS booked_by, o.request_hash AS booked_hash,
            (SELECT c.status FROM outbox c WHERE c.lead_id = l.id AND c.channel = '${ORDER_CHANNELS.orderEmail}') AS copy_status
       FROM leads l ${latestEstimateJoin('l', 'e')}
       LEFT JOIN orders o ON o.lead_id = l.id
       ${waitingJoin('l', 'w')}
      WHERE l.public_id = ? AND l.status = 'received'`,
    [ref],
  );
}

/**
 * Each pickup window priced open and enclosed, as a signature books it: the quote's own window and
 * transport at the figures quoted (booking them changes nothing), any other choice at the rates in
 * force now (booking it prices a new estimate version with them).
 */
function windowsOf(payload: LeadPayload, stored: StoredEstimate | null, table: RateTable): BookingWindow[] {
  const quotedWindow = stored?.request.pickupWindow ?? 'flexible';
  const quotedTransport = transportOf(payload.transportType);
  return table.pickupWindows.map((window): BookingWindow => {
    const now = safeEstimate((request) => estimateQuote(request, table), estimateRequestOf(payload, window.id));
    const prices = { Open: choiceOf(now?.result ?? null, 'Open'), Enclosed: choiceOf(now?.result ?? null, 'Enclosed') };
    if (window.id === quotedWindow && stored) prices[quotedTransport] = choiceOf(stored.result, quotedTransport);
    return { id: window.id, label: window.label, businessDays: window.businessDays, prices };
  });
}

function viewOf(row: Row, { table, terms, origin = 'email', now = Date.now() }: BookingViewOptions): BookingView {
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  const stored = storedEstimateFrom(row);
  const booked = row.booked_at !== null && row.booked_at !== undefined;
  const waiting = booked ? null : waitingBookingFrom(row, Number(row.id));
  // The e-mailed link offers only what still waits; the answer's link is told that it expired.
  const shownWaiting = waiting && (origin === 'answer' || waitingStateOf(waiting, now) === 'waiting') ? waiting : null;
  return {
    requestId: String(row.public_id),
    firstName: payload.firstName,
    from: placeText(payload, 'origin'),
    to: placeText(payload, 'destination'),
    shipDate: payload.shipDate,
    vehicles: payload.vehicles.map((vehicle) => {
      const { year, make, model, type, inop, facts } = vehicle;
      return { year, make, model, type, inop, category: categoryOf(vehicle), ...(facts ? { facts } : {}) };
    }),
    version: stored?.version ?? 0,
    transportType: transportOf(payload.transportType),
    pickupWindow: stored?.request.pickupWindow ?? 'flexible',
    windows: windowsOf(payload, stored, table),
    terms,
    link: origin,
    booked: booked
      ? {
          bookedAt: new Date(Number(row.booked_at)).toISOString(),
          signerName: origin === 'email' ? String(row.booked_by) : null,
          copyEmailed: copyEmailed(row.copy_status),
        }
      : null,
    waiting: shownWaiting ? waitingViewOf(shownWaiting, now) : null,
  };
}

/** The booking page of a quote, or null when there is no such quote to book (unknown, spam or held). */
export async function bookingView(
  db: Queryable,
  ref: string,
  options: BookingViewOptions,
): Promise<BookingView | null> {
  const row = await readBookable(db, ref);
  return row ? viewOf(row, options) : null;
}

const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>): IntakeAnswer => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const BOOKED_MESSAGE =
  'Your order is booked. Nothing is charged now: you are charged only once a carrier is confirmed. We have e-mailed you a copy.';

/** What a booking signed through the answer's link is told: where to confirm it, and that nothing is booked yet. */
export const WAITING_MESSAGES: Readonly<Record<ConfirmEmail, string>> = {
  emailed:
    'Almost done: we have e-mailed a link to confirm this booking to the address on your quote. Nothing is booked until you confirm it from that e-mail.',
  'emailed-earlier':
    'Almost done: please confirm this booking from the e-mail we sent to the address on your quote; its link opens what you signed just now. Nothing is booked until you confirm it there.',
  held: 'Almost done: an agent checks your request first, then we e-mail a link to confirm this booking to the address on your quote. Nothing is booked until you confirm it from that e-mail.',
};

const ALREADY_BOOKED_FROM_THE_EMAIL =
  'This quote is already booked: it was confirmed from the e-mail we sent to the address on the quote. Follow the order from that e-mail.';

/** The same when the copy is held for an agent (customer-mail-cap.ts): never "we have e-mailed you" then. */
export const BOOKED_COPY_HELD_MESSAGE =
  'Your order is booked. Nothing is charged now: you are charged only once a carrier is confirmed. We have not e-mailed you a copy yet: an agent will check your booking and send it, or call you, within one business hour.';

/** The customer's copy is on its way or out (an outbox row pending or delivered), not held. */
const copyEmailed = (status: unknown) => status === 'pending' || status === 'delivered';

const bookedAnswer = (
  status: 200 | 201,
  requestId: string,
  bookedAt: number,
  emailed: boolean,
  headers?: Record<string, string>,
) =>
  answer(
    status,
    {
      status,
      message: emailed ? BOOKED_MESSAGE : BOOKED_COPY_HELD_MESSAGE,
      data: { requestId, bookedAt: new Date(bookedAt).toISOString(), copyEmailed: emailed },
    },
    headers,
  );

const waitingAnswer = (
  requestId: string,
  waiting: WaitingBookingView,
  confirmation: ConfirmEmail,
  headers?: Record<string, string>,
) =>
  answer(
    202,
    { status: 202, message: WAITING_MESSAGES[confirmation], data: { requestId, waiting, confirmation } },
    headers,
  );

const SHIP_DATE_PASSED = 'Your ship date has passed. Please choose a new one on your quote page first.';

const NOT_FOUND = answer(404, { status: 404, error: 'not_found', message: 'We could not find this quote.' });

const samePrice = (a: readonly number[] | null, b: readonly number[] | null) =>
  a === null || b === null ? a === b : a[0] === b[0] && a[1] === b[1];

/** What a signature binds: the estimate it accepts (a new version for another window or transport) and its price. */
interface Signing {
  payload: LeadPayload;
  /** The accepted estimate when it is a new version, to be stored with the order; null when it is the quote's own. */
  newEstimate: ReturnType<typeof safeEstimate>;
  quoteVersion: number;
  details: OrderDetails;
}

/**
 * The checks every signature meets, from either link: the quote as the page showed it (its
 * version), the terms in force, a ship date still ahead, a transport offered, and the price shown
 * (`price_changed` with the current figures when the rates changed since the page was opened).
 * Answers the refusal, or what the signature binds.
 */
function checkSignature(
  row: Row,
  booking: BookingRequest,
  current: BookingView,
  options: BookOptions,
  now: number,
): { refused: IntakeAnswer } | { signing: Signing } {
  const refuse = (error: string, message: string) => ({
    refused: answer(409, { status: 409, error, message, data: current }),
  });
  if (booking.version !== current.version)
    return refuse('quote_changed', 'This quote was changed in the meantime. Here is the latest version.');
  if (booking.termsHash !== options.terms.hash)
    return refuse(
      'terms_changed',
      'Our order terms were updated in the meantime. Please read the current terms before you sign.',
    );
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  if (
    payload.shipDate < new Date(now).toISOString().slice(0, 10) &&
    !isShipDateInRange(payload.shipDate, new Date(now))
  )
    // The page shows the message: the date is changed on the quote page, not here.
    return { refused: invalidRequest({ shipDate: SHIP_DATE_PASSED }, SHIP_DATE_PASSED) };
  const window = current.windows.find((candidate) => candidate.id === booking.pickupWindow);
  const offered = window && (window.prices.Open || window.prices.Enclosed);
  if (offered && !window.prices[booking.transportType])
    return {
      refused: invalidRequest(
        { transportType: `${booking.transportType} transport is not offered for this shipment` },
        'Some details need attention.',
      ),
    };

  const stored = storedEstimateFrom(row);
  // A quote priced at intake, booked as quoted, keeps its figures; any other choice (or a quote the
  // intake could not price) is priced now, as the page showed it.
  const asQuoted =
    stored !== null && booking.pickupWindow === current.pickupWindow && booking.transportType === current.transportType;
  const updated: LeadPayload = asQuoted ? payload : { ...payload, transportType: booking.transportType };
  const newEstimate = asQuoted
    ? null
    : safeEstimate(options.estimate, estimateRequestOf(updated, booking.pickupWindow));
  if (!asQuoted && !newEstimate) {
    return {
      refused: answer(503, {
        status: 503,
        error: 'unavailable',
        message: 'We could not work out the estimate for your choice just now. Please try again in a moment.',
      }),
    };
  }
  const choice = choiceOf((newEstimate ?? stored)?.result ?? null, booking.transportType);
  // The signed price is the price shown: a page opened before the rates changed signs nothing unseen.
  if (!samePrice(booking.price, choice?.price ?? null))
    return refuse(
      'price_changed',
      'Our rates changed since this page was opened. Here are the prices now: please check them before you sign.',
    );
  return {
    signing: {
      payload: updated,
      newEstimate,
      quoteVersion: newEstimate ? current.version + 1 : current.version,
      details: {
        pickup: booking.pickup,
        delivery: booking.delivery,
        pickupWindow: booking.pickupWindow,
        transportType: booking.transportType,
        price: choice?.price ?? null,
        priceLabel: choice?.label ?? null,
      },
    },
  };
}

/**
 * The order, stored with its three outbox rows; what waited for the e-mail is done with. Answers
 * whether the customer's copy is on its way (false: held for an agent).
 */
async function insertOrder(
  tx: Transaction,
  leadId: number,
  signing: Signing,
  booking: BookingRequest,
  requestHash: string,
  options: BookOptions,
  now: number,
): Promise<boolean> {
  if (signing.newEstimate) {
    await tx.run('UPDATE leads SET payload = ? WHERE id = ?', [JSON.stringify(signing.payload), leadId]);
    await insertEstimate(tx, leadId, signing.quoteVersion, signing.newEstimate, 'customer', now);
  }
  await tx.run(
    `INSERT INTO orders (lead_id, status, status_at, created_at, quote_version, terms_version, terms_hash, terms_title,
       terms_body, signer_name, signer_ip, signer_user_agent, details, request_hash)
     VALUES (?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      leadId,
      now,
      now,
      signing.quoteVersion,
      options.terms.version,
      options.terms.hash,
      options.terms.title,
      options.terms.body,
      booking.signature.name,
      options.signer.ip,
      options.signer.userAgent.slice(0, 300),
      JSON.stringify(signing.details),
      requestHash,
    ],
  );
  await closeWaitingBooking(tx, leadId, now);
  for (const channel of [ORDER_CHANNELS.orderBrokerEmail, ORDER_CHANNELS.crmOrder]) {
    await tx.run(
      'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
      [leadId, channel, 'pending', now, now],
    );
  }
  // The customer's copy is an e-mail to a customer like any other: held with a held confirmation
  // (a script may have typed a stranger's address), past the signer's share or the hour's cap.
  const copy = await queueCustomerMail(
    tx,
    {
      leadId,
      channel: ORDER_CHANNELS.orderEmail,
      kind: 'order-copy',
      now,
      source: { ip: options.signer.ip, salt: options.mailCap.salt },
    },
    options.mailCap.perHour,
  );
  return copy.sent;
}

/**
 * Books a quote exactly once. From an e-mailed link (the owner of the address on the quote) the
 * customer's e-signed order is stored with the lead, with its three outbox rows (the customer's
 * copy, the broker's notice, the CRM's "order signed" update), in one transaction. Nothing is
 * charged (SPEC §1: only once a carrier is confirmed). The same booking sent again replays its
 * answer; another booking of a booked quote is refused. A booking made from an older version of
 * the quote, against terms no longer in force, or at a price no longer the one worked out for its
 * choice, is refused (409) with what is current, so nothing is signed unseen. A window or transport
 * other than the quote's is a new estimate version, which the order accepts.
 *
 * From the intake's answer's link the signature books nothing: it is kept waiting
 * (waiting-booking.ts) and answered 202, and the address on the quote is asked to confirm it.
 */
export async function bookOrder(db: Database, ref: string, body: unknown, options: BookOptions): Promise<IntakeAnswer> {
  const now = options.now ?? Date.now();
  const origin = options.origin ?? 'email';
  const read = await readBooking(body, options.table);
  if (!read.ok) return invalidRequest(read.errors, 'Some details need attention.');
  const { booking } = read;
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  try {
    return await db.transaction(async (tx) => {
      await tx.lock(`quote:${ref}`);
      const row = await readBookable(tx, ref);
      if (!row) return NOT_FOUND;
      const current = viewOf(row, { ...options, origin, now });
      if (row.booked_at !== null && row.booked_at !== undefined) {
        if (origin === 'email' && row.booked_hash === requestHash)
          return bookedAnswer(200, ref, Number(row.booked_at), copyEmailed(row.copy_status), {
            'Idempotent-Replayed': 'true',
          });
        return answer(409, {
          status: 409,
          error: 'already_booked',
          message:
            origin === 'email'
              ? 'This quote is already booked. You can follow your order from your quote page.'
              : ALREADY_BOOKED_FROM_THE_EMAIL,
          data: current,
        });
      }
      const leadId = Number(row.id);
      const waiting = waitingBookingFrom(row, leadId);
      if (
        origin === 'answer' &&
        waiting?.requestHash === requestHash &&
        waitingStateOf(waiting, now) === 'waiting' &&
        current.waiting
      ) {
        // The same signature again: the one that waits, and no second e-mail.
        const sent = await tx.all('SELECT status FROM outbox WHERE lead_id = ? AND channel LIKE ?', [
          leadId,
          `${CONFIRM_BOOKING_CHANNEL_PREFIX}%`,
        ]);
        const confirmation: ConfirmEmail = sent.every((mail) => mail.status === 'held') ? 'held' : 'emailed';
        return waitingAnswer(ref, current.waiting, confirmation, { 'Idempotent-Replayed': 'true' });
      }
      const checked = checkSignature(row, booking, current, options, now);
      if ('refused' in checked) return checked.refused;
      const { signing } = checked;
      if (origin === 'email') {
        const emailed = await insertOrder(tx, leadId, signing, booking, requestHash, options, now);
        return bookedAnswer(201, ref, now, emailed);
      }
      const kept = await storeWaitingBooking(tx, {
        leadId,
        signedAt: now,
        quoteVersion: current.version,
        terms: { version: options.terms.version, hash: options.terms.hash },
        signer: { name: booking.signature.name, ...options.signer },
        details: signing.details,
        requestHash,
      });
      // An e-mail to a customer like the order's copy: it counts in the cap and its shares.
      const confirmation = await queueConfirmEmail(tx, leadId, now, {
        source: { ip: options.signer.ip, salt: options.mailCap.salt },
        perHour: options.mailCap.perHour,
      });
      return waitingAnswer(ref, waitingViewOf(kept, now), confirmation);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as IntakeAnswer;
    throw error;
  }
}
