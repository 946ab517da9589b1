import type { EstimateResult } from '../pricing/estimate';
import type { PickupWindowId, RateTable } from '../pricing/rate-table';
import {
  isShipDateInRange,
  TRANSPORT_TYPES,
  VEHICLE_TYPES,
  validateLeadPayload,
  type LeadPayload,
  type LeadVehicle,
} from '../quote/lead-payload';
import { categoryOf, CATEGORY_LABELS, type VehicleCategory, type VehicleFacts } from '../quote/vehicle-categories';
import { isSpecCategory, readVehicleFacts } from '../quote/vehicle-facts-rules';
import { CRM_UPDATE_CHANNEL_PREFIX } from './delivery/channel-transport';
import { placeText } from './delivery/lead-record';
import { invalidRequest, type IntakeAnswer, type LeadKind } from './intake';
import {
  estimateColumns,
  estimateRequestOf,
  insertEstimate,
  latestEstimateJoin,
  safeEstimate,
  storedEstimateFrom,
  type Estimator,
} from './lead-estimates';
import { Rollback, type Database, type Queryable } from './store/database';
import { fieldErrors } from '../types/field-errors';
import { loadOrderRecord } from '../orders/order-record';
import { orderViewOf, type OrderView } from '../orders/order-view';
import type { LinkOrigin } from './quote-link';

/** A quote's vehicle as its page shows it. */
export interface QuotePageVehicle {
  year: number;
  make: string;
  model: string;
  type: string;
  /** 1 when it does not run. */
  inop: 0 | 1;
  /**
   * What it is; decides what the page lets change. The server always names it (a lead without one:
   * the category of its type); a page reading an answer without it takes the category of `type`.
   */
  category?: VehicleCategory;
  /** The facts its category asks, as stored. */
  facts?: VehicleFacts;
}

/** What the customer's quote page shows: the request and its latest estimate; never the e-mail or phone. */
export interface QuoteView {
  requestId: string;
  kind: LeadKind;
  receivedAt: string;
  firstName: string;
  from: string;
  to: string;
  shipDate: string;
  transportType: string;
  isInternational: boolean;
  shippingMethod: string | null;
  vehicles: QuotePageVehicle[];
  pickupWindow: PickupWindowId;
  /** The choices of pickup speed the rate table offers. */
  pickupWindows: { id: PickupWindowId; label: string }[];
  /** The estimate version the page shows; a change names it, so two tabs cannot overwrite each other. */
  version: number;
  estimate: EstimateResult | null;
  updatedAt: string;
  /** The order once the quote is booked: its status and timeline replace the change form (e-mailed links only). */
  order: OrderView | null;
  /**
   * Where the link that opened the page was handed out. The intake's answer's link is not the
   * owner's of the address on the quote: it is told that the quote is booked, never the order.
   */
  link: LinkOrigin;
  /** 'waiting': a booking signed through the answer's link waits for the confirmation from the e-mail. */
  booking: 'none' | 'waiting' | 'booked';
}

/** How many times a customer may change one quote (each change is a new estimate version and CRM update). */
export const MAX_QUOTE_VERSIONS = 50;

async function readQuote(db: Queryable, ref: string) {
  return db.get(
    `SELECT l.id, l.public_id, l.kind, l.created_at, l.first_name, l.payload, ${estimateColumns('e')}
       FROM leads l ${latestEstimateJoin('l', 'e')}
      WHERE l.public_id = ? AND l.status = 'received'`,
    [ref],
  );
}

function viewOf(row: Record<string, unknown>, table: RateTable, origin: LinkOrigin = 'email'): QuoteView {
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  const estimate = storedEstimateFrom(row as Parameters<typeof storedEstimateFrom>[0]);
  return {
    requestId: String(row.public_id),
    kind: row.kind === 'booking' ? 'booking' : 'lead',
    receivedAt: new Date(Number(row.created_at)).toISOString(),
    firstName: payload.firstName,
    from: placeText(payload, 'origin'),
    to: placeText(payload, 'destination'),
    shipDate: payload.shipDate,
    transportType: payload.transportType,
    isInternational: payload.isInternational ?? false,
    shippingMethod: payload.shippingMethod ?? null,
    vehicles: payload.vehicles.map((vehicle) => {
      const { year, make, model, type, inop, facts } = vehicle;
      return { year, make, model, type, inop, category: categoryOf(vehicle), ...(facts ? { facts } : {}) };
    }),
    pickupWindow: estimate?.request.pickupWindow ?? 'flexible',
    pickupWindows: table.pickupWindows.map(({ id, label }) => ({ id, label })),
    version: estimate?.version ?? 0,
    estimate: estimate?.result ?? null,
    updatedAt: new Date(estimate?.createdAt ?? Number(row.created_at)).toISOString(),
    order: null,
    link: origin,
    booking: 'none',
  };
}

