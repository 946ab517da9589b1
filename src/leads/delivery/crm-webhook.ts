import { createHmac, timingSafeEqual } from 'crypto';
import path from 'path';
import { SMS_CONSENT_WORDINGS } from '../../quote/consent';
import type { LeadVehicle } from '../../quote/lead-payload';
import { fileNameFor, writeFileAtomically } from './atomic-file';
import type { EstimateResult } from '../../pricing/estimate';
import type { ChannelTransport, DeliveryContext } from './channel-transport';
import type { LeadRecord, RouteSide } from './lead-record';
import type { OrderDetails, OrderRecord, OrderRequestKind, OrderStatus } from '../../orders/order';

export const CRM_SIGNATURE_HEADER = 'Velmora-Signature';
export const CRM_TIMEOUT_MS = 10_000;
/** How old a signed timestamp a receiver accepts by default (Stripe's tolerance). */
export const CRM_SIGNATURE_TOLERANCE_SECONDS = 300;

interface CrmPlace {
  country: string;
  state: string;
  city: string;
  postalCode: string;
}

/**
 * What the update is about: 'lead' the new lead, 'quote-changed' the customer's change to the quote
 * (`revision` n), 'order-signed' the order the customer signed (issue 28), 'order-request' a change
 * or cancellation the customer asked for after booking (`request`). Every one carries the whole
 * record as it stands, so the CRM keeps one record per lead and updates it.
 */
export type CrmEvent = 'lead' | 'quote-changed' | 'order-signed' | 'order-request';

/** The signed order as the CRM receives it (src/orders/order.ts). */
export interface CrmOrder {
  /** orders.id, the broker's order number. */
  number: number;
  /** 'booked', then what the dispatch system reported last (by when it happened). */
  status: OrderStatus;
  statusAt: string;
  bookedAt: string;
  /** The estimate version (`estimate.version`) the customer accepted. */
  quoteVersion: number;
  /**
   * The street address and a contact (name, phone) at each end, the pickup window, open or
   * enclosed, and the accepted estimate's range in dollars (`price`, null for a quote an agent
   * prices) with its option's label: as the customer typed and chose them on the booking page.
   */
  details: OrderDetails;
  /**
   * The e-signature record (ESIGN/UETA): the full name typed, when (ISO 8601, UTC), from which IP
   * address and browser (user agent), agreeing to which terms.
   */
  signature: { name: string; signedAt: string; ip: string; userAgent: string };
  /** The order terms signed: the editor's version label, title, and the sha256 hex of what was read. */
  terms: { version: string; title: string; hash: string };
}

/** A change or cancellation the customer asked for after booking: for an agent to answer, never applied by itself. */
export interface CrmOrderRequest {
  /** order_requests.id */
  id: number;
  kind: OrderRequestKind;
  /** The customer's words, as typed. */
  message: string;
  createdAt: string;
}

/** What the CRM receives for a lead. */
export interface CrmLead {
  /** What this delivery is about (see CrmEvent); the Idempotency-Key names it too. */
  event: CrmEvent;
  number: number;
  requestId: string;
  kind: LeadRecord['kind'];
  status: string;
  receivedAt: string;
  contact: { firstName: string; email: string; phone: string };
  route: {
    origin: CrmPlace;
    destination: CrmPlace;
    transportType: string;
    international: boolean;
    shippingMethod: string | null;
  };
  shipDate: string;
  /**
   * SPEC §3's vehicle entries. Beyond them (issue 27): `category` when the form named one (absent,
   * it is the category of `type`: Car, SUV, Pickup or Van) and `facts`, the figures that price it
   * (lengthFt, beamFt, widthFt, heightFt in decimal feet, weightLb in pounds, onOwnTrailer,
   * drivable, rvType, containerSize), as src/quote/vehicle-categories.ts defines them.
   */
  vehicles: LeadVehicle[];
  tracking: { id: string | null; source: string | null; fbclid: string | null; templateId: string | null };
  /**
   * Why a lead with status 'held' was held: 'email-limit' or 'connection-limit' (over a rate limit:
   * stored for an agent, the visitor was not e-mailed again); null for any other lead.
   */
  holdReason: string | null;
  /**
   * The visitor's answer to the optional SMS updates question (their consent to text messages),
   * with the version and the words of the wording they were shown; null when the form did not ask.
   */
  smsUpdates: { agreed: boolean; wordingVersion: string; wording: string | null; answeredAt: string } | null;
  /**
   * 0 for the new lead; n when the customer changed the quote and this updates the same record.
   * An order's updates carry 0: `event` says what they are.
   */
  revision: number;
  /** The latest instant estimate shown to the customer, with the rate table version that made it. */
  estimate: {
    version: number;
    rateVersion: string;
    createdAt: string;
    changedBy: string;
    pickupWindow: string;
    result: EstimateResult;
  } | null;
  /** The signed order as it stands when this is sent; null before the customer books. */
  order: CrmOrder | null;
  /** The request an 'order-request' update is about; null for every other event. */
  request: CrmOrderRequest | null;
}

