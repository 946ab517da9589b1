import { ROUTE_FIELDS, routeFormField } from '../types/lead-route';
import { fieldErrors, type FieldErrors } from '../types/field-errors';

/**
 * The three shapes a quote arrives in (SPEC §3), mapped onto the lead payload: the home and
 * international forms send the lead payload itself; the embeddable form adds isInternational,
 * shippingMethod and a Vehicles list with capitalised fields; the booking form sends the form's
 * field names plus marketingId, source, fbclid and the vehicles. Unknown fields are refused. A
 * vehicle may name its category and facts in any of the three (see VEHICLE_FIELDS).
 */
const LEAD_FIELDS = [
  ...ROUTE_FIELDS,
  'phone',
  'shipDate',
  'transportType',
  'firstName',
  'email',
  'vehicles',
  'id',
  'source',
  'fbclid',
  'templateId',
  'isInternational',
  'shippingMethod',
  'website',
  'fillMs',
  'formToken',
  'smsUpdates',
  'smsConsentVersion',
] as const;

/** Booking form field names (SPEC §3 form field names) and what they are in the lead payload. */
const BOOKING_FIELDS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ROUTE_FIELDS.map((field) => [routeFormField(field), field])),
  ship_date: 'shipDate',
  transport_type: 'transportType',
  first_name: 'firstName',
  email: 'email',
  phone: 'phone',
  vehicles: 'vehicles',
  Vehicles: 'vehicles',
  marketingId: 'id',
  source: 'source',
  fbclid: 'fbclid',
  templateId: 'templateId',
  isInternational: 'isInternational',
  shippingMethod: 'shippingMethod',
  website: 'website',
  fillMs: 'fillMs',
  formToken: 'formToken',
  smsUpdates: 'smsUpdates',
  smsConsentVersion: 'smsConsentVersion',
};

type VehicleField = 'make' | 'model' | 'year' | 'inop' | 'type' | 'category' | 'facts';

/**
 * Each vehicle field as the three shapes spell it. The category and its facts (issue 27) follow
 * the same pattern: `category`/`facts` in the lead payload, `Category`/`Facts` in the embeddable
 * form's Vehicles, `vehicle_category`/`vehicle_facts` beside the booking form's vehicle_type. The
 * facts' own names (lengthFt, beamFt…) are one spelling everywhere.
 */
const VEHICLE_FIELDS: Readonly<Record<string, VehicleField | null>> = {
  make: 'make',
  Make: 'make',
  model: 'model',
  Model: 'model',
  year: 'year',
  Year: 'year',
  inop: 'inop',
  Inop: 'inop',
  vehicle_inop: 'inop',
  type: 'type',
  Type: 'type',
  vehicle_type: 'type',
  category: 'category',
  Category: 'category',
  vehicle_category: 'category',
  facts: 'facts',
  Facts: 'facts',
  vehicle_facts: 'facts',
  // The form's own label for a vehicle; not part of the lead.
  name: null,
};

export type PayloadShape = 'lead' | 'embedded' | 'booking';

export interface MappedPayload {
  shape: PayloadShape;
  payload: Record<string, unknown>;
  /** Field-level errors for fields no shape knows. */
  unknown: Record<string, string>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Running? Yes/No" answers, booleans and 0/1 all become the payload's inop number. */
const inopValue = (value: unknown): unknown => {
  if (value === 'No') return 1;
  if (value === 'Yes') return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === '' || value === null || value === undefined) return undefined;
  return value;
};

/** Names a refused field (in a record without a prototype, so `__proto__` is reported like any other). */
const refuse = (unknown: FieldErrors, field: string) => {
  unknown[field] = 'Unknown field';
};

function mapVehicles(value: unknown, unknown: FieldErrors): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((vehicle, index) => {
    if (!isPlainObject(vehicle)) return vehicle;
    const mapped: Record<string, unknown> = {};
    for (const [key, fieldValue] of Object.entries(vehicle)) {
      // Own keys only: 'constructor' or 'valueOf' must not find Object.prototype's members.
      const target = Object.hasOwn(VEHICLE_FIELDS, key) ? VEHICLE_FIELDS[key] : undefined;
      if (target === undefined) refuse(unknown, `vehicles[${index}].${key}`);
      else if (target) mapped[target] = target === 'inop' ? inopValue(fieldValue) : fieldValue;
    }
    return mapped;
  });
}

export function shapeOf(body: Record<string, unknown>): PayloadShape {
  if (Object.keys(body).some((key) => key.includes('_') || key === 'marketingId')) return 'booking';
  if ('Vehicles' in body) return 'embedded';
  return 'lead';
}

/** Maps any accepted shape onto the lead payload; `null` when the body is not a JSON object. */
export function leadPayloadFromBody(body: unknown): MappedPayload | null {
  if (!isPlainObject(body)) return null;
  const shape = shapeOf(body);
  const unknown = fieldErrors();
  const payload: Record<string, unknown> = {};
  const names: Readonly<Record<string, string>> =
    shape === 'booking'
      ? BOOKING_FIELDS
      : Object.fromEntries([...LEAD_FIELDS, 'Vehicles'].map((f) => [f, f === 'Vehicles' ? 'vehicles' : f]));
  for (const [key, value] of Object.entries(body)) {
    const target = Object.hasOwn(names, key) ? names[key] : undefined;
    if (!target) refuse(unknown, key);
    // The embeddable form sends an empty shipping method for a domestic quote: none was chosen.
    else if (target === 'shippingMethod' && value === '') continue;
    else payload[target] = target === 'vehicles' ? mapVehicles(value, unknown) : value;
  }
  return { shape, payload, unknown };
}
