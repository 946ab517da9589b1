// Written by prepareCms (scripts/dev/cms.ts) from src/pricing/rate-rules.ts: change that file, not this copy.
/**
 * The rate table's shape, its rules and its form in the CMS, in one module with no imports: the
 * site checks a table with these rules before pricing with it (rates.ts), and the CMS runs the
 * very same rules when an editor saves the Pricing rates form, so a broken table is refused when
 * saved, not found at the next estimate. The CMS compiles on its own, so it holds a copy
 * (cms/src/pricing/rate-rules.ts) that prepareCms (scripts/dev/cms.ts) writes from this file and
 * a test keeps equal: change this file, never the copy.
 *
 * Every figure the instant estimate uses is in one table the broker changes in the CMS (Pricing
 * rates) or, overriding it, in the file PRICING_RATES_FILE names. The starting figures
 * (default-rates.json) are the published ones of pricing-reference.md for cars and of
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

/** The snowbird lanes run between US states (with DC) and Canadian provinces and territories. */
const STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
    'OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT'
  ).split(' '),
);

/** ISO 3166-1 alpha-2, with XK (Kosovo) as the place index writes it. */
const COUNTRY_CODES = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
    'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
    'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT ' +
    'JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN ' +
    'MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT ' +
    'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL ' +
    'TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
  ).split(' '),
);

/**
 * One reason a table cannot be used: the figure (`land.perMile[2].upToMiles`), the rule as the
 * table's own words put it, and the rule in an editor's words (what the CMS's form shows).
 */
export interface RateTableProblem {
  field: string;
  rule: string;
  words: string;
}

/** A figure as an editor reads it: 100000 as 100,000, 0.35 as 0.35. */
const figure = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 6 });
/** A share (0.3) as the percent the form shows (30%). */
const percent = (value: number) => `${figure(Math.round(value * 1e8) / 1e6)}%`;

/**
 * Why a rate table cannot be used, field by field, each problem naming its field; empty when it
 * can. Every figure must be a finite number within sane bounds (prices and days above zero where
 * zero would be a free or instant shipment), every [low, high] range ordered, every distance
 * ladder ordered by distance and monotonic (the per-mile rate falls, transit days grow), the
 * pickup ladder dearer as it gets faster, every state, country and month one that exists, and
 * every ocean lane complete.
 */
export function rateTableProblems(table: RateTable): string[] {
  return rateTableProblemList(table).map(({ field, rule }) => `${field} ${rule}`);
}

