import { SMS_CONSENT_VERSION } from './consent';
import type { RunningState, ShippingMethod, TransportType, VehicleType } from './field-rules';
import type { LeadPayload, LeadVehicle } from './lead-payload';
import { parseFacts } from './fact-rules';
import { CONTAINER_MAKE, containerModel, type QuoteValues, type QuoteVehicle } from './quote-values';
import { categoryOf, specTypeOf, type VehicleCategory, type VehicleFacts } from './vehicle-categories';
import { defaultSource, trackingId, type QuoteFormKind, type Tracking } from './tracking';
import { routeFormFieldsOf, routeFromFormFields, type LeadRoute } from '../types/lead-route';

/** SPEC §3: the embeddable form's own submission, what a host's submit callback receives. */
export interface EmbeddedSubmission extends LeadRoute {
  phone: string;
  shipDate: string;
  transportType: TransportType;
  firstName: string;
  email: string;
  isInternational: boolean;
  shippingMethod: ShippingMethod | '';
  Vehicles: EmbeddedVehicle[];
  website: string;
  fillMs: number;
  /** Beyond SPEC §3: the SMS updates answer and the version of the wording the visitor was shown. */
  smsUpdates: boolean;
  smsConsentVersion: string;
}

/**
 * One vehicle of the submission: SPEC §3's capitalised fields, then its category and the facts the
 * category asks (numbers parsed: "8'6\"" is 8.5). A car, SUV, pickup or van is said by its `Type`
 * alone (the contract reads a missing category as the type's), so their entries stay SPEC §3's.
 */
export interface EmbeddedVehicle {
  Make: string;
  Model: string;
  Year: number;
  Inop: 0 | 1;
  Type: VehicleType;
  category?: VehicleCategory;
  facts?: VehicleFacts;
}

/** SPEC §3: running "No" is inop 1; unset is 0. */
export const inopOf = (running: RunningState | '') => (running === 'No' ? 1 : 0);

/** A container is named by its size: "Shipping container", "40 ft", this year. */
function vehicleOf(vehicle: QuoteVehicle, today: Date): EmbeddedVehicle {
  const category = vehicle.category || categoryOf({ type: vehicle.Type });
  const facts = parseFacts(category, vehicle.facts);
  const Type = (vehicle.Type || specTypeOf(category)) as VehicleType;
  const beyondSpec = {
    ...(category === categoryOf({ type: Type }) ? {} : { category }),
    ...(Object.keys(facts).length ? { facts } : {}),
  };
  if (category === 'container') {
    return {
      Make: CONTAINER_MAKE,
      Model: containerModel(facts.containerSize ?? ''),
      Year: today.getFullYear(),
      Inop: 0,
      Type,
      ...beyondSpec,
    };
  }
  return {
    Make: vehicle.Make.trim(),
    Model: vehicle.Model.trim(),
    Year: Number(vehicle.Year),
    Inop: inopOf(vehicle.Inop) as 0 | 1,
    Type,
    ...beyondSpec,
  };
}

/** The category and facts of an entry, in the lead and booking payloads' vehicles: only when there are some. */
const categoryFields = (v: EmbeddedVehicle) => ({
  ...(v.category ? { category: v.category } : {}),
  ...(v.facts ? { facts: v.facts } : {}),
});

export function toEmbeddedSubmission(values: QuoteValues, fillMs: number, today = new Date()): EmbeddedSubmission {
  return {
    ...routeFromFormFields(values),
    phone: values.phone.trim(),
    shipDate: values.ship_date,
    transportType: values.transport_type || 'Open',
    firstName: values.first_name.trim(),
    email: values.email.trim(),
    isInternational: values.isInternational,
    shippingMethod: values.isInternational ? values.shipping_method : '',
    Vehicles: values.Vehicles.map((vehicle) => vehicleOf(vehicle, today)),
    website: values.website,
    fillMs: Math.max(0, Math.round(fillMs)),
    smsUpdates: values.sms_updates,
    smsConsentVersion: SMS_CONSENT_VERSION,
  };
}

/**
 * SPEC §3's lead payload (home and international forms); an international quote also says so and
 * carries the shipping method chosen, which the sales team needs to price it.
 */
export function leadPayloadFromSubmission(
  submission: EmbeddedSubmission,
  tracking: Tracking,
  kind: QuoteFormKind,
): LeadPayload & { website: string; fillMs: number } {
  const { Vehicles, isInternational, shippingMethod, ...fields } = submission;
  // The category and its facts ride in each entry beside SPEC §3's fields.
  const vehicles: (LeadVehicle & Pick<EmbeddedVehicle, 'category' | 'facts'>)[] = Vehicles.map((v) => ({
    make: v.Make,
    model: v.Model,
    year: v.Year,
    inop: v.Inop,
    type: v.Type,
    ...categoryFields(v),
  }));
  return {
    ...fields,
    vehicles,
    id: trackingId(tracking),
    source: tracking.source || defaultSource(kind, isInternational),
    fbclid: tracking.fbclid,
    ...(isInternational ? { isInternational, shippingMethod } : {}),
  };
}

/** SPEC §3's booking payload (domestic booking form): the form's field names, marketingId, source, fbclid and the vehicles. */
export function bookingPayloadFromSubmission(submission: EmbeddedSubmission, tracking: Tracking) {
  return {
    ...routeFormFieldsOf(submission),
    ship_date: submission.shipDate,
    transport_type: submission.transportType,
    first_name: submission.firstName,
    email: submission.email,
    phone: submission.phone,
    marketingId: trackingId(tracking),
    source: tracking.source || defaultSource('booking', false),
    fbclid: tracking.fbclid,
    vehicles: submission.Vehicles.map((v) => ({
      Year: v.Year,
      Make: v.Make,
      Model: v.Model,
      vehicle_type: v.Type,
      vehicle_inop: v.Inop,
      ...categoryFields(v),
    })),
    website: submission.website,
    fillMs: submission.fillMs,
    smsUpdates: submission.smsUpdates,
    smsConsentVersion: submission.smsConsentVersion,
  };
}
