/**
 * Every figure the instant estimate uses, in one table the broker can change (see
 * `loadRateTable` for overriding it with PRICING_RATES_FILE). The starting figures are the
 * published ones of ../shared/docs/pricing-reference.md; the few the reference does not publish
 * are marked "broker figure" and must be checked before launch. Every estimate records `version`.
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

const port = (name: string, lat: number, lng: number): Port => ({ name, lat, lng });

export const DEFAULT_RATE_TABLE: RateTable = Object.freeze<RateTable>({
  version: '2026-11-published-1',
  circuityFactor: 1.2,
  roundTo: 10,
  land: {
    // Fitted to: $1.50 to $2.50 a mile under 500 miles, $0.85 to $1.20 at 1,000, $0.55 to $0.75 coast to coast.
    fixed: 250,
    perMile: [
      { upToMiles: 500, value: 1.0 },
      { upToMiles: null, value: 0.42 },
    ],
    minimum: 350,
    spread: [
      { upToMiles: 500, value: 0.3 },
      { upToMiles: null, value: 0.25 },
    ],
    enclosedMultiplier: 1.35,
    vehicleType: { Car: [0, 0], SUV: [50, 150], Pickup: [150, 350], Van: [150, 350] },
    inoperable: [100, 500],
    additionalVehicleDiscount: 0.03,
    transitDays: [
      { upToMiles: 200, value: [1, 2] },
      { upToMiles: 600, value: [2, 4] },
      { upToMiles: 1000, value: [3, 5] },
      { upToMiles: 1500, value: [4, 6] },
      { upToMiles: 2000, value: [5, 7] },
      { upToMiles: 2400, value: [6, 8] },
      { upToMiles: null, value: [7, 9] },
    ],
  },
  // One broker's ladder (enclosed SUV, about 2,000 miles): 7-day $1,899, 5-day $2,369, 3-day $2,649, 1-day $2,839.
  pickupWindows: [
    { id: 'flexible', label: 'Flexible (within 7 days)', businessDays: [1, 7], multiplier: 1 },
    { id: 'five-day', label: 'Within 5 days', businessDays: [1, 5], multiplier: 1.25 },
    { id: 'three-day', label: 'Within 3 days', businessDays: [1, 3], multiplier: 1.39 },
    { id: 'one-day', label: 'The next day', businessDays: [1, 1], multiplier: 1.5 },
  ],
  season: {
    peakMonths: [5, 6, 7, 8, 9],
    peakMultiplier: [1.0, 1.1],
    snowbird: {
      northeastStates: ['ME', 'NH', 'VT', 'MA', 'RI', 'CT', 'NY', 'NJ', 'PA', 'ON', 'QC'],
      southStates: ['FL'],
      southboundMonths: [10, 11, 12],
      northboundMonths: [3, 4, 5],
      multiplier: [1.05, 1.6],
    },
  },
  portFreeMiles: 40,
  hawaii: {
    mainlandPorts: [
      port('Long Beach, CA', 33.754, -118.216),
      port('Oakland, CA', 37.796, -122.279),
      port('Tacoma, WA', 47.267, -122.413),
    ],
    honolulu: port('Honolulu, HI', 21.309, -157.872),
    price: [1070, 1600],
    transitDays: { oahu: [10, 12], otherIslands: [17, 21] },
  },
  alaska: {
    mainlandPort: port('Tacoma, WA', 47.267, -122.413),
    anchorage: port('Anchorage, AK', 61.238, -149.888),
    price: [1400, 2400],
    transitDays: [5, 7],
  },
  canada: {
    crossBorder: [250, 400],
    transitDays: [10, 14],
  },
  lanes: [
    {
      id: 'us-east-europe',
      label: 'US East Coast to Western Europe',
      usPorts: [
        port('Newark, NJ', 40.684, -74.151),
        port('Baltimore, MD', 39.253, -76.561),
        port('Brunswick, GA', 31.14, -81.497),
        port('Jacksonville, FL', 30.404, -81.559),
      ],
      countries: ['DE', 'NL', 'BE', 'FR', 'GB', 'IE', 'ES', 'PT', 'IT', 'DK', 'SE', 'NO', 'AT', 'CH', 'LU', 'FI'],
      // Roll-on/roll-off $850 to $2,000 a sedan; shared container $1,000 to $4,500 a vehicle (published).
      // Transit days and air freight are broker figures: the reference says only "fastest and dearest".
      roro: { price: [850, 2000], transitDays: [10, 20] },
      container: { price: [1000, 4500], transitDays: [14, 30] },
      air: { price: [4000, 9000], transitDays: [3, 7] },
    },
  ],
});

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
