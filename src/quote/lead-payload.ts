import { isPossiblePhoneNumber } from 'libphonenumber-js';
import * as yup from 'yup';
import {
  emailRule,
  firstNameRule,
  makeRule,
  MAX_VEHICLES,
  modelRule,
  phoneRule,
  shipDateRule,
  shippingMethodRule,
  text,
  transportTypeRule,
  vehicleTypeRule,
  yearRule,
  type TransportType,
  type VehicleType,
} from './field-rules';
import { isSmsConsentVersion } from './consent';
import { QUOTE_MESSAGES as M } from './messages';
import { providePhoneCheck } from './phone-check';
import { CATEGORY_MESSAGE, normalizeVehicleEntry, readVehicleFacts } from './vehicle-facts-rules';
import { categoryOf, isVehicleCategory, type VehicleCategory, type VehicleFacts } from './vehicle-categories';
import type { LeadRoute } from '../types/lead-route';
import { fieldErrors, type FieldErrors } from '../types/field-errors';

// The server's schema checks phones with libphonenumber-js bundled in. The browser loads it as a
// chunk of its own (phone-check.ts), but a deployed Function is its compiled entry file alone: a
// chunk beside it would be missing there.
providePhoneCheck((value) => isPossiblePhoneNumber(value, 'US'));

export {
  CONTACT_MIN_LENGTH,
  FIRST_MODEL_YEAR,
  isShipDateInRange,
  maxModelYear,
  MAX_VEHICLES,
  SHIPPING_METHODS,
  TRANSPORT_TYPES,
  VEHICLE_TYPES,
  type TransportType,
  type VehicleType,
} from './field-rules';

export interface LeadVehicle {
  make: string;
  model: string;
  year: number;
  /** 1 when the vehicle does not run. */
  inop: 0 | 1;
  type: VehicleType;
  /**
   * Beyond SPEC §3: what is shipped (src/quote/vehicle-categories.ts). Absent, it is the category
   * of `type`; present, it decides `type` (SPEC's own for car, SUV, pickup and van, else 'Car').
   */
  category?: VehicleCategory;
  /** The facts its category asks (a boat's length and beam, a machine's weight), checked by category. */
  facts?: VehicleFacts;
}

/** The lead payload of SPEC §3: what the quote forms send and the server stores. */
export interface LeadPayload extends LeadRoute {
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
  /** The server's signed time of the page's warm-up call (src/leads/form-token.ts). */
  formToken?: string;
  /**
   * Beyond SPEC §3: the visitor's answer to the optional SMS updates question, and the version of
   * its wording they were shown (src/quote/consent.ts). Stored in the lead's own columns.
   */
  smsUpdates?: boolean;
  smsConsentVersion?: string;
}

const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const optionalText = (max: number) => text(max).optional();

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

export const vehicleSchema = yup
  .object({
    make: makeRule(),
    model: modelRule(),
    year: yearRule(),
    inop: yup.number().typeError(M.inop).oneOf([0, 1], M.inop).default(0),
    type: vehicleTypeRule().default('Car'),
    category: yup
      .mixed<VehicleCategory>()
      .test('vehicle-category', CATEGORY_MESSAGE, (value) => value === undefined || isVehicleCategory(value)),
    facts: yup.mixed<VehicleFacts>().test('vehicle-facts', 'Facts that do not read', function checkFacts(value) {
      const parent = (this.parent ?? {}) as { category?: unknown; type?: unknown };
      // An unknown category has its own message; its facts cannot be judged without one.
      if (parent.category !== undefined && !isVehicleCategory(parent.category)) return true;
      const problems = Object.entries(readVehicleFacts(categoryOf(parent), value).problems);
      if (!problems.length) return true;
      return new yup.ValidationError(
        problems.map(([fact, message]) =>
          this.createError({ path: fact ? `${this.path}.${fact}` : this.path, message }),
        ),
      );
    }),
  })
  // Before the rules: the category sets the type, facts are cleaned, a container is named by its size.
  .transform((value: unknown) => normalizeVehicleEntry(value));

export const leadPayloadSchema = yup.object({
  ...location('origin'),
  ...location('destination'),
  phone: phoneRule(),
  shipDate: shipDateRule(),
  transportType: transportTypeRule().default('Open'),
  firstName: firstNameRule(),
  email: emailRule(),
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
  shippingMethod: yup.string().when('isInternational', {
    is: true,
    then: () => shippingMethodRule().required(M.shippingMethod),
    otherwise: () => shippingMethodRule().optional(),
  }),
  website: yup.string().max(500).optional(),
  fillMs: yup.number().typeError('A number').min(0).optional(),
  formToken: yup.string().max(200).optional(),
  smsUpdates: yup.boolean().strict().typeError('true or false').optional(),
  smsConsentVersion: yup
    .string()
    .when('smsUpdates', {
      is: (answer: unknown) => answer !== undefined,
      then: (schema) => schema.required('The wording version of the SMS question'),
    })
    .test('sms-consent-version', 'An SMS consent wording this site never showed', (version) =>
      version === undefined ? true : isSmsConsentVersion(version),
    ),
});

export type { FieldErrors };

/** A vehicle's fields in the order SPEC §3 lists them, then its category and facts, as stored and sent. */
const VEHICLE_KEY_ORDER = ['make', 'model', 'year', 'inop', 'type', 'category', 'facts'] as const;

const orderedVehicle = (vehicle: LeadVehicle): LeadVehicle =>
  Object.fromEntries(
    VEHICLE_KEY_ORDER.filter((key) => vehicle[key] !== undefined).map((key) => [key, vehicle[key]]),
  ) as unknown as LeadVehicle;

/** Validates a lead payload; on failure, the first message of each field by its path. */
export async function validateLeadPayload(
  input: Record<string, unknown>,
): Promise<{ ok: true; payload: LeadPayload } | { ok: false; errors: FieldErrors }> {
  try {
    const payload = (await leadPayloadSchema.validate(input, {
      abortEarly: false,
      stripUnknown: false,
    })) as LeadPayload;
    return { ok: true, payload: { ...payload, vehicles: payload.vehicles.map(orderedVehicle) } };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) {
      // Whatever made validation itself fail came from the input: refuse it, never fail the server.
      console.error('Lead payload validation failed unexpectedly:', (error as Error).message);
      return { ok: false, errors: { body: 'The request could not be read' } };
    }
    const errors = fieldErrors();
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = issue.path || 'body';
      errors[field] ??= issue.errors[0] ?? 'Invalid value';
    }
    return { ok: false, errors };
  }
}
