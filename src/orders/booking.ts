import { createHash } from 'crypto';
import { placeText } from '../leads/delivery/lead-record';
import { invalidRequest, stableJson, type IntakeAnswer } from '../leads/intake';
import {
  estimateColumns,
  estimateRequestOf,
  insertEstimate,
  latestEstimateJoin,
  safeEstimate,
  storedEstimateFrom,
  type Estimator,
} from '../leads/lead-estimates';
import type { QuotePageVehicle } from '../leads/quote-page';
import { Rollback, type Database, type Queryable, type Row } from '../leads/store/database';
import type { EstimateResult, OptionId } from '../pricing/estimate';
import { estimateQuote } from '../pricing/quote-estimate';
import type { Band, PickupWindowId, RateTable } from '../pricing/rate-table';
import { isShipDateInRange, type LeadPayload } from '../quote/lead-payload';
import { isPossiblePhone } from '../quote/phone-check';
import { categoryOf } from '../quote/vehicle-categories';
import { ORDER_CHANNELS, type OrderDetails, type OrderEnd, type OrderTerms } from './order';

export type TransportChoice = 'Open' | 'Enclosed';
export const TRANSPORT_CHOICES: readonly TransportChoice[] = ['Open', 'Enclosed'];

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
  /** Set once the order is signed. */
  booked: { bookedAt: string; signerName: string } | null;
}

export interface BookingViewOptions {
  table: RateTable;
  terms: OrderTerms;
}

export interface BookOptions extends BookingViewOptions {
  /** Prices a new estimate version when the customer books another window or transport. */
  estimate: Estimator;
  signer: { ip: string; userAgent: string };
  now?: number;
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

/** A lead the customer may book (received: neither spam nor held) with its latest estimate and its order, if any. */
async function readBookable(db: Queryable, ref: string): Promise<Row | undefined> {
  return db.get(
    `SELECT l.id, l.public_id, l.first_name, l.payload, ${estimateColumns('e')},
            o.created_at AS booked_at, o.signer_name AS booked_by, o.request_hash AS booked_hash
       FROM leads l ${latestEstimateJoin('l', 'e')}
       LEFT JOIN orders o ON o.lead_id = l.id
      WHERE l.public_id = ? AND l.status = 'received'`,
    [ref],
  );
}

function viewOf(row: Row, { table, terms }: BookingViewOptions): BookingView {
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  const stored = storedEstimateFrom(row);
  const pickupWindow = stored?.request.pickupWindow ?? 'flexible';
  const windows = table.pickupWindows.map((window): BookingWindow => {
    // The window the quote has shows its stored figures: what the customer was quoted, not a re-pricing.
    const result =
      window.id === pickupWindow && stored
        ? stored.result
        : (safeEstimate((request) => estimateQuote(request, table), estimateRequestOf(payload, window.id))?.result ??
          null);
    return {
      id: window.id,
      label: window.label,
      businessDays: window.businessDays,
      prices: { Open: choiceOf(result, 'Open'), Enclosed: choiceOf(result, 'Enclosed') },
    };
  });
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
    pickupWindow,
    windows,
    terms,
    booked:
      row.booked_at === null || row.booked_at === undefined
        ? null
        : { bookedAt: new Date(Number(row.booked_at)).toISOString(), signerName: String(row.booked_by) },
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

/** What a booking sends. */
export interface BookingRequest {
  version: number;
  termsHash: string;
  pickup: OrderEnd;
  delivery: OrderEnd;
  pickupWindow: PickupWindowId;
  transportType: TransportChoice;
  signature: { name: string; consent: true };
}

const BOOKING_FIELDS = ['version', 'termsHash', 'pickup', 'delivery', 'pickupWindow', 'transportType', 'signature'];
const END_FIELDS = ['street', 'contactName', 'contactPhone'];
const SIGNATURE_FIELDS = ['name', 'consent'];
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
const LETTER = /\p{L}/u;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A line typed into a field: its spaces folded, or null when it is not text of `min` to `max` characters. */
function typed(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'string' || CONTROL.test(value)) return null;
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length >= min && text.length <= max ? text : null;
}

function readEnd(value: unknown, field: string, errors: Record<string, string>): OrderEnd {
  const input = objectOf(value);
  if (!input) {
    errors[field] = 'Please fill in the address and contact';
    return { street: '', contactName: '', contactPhone: '' };
  }
  for (const key of Object.keys(input)) if (!END_FIELDS.includes(key)) errors[`${field}.${key}`] = 'Unknown field';
  const street = typed(input.street, 3, 200);
  if (street === null)
    errors[`${field}.street`] =
      typeof input.street === 'string' && input.street.trim().length > 200
        ? 'Please keep the address to 200 characters'
        : 'Please enter the street address';
  const contactName = typed(input.contactName, 2, 100);
  if (contactName === null || !LETTER.test(contactName)) errors[`${field}.contactName`] = 'Please enter a contact name';
  const contactPhone = typed(input.contactPhone, 7, 30);
  if (contactPhone === null) errors[`${field}.contactPhone`] = 'Please enter a phone number';
  return { street: street ?? '', contactName: contactName ?? '', contactPhone: contactPhone ?? '' };
}

/** Reads a booking; field errors (keyed like `pickup.street`) for anything that is not one. */
export async function readBooking(
  body: unknown,
  table: RateTable,
): Promise<{ ok: true; booking: BookingRequest } | { ok: false; errors: Record<string, string> }> {
  const input = objectOf(body);
  if (!input) return { ok: false, errors: { body: 'Send a JSON object' } };
  const errors: Record<string, string> = {};
  for (const key of Object.keys(input)) if (!BOOKING_FIELDS.includes(key)) errors[key] = 'Unknown field';
  if (!Number.isInteger(input.version) || (input.version as number) < 0) errors.version = 'The version the page shows';
  if (typeof input.termsHash !== 'string' || !/^[0-9a-f]{64}$/.test(input.termsHash))
    errors.termsHash = 'The terms the page shows';
  const pickup = readEnd(input.pickup, 'pickup', errors);
  const delivery = readEnd(input.delivery, 'delivery', errors);
  for (const [field, end] of [
    ['pickup', pickup],
    ['delivery', delivery],
  ] as const) {
    if (end.contactPhone && !(await isPossiblePhone(end.contactPhone)))
      errors[`${field}.contactPhone`] = 'Please enter a phone number';
  }
  if (!table.pickupWindows.some((window) => window.id === input.pickupWindow))
    errors.pickupWindow = 'Please choose a pickup window';
  if (!(TRANSPORT_CHOICES as readonly unknown[]).includes(input.transportType))
    errors.transportType = 'Please choose open or enclosed';
  const signature = objectOf(input.signature);
  if (!signature) {
    errors['signature.name'] = 'Please type your full name to sign';
    errors['signature.consent'] = 'Please tick the box to agree';
  } else {
    for (const key of Object.keys(signature))
      if (!SIGNATURE_FIELDS.includes(key)) errors[`signature.${key}`] = 'Unknown field';
    const name = typed(signature.name, 2, 100);
    if (name === null || !LETTER.test(name)) errors['signature.name'] = 'Please type your full name to sign';
    if (signature.consent !== true) errors['signature.consent'] = 'Please tick the box to agree';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    booking: {
      version: input.version as number,
      termsHash: input.termsHash as string,
      pickup,
      delivery,
      pickupWindow: input.pickupWindow as PickupWindowId,
      transportType: input.transportType as TransportChoice,
      signature: { name: typed(signature?.name, 2, 100) ?? '', consent: true },
    },
  };
}

const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>): IntakeAnswer => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

