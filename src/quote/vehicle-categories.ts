import { thousands } from '../text/numbers';
import type { VehicleType } from './field-rules';

/**
 * What the broker ships (SPEC §1), as the quote asks for it: SPEC's four vehicle types first, then
 * every other kind with its own service page. A category decides which facts the form asks
 * (`CATEGORY_FACTS`), which catalogue suggests its makes, and how the rate table prices it.
 */
export const VEHICLE_CATEGORIES = [
  'car',
  'suv',
  'pickup',
  'van',
  'motorcycle',
  'classic',
  'boat',
  'rv',
  'equipment',
  'farm',
  'bus',
  'container',
  'utv',
  'golf-cart',
] as const;

export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

export const isVehicleCategory = (value: unknown): value is VehicleCategory =>
  typeof value === 'string' && (VEHICLE_CATEGORIES as readonly string[]).includes(value);

/** The category's name as a visitor reads it, in a list and in a sentence ("your boat"). */
export const CATEGORY_LABELS: Record<VehicleCategory, { label: string; noun: string }> = {
  car: { label: 'Car', noun: 'car' },
  suv: { label: 'SUV', noun: 'SUV' },
  pickup: { label: 'Pickup', noun: 'pickup' },
  van: { label: 'Van', noun: 'van' },
  motorcycle: { label: 'Motorcycle', noun: 'motorcycle' },
  classic: { label: 'Classic or exotic car', noun: 'classic or exotic car' },
  boat: { label: 'Boat', noun: 'boat' },
  rv: { label: 'RV or travel trailer', noun: 'RV' },
  equipment: { label: 'Heavy or construction equipment', noun: 'machine' },
  farm: { label: 'Tractor or farm equipment', noun: 'tractor' },
  bus: { label: 'Bus', noun: 'bus' },
  container: { label: 'Freight container', noun: 'container' },
  utv: { label: 'UTV or ATV', noun: 'UTV' },
  'golf-cart': { label: 'Golf cart', noun: 'golf cart' },
};

/** SPEC's four types are categories of their own; the vehicle entry's `type` keeps SPEC's value. */
const SPEC_TYPE_OF: Partial<Record<VehicleCategory, VehicleType>> = {
  car: 'Car',
  suv: 'SUV',
  pickup: 'Pickup',
  van: 'Van',
};

/** SPEC §3's `type` for a category: its own for the four, else SPEC's default ('Car'). */
export const specTypeOf = (category: VehicleCategory): VehicleType => SPEC_TYPE_OF[category] ?? 'Car';

/** The category of a vehicle entry: its own when it names one, else the one of its SPEC type. */
export function categoryOf(vehicle: { category?: unknown; type?: unknown }): VehicleCategory {
  if (isVehicleCategory(vehicle.category)) return vehicle.category;
  const byType = (Object.entries(SPEC_TYPE_OF) as [VehicleCategory, VehicleType][]).find(
    ([, type]) => type === vehicle.type,
  );
  return byType?.[0] ?? 'car';
}

/** RV kinds, as the market names them (drivable motorhomes, then towables). */
export const RV_TYPES = ['class-a', 'class-b', 'class-c', 'fifth-wheel', 'travel-trailer'] as const;
export type RvType = (typeof RV_TYPES)[number];
export const RV_TYPE_LABELS: Record<RvType, string> = {
  'class-a': 'Class A motorhome',
  'class-b': 'Class B camper van',
  'class-c': 'Class C motorhome',
  'fifth-wheel': 'Fifth-wheel trailer',
  'travel-trailer': 'Travel trailer',
};

export const CONTAINER_SIZES = ['20', '40'] as const;
export type ContainerSize = (typeof CONTAINER_SIZES)[number];

/**
 * The facts beyond make, model, year and running state that price a vehicle. Lengths are decimal
 * feet (8 ft 6 in is 8.5), weights pounds. Each travels in the vehicle entry of the lead payload,
 * the stored lead, the CRM payload and the e-mails.
 */
