import defaultRates from './default-rates.json';
import type { VehicleCategory } from '../quote/vehicle-categories';

/**
 * Every figure the instant estimate uses, in one table the broker changes in the CMS (Pricing
 * rates) or, overriding it, in the file PRICING_RATES_FILE names (see `rates.ts`). The starting
 * figures (default-rates.json) are the published ones of pricing-reference.md for cars and of
 * docs/pricing-sources.md for the other categories; the few neither publishes are named in the
 * notes as broker figures, to be checked before launch. Every estimate records `version`.
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
  /**
   * How everything that is not a running car is priced on the road (docs/pricing-sources.md). A
   * table saved before categories existed has none: the built-in section applies (see rates.ts).
   * A category left out of the section is priced by an agent.
   */
  categories?: CategoryRates;
}

/** One row of a length ladder: up to this many feet, this per-mile rate; longer than the last row, an agent prices it. */
export interface LengthBand {
  upToFt: number;
  perMile: Band;
}

/** What rides a car carrier for a share of a running car's price (below it: each share at most 1). */
export interface CarShareRates {
  share: Band;
}

/** Hauled by a truck of its own (or driven there by a licensed driver when it can be). */
export interface DriveOrHaulRates {
  /** A motorhome or bus that runs, driven to its destination: a driver's fee plus a per-mile rate. */
  driveAway: { fixed: Band; perMile: Band };
  /** Towed or carried: loading plus a per-mile rate by length. */
  haul: { fixed: Band; length: LengthBand[] };
}

/** A machine on a flatbed, step deck or removable-gooseneck trailer. */
export interface MachineRates {
  /** Loading and securing (chains, binders, blocking). */
  fixed: Band;
  /** A full truckload's rate per mile, each row for the miles within it, falling with distance. */
  perMile: MileBand<Band>[];
  /** A small machine shares a truck: a share of the truckload rate. */
  partialLoad: { upToLengthFt: number; upToWeightLb: number; share: Band };
  /** Loading a machine that does not run (winch, forklift or crane). */
  inoperable: Band;
}

export type TrailerId = 'flatbed' | 'step-deck' | 'rgn';

export interface Trailer {
  id: TrailerId;
  label: string;
  /** Deck height: a machine's height plus this must stay under the legal height, else height permits. */
  deckHeightFt: number;
  /** Its rate against a flatbed's (1): lower decks cost more. */
  multiplier: number;
}

export interface CategoryRates {
  /** A car's price plus a band for the care (soft ties, higher cover); most travel enclosed. */
  classic?: { add: Band };
  motorcycle?: CarShareRates;
  utv?: CarShareRates;
  'golf-cart'?: CarShareRates;
  boat?: {
    /** Loading and securing. */
    fixed: Band;
    length: LengthBand[];
    /** Added per mile when the boat has no road trailer of its own and the carrier brings one. */
    carrierTrailerPerMile: Band;
  };
  rv?: DriveOrHaulRates;
  bus?: DriveOrHaulRates;
  equipment?: MachineRates;
  farm?: MachineRates;
  /** On a chassis or flatbed: a per-mile rate with a minimum, by container size. */
  container?: Record<'20' | '40', { minimum: Band; perMile: Band }>;
  /** Cheapest first; a machine goes on the first whose deck keeps it under the legal height. */
  trailers: Trailer[];
  /** Legal limits and what crossing them costs (boats by beam and height, machines by width, height and weight). */
  oversize: {
    legalWidthFt: number;
    /** Ground to the top of the load. */
    legalHeightFt: number;
    /** Cargo weight a standard trailer may carry without an overweight permit. */
    legalWeightLb: number;
    /** One oversize or overweight permit per state crossed. */
    permitPerState: Band;
    /** Road miles per state crossed, to count the permits (one more for the state it starts in). */
    milesPerState: number;
    escortFromWidthFt: number;
    escortPerMile: Band;
    /** From these, a superload: route surveys, several escorts, police; an agent prices it. */
    agentFromWidthFt: number;
    agentFromHeightFt: number;
    agentFromWeightLb: number;
    /** Permitted loads travel by daylight and on set routes: days added to transit. */
    extraDays: Band;
  };
}

