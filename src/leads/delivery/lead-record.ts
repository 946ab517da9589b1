import type { SmsConsent } from '../../quote/consent';
import type { LeadPayload, LeadVehicle } from '../../quote/lead-payload';
import { CATEGORY_LABELS, categoryOf, factLines } from '../../quote/vehicle-categories';
import type { LeadKind } from '../intake';
import { storedEstimateFrom, type StoredEstimate } from '../lead-estimates';
import type { OrderRecord } from '../../orders/order';
import type { Row } from '../store/database';

/** A stored lead as the deliveries and the sales team's command see it. */
export interface LeadRecord {
  /** The lead number (leads.id). */
  number: number;
  /** The request identification the customer was shown (leads.public_id). */
  requestId: string;
  kind: LeadKind;
  status: string;
  receivedAt: number;
  firstName: string;
  email: string;
  phone: string;
  source: string | null;
  marketingId: string | null;
  fbclid: string | null;
  payload: LeadPayload;
  /** Why a lead with status 'held' was held ('email-limit', 'connection-limit'); null otherwise. */
  holdReason?: string | null;
  /** The answer to the optional SMS updates question; null when the form did not ask it. */
  sms?: SmsConsent | null;
  /** The latest estimate, when the query read it (relay deliveries do). */
  estimate?: StoredEstimate | null;
  /** The lead's signed order, when the delivery is about it (the relay reads it for order channels). */
  order?: OrderRecord | null;
}

/** The lead columns, read under the table alias `alias`. */
export const leadColumns = (alias: string) =>
  [
    'id',
    'public_id',
    'kind',
    'status',
    'created_at',
    'first_name',
    'email',
    'phone',
    'source',
    'marketing_id',
    'fbclid',
    'payload',
    'hold_reason',
    'sms_updates',
    'sms_consent_version',
    'sms_answered_at',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');

export const textOrNull = (value: Row[string] | undefined) =>
  value === null || value === undefined ? null : String(value);

/** The stored JSON was validated by the intake; a broken one must fail loudly, not deliver half a lead. */
export function parseStoredPayload(json: string): LeadPayload {
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as { vehicles?: unknown }).vehicles)) {
    throw new Error('The stored lead payload is not a lead');
  }
  return parsed as LeadPayload;
}

/** A lead row's columns, all but its payload, as the record and the sales report both show them. */
export function leadFieldsFrom(row: Row): Omit<LeadRecord, 'payload'> {
  return {
    number: Number(row.id),
    requestId: String(row.public_id),
    kind: row.kind === 'booking' ? 'booking' : 'lead',
    status: String(row.status),
    receivedAt: Number(row.created_at),
    firstName: String(row.first_name ?? ''),
    email: String(row.email ?? ''),
    phone: String(row.phone ?? ''),
    source: textOrNull(row.source),
    marketingId: textOrNull(row.marketing_id),
    fbclid: textOrNull(row.fbclid),
    holdReason: textOrNull(row.hold_reason),
    sms: smsConsentFrom(row),
  };
}

function smsConsentFrom(row: Row): SmsConsent | null {
  if (row.sms_updates === null || row.sms_updates === undefined) return null;
  return {
    agreed: Number(row.sms_updates) === 1,
    version: String(row.sms_consent_version ?? ''),
    answeredAt: Number(row.sms_answered_at ?? row.created_at),
  };
}

export const leadRecordFrom = (row: Row): LeadRecord => ({
  ...leadFieldsFrom(row),
  payload: parseStoredPayload(String(row.payload)),
  estimate: storedEstimateFrom(row),
});

export type RouteSide = 'origin' | 'destination';

/** "Beverly Hills, CA 90210, US"; a port location has no postal code. */
export function placeText(payload: LeadPayload, side: RouteSide): string {
  const city = payload[`${side}City`]?.trim();
  const region = [payload[`${side}State`], payload[`${side}PostalCode`]].filter((part) => part?.trim()).join(' ');
  return [city, region, payload[`${side}Country`]].filter((part) => part?.trim()).join(', ');
}

/** "Beverly Hills, CA → New York, NY": short enough for a subject line or a table cell. */
export function shortRouteText(payload: LeadPayload): string {
  const short = (side: RouteSide) =>
    [payload[`${side}City`] || payload[`${side}PostalCode`], payload[`${side}State`] || payload[`${side}Country`]]
      .filter((part) => part?.trim())
      .join(', ');
  return `${short('origin')} → ${short('destination')}`;
}

export const routeText = (payload: LeadPayload) =>
  `${placeText(payload, 'origin')} → ${placeText(payload, 'destination')}`;

/** "Length: 32 ft, Beam: 10.5 ft, On its own trailer: Yes"; '' for a vehicle with no facts (a car). */
export function factsText(vehicle: LeadVehicle): string {
  // The labels carry the unit for a form's field ("Length (ft)"); here the value says it ("32 ft").
  return factLines(categoryOf(vehicle), vehicle.facts)
    .map(([label, text]) => `${label.replace(/ \((ft|lb)\)$/, '')}: ${text}`)
    .join(', ');
}

/** The vehicle's category as a reader sees it: "Car", "SUV", "Boat", "RV or travel trailer". */
export const categoryText = (vehicle: LeadVehicle) => CATEGORY_LABELS[categoryOf(vehicle)].label;

/**
 * "2020 Toyota Camry (Car, does not run)"; with its facts when its category has any:
 * "2018 Sea Ray Sundancer 320 (Boat) – Length: 32 ft, Beam: 10.5 ft, On its own trailer: Yes".
 */
export function vehicleText(vehicle: LeadVehicle): string {
  const facts = factsText(vehicle);
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model} (${categoryText(vehicle)}${vehicle.inop ? ', does not run' : ''})`;
  return facts ? `${name} – ${facts}` : name;
}