/** The quote with its order, when it was booked (to an e-mailed link), or whether a booking waits. */
async function quoteWithOrder(
  db: Queryable,
  row: Record<string, unknown>,
  table: RateTable,
  origin: LinkOrigin,
  now = Date.now(),
): Promise<QuoteView> {
  const view = viewOf(row, table, origin);
  const order = await loadOrderRecord(db, Number(row.id));
  if (!order) {
    const waiting = await db.get(
      'SELECT expires_at FROM waiting_bookings WHERE lead_id = ? AND booked_at IS NULL AND expires_at > ?',
      [Number(row.id), now],
    );
    return waiting ? { ...view, booking: 'waiting' } : view;
  }
  if (origin === 'answer') return { ...view, booking: 'booked' };
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  return { ...view, booking: 'booked', order: orderViewOf(order, { payload, pickupWindows: table.pickupWindows }) };
}

export async function findQuote(
  db: Database,
  ref: string,
  table: RateTable,
  origin: LinkOrigin = 'email',
): Promise<QuoteView | null> {
  const row = await readQuote(db, ref);
  return row ? quoteWithOrder(db, row, table, origin) : null;
}

/** What a change to a booked quote is told: the order is signed, so an agent makes any change. */
export const BOOKED_QUOTE_MESSAGE =
  'This quote is booked, so it can no longer be changed here. Send a change request to an agent below.';

/** What the customer may change on the quote page. */
export interface QuoteChange {
  version: number;
  shipDate?: string;
  transportType?: string;
  pickupWindow?: string;
  /**
   * One entry per vehicle, in order: whether it runs, and its type (car, SUV, pickup, van) or the
   * facts of its category (a boat's length and beam), which replace the stored ones when given.
   */
  vehicles?: { type?: string; inop: 0 | 1; facts?: VehicleFacts }[];
}

const VEHICLE_CHANGE_FIELDS: readonly string[] = ['type', 'inop', 'facts'];

/** One vehicle's entry of a change, read against the vehicle it changes; its errors under `vehicles[i]`. */
function readVehicleChange(
  entry: Record<string, unknown>,
  vehicle: LeadVehicle,
  field: string,
  errors: Record<string, string>,
): NonNullable<QuoteChange['vehicles']>[number] {
  const category = categoryOf(vehicle);
  const change: NonNullable<QuoteChange['vehicles']>[number] = { inop: entry.inop === 1 ? 1 : 0 };
  if (entry.inop !== 0 && entry.inop !== 1) errors[`${field}.inop`] = 'Please select a state';
  if (Object.keys(entry).some((key) => !VEHICLE_CHANGE_FIELDS.includes(key)))
    errors[field] = 'Only type, inop and facts';
  if (isSpecCategory(category)) {
    if (!(VEHICLE_TYPES as readonly unknown[]).includes(entry.type)) errors[`${field}.type`] = 'Please select a type';
    change.type = String(entry.type);
  } else if (entry.type !== undefined && entry.type !== vehicle.type) {
    // Its type is SPEC's stand-in for the category ('Car'): a boat does not become a van here.
    errors[`${field}.type`] = `A ${CATEGORY_LABELS[category].noun} keeps its category: call us to change it`;
  }
  if (entry.facts !== undefined) {
    const { facts, problems } = readVehicleFacts(category, entry.facts);
    for (const [fact, message] of Object.entries(problems))
      errors[fact ? `${field}.facts.${fact}` : `${field}.facts`] = message;
    if (facts) change.facts = facts;
  }
  return change;
}

/** The stored vehicle with its change applied: a new type moves a named category with it (SUV is 'suv'). */
function changedVehicle(
  vehicle: LeadVehicle,
  change: NonNullable<QuoteChange['vehicles']>[number] | undefined,
): LeadVehicle {
  if (!change) return vehicle;
  const changed: LeadVehicle = { ...vehicle, inop: change.inop };
  if (change.type) {
    changed.type = change.type as LeadVehicle['type'];
    if (vehicle.category) changed.category = categoryOf({ type: change.type });
  }
  if (change.facts) {
    // A container is named by its size (src/quote/vehicle-facts-rules.ts): its name follows a new size.
    const size = vehicle.facts?.containerSize;
    if (size && change.facts.containerSize && vehicle.model === `${size} ft`)
      changed.model = `${change.facts.containerSize} ft`;
    changed.facts = change.facts;
  }
  return changed;
}

const CHANGE_FIELDS = new Set(['version', 'shipDate', 'transportType', 'pickupWindow', 'vehicles']);