/** What a delivery is about: a number alone is a lead's revision, as before orders. */
type CrmDelivery = DeliveryContext | number;

const contextOf = (delivery: CrmDelivery = 0): DeliveryContext =>
  typeof delivery === 'number' ? { revision: delivery } : delivery;

export function crmEventOf(delivery?: CrmDelivery): CrmEvent {
  const { revision, order } = contextOf(delivery);
  if (order === 'signed') return 'order-signed';
  if (order === 'request') return 'order-request';
  return revision > 0 ? 'quote-changed' : 'lead';
}

/**
 * The key a receiver de-duplicates on: the lead (`VLM-…`); for a change to the quote also its
 * revision (`VLM-…:v2`); for the signed order `VLM-…:order-signed`; for a request
 * `VLM-…:request:<id>`.
 */
export function crmDeliveryKey(requestId: string, delivery?: CrmDelivery): string {
  const context = contextOf(delivery);
  switch (crmEventOf(context)) {
    case 'order-signed':
      return `${requestId}:order-signed`;
    case 'order-request':
      return `${requestId}:request:${context.orderRequestId ?? 0}`;
    case 'quote-changed':
      return `${requestId}:v${context.revision}`;
    default:
      return requestId;
  }
}

function crmOrder(order: OrderRecord): CrmOrder {
  const iso = (ms: number) => new Date(ms).toISOString();
  const { signature, terms } = order;
  return {
    number: order.number,
    status: order.status,
    statusAt: iso(order.statusAt),
    bookedAt: iso(order.bookedAt),
    quoteVersion: order.quoteVersion,
    details: order.details,
    signature: {
      name: signature.name,
      signedAt: iso(signature.signedAt),
      ip: signature.ip,
      userAgent: signature.userAgent,
    },
    terms: { version: terms.version, title: terms.title, hash: terms.hash },
  };
}

function crmRequest(lead: LeadRecord, id: number | undefined): CrmOrderRequest {
  const request = lead.order?.requests.find((candidate) => candidate.id === id);
  if (!request) throw new Error(`The order of ${lead.requestId} has no request ${String(id)}`);
  return {
    id: request.id,
    kind: request.kind,
    message: request.message,
    createdAt: new Date(request.createdAt).toISOString(),
  };
}

/** The CRM's record of a lead; `delivery` says what the update is about (a number: the revision, as before orders). */
export function crmLead(lead: LeadRecord, delivery?: CrmDelivery): CrmLead {
  const context = contextOf(delivery);
  const event = crmEventOf(context);
  if (event === 'order-signed' && !lead.order) throw new Error(`${lead.requestId} has no order to send`);
  const { revision } = context;
  const { payload } = lead;
  const place = (side: RouteSide): CrmPlace => ({
    country: payload[`${side}Country`] ?? '',
    state: payload[`${side}State`] ?? '',
    city: payload[`${side}City`] ?? '',
    postalCode: payload[`${side}PostalCode`] ?? '',
  });
  return {
    event,
    number: lead.number,
    requestId: lead.requestId,
    kind: lead.kind,
    status: lead.status,
    receivedAt: new Date(lead.receivedAt).toISOString(),
    contact: { firstName: lead.firstName, email: lead.email, phone: lead.phone },
    route: {
      origin: place('origin'),
      destination: place('destination'),
      transportType: payload.transportType,
      international: payload.isInternational ?? false,
      shippingMethod: payload.shippingMethod ?? null,
    },
    shipDate: payload.shipDate,
    vehicles: payload.vehicles.map(({ make, model, year, inop, type, category, facts }) => ({
      make,
      model,
      year,
      inop,
      type,
      ...(category ? { category } : {}),
      ...(facts ? { facts } : {}),
    })),
    tracking: {
      id: lead.marketingId,
      source: lead.source,
      fbclid: lead.fbclid,
      templateId: payload.templateId ?? null,
    },
    holdReason: lead.holdReason ?? null,
    smsUpdates: lead.sms
      ? {
          agreed: lead.sms.agreed,
          wordingVersion: lead.sms.version,
          wording: Object.hasOwn(SMS_CONSENT_WORDINGS, lead.sms.version)
            ? SMS_CONSENT_WORDINGS[lead.sms.version]
            : null,
          answeredAt: new Date(lead.sms.answeredAt).toISOString(),
        }
      : null,
    revision,
    estimate: lead.estimate
      ? {
          version: lead.estimate.version,
          rateVersion: lead.estimate.rateVersion,
          createdAt: new Date(lead.estimate.createdAt).toISOString(),
          changedBy: lead.estimate.changedBy,
          pickupWindow: lead.estimate.request.pickupWindow ?? 'flexible',
          result: lead.estimate.result,
        }
      : null,
    order: lead.order ? crmOrder(lead.order) : null,
    request: event === 'order-request' ? crmRequest(lead, context.orderRequestId) : null,
  };
}

