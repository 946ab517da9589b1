import { STATUS_LABELS, type EventStatus, type OrderRecord, type OrderStatus } from '../../orders/order';
import { eventFrom, inOrder, loadOrderRecord } from '../../orders/order-record';
import type { LeadPayload } from '../../quote/lead-payload';
import { CATEGORY_LABELS, categoryOf } from '../../quote/vehicle-categories';
import type { Database, Row } from '../store/database';
import { CHANNELS, type Channel } from './channel-transport';
import { csvRecord, type CsvCell } from './csv';
import {
  leadColumns,
  leadFieldsFrom,
  parseStoredPayload,
  shortRouteText,
  textOrNull,
  vehicleText,
  type LeadRecord,
} from './lead-record';
import { maskEmail, maskPhone, redactPersonalData } from './log';

export interface DeliveryState {
  status: string;
  attempts: number;
  deliveredAt: number | null;
  lastError: string | null;
}

/** A lead's order as the report lists it (issue 28); `npm run leads -- orders` shows the whole of it. */
export interface OrderSummary {
  /** orders.id */
  number: number;
  status: OrderStatus;
  statusAt: number;
  bookedAt: number;
  /** The full name typed to sign. */
  signer: string;
  termsVersion: string;
  /** The event that happened last (by when it happened, as the order's status is); null before any. */
  latestEvent: { status: EventStatus; occurredAt: number } | null;
}

/** A lead as the sales team's command shows it: its columns, its payload, and each delivery's state. */
export interface LeadReportRow extends Omit<LeadRecord, 'payload' | 'order'> {
  /** Null when the stored payload cannot be read (never hides the lead itself). */
  payload: LeadPayload | null;
  deliveries: Partial<Record<Channel, DeliveryState>>;
  /** Null for a lead that was not booked. */
  order: OrderSummary | null;
  /**
   * A booking signed through the intake's answer's link that waits for the customer's confirmation
   * from their e-mail (src/orders/waiting-booking.ts): not an order; null when none waits.
   */
  waitingBooking?: { signedAt: number; expiresAt: number } | null;
}

// One LEFT JOIN per channel (and one for the order) keeps it one query on both engines.
const REPORT_SELECT = `SELECT ${leadColumns('l')},
  ${CHANNELS.map((_, i) => `o${i}.status AS s${i}, o${i}.attempts AS a${i}, o${i}.delivered_at AS d${i}, o${i}.last_error AS e${i}`).join(',\n  ')},
  ord.id AS order_id, ord.status AS order_status, ord.status_at AS order_status_at, ord.created_at AS order_booked_at,
  ord.signer_name AS order_signer, ord.terms_version AS order_terms_version,
  wb.created_at AS waiting_signed_at, wb.expires_at AS waiting_expires_at
  FROM leads l
  ${CHANNELS.map((_, i) => `LEFT JOIN outbox o${i} ON o${i}.lead_id = l.id AND o${i}.channel = ?`).join('\n  ')}
  LEFT JOIN orders ord ON ord.lead_id = l.id
  LEFT JOIN waiting_bookings wb ON wb.lead_id = l.id AND wb.booked_at IS NULL`;

function orderSummaryFrom(row: Row): OrderSummary | null {
  if (row.order_id === null || row.order_id === undefined) return null;
  return {
    number: Number(row.order_id),
    status: String(row.order_status) as OrderStatus,
    statusAt: Number(row.order_status_at),
    bookedAt: Number(row.order_booked_at),
    signer: String(row.order_signer),
    termsVersion: String(row.order_terms_version),
    latestEvent: null,
  };
}