/** rateTableProblems, each problem with its field, its rule and the rule in an editor's words. */
export function rateTableProblemList(table: RateTable): RateTableProblem[] {
  const problems: RateTableProblem[] = [];
  const fail = (field: string, rule: string, words = rule) => problems.push({ field, rule, words });
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  /** How a bound reads to an editor: a figure, or a percent when the form shows the share as one. */
  const bound = (value: number, shown: 'figure' | 'percent') => (shown === 'percent' ? percent(value) : figure(value));
  const within = (
    name: string,
    value: unknown,
    least: number,
    most: number,
    { aboveLeast = false, shown = 'figure' as 'figure' | 'percent' } = {},
  ) => {
    if (!isNumber(value) || (aboveLeast ? value <= least : value < least) || value > most) {
      const upTo = most < Infinity ? ` to ${most}` : '';
      const upToWords = most < Infinity ? ` to ${bound(most, shown)}` : '';
      fail(
        name,
        `must be a number ${aboveLeast ? 'above' : 'from'} ${least}${upTo}`,
        `must be a number ${aboveLeast ? 'above' : 'from'} ${bound(least, shown)}${upToWords}`,
      );
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
    { aboveLeast = false, strictly = false, shown = 'figure' as 'figure' | 'percent' } = {},
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
        !isNumber(low) || !isNumber(high)
          ? 'needs both a low and a high'
          : `the low must be ${aboveLeast ? 'above' : 'at least'} ${bound(least, shown)} and ${
              strictly ? 'below' : 'at most'
            } the high, and the high at most ${bound(most, shown)}`,
      );
    return ok;
  };
  const price = (name: string, value: unknown) => band(name, value, 0, MAX_PRICE, { aboveLeast: true, strictly: true });
  const days = (name: string, value: unknown) => band(name, value, 0, MAX_DAYS, { aboveLeast: true });
  const text = (name: string, value: unknown) => {
    if (typeof value !== 'string' || !value.trim() || value.length > 120)
      fail(name, 'must be a text of 1 to 120 characters', 'must be filled in, in at most 120 characters');
  };
  const port = (name: string, value: unknown) => {
    const candidate = (value ?? {}) as Partial<Port>;
    if (!value || typeof value !== 'object')
      return fail(name, 'must be a port: { name, lat, lng }', "is empty: give the port's name, latitude and longitude");
    text(`${name}.name`, candidate.name);
    within(`${name}.lat`, candidate.lat, -90, 90);
    within(`${name}.lng`, candidate.lng, -180, 180);
    return undefined;
  };
  const ports = (name: string, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0)
      return fail(name, 'must list at least one port', 'must have at least one port');
    value.forEach((candidate, index) => port(`${name}[${index}]`, candidate));
    return undefined;
  };
  /** Two-letter codes from `known`, each once; `what` names them for the rule, `one` for an editor. */
  const codes = (name: string, value: unknown, known: ReadonlySet<string>, what: string, one: string) => {
    if (!Array.isArray(value) || value.length === 0 || !value.every((code) => /^[A-Z]{2}$/.test(String(code))))
      return fail(name, `must list two-letter ${what}`, `must list two-letter codes separated by commas, each ${one}`);
    const unknown = value.filter((code: string) => !known.has(code));
    if (unknown.length)
      return fail(
        name,
        `has unknown ${what}: ${unknown.join(', ')}`,
        `${unknown.join(', ')} ${unknown.length > 1 ? 'are' : 'is'} not ${one}`,
      );
    const twice = value.filter((code, index) => value.indexOf(code) !== index);
    if (twice.length) fail(name, `lists ${twice.join(', ')} twice`);
    return undefined;
  };
  /** A distance ladder: upToMiles rising, the last null (everything beyond); each row's value checked. */
  const ladder = <T>(name: string, rows: unknown, check: (row: string, value: unknown) => boolean): T[] | null => {
    if (!Array.isArray(rows) || rows.length === 0) {
      fail(
        name,
        'must be a list of { upToMiles, value } ending with upToMiles: null',
        'must have at least one row, the last with its miles left empty (every longer distance)',
      );
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
          last
            ? 'must be left empty on the last row, which covers every longer distance'
            : upTo === null || upTo === undefined
              ? 'must be filled in: only the last row is left empty'
              : index === 0
                ? 'must be a number of miles above 0'
                : `must be more miles than the row before (${figure(previous)})`,
        );
        ok = false;
      } else if (!last) previous = upTo as number;
      if (!check(`${name}[${index}].value`, row?.value)) ok = false;
    });
    return ok ? rows.map((row: MileBand<T>) => row.value) : null;
  };
  const months = (name: string, value: unknown) => {
    if (
      !Array.isArray(value) ||
      !value.every((month) => MONTHS.has(month as number)) ||
      new Set(value).size !== value.length
    )
      fail(
        name,
        'must list months as whole numbers 1 to 12, each once',
        'must list months as numbers from 1 (January) to 12 (December), each once, separated by commas',
      );
  };

  if (!table || typeof table !== 'object')
    return [{ field: 'the rates', rule: 'must be a JSON object', words: 'are empty' }];
  text('version', table.version);
  within('circuityFactor', table.circuityFactor, 1, 2);
  if (within('roundTo', table.roundTo, 1, 1000) && !Number.isInteger(table.roundTo))
    fail('roundTo', 'must be a whole number', 'must be a whole number of dollars');

  const land = (table.land ?? {}) as Partial<RateTable['land']>;
  if (!table.land || typeof table.land !== 'object') fail('land', 'must be an object', 'is empty');
  within('land.fixed', land.fixed, 0, MAX_PRICE, { aboveLeast: true });
  within('land.minimum', land.minimum, 0, MAX_PRICE, { aboveLeast: true });
  const perMile = ladder<number>('land.perMile', land.perMile, (name, value) =>
    within(name, value, 0, 20, { aboveLeast: true }),
  );
  if (perMile?.some((rate, index) => index > 0 && rate > perMile[index - 1]!))
    fail(
      'land.perMile',
      'must not rise with distance (each row at most the one before)',
      "must not rise with distance: each row's rate at most the row before's",
    );
  ladder<number>('land.spread', land.spread, (name, value) => {
    // A range, not a single figure: the carrier's price on the day varies.
    if (!isNumber(value) || value <= 0 || value >= 1) {
      fail(name, 'must be a number above 0 and below 1', 'must be above 0% and below 100%');
      return false;
    }
    return true;
  });
  within('land.enclosedMultiplier', land.enclosedMultiplier, 1, 5, { aboveLeast: true });
  for (const type of ['Car', 'SUV', 'Pickup', 'Van'] as const)
    band(`land.vehicleType.${type}`, land.vehicleType?.[type], 0, MAX_PRICE);
  band('land.inoperable', land.inoperable, 0, MAX_PRICE);
  within('land.additionalVehicleDiscount', land.additionalVehicleDiscount, 0, 0.5, { shown: 'percent' });
  const transit = ladder<Band>('land.transitDays', land.transitDays, days);
  if (
    transit?.some((band, index) => index > 0 && (band[0] < transit[index - 1]![0] || band[1] < transit[index - 1]![1]))
  )
    fail(
      'land.transitDays',
      'must not fall with distance (each row at least the one before)',
      'must not fall with distance: each row at least the row before',
    );

  if (!Array.isArray(table.pickupWindows) || table.pickupWindows.length === 0) {
    fail('pickupWindows', 'must list the pickup windows', 'must have at least the flexible pickup');
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
    if (!flexible) fail('pickupWindows', 'must include flexible', 'must include the flexible pickup');
    else if (flexible.multiplier !== 1)
      fail(
        'pickupWindows.flexible.multiplier',
        'must be 1 (the price without a faster pickup)',
        'must be 1: the flexible pickup is the price without a faster pickup',
      );
    // Faster (fewer business days) is never cheaper.
    const ordered = table.pickupWindows
      .filter((window) => isNumber(window?.businessDays?.[1]) && isNumber(window?.multiplier))
      .sort((a, b) => b.businessDays[1] - a.businessDays[1]);
    if (ordered.some((window, index) => index > 0 && window.multiplier < ordered[index - 1]!.multiplier))
      fail(
        'pickupWindows',
        'must cost more, not less, as the pickup gets faster',
        'must cost more, not less, as the pickup gets faster: a window with fewer days needs a multiplier at least as high',
      );
  }

  const season = (table.season ?? {}) as Partial<RateTable['season']>;
  months('season.peakMonths', season.peakMonths);
  band('season.peakMultiplier', season.peakMultiplier, 1, 3);
  const snowbird = (season.snowbird ?? {}) as Partial<RateTable['season']['snowbird']>;
  for (const key of ['northeastStates', 'southStates'] as const)
    codes(
      `season.snowbird.${key}`,
      snowbird[key],
      STATE_CODES,
      'state or province codes',
      'a US state or Canadian province code',
    );
  const both = (snowbird.northeastStates ?? []).filter((state) => snowbird.southStates?.includes(state));
  if (both.length)
    fail(
      'season.snowbird.southStates',
      `has ${both.join(', ')}, which northeastStates has too`,
      `has ${both.join(', ')}, which is a northern state too`,
    );
  months('season.snowbird.southboundMonths', snowbird.southboundMonths);
  months('season.snowbird.northboundMonths', snowbird.northboundMonths);
  const bothWays = (snowbird.southboundMonths ?? []).filter((month) => snowbird.northboundMonths?.includes(month));
  if (Array.isArray(snowbird.southboundMonths) && Array.isArray(snowbird.northboundMonths) && bothWays.length)
    fail(
      'season.snowbird.northboundMonths',
      `has ${bothWays.join(', ')}, which southboundMonths has too`,
      `has month ${bothWays.join(', ')}, which is a southbound month too`,
    );
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
    const countriesOf = new Map<string, string>();
    table.lanes.forEach((lane, index) => {
      const name = `lanes[${index}]${typeof lane?.id === 'string' ? ` (${lane.id})` : ''}`;
      let own = false;
      if (typeof lane?.id !== 'string' || !/^[a-z0-9-]{1,40}$/.test(lane.id))
        fail(
          `${name}.id`,
          'must be a short id (a-z, 0-9, -)',
          'must be a short name of lower-case letters, digits and dashes (e.g. us-east-europe)',
        );
      else if (ids.has(lane.id)) fail(`${name}.id`, `${lane.id} is used twice`, `${lane.id} is used by another lane`);
      else {
        ids.add(lane.id);
        own = true;
      }
      text(`${name}.label`, lane?.label);
      ports(`${name}.usPorts`, lane?.usPorts);
      if (
        !Array.isArray(lane?.countries) ||
        lane.countries.length === 0 ||
        !lane.countries.every((code) => /^[A-Z]{2}$/.test(String(code)))
      )
        fail(
          `${name}.countries`,
          'must list two-letter country codes (ISO 3166-1)',
          'must list two-letter country codes (e.g. DE, FR), separated by commas',
        );
      else {
        codes(
          `${name}.countries`,
          lane.countries,
          COUNTRY_CODES,
          'country codes (ISO 3166-1)',
          'a country code (ISO 3166-1, e.g. DE)',
        );
        // A country is reached by one lane, else which lane prices it would depend on their order.
        const shared = own ? lane.countries.filter((code) => countriesOf.has(code)) : [];
        if (shared.length)
          fail(
            `${name}.countries`,
            `has ${shared.join(', ')}, which ${countriesOf.get(shared[0]!)} has too`,
            `has ${shared.join(', ')}, which another lane (${countriesOf.get(shared[0]!)}) reaches already`,
          );
        if (own) for (const code of lane.countries) if (!countriesOf.has(code)) countriesOf.set(code, lane.id);
      }
      for (const mode of ['roro', 'container', 'air'] as const) {
        if (!lane?.[mode] || typeof lane[mode] !== 'object') {
          fail(
            `${name}.${mode}`,
            'is missing: every lane prices roll-on/roll-off, container and air',
            'is missing: every lane prices roll-on/roll-off, container and air',
          );
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
    /** A share of a price, above 0 and at most all of it (the form shows it as a percent). */
    const share = (name: string, value: unknown) => band(name, value, 0, 1, { aboveLeast: true, shown: 'percent' });
    const section = (name: string, value: unknown): value is Record<string, unknown> => {
      if (value && typeof value === 'object' && !Array.isArray(value)) return true;
      fail(name, 'must be an object', 'is empty');
      return false;
    };
    /** A length ladder: upToFt rising, each per-mile rate at least the one before (longer costs more). */
    const lengths = (name: string, rows: unknown) => {
      if (!Array.isArray(rows) || rows.length === 0)
        return fail(
          name,
          'must be a list of { upToFt, perMile }, shortest first',
          'must have at least one row, shortest first',
        );
      let previous = 0;
      const rates: (Band | null)[] = rows.map((row: Partial<LengthBand> | null, index) => {
        const upTo = row?.upToFt;
        if (!isNumber(upTo) || upTo <= previous || upTo > FACT_MAX_FT)
          fail(
            `${name}[${index}].upToFt`,
            `must be a length in feet above ${previous} to ${FACT_MAX_FT}`,
            index === 0
              ? `must be a length above 0 to ${FACT_MAX_FT} feet`
              : `must be longer than the row before (${figure(previous)} feet), at most ${FACT_MAX_FT} feet`,
          );
        else previous = upTo;
        return rate(`${name}[${index}].perMile`, row?.perMile) ? (row?.perMile as Band) : null;
      });
      if (rates.some((band, index) => index > 0 && band && rates[index - 1] && band[0] < rates[index - 1]![0]))
        fail(
          name,
          'must not get cheaper as the length grows (each row at least the one before)',
          "must not get cheaper as the length grows: each row's low rate at least the row before's",
        );
      return undefined;
    };
    const carShare = (name: string, value: unknown) => {
      if (!section(name, value)) return;
      share(`${name}.share`, value.share);
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
        fail(
          `${name}.perMile`,
          'must not rise with distance (each row at most the one before)',
          "must not rise with distance: each row's rates at most the row before's",
        );
      if (section(`${name}.partialLoad`, rates.partialLoad)) {
        within(`${name}.partialLoad.upToLengthFt`, rates.partialLoad.upToLengthFt, 0, FACT_MAX_FT);
        within(`${name}.partialLoad.upToWeightLb`, rates.partialLoad.upToWeightLb, 0, 400_000);
        share(`${name}.partialLoad.share`, rates.partialLoad.share);
      }
      dollars(`${name}.inoperable`, rates.inoperable);
    };

    if (categories.classic !== undefined && section('categories.classic', categories.classic))
      dollars('categories.classic.add', categories.classic.add);
    for (const key of ['motorcycle', 'utv', 'golf-cart'] as const)
      if (categories[key] !== undefined) carShare(`categories.${key}`, categories[key]);
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
      fail(
        'categories.trailers',
        'must list the trailers a machine can go on, cheapest first',
        'must have at least one trailer a machine can go on',
      );
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
          'must go from the highest deck (flatbed) to the lowest (RGN), each lower deck costing at least as much',
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
        fail(
          'categories.oversize',
          'widths must rise: legalWidthFt < escortFromWidthFt <= agentFromWidthFt',
          'the widths must rise: the legal width below the escort width, the escort width at most the agent width',
        );
      const heights = [
        within(name('legalHeightFt'), oversize.legalHeightFt, 0, 20, { aboveLeast: true }),
        within(name('agentFromHeightFt'), oversize.agentFromHeightFt, 0, 30, { aboveLeast: true }),
      ];
      if (heights.every(Boolean) && !(oversize.legalHeightFt! < oversize.agentFromHeightFt!))
        fail(
          'categories.oversize',
          'heights must rise: legalHeightFt < agentFromHeightFt',
          'the heights must rise: the legal height below the agent height',
        );
      const weights = [
        within(name('legalWeightLb'), oversize.legalWeightLb, 0, 400_000, { aboveLeast: true }),
        within(name('agentFromWeightLb'), oversize.agentFromWeightLb, 0, 400_000, { aboveLeast: true }),
      ];
      if (weights.every(Boolean) && !(oversize.legalWeightLb! < oversize.agentFromWeightLb!))
        fail(
          'categories.oversize',
          'weights must rise: legalWeightLb < agentFromWeightLb',
          'the weights must rise: the legal weight below the agent weight',
        );
      price(name('permitPerState'), oversize.permitPerState);
      within(name('milesPerState'), oversize.milesPerState, 0, 2000, { aboveLeast: true });
      rate(name('escortPerMile'), oversize.escortPerMile);
      band(name('extraDays'), oversize.extraDays, 0, MAX_DAYS);
    }
  }
  return problems;
}

/*
 * The form: the same table as the CMS's Pricing rates entry holds it, in fields an editor reads.
 * Each low-high pair is two number fields (`priceLow`, `priceHigh`), shares are percents, lists of
 * codes and months are text ("ME, NH, VT"), the pickup windows and trailers are one field each,
 * and everything that repeats (distance rows, ports, lanes, length rows) is a repeatable
 * component. The CMS's schema (cms/src/api/pricing-rate, cms/src/components/rates) is this spec
 * written out, a test keeps the two equal, and the site's query asks for exactly these fields.
 */

interface FieldWords {
  /** What an editor reads above the field, with its unit. */
  label: string;
  /** The one line under it. */
  description: string;
}
export interface RateNumberField extends FieldWords {
  type: 'decimal' | 'integer';
  required?: boolean;
  min?: number;
  max?: number;
  /** A low or a high of a pair: the pair's name, which problems use for both fields. */
  pair?: string;
}
export interface RateTextField extends FieldWords {
  type: 'string' | 'text';
  required?: boolean;
  maxLength?: number;
}
export interface RateComponentField extends FieldWords {
  type: 'component';
  component: string;
  repeatable: boolean;
}
export type RateFormField = RateNumberField | RateTextField | RateComponentField;

export interface RateFormModel {
  displayName: string;
  icon: string;
  description: string;
  /** The field that titles a row of a repeatable list in the admin. */
  mainField?: string;
  fields: Record<string, RateFormField>;
}

const number = (
  label: string,
  description: string,
  min?: number,
  max?: number,
  type: 'decimal' | 'integer' = 'decimal',
): RateNumberField => ({ type, label, description, required: true, min, max });

/** A low and a high: `${name}Low` and `${name}High`, each naming the pair in its label. */
const pair = (
  name: string,
  what: string,
  unit: string,
  about: string,
  min?: number,
  max?: number,
): Record<string, RateNumberField> => ({
  [`${name}Low`]: {
    ...number(`${what}, low (${unit})`, `${about}: the low end.`, min, max),
    pair: `${what} (${unit})`,
  },
  [`${name}High`]: {
    ...number(`${what}, high (${unit})`, `${about}: the high end.`, min, max),
    pair: `${what} (${unit})`,
  },
});

const one = (component: string, label: string, description: string): RateComponentField => ({
  type: 'component',
  component,
  repeatable: false,
  label,
  description,
});
const rows = (component: string, label: string, description: string): RateComponentField => ({
  ...one(component, label, description),
  repeatable: true,
});
const upToMiles = (description: string): RateNumberField => ({
  type: 'decimal',
  label: 'Up to (miles)',
  description,
  min: 0,
  max: 100_000,
});
const LAST_ROW = 'Leave empty on the last row: it covers every longer distance.';

const portFields = {
  name: {
    type: 'string',
    label: 'Port',
    description: 'The port as customers read it, e.g. Long Beach, CA.',
    required: true,
    maxLength: 120,
  },
  lat: number('Latitude (degrees)', 'North-south position of the port, e.g. 33.754.', -90, 90),
  lng: number('Longitude (degrees)', 'East-west position of the port, e.g. -118.216 (west is negative).', -180, 180),
} satisfies Record<string, RateFormField>;

const laneMode = (mode: string, what: string) => ({
  ...pair(`${mode}Price`, `${what} price`, 'dollars', `${what}, port to port, per vehicle`, 0, 100_000),
  ...pair(`${mode}Days`, `${what} transit`, 'days', `${what}: days port to port`, 0, 120),
});

const pickupWindow = (label: string, offered: string): RateComponentField =>
  one('rates.pickup-window', label, `${offered}; leave it empty to not offer it.`);
const trailer = (name: string): RateComponentField =>
  one(
    'rates.trailer',
    name,
    `Machines go on the ${name.toLowerCase()} when it keeps them under the legal height; leave empty if not used.`,
  );

/** The content type's own fields (api::pricing-rate.pricing-rate), in the order the edit view shows them. */
export const RATE_FORM_FIELDS: Record<string, RateFormField> = {
  version: {
    type: 'string',
    label: 'Version',
    description:
      'A name for these figures, recorded with every estimate. Give a new one each time you change a figure.',
    required: true,
    maxLength: 120,
  },
  roundTo: number(
    'Round prices to (dollars)',
    'Estimates are shown rounded to this many dollars, e.g. 10.',
    1,
    1000,
    'integer',
  ),
  circuityFactor: number(
    'Road miles per straight-line mile (×)',
    'The straight-line distance times this is the road distance an estimate uses (about 1.2).',
    1,
    2,
  ),
  portFreeMiles: number(
    'Close to a port (miles)',
    'An address within this many road miles of a port needs no road leg priced to reach it.',
    0,
    500,
  ),
  notes: {
    type: 'text',
    label: 'Notes',
    description: 'Where the figures come from, one note a line. Not used in pricing.',
  },
  land: one(
    'rates.land',
    'Road transport',
    'A running car on an open carrier: a fixed part plus the per-mile rates, at least the minimum.',
  ),
  vehicleTypes: one(
    'rates.vehicle-adjustments',
    'Vehicle types',
    'Added to the road price of each vehicle of this type.',
  ),
  perMile: rows(
    'rates.mile-rate',
    'Per-mile rates',
    'Dollars a mile, falling with distance: each row prices the miles up to its distance, the last row every mile beyond.',
  ),
  spread: rows(
    'rates.mile-spread',
    'Range either side',
    'How far the low and high sit either side of the central price, by trip distance.',
  ),
  transitDays: rows('rates.mile-days', 'Days on the road', 'Calendar days from pickup to delivery, by trip distance.'),
  pickupFlexible: one(
    'rates.pickup-window',
    'Flexible pickup',
    'The standard pickup window, priced at the road price (× 1); every estimate offers it.',
  ),
  pickupFiveDay: pickupWindow('Pickup within 5 days', 'A faster pickup a customer can choose'),
  pickupThreeDay: pickupWindow('Pickup within 3 days', 'A faster pickup a customer can choose'),
  pickupOneDay: pickupWindow('Next-day pickup', 'The fastest pickup a customer can choose'),
  season: one('rates.season', 'Busy season', 'The busiest months of the year and what they add.'),
  snowbird: one(
    'rates.snowbird',
    'Snowbird season',
    'Northeast to the south in autumn, the reverse in spring: prices climb on those routes.',
  ),
  hawaii: one('rates.hawaii', 'Hawaii', 'Mainland ports to Honolulu by roll-on/roll-off ship.'),
  alaska: one('rates.alaska', 'Alaska', 'Tacoma to Anchorage by ship.'),
  canada: one('rates.canada', 'Canada', 'What a move across the Canadian border adds.'),
  lanes: rows(
    'rates.ocean-lane',
    'Ocean lanes',
    'Shipping abroad: each lane sails from US ports to a group of countries.',
  ),
  classic: one(
    'rates.category-classic',
    'Classic and exotic cars',
    "A car's price plus this for the care; leave empty to have an agent price them.",
  ),
  motorcycle: one(
    'rates.category-share',
    'Motorcycles',
    "A share of a car's price; leave empty to have an agent price them.",
  ),
  utv: one(
    'rates.category-share',
    'UTVs and ATVs',
    "A share of a car's price; leave empty to have an agent price them.",
  ),
  golfCart: one(
    'rates.category-share',
    'Golf carts',
    "A share of a car's price; leave empty to have an agent price them.",
  ),
  boat: one('rates.category-boat', 'Boats', 'Per mile by boat length; leave empty to have an agent price boats.'),
  rv: one(
    'rates.category-drive-or-haul',
    'RVs and motorhomes',
    'Driven there or hauled; leave empty to have an agent price them.',
  ),
  bus: one('rates.category-drive-or-haul', 'Buses', 'Driven there or hauled; leave empty to have an agent price them.'),
  equipment: one(
    'rates.category-machine',
    'Construction equipment',
    'A machine on a trailer of its own; leave empty to have an agent price it.',
  ),
  farm: one(
    'rates.category-machine',
    'Farm machinery',
    'A tractor or implement on a trailer of its own; leave empty to have an agent price it.',
  ),
  container: one(
    'rates.category-container',
    'Shipping containers',
    'A container on a chassis or flatbed; leave empty to have an agent price them.',
  ),
  flatbed: trailer('Flatbed'),
  stepDeck: trailer('Step deck'),
  rgn: trailer('Removable-gooseneck lowboy (RGN)'),
  oversize: one(
    'rates.oversize',
    'Oversize loads',
    'Legal limits for boats and machines, and what permits and escorts cost past them.',
  ),
};

/** The components, by uid (category `rates`). */
export const RATE_FORM_COMPONENTS: Record<string, RateFormModel> = {
  'rates.land': {
    displayName: 'Road transport',
    icon: 'car',
    description: 'A running car on an open carrier.',
    fields: {
      fixed: number('Fixed part (dollars)', 'Loading and dispatch, per vehicle, before the miles.', 0, 100_000),
      minimum: number('Minimum (dollars)', 'No road move of a car is priced below this.', 0, 100_000),
      enclosedMultiplier: number(
        'Enclosed carrier (×)',
        'An enclosed carrier costs the open price times this, e.g. 1.35.',
        1,
        5,
      ),
      ...pair(
        'inoperable',
        'Not running',
        'dollars',
        'Added for winch loading a vehicle that does not run',
        0,
        100_000,
      ),
      additionalVehiclePercent: number(
        'Further vehicles (% off)',
        'Taken off the road price of each vehicle after the first, e.g. 3.',
        0,
        50,
      ),
    },
  },
  'rates.vehicle-adjustments': {
    displayName: 'Vehicle types',
    icon: 'car',
    description: 'What each vehicle type adds to the road price.',
    fields: {
      ...pair('car', 'Car', 'dollars', 'Added to a car', 0, 100_000),
      ...pair('suv', 'SUV', 'dollars', 'Added to an SUV', 0, 100_000),
      ...pair('pickup', 'Pickup truck', 'dollars', 'Added to a pickup truck', 0, 100_000),
      ...pair('van', 'Van', 'dollars', 'Added to a van', 0, 100_000),
    },
  },
  'rates.mile-rate': {
    displayName: 'Per-mile rate',
    icon: 'arrowRight',
    description: 'One row of the per-mile rates.',
    mainField: 'upToMiles',
    fields: {
      upToMiles: upToMiles(`The miles this row prices go up to. ${LAST_ROW}`),
      dollarsPerMile: number('Rate (dollars a mile)', 'What each mile within this row costs, e.g. 1.00.', 0, 20),
    },
  },
  'rates.mile-spread': {
    displayName: 'Range by distance',
    icon: 'arrowRight',
    description: 'One row of the range either side of the central price.',
    mainField: 'upToMiles',
    fields: {
      upToMiles: upToMiles(`Trips up to this many miles use this row. ${LAST_ROW}`),
      percent: number(
        'Either side (percent)',
        'The low is this much under the central price, the high this much over, e.g. 30.',
        0,
        100,
      ),
    },
  },
  'rates.mile-days': {
    displayName: 'Days by distance',
    icon: 'clock',
    description: 'One row of the days on the road.',
    mainField: 'upToMiles',
    fields: {
      upToMiles: upToMiles(`Trips up to this many miles use this row. ${LAST_ROW}`),
      ...pair('days', 'Days', 'calendar days', 'Days from pickup to delivery', 0, 120),
    },
  },
  'rates.mile-band': {
    displayName: 'Truckload rate',
    icon: 'arrowRight',
    description: 'One row of a truckload per-mile rate.',
    mainField: 'upToMiles',
    fields: {
      upToMiles: upToMiles(`The miles this row prices go up to. ${LAST_ROW}`),
      ...pair('perMile', 'Rate', 'dollars a mile', 'What each mile within this row costs', 0, 50),
    },
  },
  'rates.length-rate': {
    displayName: 'Rate by length',
    icon: 'arrowRight',
    description: 'One row of a per-mile rate by length.',
    mainField: 'upToFt',
    fields: {
      upToFt: number(
        'Up to (feet)',
        'This row prices lengths up to this; longer than the last row goes to an agent.',
        0,
        120,
      ),
      ...pair('perMile', 'Rate', 'dollars a mile', 'What each mile costs at this length', 0, 50),
    },
  },
  'rates.pickup-window': {
    displayName: 'Pickup window',
    icon: 'clock',
    description: 'How soon a carrier collects after the ship date, and what that costs.',
    mainField: 'label',
    fields: {
      label: {
        type: 'string',
        label: 'Shown as',
        description: 'The choice as customers read it, e.g. Within 5 days.',
        required: true,
        maxLength: 120,
      },
      multiplier: number(
        'Price (×)',
        'The road price times this; 1 for the flexible pickup, more for faster ones.',
        1,
        5,
      ),
      ...pair(
        'businessDays',
        'Pickup',
        'business days',
        'Business days from the ship date within which pickup happens',
        0,
        120,
      ),
    },
  },
  'rates.season': {
    displayName: 'Busy season',
    icon: 'sun',
    description: 'The busiest months of the year.',
    fields: {
      peakMonths: {
        type: 'string',
        label: 'Busy months',
        description: 'Month numbers separated by commas, 1 for January to 12 for December, e.g. 5, 6, 7, 8, 9.',
        maxLength: 60,
      },
      ...pair('peakMultiplier', 'Busy season price', '×', 'The road price times this in the busy months', 1, 3),
    },
  },
  'rates.snowbird': {
    displayName: 'Snowbird season',
    icon: 'calendar',
    description: 'Northeast to the south in autumn, the reverse in spring.',
    fields: {
      northeastStates: {
        type: 'string',
        label: 'Northern states',
        description: 'Two-letter state or province codes separated by commas, e.g. NY, NJ, ON.',
        required: true,
        maxLength: 300,
      },
      southStates: {
        type: 'string',
        label: 'Southern states',
        description: 'Two-letter state codes separated by commas, e.g. FL.',
        required: true,
        maxLength: 300,
      },
      southboundMonths: {
        type: 'string',
        label: 'Southbound months',
        description: 'Months when moves north to south cost more, as numbers 1 to 12, e.g. 10, 11, 12.',
        maxLength: 60,
      },
      northboundMonths: {
        type: 'string',
        label: 'Northbound months',
        description: 'Months when moves south to north cost more, as numbers 1 to 12, e.g. 3, 4, 5.',
        maxLength: 60,
      },
      ...pair('multiplier', 'Snowbird price', '×', 'The road price times this on those routes and months', 1, 3),
    },
  },
  'rates.port': {
    displayName: 'Port',
    icon: 'pinMap',
    description: 'A port with its place on the map.',
    mainField: 'name',
    fields: portFields,
  },
  'rates.hawaii': {
    displayName: 'Hawaii',
    icon: 'sun',
    description: 'Mainland ports to Honolulu.',
    fields: {
      mainlandPorts: rows(
        'rates.port',
        'Mainland ports',
        'The ships sail from these; the road leg goes to the nearest.',
      ),
      honolulu: one('rates.port', 'Honolulu port', 'Where the ships arrive.'),
      ...pair('price', 'Price', 'dollars', 'Mainland port to Honolulu, per vehicle', 0, 100_000),
      ...pair('oahuDays', 'Days to Oahu', 'days', 'Days port to port to Oahu', 0, 120),
      ...pair(
        'otherIslandsDays',
        'Days to the other islands',
        'days',
        'Days port to port to the other islands',
        0,
        120,
      ),
    },
  },
  'rates.alaska': {
    displayName: 'Alaska',
    icon: 'pin',
    description: 'The mainland port to Anchorage.',
    fields: {
      mainlandPort: one('rates.port', 'Mainland port', 'The ships sail from here; the road leg goes to it.'),
      anchorage: one('rates.port', 'Anchorage port', 'Where the ships arrive.'),
      ...pair('price', 'Price', 'dollars', 'Mainland port to Anchorage, per vehicle', 0, 100_000),
      ...pair('days', 'Sailing', 'days', 'Days port to port', 0, 120),
    },
  },
  'rates.canada': {
    displayName: 'Canada',
    icon: 'globe',
    description: 'Moves across the Canadian border.',
    fields: {
      ...pair('crossBorder', 'Customs', 'dollars', 'Added to each vehicle crossing the border', 0, 100_000),
      ...pair('days', 'Transit', 'days', 'Days for a move across the border', 0, 120),
    },
  },
  'rates.ocean-lane': {
    displayName: 'Ocean lane',
    icon: 'earth',
    description: 'US ports to a group of countries, by ro-ro ship, container and air.',
    mainField: 'label',
    fields: {
      label: {
        type: 'string',
        label: 'Lane name',
        description: 'As customers read it, e.g. US East Coast to Western Europe.',
        required: true,
        maxLength: 120,
      },
      laneId: {
        type: 'string',
        label: 'Short name',
        description: 'Lower-case letters, digits and dashes, e.g. us-east-europe; estimates name the lane by it.',
        required: true,
        maxLength: 40,
      },
      countries: {
        type: 'text',
        label: 'Countries',
        description: 'Two-letter country codes separated by commas, e.g. DE, NL, FR.',
        required: true,
      },
      usPorts: rows('rates.port', 'US ports', 'The lane sails from these; the road leg goes to the nearest.'),
      ...laneMode('roro', 'Roll-on/roll-off'),
      ...laneMode('container', 'Shared container'),
      ...laneMode('air', 'Air freight'),
    },
  },
  'rates.category-classic': {
    displayName: 'Classic cars',
    icon: 'car',
    description: "A car's price plus a band for the care.",
    fields: { ...pair('add', 'Added', 'dollars', "Added to a car's price for a classic or exotic car", 0, 100_000) },
  },
  'rates.category-share': {
    displayName: "Share of a car's price",
    icon: 'car',
    description: "Rides a car carrier for a share of a running car's price.",
    fields: {
      ...pair('sharePercent', "Share of a car's price", 'percent', 'The road price of a car times this share', 0, 100),
    },
  },
  'rates.category-boat': {
    displayName: 'Boats',
    icon: 'stack',
    description: 'Boats per mile by length.',
    fields: {
      ...pair('fixed', 'Loading', 'dollars', 'Loading and securing a boat', 0, 100_000),
      length: rows(
        'rates.length-rate',
        'Rates by length',
        'Per mile by boat length, shortest first; longer than the last row goes to an agent.',
      ),
      ...pair(
        'carrierTrailerPerMile',
        'Carrier trailer',
        'dollars a mile',
        'Added per mile when the boat has no road trailer of its own',
        0,
        50,
      ),
    },
  },
  'rates.category-drive-or-haul': {
    displayName: 'Driven or hauled',
    icon: 'train',
    description: 'Driven to its destination by a licensed driver, or towed and hauled.',
    fields: {
      ...pair('driveAwayFixed', "Driver's fee", 'dollars', 'Driven there: the fixed fee', 0, 100_000),
      ...pair('driveAwayPerMile', 'Driven, per mile', 'dollars a mile', 'Driven there: each mile', 0, 50),
      ...pair('haulFixed', 'Hauling, loading', 'dollars', 'Towed or hauled: loading', 0, 100_000),
      haulLength: rows(
        'rates.length-rate',
        'Hauling rates by length',
        'Per mile by length, shortest first; longer than the last row goes to an agent.',
      ),
    },
  },
  'rates.category-machine': {
    displayName: 'Machine on a trailer',
    icon: 'train',
    description: 'A machine on a flatbed, step deck or RGN.',
    fields: {
      ...pair('fixed', 'Loading', 'dollars', 'Loading and securing (chains, binders, blocking)', 0, 100_000),
      perMile: rows(
        'rates.mile-band',
        'Truckload rates',
        'A full truck per mile, falling with distance: each row prices the miles up to its distance, the last row every mile beyond.',
      ),
      partialLoadUpToLengthFt: number(
        'Shares a truck up to (feet)',
        'A machine up to this long can share a truck.',
        0,
        120,
      ),
      partialLoadUpToWeightLb: number(
        'Shares a truck up to (pounds)',
        'A machine up to this heavy can share a truck.',
        0,
        400_000,
      ),
      ...pair(
        'partialLoadSharePercent',
        'Shared truck',
        'percent of a truckload',
        'A small machine pays this share of the truckload rate',
        0,
        100,
      ),
      ...pair('inoperable', 'Not running', 'dollars', 'Added for loading a machine that does not run', 0, 100_000),
    },
  },
  'rates.category-container': {
    displayName: 'Containers',
    icon: 'stack',
    description: '20 ft and 40 ft containers on a chassis.',
    fields: {
      ...pair('twentyMinimum', '20 ft minimum', 'dollars', 'A 20 ft container is never priced below this', 0, 100_000),
      ...pair('twentyPerMile', '20 ft rate', 'dollars a mile', 'A 20 ft container, each mile', 0, 50),
      ...pair('fortyMinimum', '40 ft minimum', 'dollars', 'A 40 ft container is never priced below this', 0, 100_000),
      ...pair('fortyPerMile', '40 ft rate', 'dollars a mile', 'A 40 ft container, each mile', 0, 50),
    },
  },
  'rates.trailer': {
    displayName: 'Trailer',
    icon: 'train',
    description: 'A trailer a machine can go on.',
    mainField: 'label',
    fields: {
      label: {
        type: 'string',
        label: 'Shown as',
        description: 'The trailer as customers read it, e.g. Step deck.',
        required: true,
        maxLength: 120,
      },
      deckHeightFt: number(
        'Deck height (feet)',
        "The machine's height plus this must stay under the legal height.",
        0,
        8,
      ),
      multiplier: number('Price (×)', "Its rate against a flatbed's (1); a lower deck costs at least as much.", 0.5, 5),
    },
  },
  'rates.oversize': {
    displayName: 'Oversize loads',
    icon: 'layout',
    description: 'Legal limits, permits and escorts.',
    fields: {
      legalWidthFt: number('Legal width (feet)', 'Wider than this needs an oversize permit, e.g. 8.5.', 0, 20),
      legalHeightFt: number(
        'Legal height (feet)',
        'Ground to the top of the load; higher needs a permit, e.g. 13.5.',
        0,
        20,
      ),
      legalWeightLb: number('Legal weight (pounds)', 'Cargo heavier than this needs an overweight permit.', 0, 400_000),
      ...pair('permitPerState', 'Permit', 'dollars a state', 'One permit for each state crossed', 0, 100_000),
      milesPerState: number(
        'Miles per state',
        'Road miles counted as one state crossed, to count the permits.',
        0,
        2000,
      ),
      escortFromWidthFt: number('Escort from (feet wide)', 'A load this wide travels with a pilot car.', 0, 30),
      ...pair('escortPerMile', 'Escort', 'dollars a mile', 'A pilot car, each mile', 0, 50),
      agentFromWidthFt: number('Agent from (feet wide)', 'From this width a superload: an agent prices it.', 0, 40),
      agentFromHeightFt: number('Agent from (feet high)', 'From this height, loaded, an agent prices it.', 0, 30),
      agentFromWeightLb: number('Agent from (pounds)', 'From this weight an agent prices it.', 0, 400_000),
      ...pair(
        'extraDays',
        'Permit delay',
        'days',
        'Permitted loads travel by daylight on set routes: days added',
        0,
        120,
      ),
    },
  },
};

/** The Pricing rates entry as the CMS holds it: the fields above, each possibly empty (null). */
export type RateForm = Record<string, unknown>;

type Section = Record<string, unknown>;
const sectionOf = (value: unknown): Section =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Section) : {};
const filled = (value: unknown) => value !== null && value !== undefined && typeof value === 'object';
const listOf = (value: unknown): Section[] => (Array.isArray(value) ? value.map(sectionOf) : []);
/** A figure as the CMS sends it; a text a REST client sent is read as the number it spells. */
const numberOf = (value: unknown): number => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value as number;
};
const pairOf = (section: Section, name: string): Band => [
  numberOf(section[`${name}Low`]),
  numberOf(section[`${name}High`]),
];
const fromPercent = (value: unknown): number => {
  const share = numberOf(value);
  return typeof share === 'number' ? share / 100 : share;
};
const percentPairOf = (section: Section, name: string): Band => [
  fromPercent(section[`${name}Low`]),
  fromPercent(section[`${name}High`]),
];
const wordsOf = (value: unknown): string[] => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : []);
const codesOf = (value: unknown) => wordsOf(value).map((code) => code.toUpperCase());
/** "5, 6, 7" as [5, 6, 7]; a word stays a word (NaN), so the check names the field. */
const monthsOf = (value: unknown) => wordsOf(value).map(Number);
const portOf = (value: unknown): Port => {
  const port = sectionOf(value);
  return filled(value)
    ? { name: port.name as string, lat: numberOf(port.lat), lng: numberOf(port.lng) }
    : (null as never);
};
const upTo = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : numberOf(value);