export interface VehicleFacts {
  /** Overall length: a boat (with its trailer when it has one), an RV, a machine, a bus. */
  lengthFt?: number;
  /** A boat's beam (its widest point). */
  beamFt?: number;
  /** A machine's or tractor's width. */
  widthFt?: number;
  /** Height as it would travel: a boat on its trailer, a machine, a tractor. */
  heightFt?: number;
  /** Operating or shipping weight. */
  weightLb?: number;
  /** A boat that sits on its own road trailer (else the carrier brings one). */
  onOwnTrailer?: boolean;
  rvType?: RvType;
  /** A motorhome or bus a licensed driver can drive to its destination (drive-away). */
  drivable?: boolean;
  containerSize?: ContainerSize;
}

export type FactKey = keyof VehicleFacts;

/**
 * What each category asks besides running state, in the order the form asks it, and whether each
 * fact is required. Make, model and year are asked of every category but the container, whose
 * entry is named by its size.
 */
export const CATEGORY_FACTS: Record<VehicleCategory, { fact: FactKey; required: boolean }[]> = {
  car: [],
  suv: [],
  pickup: [],
  van: [],
  motorcycle: [],
  classic: [],
  utv: [],
  'golf-cart': [],
  boat: [
    { fact: 'lengthFt', required: true },
    { fact: 'beamFt', required: true },
    { fact: 'heightFt', required: false },
    { fact: 'onOwnTrailer', required: true },
  ],
  rv: [
    { fact: 'rvType', required: true },
    { fact: 'lengthFt', required: true },
    { fact: 'drivable', required: false },
  ],
  equipment: [
    { fact: 'lengthFt', required: true },
    { fact: 'widthFt', required: true },
    { fact: 'heightFt', required: true },
    { fact: 'weightLb', required: true },
  ],
  farm: [
    { fact: 'lengthFt', required: true },
    { fact: 'widthFt', required: true },
    { fact: 'heightFt', required: true },
    { fact: 'weightLb', required: true },
  ],
  bus: [
    { fact: 'lengthFt', required: true },
    { fact: 'drivable', required: false },
  ],
  container: [{ fact: 'containerSize', required: true }],
};

/** The bounds a fact's number may take: a typo (a 320 ft boat) is refused with its field named. */
export const FACT_BOUNDS: Record<'lengthFt' | 'beamFt' | 'widthFt' | 'heightFt' | 'weightLb', [number, number]> = {
  lengthFt: [3, 120],
  beamFt: [2, 40],
  widthFt: [2, 40],
  heightFt: [2, 30],
  weightLb: [50, 400_000],
};

/** The facts given as numbers (feet or pounds). */
export type NumberFact = keyof typeof FACT_BOUNDS;

export const isNumberFact = (fact: FactKey): fact is NumberFact => Object.hasOwn(FACT_BOUNDS, fact);

/** The facts' names as a visitor, the CRM and the e-mails read them. */
export const FACT_LABELS: Record<FactKey, string> = {
  lengthFt: 'Length (ft)',
  beamFt: 'Beam (ft)',
  widthFt: 'Width (ft)',
  heightFt: 'Height as it travels (ft)',
  weightLb: 'Weight (lb)',
  onOwnTrailer: 'On its own trailer',
  rvType: 'RV type',
  drivable: 'Can be driven',
  containerSize: 'Container size',
};

/** A fact's value in words: "32 ft", "8.5 ft", "64,000 lb", "Yes", "Class A motorhome", "40 ft". */
export function factText(fact: FactKey, value: VehicleFacts[FactKey]): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (fact === 'rvType') return RV_TYPE_LABELS[value as RvType] ?? String(value);
  if (fact === 'containerSize') return `${value} ft`;
  if (fact === 'weightLb') return `${thousands(Math.round(Number(value)))} lb`;
  return `${value} ft`;
}

/** Every fact a vehicle carries, in its category's order: [label, text] pairs for the CRM and e-mails. */
export function factLines(category: VehicleCategory, facts: VehicleFacts | undefined): [string, string][] {
  if (!facts) return [];
  return CATEGORY_FACTS[category]
    .filter(({ fact }) => facts[fact] !== undefined)
    .map(({ fact }) => [FACT_LABELS[fact], factText(fact, facts[fact])]);
}
