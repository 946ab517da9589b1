import {
  DEFAULT_YEAR,
  MAX_VEHICLES,
  SHIPPING_METHODS,
  type RunningState,
  type ShippingMethod,
  type TransportType,
  type VehicleType,
} from './field-rules';
import { askedFacts, parseFacts, type FactDraft } from './fact-rules';
import { specTypeOf, type VehicleCategory } from './vehicle-categories';

/** One vehicle as the wizard holds it (SPEC §3 "Vehicle"): what was typed, before it is a number. */
export interface QuoteVehicle {
  name: string;
  Type: VehicleType | '';
  Inop: RunningState | '';
  Make: string;
  /** NHTSA's make id from the make lookup; the model lookup needs it. */
  MakeID: number | null;
  Model: string;
  Year: string;
  /**
   * What kind of vehicle it is (src/quote/vehicle-categories.ts); '' only on the booking form
   * before one is chosen. `Type` follows it: SPEC's own type for the four, else 'Car'.
   */
  category: VehicleCategory | '';
  /** The category's facts as typed ("8.5", "8'6\"", "Yes"): parsed to numbers when the quote is sent. */
  facts: FactDraft;
}

export type PlaceSide = 'origin' | 'destination';

/** The wizard's values (SPEC §3 "Form state"); a place is chosen once its country is set. */
export interface QuoteValues {
  isInternational: boolean;
  origin_display: string;
  origin_city: string;
  origin_state: string;
  origin_postal_code: string;
  origin_country: string;
  destination_display: string;
  destination_city: string;
  destination_state: string;
  destination_postal_code: string;
  destination_country: string;
  ship_date: string;
  transport_type: TransportType | '';
  shipping_method: ShippingMethod | '';
  Vehicles: QuoteVehicle[];
  first_name: string;
  email: string;
  phone: string;
  /** The optional SMS updates checkbox (src/quote/consent.ts): unticked until the visitor ticks it. */
  sms_updates: boolean;
  /** The field people never see (bots fill it). */
  website: string;
}

/** What the booking form asks for every vehicle (SPEC §5): type and running state are chosen, not defaulted. */
export interface VehicleRules {
  requireDetails: boolean;
  /**
   * The category a new vehicle starts on: the one of the service page the form sits on (a boat on
   * the boat-shipping page). Without it a vehicle starts as a car, or unchosen on the booking form.
   */
  category?: VehicleCategory;
}

export const blankVehicle = ({ requireDetails, category }: VehicleRules): QuoteVehicle => {
  const preset = category ?? (requireDetails ? '' : 'car');
  return {
    name: '',
    Type: preset ? specTypeOf(preset) : '',
    Inop: requireDetails ? '' : 'Yes',
    Make: '',
    MakeID: null,
    Model: '',
    Year: DEFAULT_YEAR,
    category: preset,
    facts: {},
  };
};

/**
 * A vehicle of another category: its Type follows (choosing SUV sets SPEC's 'SUV'), and the facts
 * the new category also asks are kept. A machine's make is not a car's: the make and model chosen
 * from another catalogue go, unless both categories share one (the four SPEC types and classics).
 */
export function withCategory(vehicle: QuoteVehicle, category: VehicleCategory | ''): QuoteVehicle {
  if (category === vehicle.category) return vehicle;
  const asked = category ? askedFacts(category) : [];
  const facts: FactDraft = {};
  for (const fact of asked) if (vehicle.facts[fact] !== undefined) facts[fact] = vehicle.facts[fact];
  const sameCatalogue = makeCatalogueOf(vehicle.category) === makeCatalogueOf(category);
  return {
    ...vehicle,
    category,
    Type: category ? specTypeOf(category) : '',
    facts,
    ...(sameCatalogue ? {} : { Make: '', MakeID: null, Model: '' }),
  };
}

/** Which make list a category's makes come from: the car catalogue is shared by cars of every kind. */
const CAR_CATALOGUE = new Set<VehicleCategory | ''>(['', 'car', 'suv', 'pickup', 'van', 'classic']);
const makeCatalogueOf = (category: VehicleCategory | '') => (CAR_CATALOGUE.has(category) ? 'car' : category);

/** A container's entry is named by its size (the form asks no make, model or year of it). */
export const CONTAINER_MAKE = 'Shipping container';
export const containerModel = (size: string) => (size ? `${size} ft` : '');

export const initialQuoteValues = (rules: VehicleRules, isInternational = false): QuoteValues => ({
  isInternational,
  origin_display: '',
  origin_city: '',
  origin_state: '',
  origin_postal_code: '',
  origin_country: '',
  destination_display: '',
  destination_city: '',
  destination_state: '',
  destination_postal_code: '',
  destination_country: '',
  ship_date: '',
  transport_type: '',
  shipping_method: '',
  Vehicles: [blankVehicle(rules)],
  first_name: '',
  email: '',
  phone: '',
  sms_updates: false,
  website: '',
});