/** Pickup windows and trailers: a field each, in the table's order. */
const PICKUP_FIELDS: readonly (readonly [PickupWindowId, string])[] = [
  ['flexible', 'pickupFlexible'],
  ['five-day', 'pickupFiveDay'],
  ['three-day', 'pickupThreeDay'],
  ['one-day', 'pickupOneDay'],
];
const TRAILER_FIELDS: readonly (readonly [TrailerId, string])[] = [
  ['flatbed', 'flatbed'],
  ['step-deck', 'stepDeck'],
  ['rgn', 'rgn'],
];
/** The categories a form field each, by the key the table's `categories` gives them. */
const CATEGORY_FIELDS = [
  'classic',
  'motorcycle',
  'utv',
  'golfCart',
  'boat',
  'rv',
  'bus',
  'equipment',
  'farm',
  'container',
  'flatbed',
  'stepDeck',
  'rgn',
  'oversize',
] as const;

/**
 * The rate table the form holds, exactly as the site uses it. Nothing is checked here: an empty
 * field becomes an empty figure, which `rateTableProblems` names. The categories section is left
 * out when every category field is empty (the site then prices them with its built-in ones).
 */
export function tableFromForm(form: RateForm): RateTable {
  const land = sectionOf(form.land);
  const types = sectionOf(form.vehicleTypes);
  const season = sectionOf(form.season);
  const snowbird = sectionOf(form.snowbird);
  const hawaii = sectionOf(form.hawaii);
  const alaska = sectionOf(form.alaska);
  const canada = sectionOf(form.canada);
  const notes =
    typeof form.notes === 'string'
      ? form.notes
          .split(/\r?\n/)
          .map((note) => note.trim())
          .filter(Boolean)
      : [];
  const table: RateTable = {
    version: form.version as string,
    ...(notes.length ? { notes } : {}),
    circuityFactor: numberOf(form.circuityFactor),
    roundTo: numberOf(form.roundTo),
    land: {
      fixed: numberOf(land.fixed),
      perMile: listOf(form.perMile).map((row) => ({
        upToMiles: upTo(row.upToMiles),
        value: numberOf(row.dollarsPerMile),
      })),
      minimum: numberOf(land.minimum),
      spread: listOf(form.spread).map((row) => ({ upToMiles: upTo(row.upToMiles), value: fromPercent(row.percent) })),
      enclosedMultiplier: numberOf(land.enclosedMultiplier),
      vehicleType: {
        Car: pairOf(types, 'car'),
        SUV: pairOf(types, 'suv'),
        Pickup: pairOf(types, 'pickup'),
        Van: pairOf(types, 'van'),
      },
      inoperable: pairOf(land, 'inoperable'),
      additionalVehicleDiscount: fromPercent(land.additionalVehiclePercent),
      transitDays: listOf(form.transitDays).map((row) => ({
        upToMiles: upTo(row.upToMiles),
        value: pairOf(row, 'days'),
      })),
    },
    pickupWindows: PICKUP_FIELDS.filter(([, field]) => filled(form[field])).map(([id, field]) => {
      const window = sectionOf(form[field]);
      return {
        id,
        label: window.label as string,
        businessDays: pairOf(window, 'businessDays'),
        multiplier: numberOf(window.multiplier),
      };
    }),
    season: {
      peakMonths: monthsOf(season.peakMonths),
      peakMultiplier: pairOf(season, 'peakMultiplier'),
      snowbird: {
        northeastStates: codesOf(snowbird.northeastStates),
        southStates: codesOf(snowbird.southStates),
        southboundMonths: monthsOf(snowbird.southboundMonths),
        northboundMonths: monthsOf(snowbird.northboundMonths),
        multiplier: pairOf(snowbird, 'multiplier'),
      },
    },
    portFreeMiles: numberOf(form.portFreeMiles),
    hawaii: {
      mainlandPorts: listOf(hawaii.mainlandPorts).map(portOf),
      honolulu: portOf(hawaii.honolulu),
      price: pairOf(hawaii, 'price'),
      transitDays: { oahu: pairOf(hawaii, 'oahuDays'), otherIslands: pairOf(hawaii, 'otherIslandsDays') },
    },
    alaska: {
      mainlandPort: portOf(alaska.mainlandPort),
      anchorage: portOf(alaska.anchorage),
      price: pairOf(alaska, 'price'),
      transitDays: pairOf(alaska, 'days'),
    },
    canada: { crossBorder: pairOf(canada, 'crossBorder'), transitDays: pairOf(canada, 'days') },
    lanes: listOf(form.lanes).map((lane) => ({
      id: lane.laneId as string,
      label: lane.label as string,
      usPorts: listOf(lane.usPorts).map(portOf),
      countries: codesOf(lane.countries),
      roro: { price: pairOf(lane, 'roroPrice'), transitDays: pairOf(lane, 'roroDays') },
      container: { price: pairOf(lane, 'containerPrice'), transitDays: pairOf(lane, 'containerDays') },
      air: { price: pairOf(lane, 'airPrice'), transitDays: pairOf(lane, 'airDays') },
    })),
  };
  if (CATEGORY_FIELDS.some((field) => filled(form[field]))) table.categories = categoriesFromForm(form);
  return table;
}