/** Reads a change request; field errors for anything that is not one. */
export function readQuoteChange(
  body: unknown,
  stored: readonly LeadVehicle[],
  table: RateTable,
): { ok: true; change: QuoteChange } | { ok: false; errors: Record<string, string> } {
  const errors = fieldErrors();
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, errors: { body: 'Send a JSON object' } };
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!CHANGE_FIELDS.has(key)) errors[key] = 'Unknown field';
  const change: QuoteChange = { version: Number(input.version) };
  if (!Number.isInteger(input.version) || (input.version as number) < 0) errors.version = 'The version the page shows';
  if (input.shipDate !== undefined) {
    if (typeof input.shipDate !== 'string' || !isShipDateInRange(input.shipDate))
      errors.shipDate = 'Please select a date';
    else change.shipDate = input.shipDate;
  }
  if (input.transportType !== undefined) {
    if (!(TRANSPORT_TYPES as readonly unknown[]).includes(input.transportType)) {
      errors.transportType = 'Please select a transport type';
    } else change.transportType = input.transportType as string;
  }
  if (input.pickupWindow !== undefined) {
    if (!table.pickupWindows.some((window) => window.id === input.pickupWindow))
      errors.pickupWindow = 'Please choose a pickup window';
    else change.pickupWindow = input.pickupWindow as string;
  }
  if (input.vehicles !== undefined) {
    const vehicles = input.vehicles;
    if (!Array.isArray(vehicles) || vehicles.length !== stored.length) {
      errors.vehicles = `One entry for each of the ${stored.length} vehicles`;
    } else {
      change.vehicles = vehicles.map((vehicle: unknown, index) => {
        const entry = (vehicle && typeof vehicle === 'object' && !Array.isArray(vehicle) ? vehicle : {}) as Record<
          string,
          unknown
        >;
        return readVehicleChange(entry, stored[index] as LeadVehicle, `vehicles[${index}]`, errors);
      });
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, change };
}

export interface ChangeOptions {
  table: RateTable;
  estimate: Estimator;
  /** Where the link that asks was handed out (e-mailed, unless told). */
  origin?: LinkOrigin;
  now?: number;
}

const answer = (status: number, body: Record<string, unknown>): IntakeAnswer => ({ status, body });

/** What the quote page shows over a change's field errors. */
const NEEDS_ATTENTION = 'Some details need attention.';

/**
 * Applies a customer's change to the same lead: its payload is updated, a new estimate version is
 * stored, and the CRM gets an update of the same record (an outbox row of its own, delivered at
 * least once). Never a new lead. A change made from an older version of the page is refused (409)
 * with the current quote; a change that changes nothing stores nothing. A booked quote is refused
 * (409 'booked'): after the signature, a change is a request to an agent (src/orders/order-requests.ts).
 */
export async function changeQuote(
  db: Database,
  ref: string,
  body: unknown,
  options: ChangeOptions,
): Promise<IntakeAnswer> {
  const now = options.now ?? Date.now();
  try {
    return await db.transaction(async (tx) => {
      await tx.lock(`quote:${ref}`);
      const row = await readQuote(tx, ref);
      if (!row) return answer(404, { status: 404, error: 'not_found', message: 'We could not find this quote.' });
      const origin = options.origin ?? 'email';
      const current = viewOf(row, options.table, origin);
      const booked = await quoteWithOrder(tx, row, options.table, origin, now);
      if (booked.booking === 'booked')
        return answer(409, { status: 409, error: 'booked', message: BOOKED_QUOTE_MESSAGE, data: booked });
      const payload = JSON.parse(String(row.payload)) as LeadPayload;
      const read = readQuoteChange(body, payload.vehicles, options.table);
      if (!read.ok) return invalidRequest(read.errors, NEEDS_ATTENTION);
      const { change } = read;
      if (change.version !== current.version) {
        return answer(409, {
          status: 409,
          error: 'quote_changed',
          message: 'This quote was changed in the meantime. Here is the latest version.',
          data: booked,
        });
      }
      const updated = {
        ...payload,
        shipDate: change.shipDate ?? payload.shipDate,
        transportType: change.transportType ?? payload.transportType,
        vehicles: payload.vehicles.map((vehicle, index) => changedVehicle(vehicle, change.vehicles?.[index])),
      };
      const validation = await validateLeadPayload(updated as unknown as Record<string, unknown>);
      if (!validation.ok) return invalidRequest(validation.errors, NEEDS_ATTENTION);
      const pickupWindow = (change.pickupWindow ?? current.pickupWindow) as PickupWindowId;
      const unchanged = JSON.stringify(updated) === JSON.stringify(payload) && pickupWindow === current.pickupWindow;
      if (unchanged) return answer(200, { status: 200, changed: false, data: booked });
      if (current.version >= MAX_QUOTE_VERSIONS) {
        return answer(429, {
          status: 429,
          error: 'too_many_changes',
          message: 'This quote has been changed many times. Please call us or reply to your confirmation e-mail.',
        });
      }
      const version = current.version + 1;
      await tx.run('UPDATE leads SET payload = ? WHERE id = ?', [JSON.stringify(updated), Number(row.id)]);
      const estimate = safeEstimate(options.estimate, estimateRequestOf(validation.payload, pickupWindow));
      if (estimate) await insertEstimate(tx, Number(row.id), version, estimate, 'customer', now);
      else
        throw new Rollback(
          answer(503, {
            status: 503,
            error: 'unavailable',
            message: 'We could not work out a new estimate just now. Please try again in a moment.',
          }),
        );
      await tx.run(
        'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
        [Number(row.id), `${CRM_UPDATE_CHANNEL_PREFIX}${version}`, 'pending', now, now],
      );
      const fresh = await readQuote(tx, ref);
      return answer(200, {
        status: 200,
        changed: true,
        data: fresh ? await quoteWithOrder(tx, fresh, options.table, origin, now) : current,
      });
    });
  } catch (error) {
    if (error instanceof Rollback) return error.value as IntakeAnswer;
    throw error;
  }
}