/** The categories a car carrier takes, priced from a running car's land price. */
export const CAR_CARRIED: readonly VehicleCategory[] = [
  'car',
  'suv',
  'pickup',
  'van',
  'classic',
  'motorcycle',
  'utv',
  'golf-cart',
];

/** The table the site starts with and falls back to (and the CMS is seeded with): default-rates.json. */
export const DEFAULT_RATE_TABLE: RateTable = Object.freeze(defaultRates as unknown as RateTable);

/** Sane bounds for any figure of the table: a price a broker could mean, in dollars. */
const MAX_PRICE = 100_000;
const MAX_DAYS = 120;
const MONTHS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const PICKUP_WINDOW_IDS: readonly PickupWindowId[] = ['flexible', 'five-day', 'three-day', 'one-day'];
const TRAILER_IDS: readonly TrailerId[] = ['flatbed', 'step-deck', 'rgn'];
/** A per-mile rate a broker could mean, in dollars (escorts and superloads included). */
const MAX_PER_MILE = 50;
/** The longest thing priced by length (FACT_BOUNDS' longest length). */
const FACT_MAX_FT = 120;

/**
 * Why a rate table cannot be used, field by field, each problem naming its field; empty when it
 * can. Every figure must be a finite number within sane bounds (prices and days above zero where
 * zero would be a free or instant shipment), every [low, high] range ordered, every distance
 * ladder ordered by distance and monotonic (the per-mile rate falls, transit days grow), the
 * pickup ladder dearer as it gets faster, and every ocean lane complete.
 */