function categoriesFromForm(form: RateForm): CategoryRates {
  const lengths = (value: unknown): LengthBand[] =>
    listOf(value).map((row) => ({ upToFt: numberOf(row.upToFt), perMile: pairOf(row, 'perMile') }));
  const share = (field: string) =>
    filled(form[field]) ? { share: percentPairOf(sectionOf(form[field]), 'sharePercent') } : undefined;
  const driveOrHaul = (field: string): DriveOrHaulRates | undefined => {
    if (!filled(form[field])) return undefined;
    const rates = sectionOf(form[field]);
    return {
      driveAway: { fixed: pairOf(rates, 'driveAwayFixed'), perMile: pairOf(rates, 'driveAwayPerMile') },
      haul: { fixed: pairOf(rates, 'haulFixed'), length: lengths(rates.haulLength) },
    };
  };
  const machine = (field: string): MachineRates | undefined => {
    if (!filled(form[field])) return undefined;
    const rates = sectionOf(form[field]);
    return {
      fixed: pairOf(rates, 'fixed'),
      perMile: listOf(rates.perMile).map((row) => ({ upToMiles: upTo(row.upToMiles), value: pairOf(row, 'perMile') })),
      partialLoad: {
        upToLengthFt: numberOf(rates.partialLoadUpToLengthFt),
        upToWeightLb: numberOf(rates.partialLoadUpToWeightLb),
        share: percentPairOf(rates, 'partialLoadSharePercent'),
      },
      inoperable: pairOf(rates, 'inoperable'),
    };
  };
  const boat = sectionOf(form.boat);
  const container = sectionOf(form.container);
  const oversize = sectionOf(form.oversize);
  const categories: CategoryRates = {
    classic: filled(form.classic) ? { add: pairOf(sectionOf(form.classic), 'add') } : undefined,
    motorcycle: share('motorcycle'),
    utv: share('utv'),
    'golf-cart': share('golfCart'),
    boat: filled(form.boat)
      ? {
          fixed: pairOf(boat, 'fixed'),
          length: lengths(boat.length),
          carrierTrailerPerMile: pairOf(boat, 'carrierTrailerPerMile'),
        }
      : undefined,
    rv: driveOrHaul('rv'),
    bus: driveOrHaul('bus'),
    equipment: machine('equipment'),
    farm: machine('farm'),
    container: filled(form.container)
      ? {
          '20': { minimum: pairOf(container, 'twentyMinimum'), perMile: pairOf(container, 'twentyPerMile') },
          '40': { minimum: pairOf(container, 'fortyMinimum'), perMile: pairOf(container, 'fortyPerMile') },
        }
      : undefined,
    trailers: TRAILER_FIELDS.filter(([, field]) => filled(form[field])).map(([id, field]) => {
      const trailer = sectionOf(form[field]);
      return {
        id,
        label: trailer.label as string,
        deckHeightFt: numberOf(trailer.deckHeightFt),
        multiplier: numberOf(trailer.multiplier),
      };
    }),
    oversize: filled(form.oversize)
      ? {
          legalWidthFt: numberOf(oversize.legalWidthFt),
          legalHeightFt: numberOf(oversize.legalHeightFt),
          legalWeightLb: numberOf(oversize.legalWeightLb),
          permitPerState: pairOf(oversize, 'permitPerState'),
          milesPerState: numberOf(oversize.milesPerState),
          escortFromWidthFt: numberOf(oversize.escortFromWidthFt),
          escortPerMile: pairOf(oversize, 'escortPerMile'),
          agentFromWidthFt: numberOf(oversize.agentFromWidthFt),
          agentFromHeightFt: numberOf(oversize.agentFromHeightFt),
          agentFromWeightLb: numberOf(oversize.agentFromWeightLb),
          extraDays: pairOf(oversize, 'extraDays'),
        }
      : (undefined as never),
  };
  // A category left out is priced by an agent: the key goes, not an empty value.
  for (const key of Object.keys(categories) as (keyof CategoryRates)[])
    if (categories[key] === undefined) delete categories[key];
  return categories;
}

