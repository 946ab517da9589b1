import * as yup from 'yup';
import {
  emailRule,
  firstNameRule,
  makeRule,
  modelRule,
  phoneRule,
  RUNNING_STATES,
  shipDateRule,
  shippingMethodRule,
  TRANSPORT_TYPES,
  vehicleTypeRule,
  yearTextRule,
} from './field-rules';
import { factsSchema } from './fact-rules';
import { QUOTE_MESSAGES as M } from './messages';
import type { PlaceSide, QuoteValues, QuoteVehicle, VehicleRules } from './quote-values';
import { isVehicleCategory, type FactKey } from './vehicle-categories';

/** The wizard's steps. */
export type StepNumber = 1 | 2 | 3;
export const STEP_COUNT = 3;

/** SPEC §3: the wizard's errors, keyed by the field they belong to; vehicle errors are the selected vehicle's. */
export type QuoteErrors = Partial<Record<QuoteErrorKey, string>>;
export type QuoteErrorKey =
  | 'origin_postal_code'
  | 'destination_postal_code'
  | 'ship_date'
  | 'transport_type'
  | 'shipping_method'
  | VehicleErrorKey
  | ContactField;
/** A vehicle's fields; `Type` is also the category's (the category choice is SPEC's type select). */
export type VehicleErrorKey = 'Make' | 'Model' | 'Year' | 'Type' | 'Inop' | FactKey;
export type ContactField = 'first_name' | 'email' | 'phone';

export const FACT_ERROR_KEYS: readonly FactKey[] = [
  'rvType',
  'containerSize',
  'lengthFt',
  'beamFt',
  'widthFt',
  'heightFt',
  'weightLb',
  'onOwnTrailer',
  'drivable',
];
export const VEHICLE_ERROR_KEYS: readonly VehicleErrorKey[] = [
  'Year',
  'Make',
  'Model',
  'Type',
  'Inop',
  ...FACT_ERROR_KEYS,
];
export const CONTACT_FIELDS: readonly ContactField[] = ['first_name', 'email', 'phone'];

/** SPEC §5: empty is 'Please enter a location'; typed but not clicked is 'Please click some location'. */
const placeRule = (side: PlaceSide) =>
  yup.string().test('place', M.location, function check() {
    const display = String(this.parent[`${side}_display`] ?? '').trim();
    if (!display) return this.createError({ message: M.location });
    if (!this.parent[`${side}_country`]) return this.createError({ message: M.clickLocation });
    return true;
  });

const routeSchema = yup.object({
  origin_postal_code: placeRule('origin'),
  destination_postal_code: placeRule('destination'),
  ship_date: shipDateRule(),
  transport_type: yup
    .string()
    .when('isInternational', {
      // SPEC §5: domestic asks for it; the international dropdown starts on Open ("Open when unset").
      is: false,
      then: (schema) => schema.required(M.transportType),
    })
    .oneOf([...TRANSPORT_TYPES, ''], M.transportType),
  shipping_method: yup.string().when('isInternational', {
    is: true,
    then: () => shippingMethodRule().required(M.shippingMethod),
  }),
});

/**
 * One vehicle: SPEC §5's fields, and the facts its category asks. A container is named by its size,
 * so it is asked no year, make, model or running state; on the booking form a chosen category is
 * the chosen type.
 */
export const vehicleSchema = ({ requireDetails }: VehicleRules, vehicle?: Pick<QuoteVehicle, 'category'>) => {
  const category = isVehicleCategory(vehicle?.category) ? vehicle.category : null;
  const named = category !== 'container';
  return yup.object({
    ...(named ? { Year: yearTextRule(), Make: makeRule(), Model: modelRule() } : {}),
    Type: requireDetails ? vehicleTypeRule().required(M.type) : vehicleTypeRule(),
    ...(named
      ? {
          Inop: requireDetails
            ? yup
                .string()
                .required(M.inop)
                .oneOf([...RUNNING_STATES], M.inop)
            : yup.string().oneOf([...RUNNING_STATES, ''], M.inop),
        }
      : {}),
    ...(category ? { facts: factsSchema(category) } : {}),
  });
};

const contactSchema = yup.object({
  first_name: firstNameRule(),
  email: emailRule(),
  phone: phoneRule(),
});

/** One yup schema per step (Formik's multistep pattern). */
export const stepSchema = (step: StepNumber, rules: VehicleRules) =>
  step === 1
    ? routeSchema
    : step === 2
      ? yup.object({
          Vehicles: yup
            .array(yup.lazy((vehicle: QuoteVehicle | undefined) => vehicleSchema(rules, vehicle)))
            .min(1, M.make),
        })
      : contactSchema;

export interface StepCheck {
  errors: QuoteErrors;
  /** On step 2, the first vehicle that needs attention. */
  vehicleIndex: number | null;
}

/** Validates one step; errors keyed as SPEC §3 keys them, the first message of each field. */
export function checkStep(step: StepNumber, values: QuoteValues, rules: VehicleRules): StepCheck {
  try {
    stepSchema(step, rules).validateSync(values, { abortEarly: false });
    return { errors: {}, vehicleIndex: null };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const errors: QuoteErrors = {};
    let vehicleIndex: number | null = null;
    for (const issue of error.inner.length ? error.inner : [error]) {
      const path = issue.path ?? '';
      const vehicle = /^Vehicles\[(\d+)\]\.(?:facts\.)?(\w+)$/.exec(path);
      if (vehicle) {
        const index = Number(vehicle[1]);
        vehicleIndex ??= index;
        if (index !== vehicleIndex) continue;
        errors[vehicle[2] as VehicleErrorKey] ??= issue.message;
      } else if (path) {
        errors[path as QuoteErrorKey] ??= issue.message;
      }
    }
    return { errors, vehicleIndex };
  }
}

/** SPEC §5: contact fields are checked on each keystroke. */
export function checkContactField(field: ContactField, value: string): string | undefined {
  try {
    contactSchema.validateSyncAt(field, { [field]: value });
    return undefined;
  } catch (error) {
    if (error instanceof yup.ValidationError) return error.message;
    throw error;
  }
}

/** The step a field is asked on: where the wizard goes to show a server's error. */
export const stepOfField = (key: QuoteErrorKey): StepNumber =>
  (CONTACT_FIELDS as readonly string[]).includes(key)
    ? 3
    : (VEHICLE_ERROR_KEYS as readonly string[]).includes(key)
      ? 2
      : 1;