/** Each listed order's latest event, in one query for the page of rows. */
async function withLatestEvents(db: Database, rows: LeadReportRow[]): Promise<LeadReportRow[]> {
  const orders = rows.flatMap((row) => (row.order ? [row.order] : []));
  if (orders.length === 0) return rows;
  const events = (
    await db.all(
      `SELECT * FROM order_events WHERE order_id IN (${orders.map(() => '?').join(', ')})`,
      orders.map((order) => order.number),
    )
  ).map((row) => ({ orderId: Number(row.order_id), event: eventFrom(row) }));
  for (const order of orders) {
    const latest = inOrder(events.filter((e) => e.orderId === order.number).map((e) => e.event)).at(-1);
    order.latestEvent = latest ? { status: latest.status, occurredAt: latest.occurredAt } : null;
  }
  return rows;
}

function reportRow(row: Row): LeadReportRow {
  let payload: LeadPayload | null = null;
  try {
    payload = parseStoredPayload(String(row.payload));
  } catch {
    payload = null;
  }
  const deliveries: Partial<Record<Channel, DeliveryState>> = {};
  CHANNELS.forEach((channel, i) => {
    if (row[`s${i}`] === null || row[`s${i}`] === undefined) return;
    deliveries[channel] = {
      status: String(row[`s${i}`]),
      attempts: Number(row[`a${i}`] ?? 0),
      deliveredAt: row[`d${i}`] === null || row[`d${i}`] === undefined ? null : Number(row[`d${i}`]),
      lastError: textOrNull(row[`e${i}`]),
    };
  });
  const waitingBooking =
    row.waiting_signed_at === null || row.waiting_signed_at === undefined
      ? null
      : { signedAt: Number(row.waiting_signed_at), expiresAt: Number(row.waiting_expires_at) };
  return { ...leadFieldsFrom(row), payload, deliveries, order: orderSummaryFrom(row), waitingBooking };
}

/** The newest leads first. */
export async function recentLeads(db: Database, limit: number): Promise<LeadReportRow[]> {
  const rows = await db.all(`${REPORT_SELECT} ORDER BY l.id DESC LIMIT ?`, [...CHANNELS, limit]);
  return withLatestEvents(db, rows.map(reportRow));
}

/** Every lead, oldest first, a page at a time so an export never holds the whole table. */
export async function* allLeads(db: Database, pageSize = 500): AsyncGenerator<LeadReportRow> {
  let after = 0;
  for (;;) {
    const rows = await db.all(`${REPORT_SELECT} WHERE l.id > ? ORDER BY l.id LIMIT ?`, [...CHANNELS, after, pageSize]);
    for (const row of await withLatestEvents(db, rows.map(reportRow))) yield row;
    if (rows.length < pageSize) return;
    after = Number(rows[rows.length - 1]?.id);
  }
}

/** "delivered", "pending", "retrying (3)", "DEAD", or "-" for a lead with no such delivery (spam). */
export function deliveryStateText(state: DeliveryState | undefined): string {
  if (!state) return '-';
  if (state.status === 'pending') return state.attempts > 0 ? `retrying (${state.attempts})` : 'pending';
  if (state.status === 'dead') return 'DEAD';
  return state.status;
}

const HOLD_REASON_TEXT: Readonly<Record<string, string>> = {
  'email-limit': 'e-mail limit',
  'connection-limit': 'connection limit',
};

/** "received", "spam", or for a lead over a rate limit "held: e-mail limit" (the visitor was not e-mailed). */
export function leadStatusText(row: Pick<LeadReportRow, 'status' | 'holdReason'>): string {
  if (row.status !== 'held') return row.status;
  return row.holdReason ? `held: ${HOLD_REASON_TEXT[row.holdReason] ?? row.holdReason}` : 'held';
}

/** The SMS updates answer: "yes", "no", or "-" when the form did not ask. */
export const smsAnswerText = (row: Pick<LeadReportRow, 'sms'>): string =>
  row.sms ? (row.sms.agreed ? 'yes' : 'no') : '-';

export const timeText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const isoOrEmpty = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** Control characters in a stored name must not reach the terminal (escape sequences). */
export const terminalText = (value: string, max = 60) => {
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
};

/** A plain text table with a header rule, columns padded to their widest cell. */
export function textTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = rows.map((row) => row.map((cell) => terminalText(cell)));
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line)].join('\n');
}