/** A share (0.3) as the form's percent (30), without the float's tail (30.000000000000004). */
const toPercent = (share: number) => Number((share * 100).toPrecision(12));
const pairFields = (name: string, [low, high]: Band) => ({ [`${name}Low`]: low, [`${name}High`]: high });
const percentPairFields = (name: string, [low, high]: Band) => pairFields(name, [toPercent(low), toPercent(high)]);
const portFieldsOf = ({ name, lat, lng }: Port) => ({ name, lat, lng });

/** The form that holds `table` (the seed, and a table saved as JSON before the form existed). */
export function formFromTable(table: RateTable): RateForm {
  const { land, season, hawaii, alaska, canada, categories } = table;
  const { snowbird } = season;
  const windowOf = (id: PickupWindowId) => {
    const window = table.pickupWindows.find((candidate) => candidate.id === id);
    return window
      ? { label: window.label, ...pairFields('businessDays', window.businessDays), multiplier: window.multiplier }
      : null;
  };
  const lengths = (rows: readonly LengthBand[]) =>
    rows.map((row) => ({ upToFt: row.upToFt, ...pairFields('perMile', row.perMile) }));
  const share = (rates: CarShareRates | undefined) => (rates ? percentPairFields('sharePercent', rates.share) : null);
  const driveOrHaul = (rates: DriveOrHaulRates | undefined) =>
    rates
      ? {
          ...pairFields('driveAwayFixed', rates.driveAway.fixed),
          ...pairFields('driveAwayPerMile', rates.driveAway.perMile),
          ...pairFields('haulFixed', rates.haul.fixed),
          haulLength: lengths(rates.haul.length),
        }
      : null;
  const machine = (rates: MachineRates | undefined) =>
    rates
      ? {
          ...pairFields('fixed', rates.fixed),
          perMile: rates.perMile.map((row) => ({ upToMiles: row.upToMiles, ...pairFields('perMile', row.value) })),
          partialLoadUpToLengthFt: rates.partialLoad.upToLengthFt,
          partialLoadUpToWeightLb: rates.partialLoad.upToWeightLb,
          ...percentPairFields('partialLoadSharePercent', rates.partialLoad.share),
          ...pairFields('inoperable', rates.inoperable),
        }
      : null;
  const trailerOf = (id: TrailerId) => {
    const trailer = categories?.trailers.find((candidate) => candidate.id === id);
    return trailer
      ? { label: trailer.label, deckHeightFt: trailer.deckHeightFt, multiplier: trailer.multiplier }
      : null;
  };
  const oversize = categories?.oversize;
  return {
    version: table.version,
    roundTo: table.roundTo,
    circuityFactor: table.circuityFactor,
    portFreeMiles: table.portFreeMiles,
    notes: table.notes?.length ? table.notes.join('\n') : null,
    land: {
      fixed: land.fixed,
      minimum: land.minimum,
      enclosedMultiplier: land.enclosedMultiplier,
      ...pairFields('inoperable', land.inoperable),
      additionalVehiclePercent: toPercent(land.additionalVehicleDiscount),
    },
    vehicleTypes: {
      ...pairFields('car', land.vehicleType.Car),
      ...pairFields('suv', land.vehicleType.SUV),
      ...pairFields('pickup', land.vehicleType.Pickup),
      ...pairFields('van', land.vehicleType.Van),
    },
    perMile: land.perMile.map((row) => ({ upToMiles: row.upToMiles, dollarsPerMile: row.value })),
    spread: land.spread.map((row) => ({ upToMiles: row.upToMiles, percent: toPercent(row.value) })),
    transitDays: land.transitDays.map((row) => ({ upToMiles: row.upToMiles, ...pairFields('days', row.value) })),
    ...Object.fromEntries(PICKUP_FIELDS.map(([id, field]) => [field, windowOf(id)])),
    season: { peakMonths: season.peakMonths.join(', '), ...pairFields('peakMultiplier', season.peakMultiplier) },
    snowbird: {
      northeastStates: snowbird.northeastStates.join(', '),
      southStates: snowbird.southStates.join(', '),
      southboundMonths: snowbird.southboundMonths.join(', '),
      northboundMonths: snowbird.northboundMonths.join(', '),
      ...pairFields('multiplier', snowbird.multiplier),
    },
    hawaii: {
      mainlandPorts: hawaii.mainlandPorts.map(portFieldsOf),
      honolulu: portFieldsOf(hawaii.honolulu),
      ...pairFields('price', hawaii.price),
      ...pairFields('oahuDays', hawaii.transitDays.oahu),
      ...pairFields('otherIslandsDays', hawaii.transitDays.otherIslands),
    },
    alaska: {
      mainlandPort: portFieldsOf(alaska.mainlandPort),
      anchorage: portFieldsOf(alaska.anchorage),
      ...pairFields('price', alaska.price),
      ...pairFields('days', alaska.transitDays),
    },
    canada: { ...pairFields('crossBorder', canada.crossBorder), ...pairFields('days', canada.transitDays) },
    lanes: table.lanes.map((lane) => ({
      label: lane.label,
      laneId: lane.id,
      countries: lane.countries.join(', '),
      usPorts: lane.usPorts.map(portFieldsOf),
      ...pairFields('roroPrice', lane.roro.price),
      ...pairFields('roroDays', lane.roro.transitDays),
      ...pairFields('containerPrice', lane.container.price),
      ...pairFields('containerDays', lane.container.transitDays),
      ...pairFields('airPrice', lane.air.price),
      ...pairFields('airDays', lane.air.transitDays),
    })),
    classic: categories?.classic ? pairFields('add', categories.classic.add) : null,
    motorcycle: share(categories?.motorcycle),
    utv: share(categories?.utv),
    golfCart: share(categories?.['golf-cart']),
    boat: categories?.boat
      ? {
          ...pairFields('fixed', categories.boat.fixed),
          length: lengths(categories.boat.length),
          ...pairFields('carrierTrailerPerMile', categories.boat.carrierTrailerPerMile),
        }
      : null,
    rv: driveOrHaul(categories?.rv),
    bus: driveOrHaul(categories?.bus),
    equipment: machine(categories?.equipment),
    farm: machine(categories?.farm),
    container: categories?.container
      ? {
          ...pairFields('twentyMinimum', categories.container['20'].minimum),
          ...pairFields('twentyPerMile', categories.container['20'].perMile),
          ...pairFields('fortyMinimum', categories.container['40'].minimum),
          ...pairFields('fortyPerMile', categories.container['40'].perMile),
        }
      : null,
    ...Object.fromEntries(TRAILER_FIELDS.map(([id, field]) => [field, trailerOf(id)])),
    oversize: oversize
      ? {
          legalWidthFt: oversize.legalWidthFt,
          legalHeightFt: oversize.legalHeightFt,
          legalWeightLb: oversize.legalWeightLb,
          ...pairFields('permitPerState', oversize.permitPerState),
          milesPerState: oversize.milesPerState,
          escortFromWidthFt: oversize.escortFromWidthFt,
          ...pairFields('escortPerMile', oversize.escortPerMile),
          agentFromWidthFt: oversize.agentFromWidthFt,
          agentFromHeightFt: oversize.agentFromHeightFt,
          agentFromWeightLb: oversize.agentFromWeightLb,
          ...pairFields('extraDays', oversize.extraDays),
        }
      : null,
  };
}

