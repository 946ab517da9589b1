import defaultRates from './default-rates.json';

/**
 * Every figure the instant estimate uses, in one table the broker changes in the CMS (Pricing
 * rates) or, overriding it, in the file PRICING_RATES_FILE names (see `rates.ts`). The starting
 * figures (default-rates.json) are the published ones of pricing-reference.md; the few the
 * reference does not publish are named in its notes as broker figures, to be checked before
 * launch. Every estimate records `version`.
 */

/** A low and a high figure: dollars, days, or multipliers applied to the low and high ends. */
export type Band = readonly [low: number, high: number];

export interface Port {
  name: string;
  lat: number;
  lng: number;
}

/** Pickup-speed ladder: how soon a carrier must collect after the ship date. */
export interface PickupWindow {
  id: PickupWindowId;
  label: string;
  /** Business days from the ship date within which pickup happens. */
  businessDays: Band;
  multiplier: number;
}

export type PickupWindowId = 'flexible' | 'five-day' | 'three-day' | 'one-day';

/** A distance-keyed row; the last row has `upToMiles: null` (everything beyond). */
export interface MileBand<T> {
  upToMiles: number | null;
  value: T;
}

export interface OceanLane {
  id: string;
  label: string;
  /** US ports the lane sails from; the inland leg goes to (or from) the nearest. */
  usPorts: Port[];
  /** ISO 3166-1 alpha-2 codes of the countries at the other end. */
  countries: string[];
  /** Per vehicle, port to port; transit days port to port. */
  roro: { price: Band; transitDays: Band };
  container: { price: Band; transitDays: Band };
  air: { price: Band; transitDays: Band };
}

export interface RateTable {
  /** Recorded with every estimate, so each one can be traced to the figures that made it. */
  version: string;
  /** Where the figures come from, for whoever edits them (not used in pricing). */
  notes?: string[];
  /** Road miles per great-circle mile (data-sources.md: no offline road network; about 1.2). */
  circuityFactor: number;
  /** Estimates are shown rounded to this many dollars. */
  roundTo: number;
  land: {
    /** A fixed component per vehicle (loading, dispatch) plus a per-mile rate that falls with distance. */
    fixed: number;
    perMile: MileBand<number>[];
    minimum: number;
    /** How far either side of the central figure the range goes: short runs vary most. */
    spread: MileBand<number>[];
    /** Enclosed: "adds at least 35%" (Montway); others 30 to 60% or $400 to $500 more. */
    enclosedMultiplier: number;
    /** Added per vehicle of this type (SUV +$50 to $150, pickup +$150 to $350, van like a pickup). */
    vehicleType: Record<'Car' | 'SUV' | 'Pickup' | 'Van', Band>;
    /** Winch loading of a vehicle that does not run. */
    inoperable: Band;
    /** Off the land price of each vehicle after the first (broker figure). */
    additionalVehicleDiscount: number;
    /** Calendar days on the road after pickup, by distance. */
    transitDays: MileBand<Band>[];
  };
  pickupWindows: PickupWindow[];
  season: {
    /** Busiest months, 1 to 12 (May to September). */
    peakMonths: number[];
    peakMultiplier: Band;
    /** Northeast to Florida in autumn, the reverse in spring: climbs weekly, near double at the peak. */
    snowbird: {
      northeastStates: string[];
      southStates: string[];
      southboundMonths: number[];
      northboundMonths: number[];
      multiplier: Band;
    };
  };
  /** A port within this many road miles of the address needs no inland leg priced separately. */
  portFreeMiles: number;
  hawaii: {
    mainlandPorts: Port[];
    honolulu: Port;
    /** Mainland to Honolulu by roll-on/roll-off, port to port, per vehicle. */
    price: Band;
    transitDays: { oahu: Band; otherIslands: Band };
  };
  alaska: {
    mainlandPort: Port;
    anchorage: Port;
    /** Broker figure: the reference gives the sailing time, not a price. */
    price: Band;
    transitDays: Band;
  };
  canada: {
    /** Added to a cross-border land move (customs paperwork, broker figure fitted to "short runs $800 to $1,000"). */
    crossBorder: Band;
    transitDays: Band;
  };
  lanes: OceanLane[];
}

/** The table the site starts with and falls back to (and the CMS is seeded with): default-rates.json. */
export const DEFAULT_RATE_TABLE: RateTable = Object.freeze(defaultRates as unknown as RateTable);

/** Why a rate table cannot be used; empty when it can. */
export function rateTableProblems(table: RateTable): string[] {
  const problems: string[] = [];
  const band = (name: string, value: unknown) => {
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !value.every((n) => Number.isFinite(n) && n >= 0) ||
      value[0] > value[1]
    ) {
      problems.push(`${name} must be [low, high] with 0 <= low <= high`);
    }
  };
  const positive = (name: string, value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0)
      problems.push(`${name} must be a positive number`);
  };
  const mileBands = (name: string, rows: unknown, check: (row: string, value: unknown) => void) => {
    if (!Array.isArray(rows) || rows.length === 0 || (rows[rows.length - 1] as MileBand<unknown>).upToMiles !== null) {
      problems.push(`${name} must be a list ending with upToMiles: null`);
      return;
    }
    rows.forEach((row: MileBand<unknown>, index) => check(`${name}[${index}]`, row.value));
  };
  if (typeof table.version !== 'string' || !table.version.trim()) problems.push('version must be a non-empty text');
  positive('circuityFactor', table.circuityFactor);
  positive('roundTo', table.roundTo);
  positive('land.fixed', table.land?.fixed);
  positive('land.minimum', table.land?.minimum);
  positive('land.enclosedMultiplier', table.land?.enclosedMultiplier);
  mileBands('land.perMile', table.land?.perMile, positive);
  mileBands('land.spread', table.land?.spread, (name, value) => {
    if (typeof value !== 'number' || value < 0 || value >= 1) problems.push(`${name} must be from 0 to below 1`);
  });
  mileBands('land.transitDays', table.land?.transitDays, band);
  for (const type of ['Car', 'SUV', 'Pickup', 'Van'] as const)
    band(`land.vehicleType.${type}`, table.land?.vehicleType?.[type]);
  band('land.inoperable', table.land?.inoperable);
  band('hawaii.price', table.hawaii?.price);
  band('alaska.price', table.alaska?.price);
  band('canada.crossBorder', table.canada?.crossBorder);
  for (const lane of table.lanes ?? []) {
    for (const mode of ['roro', 'container', 'air'] as const) {
      band(`lanes.${lane.id}.${mode}.price`, lane[mode]?.price);
      band(`lanes.${lane.id}.${mode}.transitDays`, lane[mode]?.transitDays);
    }
  }
  if (!table.pickupWindows?.some((window) => window.id === 'flexible'))
    problems.push('pickupWindows must include flexible');
  return problems;
}