const CHANNEL_TITLES: Record<Channel, string> = {
  crm: 'CRM',
  customer_email: 'Customer mail',
  broker_email: 'Broker mail',
};

/** "1" for a lead of cars, as before categories; else the count and what they are: "2: boat, car". */
function vehiclesCell(payload: LeadPayload): string {
  const categories = payload.vehicles.map(categoryOf);
  const count = String(payload.vehicles.length);
  return categories.every((category) => category === 'car')
    ? count
    : `${count}: ${categories.map((category) => CATEGORY_LABELS[category].noun).join(', ')}`;
}

/** The `leads list` table; e-mail and phone masked unless `full`. */
export function leadTable(rows: readonly LeadReportRow[], options: { full?: boolean } = {}): string {
  return textTable(
    [
      'No.',
      'Request id',
      'Received',
      'Status',
      'Name',
      'E-mail',
      'Route',
      'Vehicles',
      'SMS',
      ...CHANNELS.map((c) => CHANNEL_TITLES[c]),
      'Order',
    ],
    rows.map((row) => [
      String(row.number),
      row.requestId,
      timeText(row.receivedAt),
      leadStatusText(row),
      row.firstName,
      options.full ? row.email : maskEmail(row.email),
      row.payload ? shortRouteText(row.payload) : '(unreadable)',
      row.payload ? vehiclesCell(row.payload) : '?',
      smsAnswerText(row),
      ...CHANNELS.map((channel) => deliveryStateText(row.deliveries[channel])),
      orderStatusText(row),
    ]),
  );
}

/**
 * "Carrier assigned"; "unconfirmed" for a booking signed through the intake's answer that waits for
 * the customer's e-mail (not an order: nothing to dispatch), "unconfirmed, expired" past its days;
 * "-" for a lead that was not booked.
 */
export const orderStatusText = (row: Pick<LeadReportRow, 'order' | 'waitingBooking'>, now = Date.now()): string => {
  if (row.order) return STATUS_LABELS[row.order.status] ?? row.order.status;
  if (row.waitingBooking) return now < row.waitingBooking.expiresAt ? 'unconfirmed' : 'unconfirmed, expired';
  return '-';
};

/**
 * A line for each booked lead of the list: "VLM-… (lead 42): booked 2025-10-08 09:12 UTC, signed
 * by Maria Lopez, terms test-1; latest: Carrier assigned 2025-10-09 15:00 UTC".
 */
export function orderLines(rows: readonly LeadReportRow[], now = Date.now()): string[] {
  return rows.flatMap((row) => {
    const { order, waitingBooking } = row;
    if (!order && waitingBooking) {
      const until =
        now < waitingBooking.expiresAt ? `until ${timeText(waitingBooking.expiresAt)}` : 'expired, nothing booked';
      return [
        `${row.requestId} (lead ${row.number}): not an order yet: a booking signed on the site ${timeText(waitingBooking.signedAt)} waits for the customer's confirmation from their e-mail (${until})`,
      ];
    }
    if (!order) return [];
    const latest = order.latestEvent
      ? `${STATUS_LABELS[order.latestEvent.status] ?? order.latestEvent.status} ${timeText(order.latestEvent.occurredAt)}`
      : 'no event yet';
    return [
      `${row.requestId} (lead ${row.number}): booked ${timeText(order.bookedAt)}, signed by ${terminalText(order.signer)}, terms ${terminalText(order.termsVersion)}; latest: ${latest}`,
    ];
  });
}