const hmacHex = (secret: string, timestamp: number, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the timestamp is signed too. */
export function signCrmBody(rawBody: string, secret: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/**
 * For receivers: true when the header signs exactly this raw body with this secret, and its
 * timestamp is within the tolerance (a replayed old request fails). Any v1 may match (rotation).
 */
export function verifyCrmSignature(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
  toleranceSeconds = CRM_SIGNATURE_TOLERANCE_SECONDS,
  now = Date.now(),
): boolean {
  if (!header || !secret) return false;
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamps = parts.filter(([key]) => key === 't').map(([, value]) => value);
  const signatures = parts.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/i.test(value ?? ''));
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0] ?? '') || signatures.length === 0) return false;
  const timestamp = Number(timestamps[0]);
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  return signatures.some(([, value]) => timingSafeEqual(expected, Buffer.from(String(value), 'hex')));
}

/** Why a request got no answer; read by name, since fetch's DOMException may come from another realm. */
const failureOf = (error: unknown, timeoutMs: number): string => {
  const failure = (error ?? {}) as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return `The CRM did not answer within ${timeoutMs / 1000} s`;
  }
  const reason = failure.cause?.message ?? failure.cause?.code ?? failure.message ?? error;
  return `The CRM could not be reached: ${String(reason)}`;
};

export interface CrmWebhookSettings {
  url: string;
  secret: string;
  timeoutMs?: number;
}

/**
 * POSTs the lead, signed, with its request identification as the Idempotency-Key, so a receiver
 * that sees it twice (the relay delivers at least once) keeps one. A 409 means it already has it.
 */
export function crmWebhookTransport(settings: CrmWebhookSettings): ChannelTransport {
  const timeoutMs = settings.timeoutMs ?? CRM_TIMEOUT_MS;
  return async (lead, delivery) => {
    const body = JSON.stringify(crmLead(lead, delivery));
    let response: Response;
    try {
      response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Velmora-Outbox/1',
          'Idempotency-Key': crmDeliveryKey(lead.requestId, delivery),
          [CRM_SIGNATURE_HEADER]: signCrmBody(body, settings.secret),
        },
        body,
        // A redirect would turn into a GET or go elsewhere: a failure to look at, not to follow.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(failureOf(error, timeoutMs));
    }
    const answer = await response.text().catch(() => '');
    if (response.ok) return { detail: `HTTP ${response.status}` };
    if (response.status === 409) return { detail: 'already in the CRM (HTTP 409)' };
    const excerpt = answer.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new Error(`The CRM answered HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`);
  };
}

/**
 * Without a CRM: one JSON file per lead in `dir`, named by its request identification and written
 * atomically, so the embedded default keeps every lead for whoever imports them later. An update
 * after a change to the quote, the signed order or a request rewrites the same file: one record
 * per lead, with its order on it once booked, and `event` saying what changed last.
 */
export function crmFileTransport(dir: string): ChannelTransport {
  return async (lead, delivery) => {
    const file = path.join(dir, `${fileNameFor(lead.requestId)}.json`);
    await writeFileAtomically(file, `${JSON.stringify(crmLead(lead, delivery), null, 2)}\n`);
    return { detail: `saved ${path.relative(process.cwd(), file) || file}` };
  };
}