/** A chosen place, whatever lookup it came from. */
export interface Place {
  display: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

export const placeValues = (side: PlaceSide, place: Place): Partial<QuoteValues> => ({
  [`${side}_display`]: place.display,
  [`${side}_city`]: place.city,
  [`${side}_state`]: place.state,
  // SPEC §4: a 'Port of' location sends an empty postal code.
  [`${side}_postal_code`]: place.display.includes('Port of') ? '' : place.postalCode,
  [`${side}_country`]: place.country,
});

/** Typing in a place field un-chooses it: only a clicked suggestion is a place. */
export const typedPlaceValues = (side: PlaceSide, display: string): Partial<QuoteValues> => ({
  [`${side}_display`]: display,
  [`${side}_city`]: '',
  [`${side}_state`]: '',
  [`${side}_postal_code`]: '',
  [`${side}_country`]: '',
});

export const isPlaceChosen = (values: QuoteValues, side: PlaceSide) => values[`${side}_country`] !== '';

/** SPEC §4: the options before any origin is chosen, and after a submit. */
export const ALL_SHIPPING_METHODS: readonly ShippingMethod[] = ['Port to port', 'Door to port', 'Port to door'];

/**
 * SPEC §4: from the United States or Canada the car leaves from the door (Door to port preselected);
 * from elsewhere it arrives at the door (Port to door preselected).
 */
export function shippingMethodsFrom(originCountry: string): {
  options: readonly ShippingMethod[];
  preselected: ShippingMethod;
} {
  const northAmerica = ['US', 'USA', 'CA', 'CAN'].includes(originCountry.trim().toUpperCase());
  return northAmerica
    ? { options: ['Door to port', 'Port to port'], preselected: 'Door to port' }
    : { options: ['Port to door', 'Port to port'], preselected: 'Port to door' };
}

export const isShippingMethod = (value: string): value is ShippingMethod =>
  (SHIPPING_METHODS as readonly string[]).includes(value);

/** SPEC §3: a vehicle is complete when Make, Model and Year are all set (a container: its size). */
export const isVehicleComplete = (vehicle: QuoteVehicle) =>
  vehicle.category === 'container'
    ? Boolean(vehicle.facts.containerSize)
    : vehicle.Make.trim() !== '' && vehicle.Model.trim() !== '' && vehicle.Year.trim() !== '';

/** Categories whose length says what they are beside their name ("2018 Sea Ray Sundancer 320, 32 ft"). */
const TITLED_BY_LENGTH = new Set<VehicleCategory | ''>(['boat', 'rv', 'bus']);

/**
 * A vehicle in a few words: "2019 Toyota Camry", "2018 Sea Ray Sundancer 320, 32 ft", "40 ft
 * shipping container"; "Vehicle 2" until it is complete.
 */
export function vehicleTitle(vehicle: QuoteVehicle, index: number): string {
  if (!isVehicleComplete(vehicle)) return `Vehicle ${index + 1}`;
  if (vehicle.category === 'container') {
    return `${containerModel(vehicle.facts.containerSize ?? '')} shipping container`;
  }
  const name = `${vehicle.Year.trim()} ${vehicle.Make.trim()} ${vehicle.Model.trim()}`;
  const length =
    vehicle.category && TITLED_BY_LENGTH.has(vehicle.category)
      ? parseFacts(vehicle.category, vehicle.facts).lengthFt
      : undefined;
  return length === undefined ? name : `${name}, ${length} ft`;
}

/** A chosen place in a few words: "Houston, TX", "Hamburg, DE"; what was typed when none was chosen. */
const placeText = (values: QuoteValues, side: PlaceSide) => {
  const city = values[`${side}_city`].trim();
  const region = (values.isInternational ? values[`${side}_country`] : values[`${side}_state`]).trim();
  return city && region ? `${city}, ${region}` : values[`${side}_display`].trim();
};

/**
 * What a quote is for, in one line: "2019 Toyota Camry, Houston, TX to Atlanta, GA" (or "3 vehicles,
 * ..."): the result screen says it above the estimate.
 */
export function quoteSubject(values: QuoteValues): string {
  const vehicles = values.Vehicles.filter(isVehicleComplete);
  const what = vehicles.length === 1 ? vehicleTitle(vehicles[0] as QuoteVehicle, 0) : `${vehicles.length} vehicles`;
  const from = placeText(values, 'origin');
  const to = placeText(values, 'destination');
  return [vehicles.length ? what : '', from && to ? `${from} to ${to}` : ''].filter(Boolean).join(', ');
}

export const canAddVehicle = (vehicles: readonly QuoteVehicle[]) => vehicles.length < MAX_VEHICLES;

/** SPEC §4: a blank vehicle is appended and selected. */
export function withAddedVehicle(vehicles: readonly QuoteVehicle[], rules: VehicleRules) {
  return { vehicles: [...vehicles, blankVehicle(rules)], selected: vehicles.length };
}

/**
 * SPEC §4: removing deletes the given (else the selected, else the last) vehicle; when the removed
 * one was selected the previous one is selected, index 0 staying 0. One vehicle always remains.
 */
export function withRemovedVehicle(
  vehicles: readonly QuoteVehicle[],
  selected: number,
  rules: VehicleRules,
  index: number = selected >= 0 && selected < vehicles.length ? selected : vehicles.length - 1,
) {
  if (vehicles.length <= 1) return { vehicles: [blankVehicle(rules)], selected: 0 };
  const remaining = vehicles.filter((_, i) => i !== index);
  const next = index === selected ? Math.max(0, selected - 1) : index < selected ? selected - 1 : selected;
  return { vehicles: remaining, selected: Math.min(next, remaining.length - 1) };
}

/** SPEC §4: switching domestic/international clears vehicles, the ship date and the shipping method. */
export const valuesAfterModeSwitch = (values: QuoteValues, isInternational: boolean, rules: VehicleRules) => ({
  ...values,
  isInternational,
  Vehicles: [blankVehicle(rules)],
  ship_date: '',
  shipping_method: '' as const,
});

/** SPEC §4: after a successful submit, one empty vehicle, and no ship date or door/port choice. */
export const valuesAfterSubmit = (values: QuoteValues, rules: VehicleRules): QuoteValues => ({
  ...values,
  Vehicles: [blankVehicle(rules)],
  ship_date: '',
  shipping_method: '',
  website: '',
});
