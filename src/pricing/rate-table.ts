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

/** Sane bounds for any figure of the table: a price a broker could mean, in dollars. */
const MAX_PRICE = 100_000;
const MAX_DAYS = 120;
const MONTHS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
const PICKUP_WINDOW_IDS: readonly PickupWindowId[] = ['flexible', 'five-day', 'three-day', 'one-day'];

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
  return problems;
}