export function rateTableProblems(table: RateTable): string[] {
  const problems: string[] = [];
  const fail = (name: string, rule: string) => problems.push(`${name} ${rule}`);
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  const within = (name: string, value: unknown, least: number, most: number, { aboveLeast = false } = {}) => {
    if (!isNumber(value) || (aboveLeast ? value <= least : value < least) || value > most) {
      fail(name, `must be a number ${aboveLeast ? 'above' : 'from'} ${least}${most < Infinity ? ` to ${most}` : ''}`);
      return false;
    }
    return true;
  };
  /** [low, high], both within the bounds, low <= high (low < high when `strictly`). */
  const band = (
    name: string,
    value: unknown,
    least: number,
    most: number,
    { aboveLeast = false, strictly = false } = {},
  ) => {
    const [low, high] = Array.isArray(value) ? (value as unknown[]) : [];
    const ok =
      Array.isArray(value) &&
      value.length === 2 &&
      isNumber(low) &&
      isNumber(high) &&
      (aboveLeast ? low > least : low >= least) &&
      high <= most &&
      (strictly ? low < high : low <= high);
    if (!ok)
      fail(
        name,
        `must be [low, high] with ${least} ${aboveLeast ? '<' : '<='} low ${strictly ? '<' : '<='} high <= ${most}`,
      );
    return ok;
  };
  const price = (name: string, value: unknown) => band(name, value, 0, MAX_PRICE, { aboveLeast: true, strictly: true });
  const days = (name: string, value: unknown) => band(name, value, 0, MAX_DAYS, { aboveLeast: true });
  const text = (name: string, value: unknown) => {
    if (typeof value !== 'string' || !value.trim() || value.length > 120)
      fail(name, 'must be a text of 1 to 120 characters');
  };
  const port = (name: string, value: unknown) => {
    const candidate = (value ?? {}) as Partial<Port>;
    if (!value || typeof value !== 'object') return fail(name, 'must be a port: { name, lat, lng }');
    text(`${name}.name`, candidate.name);
    within(`${name}.lat`, candidate.lat, -90, 90);
    within(`${name}.lng`, candidate.lng, -180, 180);
    return undefined;
  };
  const ports = (name: string, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) return fail(name, 'must list at least one port');
    value.forEach((candidate, index) => port(`${name}[${index}]`, candidate));
    return undefined;
  };
  /** A distance ladder: upToMiles rising, the last null (everything beyond); each row's value checked. */
  const ladder = <T>(name: string, rows: unknown, check: (row: string, value: unknown) => boolean): T[] | null => {
    if (!Array.isArray(rows) || rows.length === 0) {
      fail(name, 'must be a list of { upToMiles, value } ending with upToMiles: null');
      return null;
    }
    let ok = true;
    let previous = 0;
    rows.forEach((row: Partial<MileBand<unknown>> | null, index) => {
      const last = index === rows.length - 1;
      const upTo = row?.upToMiles;
      if (last ? upTo !== null : !isNumber(upTo) || upTo <= previous) {
        fail(
          `${name}[${index}].upToMiles`,
          last ? 'must be null (everything beyond)' : `must be a number of miles above ${previous}`,
        );
        ok = false;
      } else if (!last) previous = upTo as number;
      if (!check(`${name}[${index}].value`, row?.value)) ok = false;
    });
    return ok ? rows.map((row: MileBand<T>) => row.value) : null;
  };

  if (!table || typeof table !== 'object') return ['the rates must be a JSON object'];
  text('version', table.version);
  within('circuityFactor', table.circuityFactor, 1, 2);
  if (within('roundTo', table.roundTo, 1, 1000) && !Number.isInteger(table.roundTo))
    fail('roundTo', 'must be a whole number');

  const land = (table.land ?? {}) as Partial<RateTable['land']>;
  if (!table.land || typeof table.land !== 'object') fail('land', 'must be an object');
  within('land.fixed', land.fixed, 0, MAX_PRICE, { aboveLeast: true });
  within('land.minimum', land.minimum, 0, MAX_PRICE, { aboveLeast: true });
  const perMile = ladder<number>('land.perMile', land.perMile, (name, value) =>
    within(name, value, 0, 20, { aboveLeast: true }),
  );
  if (perMile?.some((rate, index) => index > 0 && rate > perMile[index - 1]!))
    fail('land.perMile', 'must not rise with distance (each row at most the one before)');
  ladder<number>('land.spread', land.spread, (name, value) => {
    // A range, not a single figure: the carrier's price on the day varies.
    if (!isNumber(value) || value <= 0 || value >= 1) {
      fail(name, 'must be a number above 0 and below 1');
      return false;
    }
    return true;
  });
  within('land.enclosedMultiplier', land.enclosedMultiplier, 1, 5, { aboveLeast: true });
  for (const type of ['Car', 'SUV', 'Pickup', 'Van'] as const)
    band(`land.vehicleType.${type}`, land.vehicleType?.[type], 0, MAX_PRICE);
  band('land.inoperable', land.inoperable, 0, MAX_PRICE);
  within('land.additionalVehicleDiscount', land.additionalVehicleDiscount, 0, 0.5);
  const transit = ladder<Band>('land.transitDays', land.transitDays, days);
  if (
    transit?.some((band, index) => index > 0 && (band[0] < transit[index - 1]![0] || band[1] < transit[index - 1]![1]))
  )
    fail('land.transitDays', 'must not fall with distance (each row at least the one before)');

  if (!Array.isArray(table.pickupWindows) || table.pickupWindows.length === 0) {
    fail('pickupWindows', 'must list the pickup windows');
  } else {
    const seen = new Set<string>();
    table.pickupWindows.forEach((window, index) => {
      const name = `pickupWindows[${index}]`;
      if (!PICKUP_WINDOW_IDS.includes(window?.id)) fail(`${name}.id`, `must be one of ${PICKUP_WINDOW_IDS.join(', ')}`);
      else if (seen.has(window.id)) fail(`${name}.id`, `${window.id} is listed twice`);
      else seen.add(window.id);
      text(`${name}.label`, window?.label);
      days(`${name}.businessDays`, window?.businessDays);
      within(`${name}.multiplier`, window?.multiplier, 1, 5);
    });
    const flexible = table.pickupWindows.find((window) => window?.id === 'flexible');
    if (!flexible) fail('pickupWindows', 'must include flexible');
    else if (flexible.multiplier !== 1)
      fail('pickupWindows.flexible.multiplier', 'must be 1 (the price without a faster pickup)');
    // Faster (fewer business days) is never cheaper.
    const ordered = table.pickupWindows
      .filter((window) => isNumber(window?.businessDays?.[1]) && isNumber(window?.multiplier))
      .sort((a, b) => b.businessDays[1] - a.businessDays[1]);
    if (ordered.some((window, index) => index > 0 && window.multiplier < ordered[index - 1]!.multiplier))
      fail('pickupWindows', 'must cost more, not less, as the pickup gets faster');
  }

  const season = (table.season ?? {}) as Partial<RateTable['season']>;
  const months = (name: string, value: unknown) => {
    if (
      !Array.isArray(value) ||
      !value.every((month) => MONTHS.has(month as number)) ||
      new Set(value).size !== value.length
    )
      fail(name, 'must list months as whole numbers 1 to 12, each once');
  };
  months('season.peakMonths', season.peakMonths);
  band('season.peakMultiplier', season.peakMultiplier, 1, 3);
  const snowbird = (season.snowbird ?? {}) as Partial<RateTable['season']['snowbird']>;
  for (const key of ['northeastStates', 'southStates'] as const) {
    const states = snowbird[key];
    if (!Array.isArray(states) || states.length === 0 || !states.every((state) => /^[A-Z]{2}$/.test(String(state))))
      fail(`season.snowbird.${key}`, 'must list two-letter state or province codes');
  }
  months('season.snowbird.southboundMonths', snowbird.southboundMonths);
  months('season.snowbird.northboundMonths', snowbird.northboundMonths);
  band('season.snowbird.multiplier', snowbird.multiplier, 1, 3);

  within('portFreeMiles', table.portFreeMiles, 0, 500);
  const hawaii = (table.hawaii ?? {}) as Partial<RateTable['hawaii']>;
  ports('hawaii.mainlandPorts', hawaii.mainlandPorts);
  port('hawaii.honolulu', hawaii.honolulu);
  price('hawaii.price', hawaii.price);
  days('hawaii.transitDays.oahu', hawaii.transitDays?.oahu);
  days('hawaii.transitDays.otherIslands', hawaii.transitDays?.otherIslands);
  const alaska = (table.alaska ?? {}) as Partial<RateTable['alaska']>;
  port('alaska.mainlandPort', alaska.mainlandPort);
  port('alaska.anchorage', alaska.anchorage);
  price('alaska.price', alaska.price);
  days('alaska.transitDays', alaska.transitDays);
  price('canada.crossBorder', table.canada?.crossBorder);
  days('canada.transitDays', table.canada?.transitDays);

  if (!Array.isArray(table.lanes)) fail('lanes', 'must be a list (it may be empty)');
  else {
    const ids = new Set<string>();
    table.lanes.forEach((lane, index) => {
      const name = `lanes[${index}]${typeof lane?.id === 'string' ? ` (${lane.id})` : ''}`;
      if (typeof lane?.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(lane.id))
        fail(`${name}.id`, 'must be a short id (a-z, 0-9, -)');
      else if (ids.has(lane.id)) fail(`${name}.id`, `${lane.id} is used twice`);
      else ids.add(lane.id);
      text(`${name}.label`, lane?.label);
      ports(`${name}.usPorts`, lane?.usPorts);
      if (
        !Array.isArray(lane?.countries) ||
        lane.countries.length === 0 ||
        !lane.countries.every((code) => /^[A-Z]{2}$/.test(String(code)))
      )
        fail(`${name}.countries`, 'must list two-letter country codes (ISO 3166-1)');
      for (const mode of ['roro', 'container', 'air'] as const) {
        if (!lane?.[mode] || typeof lane[mode] !== 'object') {
          fail(`${name}.${mode}`, 'is missing: every lane prices roll-on/roll-off, container and air');
          continue;
        }
        price(`${name}.${mode}.price`, lane[mode].price);
        days(`${name}.${mode}.transitDays`, lane[mode].transitDays);
      }
    });
  }

  if (table.categories !== undefined) {
    const categories = table.categories as Partial<CategoryRates> | null;
    if (!categories || typeof categories !== 'object' || Array.isArray(categories)) {
      fail('categories', 'must be an object (leave it out to use the built-in one)');
      return problems;
    }
    /** A dollar band that may start at 0 (an adder, a fixed part). */
    const dollars = (name: string, value: unknown) => band(name, value, 0, MAX_PRICE);
    /** A per-mile rate in dollars, above 0. */
    const rate = (name: string, value: unknown) => band(name, value, 0, MAX_PER_MILE, { aboveLeast: true });
    const section = (name: string, value: unknown): value is Record<string, unknown> => {
      if (value && typeof value === 'object' && !Array.isArray(value)) return true;
      fail(name, 'must be an object');
      return false;
    };
    /** A length ladder: upToFt rising, each per-mile rate at least the one before (longer costs more). */
    const lengths = (name: string, rows: unknown) => {
      if (!Array.isArray(rows) || rows.length === 0)
        return fail(name, 'must be a list of { upToFt, perMile }, shortest first');
      let previous = 0;
      const rates: (Band | null)[] = rows.map((row: Partial<LengthBand> | null, index) => {
        const upTo = row?.upToFt;
        if (!isNumber(upTo) || upTo <= previous || upTo > FACT_MAX_FT)
          fail(`${name}[${index}].upToFt`, `must be a length in feet above ${previous} to ${FACT_MAX_FT}`);
        else previous = upTo;
        return rate(`${name}[${index}].perMile`, row?.perMile) ? (row?.perMile as Band) : null;
      });
      if (rates.some((band, index) => index > 0 && band && rates[index - 1] && band[0] < rates[index - 1]![0]))
        fail(name, 'must not get cheaper as the length grows (each row at least the one before)');
      return undefined;
    };
    const share = (name: string, value: unknown) => {
      if (!section(name, value)) return;
      band(`${name}.share`, value.share, 0, 1, { aboveLeast: true });
    };
    const driveOrHaul = (name: string, value: unknown) => {
      if (!section(name, value)) return;
      const rates = value as Partial<DriveOrHaulRates>;
      if (section(`${name}.driveAway`, rates.driveAway)) {
        dollars(`${name}.driveAway.fixed`, rates.driveAway.fixed);
        rate(`${name}.driveAway.perMile`, rates.driveAway.perMile);
      }
      if (section(`${name}.haul`, rates.haul)) {
        dollars(`${name}.haul.fixed`, rates.haul.fixed);
        lengths(`${name}.haul.length`, rates.haul.length);
      }
    };
    const machine = (name: string, value: unknown) => {
      if (!section(name, value)) return;
      const rates = value as Partial<MachineRates>;
      dollars(`${name}.fixed`, rates.fixed);
      const perMile = ladder<Band>(`${name}.perMile`, rates.perMile, rate);
      if (
        perMile?.some((row, index) => index > 0 && (row[0] > perMile[index - 1]![0] || row[1] > perMile[index - 1]![1]))
      )
        fail(`${name}.perMile`, 'must not rise with distance (each row at most the one before)');
      if (section(`${name}.partialLoad`, rates.partialLoad)) {
        within(`${name}.partialLoad.upToLengthFt`, rates.partialLoad.upToLengthFt, 0, FACT_MAX_FT);
        within(`${name}.partialLoad.upToWeightLb`, rates.partialLoad.upToWeightLb, 0, 400_000);
        band(`${name}.partialLoad.share`, rates.partialLoad.share, 0, 1, { aboveLeast: true });
      }
      dollars(`${name}.inoperable`, rates.inoperable);
    };

    if (categories.classic !== undefined && section('categories.classic', categories.classic))
      dollars('categories.classic.add', categories.classic.add);
    for (const key of ['motorcycle', 'utv', 'golf-cart'] as const)
      if (categories[key] !== undefined) share(`categories.${key}`, categories[key]);
    if (categories.boat !== undefined && section('categories.boat', categories.boat)) {
      const boat = categories.boat as Partial<NonNullable<CategoryRates['boat']>>;
      dollars('categories.boat.fixed', boat.fixed);
      lengths('categories.boat.length', boat.length);
      rate('categories.boat.carrierTrailerPerMile', boat.carrierTrailerPerMile);
    }
    for (const key of ['rv', 'bus'] as const)
      if (categories[key] !== undefined) driveOrHaul(`categories.${key}`, categories[key]);
    for (const key of ['equipment', 'farm'] as const)
      if (categories[key] !== undefined) machine(`categories.${key}`, categories[key]);
    if (categories.container !== undefined && section('categories.container', categories.container)) {
      for (const size of ['20', '40'] as const) {
        const name = `categories.container.${size}`;
        const container = categories.container[size];
        if (!section(name, container)) continue;
        dollars(`${name}.minimum`, container.minimum);
        rate(`${name}.perMile`, container.perMile);
      }
    }

    if (!Array.isArray(categories.trailers) || categories.trailers.length === 0) {
      fail('categories.trailers', 'must list the trailers a machine can go on, cheapest first');
    } else {
      const seen = new Set<string>();
      categories.trailers.forEach((trailer, index) => {
        const name = `categories.trailers[${index}]`;
        if (!TRAILER_IDS.includes(trailer?.id)) fail(`${name}.id`, `must be one of ${TRAILER_IDS.join(', ')}`);
        else if (seen.has(trailer.id)) fail(`${name}.id`, `${trailer.id} is listed twice`);
        else seen.add(trailer.id);
        text(`${name}.label`, trailer?.label);
        within(`${name}.deckHeightFt`, trailer?.deckHeightFt, 0, 8);
        within(`${name}.multiplier`, trailer?.multiplier, 0.5, 5);
      });
      // A lower deck takes a taller machine and never costs less.
      const trailers = categories.trailers;
      if (
        trailers.some(
          (trailer, index) =>
            index > 0 &&
            isNumber(trailer?.deckHeightFt) &&
            isNumber(trailers[index - 1]?.deckHeightFt) &&
            (trailer.deckHeightFt >= trailers[index - 1]!.deckHeightFt ||
              trailer.multiplier < trailers[index - 1]!.multiplier),
        )
      )
        fail(
          'categories.trailers',
          'must go from the highest deck to the lowest, each costing at least the one before',
        );
    }

    const oversize = categories.oversize as Partial<CategoryRates['oversize']> | undefined;
    if (section('categories.oversize', oversize)) {
      const name = (field: string) => `categories.oversize.${field}`;
      const widths = [
        within(name('legalWidthFt'), oversize.legalWidthFt, 0, 20, { aboveLeast: true }),
        within(name('escortFromWidthFt'), oversize.escortFromWidthFt, 0, 30, { aboveLeast: true }),
        within(name('agentFromWidthFt'), oversize.agentFromWidthFt, 0, 40, { aboveLeast: true }),
      ];
      if (
        widths.every(Boolean) &&
        !(
          oversize.legalWidthFt! < oversize.escortFromWidthFt! &&
          oversize.escortFromWidthFt! <= oversize.agentFromWidthFt!
        )
      )
        fail('categories.oversize', 'widths must rise: legalWidthFt < escortFromWidthFt <= agentFromWidthFt');
      const heights = [
        within(name('legalHeightFt'), oversize.legalHeightFt, 0, 20, { aboveLeast: true }),
        within(name('agentFromHeightFt'), oversize.agentFromHeightFt, 0, 30, { aboveLeast: true }),
      ];
      if (heights.every(Boolean) && !(oversize.legalHeightFt! < oversize.agentFromHeightFt!))
        fail('categories.oversize', 'heights must rise: legalHeightFt < agentFromHeightFt');
      const weights = [
        within(name('legalWeightLb'), oversize.legalWeightLb, 0, 400_000, { aboveLeast: true }),
        within(name('agentFromWeightLb'), oversize.agentFromWeightLb, 0, 400_000, { aboveLeast: true }),
      ];
      if (weights.every(Boolean) && !(oversize.legalWeightLb! < oversize.agentFromWeightLb!))
        fail('categories.oversize', 'weights must rise: legalWeightLb < agentFromWeightLb');
      price(name('permitPerState'), oversize.permitPerState);
      within(name('milesPerState'), oversize.milesPerState, 0, 2000, { aboveLeast: true });
      rate(name('escortPerMile'), oversize.escortPerMile);
      band(name('extraDays'), oversize.extraDays, 0, MAX_DAYS);
    }
  }
  return problems;
}
