import { placeText } from '../leads/delivery/lead-record';
import type { PickupWindowId } from '../pricing/rate-table';
import type { LeadPayload } from '../quote/lead-payload';
import {
  STATUS_LABELS,
  STATUS_RANK,
  type CarrierFacts,
  type OrderEvent,
  type OrderRecord,
  type OrderRequest,
  type OrderRequestKind,
  type OrderStatus,
} from './order';

/** One end of the shipment on the customer's page: where, and who hands over; never a phone number. */
export interface OrderEndView {
  street: string;
  /** The quote's city, state, ZIP and country ("Beverly Hills, CA 90210, US"). */
  place: string;
  contactName: string;
}

export type TimelineState = 'done' | 'current' | 'upcoming';

/** One step of the road, as the page lists it. */
export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineState;
  /** When it happened (ISO), for a step done or current; null when no event told us. */
  at: string | null;
  /** With "Carrier assigned": the carrier the dispatch system named last. */
  carrier?: CarrierFacts;
  /** The dispatch system's notes for the customer on this step, oldest first. */
  notes: string[];
}

/** The booked order on the customer's page: what was signed and where it stands. */
export interface OrderView {
  requestId: string;
  status: OrderStatus;
  statusLabel: string;
  bookedAt: string;
  signerName: string;
  termsVersion: string;
  pickup: OrderEndView;
  delivery: OrderEndView;
  pickupWindow: { id: PickupWindowId; label: string };
  transportType: 'Open' | 'Enclosed';
  /** The accepted estimate's range in dollars, null when an agent prices it. */
  price: [number, number] | null;
  priceLabel: string | null;
  timeline: TimelineStep[];
  /** Change and cancellation requests sent to an agent, oldest first. */
  requests: { kind: OrderRequestKind; createdAt: string; message: string }[];
}

/** The road an order travels, in order; 'cancelled' ends it early. */
const ROAD: readonly OrderStatus[] = ['booked', 'carrier_assigned', 'picked_up', 'in_transit', 'delivered'];

export interface OrderViewContext {
  /** The lead's payload, for the city, state and ZIP the booking's street addresses complete. */
  payload: LeadPayload;
  /** The rate table's pickup windows, for the chosen window's label. */
  pickupWindows: readonly { id: PickupWindowId; label: string }[];
}

const iso = (at: number) => new Date(at).toISOString();

/** A request as the page lists it: never its row's id. */
export const requestViewOf = ({ kind, createdAt, message }: OrderRequest): OrderView['requests'][number] => ({
  kind,
  createdAt: iso(createdAt),
  message,
});

/**
 * An order as its customer sees it: the timeline from booked to delivered (or cancelled), each step
 * done, current or upcoming by the status of the event that happened last (record.status), with the
 * carrier's name, MC number and pickup estimate once assigned. Built from the record field by field,
 * so the customer's e-mail and phone and the contacts' phones never reach the page.
 */
export function orderViewOf(record: OrderRecord, { payload, pickupWindows }: OrderViewContext): OrderView {
  const { details } = record;
  const eventsOf = (status: OrderStatus): OrderEvent[] => record.events.filter((event) => event.status === status);
  const cancelled = record.status === 'cancelled';
  // A cancelled order shows the steps it reached before it was cancelled, then Cancelled.
  const reachedRank = cancelled
    ? Math.max(
        0,
        ...record.events
          .filter((event) => event.status !== 'cancelled' && event.occurredAt <= record.statusAt)
          .map((event) => STATUS_RANK[event.status]),
      )
    : STATUS_RANK[record.status];
  const road = cancelled
    ? [...ROAD.filter((status) => STATUS_RANK[status] <= reachedRank), 'cancelled' as const]
    : ROAD;
  const timeline = road.map((status): TimelineStep => {
    const rank = STATUS_RANK[status];
    const state: TimelineState =
      status === record.status ? 'current' : rank < STATUS_RANK[record.status] ? 'done' : 'upcoming';
    const events = state === 'upcoming' ? [] : eventsOf(status);
    const latest = events.at(-1);
    const carrier =
      status === 'carrier_assigned' ? [...events].reverse().find((event) => event.carrier)?.carrier : undefined;
    return {
      status,
      label: STATUS_LABELS[status],
      state,
      at: status === 'booked' ? iso(record.bookedAt) : latest ? iso(latest.occurredAt) : null,
      ...(carrier ? { carrier: { ...carrier } } : {}),
      notes: events.flatMap((event) => (event.note ? [event.note] : [])),
    };
  });
  const end = (side: 'pickup' | 'delivery'): OrderEndView => ({
    street: details[side].street,
    place: placeText(payload, side === 'pickup' ? 'origin' : 'destination'),
    contactName: details[side].contactName,
  });
  return {
    requestId: record.requestId,
    status: record.status,
    statusLabel: STATUS_LABELS[record.status],
    bookedAt: iso(record.bookedAt),
    signerName: record.signature.name,
    termsVersion: record.terms.version,
    pickup: end('pickup'),
    delivery: end('delivery'),
    pickupWindow: {
      id: details.pickupWindow,
      label: pickupWindows.find((window) => window.id === details.pickupWindow)?.label ?? details.pickupWindow,
    },
    transportType: details.transportType,
    price: details.price ? [details.price[0], details.price[1]] : null,
    priceLabel: details.priceLabel,
    timeline,
    requests: record.requests.map(requestViewOf),
  };
}