export const BOOKED_MESSAGE =
  'Your order is booked. Nothing is charged now: you are charged only once a carrier is confirmed. We have e-mailed you a copy.';

const bookedAnswer = (status: 200 | 201, requestId: string, bookedAt: number, headers?: Record<string, string>) =>
  answer(
    status,
    { status, message: BOOKED_MESSAGE, data: { requestId, bookedAt: new Date(bookedAt).toISOString() } },
    headers,
  );

const SHIP_DATE_PASSED = 'Your ship date has passed. Please choose a new one on your quote page first.';

const NOT_FOUND = answer(404, { status: 404, error: 'not_found', message: 'We could not find this quote.' });

/**
 * Books a quote exactly once: the customer's e-signed order is stored with the lead, with its
 * three outbox rows (the customer's copy, the broker's notice, the CRM's "order signed" update),
 * in one transaction. Nothing is charged (SPEC §1: only once a carrier is confirmed). The same
 * booking sent again replays its answer; another booking of a booked quote is refused. A booking
 * made from an older version of the quote, or against terms no longer in force, is refused (409)
 * with what is current, so nothing is signed unseen. A window or transport other than the
 * quote's is a new estimate version, which the order accepts.
 */
export async function bookOrder(db: Database, ref: string, body: unknown, options: BookOptions): Promise<IntakeAnswer> {
  const now = options.now ?? Date.now();
  const read = await readBooking(body, options.table);
  if (!read.ok) return invalidRequest(read.errors, 'Some details need attention.');
  const { booking } = read;
  const requestHash = createHash('sha256').update(stableJson(body)).digest('hex');
  try {
    return await db.transaction(async (tx) => {
      await tx.lock(`quote:${ref}`);
      const row = await readBookable(tx, ref);
      if (!row) return NOT_FOUND;
      if (row.booked_at !== null && row.booked_at !== undefined) {
        if (row.booked_hash === requestHash)
          return bookedAnswer(200, ref, Number(row.booked_at), { 'Idempotent-Replayed': 'true' });
        return answer(409, {
          status: 409,
          error: 'already_booked',
          message: 'This quote is already booked. You can follow your order from your quote page.',
          data: viewOf(row, options),
        });
      }
      const current = viewOf(row, options);
      if (booking.version !== current.version) {
        return answer(409, {
          status: 409,
          error: 'quote_changed',
          message: 'This quote was changed in the meantime. Here is the latest version.',
          data: current,
        });
      }
      if (booking.termsHash !== options.terms.hash) {
        return answer(409, {
          status: 409,
          error: 'terms_changed',
          message: 'Our order terms were updated in the meantime. Please read the current terms before you sign.',
          data: current,
        });
      }
      const payload = JSON.parse(String(row.payload)) as LeadPayload;
      if (
        payload.shipDate < new Date(now).toISOString().slice(0, 10) &&
        !isShipDateInRange(payload.shipDate, new Date(now))
      )
        // The page shows the message: the date is changed on the quote page, not here.
        return invalidRequest({ shipDate: SHIP_DATE_PASSED }, SHIP_DATE_PASSED);
      const window = current.windows.find((candidate) => candidate.id === booking.pickupWindow);
      const offered = window && (window.prices.Open || window.prices.Enclosed);
      if (offered && !window.prices[booking.transportType])
        return invalidRequest(
          { transportType: `${booking.transportType} transport is not offered for this shipment` },
          'Some details need attention.',
        );

      const leadId = Number(row.id);
      let accepted = storedEstimateFrom(row);
      let quoteVersion = current.version;
      if (booking.pickupWindow !== current.pickupWindow || booking.transportType !== current.transportType) {
        const updated: LeadPayload = { ...payload, transportType: booking.transportType };
        const estimate = safeEstimate(options.estimate, estimateRequestOf(updated, booking.pickupWindow));
        if (!estimate) {
          throw new Rollback(
            answer(503, {
              status: 503,
              error: 'unavailable',
              message: 'We could not work out the estimate for your choice just now. Please try again in a moment.',
            }),
          );
        }
        quoteVersion = current.version + 1;
        await tx.run('UPDATE leads SET payload = ? WHERE id = ?', [JSON.stringify(updated), leadId]);
        await insertEstimate(tx, leadId, quoteVersion, estimate, 'customer', now);
        accepted = {
          ...estimate,
          version: quoteVersion,
          rateVersion: estimate.result.rateVersion,
          createdAt: now,
          changedBy: 'customer',
        };
      }
      const choice = choiceOf(accepted?.result ?? null, booking.transportType);
      const details: OrderDetails = {
        pickup: booking.pickup,
        delivery: booking.delivery,
        pickupWindow: booking.pickupWindow,
        transportType: booking.transportType,
        price: choice?.price ?? null,
        priceLabel: choice?.label ?? null,
      };
      await tx.run(
        `INSERT INTO orders (lead_id, status, status_at, created_at, quote_version, terms_version, terms_hash, terms_title,
           terms_body, signer_name, signer_ip, signer_user_agent, details, request_hash)
         VALUES (?, 'booked', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          leadId,
          now,
          now,
          quoteVersion,
          options.terms.version,
          options.terms.hash,
          options.terms.title,
          options.terms.body,
          booking.signature.name,
          options.signer.ip,
          options.signer.userAgent.slice(0, 300),
          JSON.stringify(details),
          requestHash,
        ],
      );
      // The customer's copy goes where the confirmation went. A confirmation held for an agent (a
      // request without the form's token: a script may have typed a stranger's address, and the
      // intake's answer gave it this signed link) holds the copy too, until `leads release-held`.
      const confirmation = await tx.get("SELECT status FROM outbox WHERE lead_id = ? AND channel = 'customer_email'", [
        leadId,
      ]);
      const copyStatus = confirmation?.status === 'held' ? 'held' : 'pending';
      for (const channel of Object.values(ORDER_CHANNELS)) {
        await tx.run(
          'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
          [leadId, channel, channel === ORDER_CHANNELS.orderEmail ? copyStatus : 'pending', now, now],
        );
      }
      return bookedAnswer(201, ref, now);
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as IntakeAnswer;
    throw error;
  }
}