export const LEAD_CSV_HEADER: readonly string[] = [
  'number',
  'request_id',
  'kind',
  'status',
  'received_at',
  'first_name',
  'email',
  'phone',
  'origin_city',
  'origin_state',
  'origin_postal_code',
  'origin_country',
  'destination_city',
  'destination_state',
  'destination_postal_code',
  'destination_country',
  'ship_date',
  'transport_type',
  'shipping_method',
  'vehicle_count',
  'vehicles',
  'vehicle_categories',
  'source',
  'marketing_id',
  'fbclid',
  ...CHANNELS.flatMap((channel) => [`${channel}_status`, `${channel}_attempts`, `${channel}_delivered_at`]),
  'hold_reason',
  'sms_updates',
  'sms_consent_version',
  'sms_answered_at',
  'order_number',
  'order_status',
  'order_status_at',
  'order_booked_at',
  'order_signer',
  'order_terms_version',
];

export function leadCsvCells(row: LeadReportRow): CsvCell[] {
  const p = row.payload;
  return [
    row.number,
    row.requestId,
    row.kind,
    row.status,
    new Date(row.receivedAt).toISOString(),
    row.firstName,
    row.email,
    row.phone,
    p?.originCity,
    p?.originState,
    p?.originPostalCode,
    p?.originCountry,
    p?.destinationCity,
    p?.destinationState,
    p?.destinationPostalCode,
    p?.destinationCountry,
    p?.shipDate,
    p?.transportType,
    p?.shippingMethod,
    p?.vehicles.length,
    p?.vehicles.map(vehicleText).join('; '),
    p?.vehicles.map(categoryOf).join('; '),
    row.source,
    row.marketingId,
    row.fbclid,
    ...CHANNELS.flatMap((channel) => {
      const state = row.deliveries[channel];
      return [state?.status, state?.attempts, isoOrEmpty(state?.deliveredAt)];
    }),
    row.holdReason,
    row.sms ? smsAnswerText(row) : null,
    row.sms?.version,
    isoOrEmpty(row.sms?.answeredAt),
    row.order?.number,
    row.order?.status,
    isoOrEmpty(row.order?.statusAt),
    isoOrEmpty(row.order?.bookedAt),
    row.order?.signer,
    row.order?.termsVersion,
  ];
}

/** Writes every lead as RFC 4180 CSV through `write`; returns how many leads it wrote. */
export async function exportLeadsCsv(db: Database, write: (chunk: string) => void | Promise<void>): Promise<number> {
  await write(csvRecord(LEAD_CSV_HEADER));
  let count = 0;
  for await (const row of allLeads(db)) {
    await write(csvRecord(leadCsvCells(row)));
    count += 1;
  }
  return count;
}

/** An order as `npm run leads -- orders` shows it: the order, who booked it, and its own deliveries. */
export interface OrderReport {
  order: OrderRecord;
  lead: Omit<LeadReportRow, 'deliveries' | 'order'>;
  /** The order's outbox rows (the signed copy, notices, status messages, requests), oldest first. */
  deliveries: { channel: string; state: DeliveryState }[];
}

/** The newest orders first, each whole: its timeline, its requests and its deliveries. */
export async function recentOrders(db: Database, limit: number): Promise<OrderReport[]> {
  const booked = await db.all(
    `SELECT ${leadColumns('l')} FROM orders o JOIN leads l ON l.id = o.lead_id ORDER BY o.created_at DESC, o.id DESC LIMIT ?`,
    [limit],
  );
  const reports: OrderReport[] = [];
  for (const row of booked) {
    const order = await loadOrderRecord(db, Number(row.id));
    if (!order) continue;
    const { payload } = reportRow(row);
    const deliveries = (
      await db.all(
        'SELECT channel, status, attempts, delivered_at, last_error FROM outbox WHERE lead_id = ? ORDER BY id',
        [Number(row.id)],
      )
    )
      .filter((outbox) => !(CHANNELS as readonly string[]).includes(String(outbox.channel)))
      .map((outbox) => ({
        channel: String(outbox.channel),
        state: {
          status: String(outbox.status),
          attempts: Number(outbox.attempts ?? 0),
          deliveredAt: outbox.delivered_at === null ? null : Number(outbox.delivered_at),
          lastError: textOrNull(outbox.last_error),
        },
      }));
    reports.push({ order, lead: { ...leadFieldsFrom(row), payload }, deliveries });
  }
  return reports;
}

