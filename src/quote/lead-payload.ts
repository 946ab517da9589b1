import { isPossiblePhoneNumber } from 'libphonenumber-js';
import * as yup from 'yup';
import { QUOTE_MESSAGES as M } from './messages';

/** SPEC §5 and §9. */
export const TRANSPORT_TYPES = ['Open', 'Enclosed'] as const;
export const VEHICLE_TYPES = ['Car', 'SUV', 'Pickup', 'Van'] as const;
export const SHIPPING_METHODS = ['Door to port', 'Port to port', 'Port to door'] as const;
export const FIRST_MODEL_YEAR = 1877;
export const MAX_VEHICLES = 10;
export const CONTACT_MIN_LENGTH = 3;

export type TransportType = (typeof TRANSPORT_TYPES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export interface LeadVehicle {
  make: string;
  model: string;
  year: number;
  /** 1 when the vehicle does not run. */
  inop: 0 | 1;
  type: VehicleType;
}

/** The lead payload of SPEC §3: what the quote forms send and the server stores. */
export interface LeadPayload {
  originCountry: string;
  originPostalCode: string;
  originState: string;
  originCity: string;
  destinationCountry: string;
  destinationPostalCode: string;
  destinationState: string;
  destinationCity: string;
  phone: string;
  /** YYYY-MM-DD */
  shipDate: string;
  transportType: TransportType;
  firstName: string;
  email: string;
  vehicles: LeadVehicle[];
  id?: string;
  source?: string;
  fbclid?: string;
  templateId?: string;
  isInternational?: boolean;
  shippingMethod?: string;
  /** A field people never see: bots fill it. */
  website?: string;
  /** Milliseconds from the form's first render to its submit. */
  fillMs?: number;
}

export const maxModelYear = (today = new Date()) => today.getUTCFullYear() + 1;

/** HTML's e-mail grammar, with a dotted domain whose last label has 2 or more letters. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;
const CONTROL = /[\u0000-\u001f\u007f]/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;

/** Text fields take strings only: a number or an object where a name belongs is a broken client. */
const text = (max: number) =>
  yup
    .string()
    .test('is-text', 'Must be text', function isText() {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'string';
    })
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, `At most ${max} characters`)
    .test(
      'no-control',
      'Line breaks and control characters are not allowed',
      (value) => !value || !CONTROL.test(value),
    );

const optionalText = (max: number) => text(max).optional();

export const isShipDateInRange = (value: string, today = new Date()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  // Today is allowed wherever the visitor is: one day of slack behind UTC, a year ahead at most.
  const earliest = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1);
  const latest = Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() >= earliest && date.getTime() <= latest;
};

const location = (side: 'origin' | 'destination') => ({
  [`${side}Country`]: text(60).required(M.location),
  [`${side}City`]: text(100).default(''),
  [`${side}State`]: text(60).default(''),
  [`${side}PostalCode`]: text(12)
    .default('')
    .test('postal-code', M.location, function check(value) {
      const country = String(this.parent[`${side}Country`] ?? '').toUpperCase();
      const city = String(this.parent[`${side}City`] ?? '').trim();
      if (!value) return city.length > 0; // "Port of" locations send an empty postal code, but name a city.
      if (!POSTAL_CODE.test(value)) return false;
      return country === 'US' || country === 'USA' ? US_ZIP.test(value) : true;
    }),
});

export const vehicleSchema = yup.object({
  make: text(60).required(M.make),
  model: text(80).required(M.model),
  year: yup
    .number()
    .typeError(M.year)
    .integer(M.year)
    .min(FIRST_MODEL_YEAR, M.year)
    .test('max-year', M.year, (value) => value === undefined || value <= maxModelYear())
    .required(M.year),
  inop: yup.number().typeError(M.inop).oneOf([0, 1], M.inop).default(0),
  type: yup
    .string()
    .oneOf([...VEHICLE_TYPES], M.type)
    .default('Car'),
});

export const leadPayloadSchema = yup.object({
  ...location('origin'),
  ...location('destination'),
  phone: text(30)
    .required(M.phone)
    .min(CONTACT_MIN_LENGTH, M.phone)
    .test('possible-phone', M.phone, (value) => !value || isPossiblePhoneNumber(value, 'US')),
  shipDate: yup
    .string()
    .required(M.shipDate)
    .test('ship-date', M.shipDate, (value) => !value || isShipDateInRange(value)),
  transportType: yup
    .string()
    .oneOf([...TRANSPORT_TYPES], M.transportType)
    .default('Open'),
  firstName: text(80).required(M.firstName).min(CONTACT_MIN_LENGTH, M.firstName),
  email: text(254)
    .required(M.email)
    .test('email', M.email, (value) => !value || EMAIL.test(value)),
  vehicles: yup
    .array(vehicleSchema)
    .required(M.make)
    .min(1, M.make)
    .max(MAX_VEHICLES, `At most ${MAX_VEHICLES} vehicles`),
  id: optionalText(200),
  source: optionalText(200),
  fbclid: optionalText(500),
  templateId: optionalText(100),
  isInternational: yup.boolean().optional(),
  shippingMethod: yup
    .string()
    .optional()
    .when('isInternational', {
      is: true,
      then: (schema) => schema.required(M.shippingMethod).oneOf([...SHIPPING_METHODS], M.shippingMethod),
      otherwise: (schema) => schema.oneOf([...SHIPPING_METHODS, undefined], M.shippingMethod),
    }),
  website: yup.string().max(500).optional(),
  fillMs: yup.number().typeError('A number').min(0).optional(),
});

export type FieldErrors = Record<string, string>;

/** Validates a lead payload; on failure, the first message of each field by its path. */
export async function validateLeadPayload(
  input: Record<string, unknown>,
): Promise<{ ok: true; payload: LeadPayload } | { ok: false; errors: FieldErrors }> {
  try {
    const payload = (await leadPayloadSchema.validate(input, {
      abortEarly: false,
      stripUnknown: false,
    })) as LeadPayload;
    return { ok: true, payload };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) {
      // Whatever made validation itself fail came from the input: refuse it, never fail the server.
      console.error('Lead payload validation failed unexpectedly:', (error as Error).message);
      return { ok: false, errors: { body: 'The request could not be read' } };
    }
    const errors: FieldErrors = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path || 'body';
      errors[field] ??= issue.errors[0] ?? 'Invalid value';
    }
    return { ok: false, errors };
  }
}