/** Where in the form a problem is, as the admin's form paths go (`perMile.2.upToMiles`). */
export type RateFormPath = (string | number)[];

/** One reason the form cannot be saved: the field it marks and what the editor reads. */
export interface RateFormProblem {
  path: RateFormPath;
  message: string;
}

/**
 * The form's field for each figure of the table: `land.perMile.#.value` is `perMile.#.dollarsPerMile`
 * (`#` a row), a pair is marked at its low field. A figure not listed keeps its path (`version`,
 * `hawaii.mainlandPorts.#.lat`); the longest listed beginning of a figure's path applies.
 */
const FORM_PATHS: Record<string, string> = {
  'land.perMile': 'perMile',
  'land.perMile.#.value': 'perMile.#.dollarsPerMile',
  'land.spread': 'spread',
  'land.spread.#.value': 'spread.#.percent',
  'land.transitDays': 'transitDays',
  'land.transitDays.#.value': 'transitDays.#.daysLow',
  'land.vehicleType': 'vehicleTypes',
  'land.vehicleType.Car': 'vehicleTypes.carLow',
  'land.vehicleType.SUV': 'vehicleTypes.suvLow',
  'land.vehicleType.Pickup': 'vehicleTypes.pickupLow',
  'land.vehicleType.Van': 'vehicleTypes.vanLow',
  'land.inoperable': 'land.inoperableLow',
  'land.additionalVehicleDiscount': 'land.additionalVehiclePercent',
  'season.peakMultiplier': 'season.peakMultiplierLow',
  'season.snowbird': 'snowbird',
  'season.snowbird.multiplier': 'snowbird.multiplierLow',
  'hawaii.price': 'hawaii.priceLow',
  'hawaii.transitDays.oahu': 'hawaii.oahuDaysLow',
  'hawaii.transitDays.otherIslands': 'hawaii.otherIslandsDaysLow',
  'alaska.price': 'alaska.priceLow',
  'alaska.transitDays': 'alaska.daysLow',
  'canada.crossBorder': 'canada.crossBorderLow',
  'canada.transitDays': 'canada.daysLow',
  'lanes.#.id': 'lanes.#.laneId',
  ...Object.fromEntries(
    ['roro', 'container', 'air'].flatMap((mode) => [
      [`lanes.#.${mode}`, `lanes.#.${mode}PriceLow`],
      [`lanes.#.${mode}.price`, `lanes.#.${mode}PriceLow`],
      [`lanes.#.${mode}.transitDays`, `lanes.#.${mode}DaysLow`],
    ]),
  ),
  categories: 'oversize',
  'categories.classic': 'classic',
  'categories.classic.add': 'classic.addLow',
  ...Object.fromEntries(
    (
      [
        ['motorcycle', 'motorcycle'],
        ['utv', 'utv'],
        ['golf-cart', 'golfCart'],
      ] as const
    ).flatMap(([key, field]) => [
      [`categories.${key}`, field],
      [`categories.${key}.share`, `${field}.sharePercentLow`],
    ]),
  ),
  'categories.boat': 'boat',
  'categories.boat.fixed': 'boat.fixedLow',
  'categories.boat.length.#.perMile': 'boat.length.#.perMileLow',
  'categories.boat.carrierTrailerPerMile': 'boat.carrierTrailerPerMileLow',
  ...Object.fromEntries(
    ['rv', 'bus'].flatMap((key) => [
      [`categories.${key}`, key],
      [`categories.${key}.driveAway`, `${key}.driveAwayFixedLow`],
      [`categories.${key}.driveAway.fixed`, `${key}.driveAwayFixedLow`],
      [`categories.${key}.driveAway.perMile`, `${key}.driveAwayPerMileLow`],
      [`categories.${key}.haul`, `${key}.haulFixedLow`],
      [`categories.${key}.haul.fixed`, `${key}.haulFixedLow`],
      [`categories.${key}.haul.length`, `${key}.haulLength`],
      [`categories.${key}.haul.length.#.perMile`, `${key}.haulLength.#.perMileLow`],
    ]),
  ),
  ...Object.fromEntries(
    ['equipment', 'farm'].flatMap((key) => [
      [`categories.${key}`, key],
      [`categories.${key}.fixed`, `${key}.fixedLow`],
      [`categories.${key}.perMile.#.value`, `${key}.perMile.#.perMileLow`],
      [`categories.${key}.partialLoad`, `${key}.partialLoadUpToLengthFt`],
      [`categories.${key}.partialLoad.upToLengthFt`, `${key}.partialLoadUpToLengthFt`],
      [`categories.${key}.partialLoad.upToWeightLb`, `${key}.partialLoadUpToWeightLb`],
      [`categories.${key}.partialLoad.share`, `${key}.partialLoadSharePercentLow`],
      [`categories.${key}.inoperable`, `${key}.inoperableLow`],
    ]),
  ),
  'categories.container': 'container',
  ...Object.fromEntries(
    (
      [
        ['20', 'twenty'],
        ['40', 'forty'],
      ] as const
    ).flatMap(([size, name]) => [
      [`categories.container.${size}`, `container.${name}MinimumLow`],
      [`categories.container.${size}.minimum`, `container.${name}MinimumLow`],
      [`categories.container.${size}.perMile`, `container.${name}PerMileLow`],
    ]),
  ),
  'categories.trailers': 'flatbed',
  'categories.oversize': 'oversize',
  'categories.oversize.permitPerState': 'oversize.permitPerStateLow',
  'categories.oversize.escortPerMile': 'oversize.escortPerMileLow',
  'categories.oversize.extraDays': 'oversize.extraDaysLow',
};

