import type { PickupWindowId } from '../pricing/rate-table';

/**
 * The customer's order after the quote (issue 28): booked from the signed link, e-signed against
 * the order terms in force, then followed through the statuses the broker's dispatch system sends
 * (/api/orderStatus). One order per lead; it is named by the lead's request identification.
 */
export const ORDER_STATUSES = [
  'booked',
  'carrier_assigned',
  'picked_up',
  'in_transit',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What the dispatch system may report: every status but 'booked', which only a signature makes. */
export const EVENT_STATUSES = ORDER_STATUSES.filter(
  (status): status is Exclude<OrderStatus, 'booked'> => status !== 'booked',
);
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  booked: 'Booked',
  carrier_assigned: 'Carrier assigned',
  picked_up: 'Picked up',
  in_transit: 'In transit',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/**
 * Where a status stands on the road, for two events at the same moment (the later rank wins);
 * events are otherwise ordered by when they happened, not by when they arrived.
 */
export const STATUS_RANK: Readonly<Record<OrderStatus, number>> = {
  booked: 0,
  carrier_assigned: 1,
  picked_up: 2,
  in_transit: 3,
  delivered: 4,
  cancelled: 5,
};

/** One end of the shipment as the booking adds it to the quote's city, state and ZIP. */
export interface OrderEnd {
  /** The street address ("1200 Ocean Ave, Apt 4"): the quote has the city, state and ZIP. */
  street: string;
  /** Who hands over (or receives) the vehicle there. */
  contactName: string;
  contactPhone: string;
}

/** What the customer booked, beyond the lead's own payload. */
export interface OrderDetails {
  pickup: OrderEnd;
  delivery: OrderEnd;
  pickupWindow: PickupWindowId;
  transportType: 'Open' | 'Enclosed';
  /**
   * The range of the accepted estimate's chosen option, in dollars; null when the quote is priced
   * by an agent (no instant estimate). Nothing is charged at booking (SPEC §1).
   */
  price: [number, number] | null;
  /** The chosen option's label as the estimate named it ("Open carrier"). */
  priceLabel: string | null;
}

/** The order terms as the customer read them when signing (a CMS entry, versioned). */
export interface OrderTerms {
  /** The editor's version label ("2026-11"). */
  version: string;
  title: string;
  /** The terms' text: paragraphs separated by blank lines. */
  body: string;
  /** sha256 hex of `${version}\n${title}\n${body}`: what the signature binds to. */
  hash: string;
}

/** The e-signature record (ESIGN/UETA): who typed which name, agreeing to which terms, when, from where. */
export interface OrderSignature {
  name: string;
  signedAt: number;
  ip: string;
  userAgent: string;
  termsVersion: string;
  termsHash: string;
}

/** What the dispatch system reports with a carrier assignment. */
export interface CarrierFacts {
  name: string;
  /** The carrier's FMCSA MC number, digits only ("1163054"). */
  mcNumber: string;
  /** When the carrier expects to pick up: a YYYY-MM-DD date, or a free text window as sent. */
  pickupEstimate?: string;
}

/** One status event as stored (order_events). */
export interface OrderEvent {
  /** order_events.id */
  id: number;
  /** The sender's own id of the event: the same id twice is one event. */
  eventId: string;
  status: EventStatus;
  occurredAt: number;
  receivedAt: number;
  carrier?: CarrierFacts;
  /** A short note for the customer ("Delayed by weather in Kansas"). */
  note?: string;
}

export type OrderRequestKind = 'change' | 'cancel';

/** A change or cancellation the customer asked for after booking: a request to an agent, never an edit. */
export interface OrderRequest {
  /** order_requests.id */
  id: number;
  kind: OrderRequestKind;
  message: string;
  createdAt: number;
}

/** A stored order with everything that happened to it, as deliveries and `npm run leads` read it. */
export interface OrderRecord {
  /** orders.id */
  number: number;
  leadId: number;
  /** The lead's request identification, which names the order too. */
  requestId: string;
  /** The status of the latest event by when it happened ('booked' before any). */
  status: OrderStatus;
  statusAt: number;
  bookedAt: number;
  /** The estimate version (lead_estimates.version) the customer accepted. */
  quoteVersion: number;
  details: OrderDetails;
  signature: OrderSignature;
  terms: OrderTerms;
  /** Ordered by when they happened (then by STATUS_RANK), not by when they arrived. */
  events: OrderEvent[];
  /** Oldest first. */
  requests: OrderRequest[];
}

/**
 * Outbox channels of an order (the relay's transports, src/leads/delivery): each row is delivered
 * at least once, the channel naming what it is about, so a row is never queued twice
 * (outbox's UNIQUE (lead_id, channel)).
 */
export const ORDER_CHANNELS = {
  /** The customer's copy of the signed order: HTML e-mail with a PDF attached. */
  orderEmail: 'order_email',
  /** The broker's notice that the order was signed. */
  orderBrokerEmail: 'order_broker_email',
  /** The CRM record's "order signed" update (Idempotency-Key `<requestId>:order-signed`). */
  crmOrder: 'crm:order',
} as const;

/** `status_email:<order_events.id>`: the customer's e-mail about one status event. */
export const STATUS_EMAIL_CHANNEL_PREFIX = 'status_email:';
/** `status_sms:<order_events.id>`: the text message of one status event (consent and a provider needed). */
export const STATUS_SMS_CHANNEL_PREFIX = 'status_sms:';
/** `crm:request:<order_requests.id>`: a change or cancellation request sent to the CRM. */
export const CRM_REQUEST_CHANNEL_PREFIX = 'crm:request:';
/** `request_email:<order_requests.id>`: the same request e-mailed to the broker's sales inbox. */
export const REQUEST_EMAIL_CHANNEL_PREFIX = 'request_email:';
/**
 * `confirm_booking:<seconds>`: the e-mail asking the address on the quote to confirm a booking
 * signed through the intake's answer (src/orders/waiting-booking.ts), queued at that second.
 */
export const CONFIRM_BOOKING_CHANNEL_PREFIX = 'confirm_booking:';