const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/**
 * The requests still waiting for an agent: nothing records an answer, so a request counts as open
 * until the order reaches its end (delivered or cancelled) after it was made.
 */
export function openRequests(order: OrderRecord) {
  const ended = order.events.filter((event) => FINAL_STATUSES.includes(event.status)).map((event) => event.occurredAt);
  const endedAt = ended.length ? Math.max(...ended) : null;
  return order.requests.filter((request) => endedAt === null || request.createdAt > endedAt);
}

/**
 * One order as text: the customer (e-mail and phones masked, the street addresses and the signer's
 * IP address left out unless `full`), the route and terms, the signature, the timeline in the
 * order things happened, the open requests and the order's deliveries. What the customer or the
 * dispatch system typed is kept from the terminal's control characters, and masked like a log line.
 */
export function orderReportText({ order, lead, deliveries }: OrderReport, options: { full?: boolean } = {}): string {
  const full = options.full ?? false;
  const words = (text: string, max = 200) => terminalText(full ? text : redactPersonalData(text), max);
  const phone = (value: string) => (full ? value : maskPhone(value));
  const { details, signature } = order;
  const price = details.price
    ? `$${details.price[0].toLocaleString('en-US')} to $${details.price[1].toLocaleString('en-US')}`
    : 'priced by an agent';
  const end = (label: string, { street, contactName, contactPhone }: typeof details.pickup) =>
    `  ${label}: ${full ? `${words(street)}, ` : ''}contact ${words(contactName)} ${phone(contactPhone)}`;
  const count = lead.payload?.vehicles.length ?? 0;
  const timeline = [
    `    ${timeText(order.bookedAt)}  Booked`,
    ...order.events.map((event) => {
      // The carrier's facts are the dispatch system's, a business's: its MC number is no one's phone.
      const carrier = event.carrier
        ? `: ${terminalText(event.carrier.name)}, MC ${terminalText(event.carrier.mcNumber)}${event.carrier.pickupEstimate ? `, pickup expected ${terminalText(event.carrier.pickupEstimate)}` : ''}`
        : '';
      const note = event.note ? ` (${words(event.note)})` : '';
      return `    ${timeText(event.occurredAt)}  ${STATUS_LABELS[event.status] ?? event.status}${carrier}${note}`;
    }),
  ];
  const open = openRequests(order);
  const requests = open.length
    ? open.map(
        (request) =>
          `    ${timeText(request.createdAt)}  ${request.kind === 'cancel' ? 'Cancellation' : 'Change'} (request ${request.id}): ${words(request.message)}`,
      )
    : ['    none'];
  const answered = order.requests.length - open.length;
  return [
    `Order ${order.requestId} (order ${order.number}, lead ${order.leadId}): ${STATUS_LABELS[order.status] ?? order.status} since ${timeText(order.statusAt)}`,
    `  Customer: ${words(lead.firstName)} (${full ? lead.email : maskEmail(lead.email)}, ${phone(lead.phone)})`,
    `  Route: ${lead.payload ? shortRouteText(lead.payload) : '(unreadable)'}; ${count} vehicle${count === 1 ? '' : 's'}; ${details.transportType}; pickup window ${details.pickupWindow}; ${price}`,
    end('Pickup', details.pickup),
    end('Delivery', details.delivery),
    `  Signed: ${words(signature.name)}, ${timeText(signature.signedAt)}, terms ${words(order.terms.version)} (${order.terms.hash.slice(0, 12)}…), estimate version ${order.quoteVersion}${full ? `, IP ${signature.ip}` : ''}`,
    '  Timeline:',
    ...timeline,
    `  Open requests${answered ? ` (${answered} more made before the order ended)` : ''}:`,
    ...requests,
    `  Deliveries: ${deliveries.map((delivery) => `${delivery.channel} ${deliveryStateText(delivery.state)}`).join(', ') || 'none'}`,
  ].join('\n');
}
