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
import { maskEmail } from './log';

export interface DeliveryState {
  status: string;
  attempts: number;
  deliveredAt: number | null;
  lastError: string | null;
}

/** A lead as the sales team's command shows it: its columns, its payload, and each delivery's state. */
export interface LeadReportRow extends Omit<LeadRecord, 'payload'> {
  /** Null when the stored payload cannot be read (never hides the lead itself). */
  payload: LeadPayload | null;
  deliveries: Partial<Record<Channel, DeliveryState>>;
}

// One LEFT JOIN per channel keeps it one query on both engines.
const REPORT_SELECT = `SELECT ${leadColumns('l')},
  ${CHANNELS.map((_, i) => `o${i}.status AS s${i}, o${i}.attempts AS a${i}, o${i}.delivered_at AS d${i}, o${i}.last_error AS e${i}`).join(',\n  ')}
  FROM leads l
  ${CHANNELS.map((_, i) => `LEFT JOIN outbox o${i} ON o${i}.lead_id = l.id AND o${i}.channel = ?`).join('\n  ')}`;

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
  return { ...leadFieldsFrom(row), payload, deliveries };
}

/** The newest leads first. */
export async function recentLeads(db: Database, limit: number): Promise<LeadReportRow[]> {
  const rows = await db.all(`${REPORT_SELECT} ORDER BY l.id DESC LIMIT ?`, [...CHANNELS, limit]);
  return rows.map(reportRow);
}

/** Every lead, oldest first, a page at a time so an export never holds the whole table. */
export async function* allLeads(db: Database, pageSize = 500): AsyncGenerator<LeadReportRow> {
  let after = 0;
  for (;;) {
    const rows = await db.all(`${REPORT_SELECT} WHERE l.id > ? ORDER BY l.id LIMIT ?`, [...CHANNELS, after, pageSize]);
    for (const row of rows) yield reportRow(row);
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

const timeText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const isoOrEmpty = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

/** Control characters in a stored name must not reach the terminal (escape sequences). */
const terminalText = (value: string, max = 60) => {
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
    ]),
  );
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