/** `lanes[0] (us-east-europe).roro.price` as ['lanes', 0, 'roro', 'price']. */
const tokensOf = (field: string): RateFormPath =>
  [...field.replace(/ \([^)]*\)/g, '').matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index === undefined ? name! : Number(index),
  );

/** The first pickup window that costs less than a slower one (what "must cost more" is about). */
function cheaperWhenFaster(table: RateTable): PickupWindowId | undefined {
  const ordered = table.pickupWindows
    .filter((window) => typeof window.businessDays[1] === 'number' && typeof window.multiplier === 'number')
    .sort((a, b) => b.businessDays[1] - a.businessDays[1]);
  return ordered.find((window, index) => index > 0 && window.multiplier < ordered[index - 1]!.multiplier)?.id;
}

/** The form field a problem of the table marks. */
function formPathOf(field: string, table: RateTable): RateFormPath {
  const tokens = tokensOf(field);
  // The pickup windows and trailers are a field each: the table's row names which.
  if (tokens[0] === 'pickupWindows') {
    const id = typeof tokens[1] === 'number' ? table.pickupWindows[tokens[1]]?.id : tokens[1];
    const window =
      PICKUP_FIELDS.find(([candidate]) => candidate === (id ?? cheaperWhenFaster(table)))?.[1] ?? 'pickupFlexible';
    const leaf = tokens[2] === 'businessDays' ? 'businessDaysLow' : tokens[2];
    return leaf === undefined || leaf === 'id' ? [window] : [window, leaf];
  }
  if (tokens[0] === 'categories' && tokens[1] === 'trailers' && typeof tokens[2] === 'number') {
    const id = table.categories?.trailers[tokens[2]]?.id;
    const trailer = TRAILER_FIELDS.find(([candidate]) => candidate === id)?.[1] ?? 'flatbed';
    return tokens[3] === undefined || tokens[3] === 'id' ? [trailer] : [trailer, tokens[3]];
  }
  if (tokens[0] === 'the rates') return ['version'];
  const generic = tokens.map((token) => (typeof token === 'number' ? '#' : token));
  for (let length = generic.length; length > 0; length -= 1) {
    const target = FORM_PATHS[generic.slice(0, length).join('.')];
    if (target === undefined) continue;
    const rows = tokens.filter((token): token is number => typeof token === 'number');
    const path = target.split('.').map((part) => (part === '#' ? rows.shift()! : part));
    return [...path, ...tokens.slice(length)];
  }
  return tokens;
}

/** "Per-mile rates › row 3 › Up to (miles)": the labels an editor reads on the way to the field. */
function placeOf(path: RateFormPath, form: RateForm): string {
  const words: string[] = [];
  let fields: Record<string, RateFormField> | undefined = RATE_FORM_FIELDS;
  let model: RateFormModel | undefined;
  let value: unknown = form;
  for (const step of path) {
    if (typeof step === 'number') {
      value = Array.isArray(value) ? value[step] : undefined;
      const title = model?.mainField ? sectionOf(value)[model.mainField] : undefined;
      words.push(typeof title === 'string' && title.trim() ? `row ${step + 1} (${title.trim()})` : `row ${step + 1}`);
      continue;
    }
    const field: RateFormField | undefined = fields?.[step];
    if (!field) break;
    words.push(field.type !== 'component' && 'pair' in field && field.pair ? field.pair : field.label);
    value = sectionOf(value)[step];
    if (field.type === 'component') {
      model = RATE_FORM_COMPONENTS[field.component];
      fields = model?.fields;
    } else fields = undefined;
  }
  return words.join(' › ');
}

/**
 * Why the form cannot be saved, in the editor's words, each problem marking its field: the table
 * the form holds (`tableFromForm`) checked by the site's own rules (`rateTableProblemList`).
 */
export function rateFormProblems(form: RateForm): RateFormProblem[] {
  const table = tableFromForm(form);
  return rateTableProblemList(table).map(({ field, words }) => {
    const path = formPathOf(field, table);
    return { path, message: `${placeOf(path, form)}: ${words}` };
  });
}

/** The problems as one message: the first few, and how many more the form marks. */
export function rateFormMessage(problems: readonly RateFormProblem[], shown = 3): string {
  const listed = problems.slice(0, shown).map((problem) => problem.message);
  const more = problems.length - listed.length;
  return `${listed.join('. ')}${more > 0 ? `. And ${more} more, marked on the form.` : ''}`;
}

/** The GraphQL selection of every field of the form, components and their fields included. */
export function rateFormSelection(fields: Record<string, RateFormField> = RATE_FORM_FIELDS): string {
  return Object.entries(fields)
    .map(([name, field]) =>
      field.type === 'component'
        ? `${name} { ${rateFormSelection(RATE_FORM_COMPONENTS[field.component]!.fields)} }`
        : name,
    )
    .join(' ');
}
