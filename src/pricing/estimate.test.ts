import {
  estimateProblems,
  estimateShipment,
  UNCHECKED_ESTIMATE_REASON,
  type Estimate,
  type OptionId,
  type PricingInput,
  type PricingPlace,
} from './estimate';
import { DEFAULT_RATE_TABLE, rateTableProblems, type Band, type RateTable } from './rate-table';

const place = (
  label: string,
  lat: number,
  lng: number,
  state: string,
  country = 'US',
  isPort = false,
): PricingPlace => ({
  label,
  lat,
  lng,
  state,
  country,
  isPort,
});
const TULSA = place('Tulsa, OK', 36.154, -95.993, 'OK');
const KANSAS_CITY = place('Kansas City, MO', 39.0997, -94.5786, 'MO');
const CHICAGO = place('Chicago, IL', 41.8781, -87.6298, 'IL');
const DALLAS = place('Dallas, TX', 32.7767, -96.797, 'TX');
const LOS_ANGELES = place('Los Angeles, CA', 34.0522, -118.2437, 'CA');
const NEW_YORK = place('New York, NY', 40.7128, -74.006, 'NY');
const LONG_BEACH = place('Long Beach, CA', 33.77, -118.19, 'CA');
const HONOLULU = place('Honolulu, HI', 21.307, -157.858, 'HI');
const BALTIMORE_PORT = place('Port of Baltimore, United States', 39.25, -76.56, '', 'US', true);
const BREMERHAVEN_PORT = place('Port of Bremerhaven, Germany', 53.55, 8.58, '', 'DE', true);
const SEATTLE = place('Seattle, WA', 47.6062, -122.3321, 'WA');
const BUFFALO = place('Buffalo, NY', 42.8864, -78.8784, 'NY');
const MIAMI = place('Miami, FL', 25.7617, -80.1918, 'FL');
const TACOMA = place('Tacoma, WA', 47.2529, -122.4443, 'WA');
const ANCHORAGE = place('Anchorage, AK', 61.2181, -149.9003, 'AK');
const VANCOUVER = place('Vancouver, BC', 49.2827, -123.1207, 'BC', 'CA');
const TORONTO = place('Toronto, ON', 43.6532, -79.3832, 'ON', 'CA');
const MONTREAL = place('Montreal, QC', 45.5017, -73.5673, 'QC', 'CA');
const CALGARY = place('Calgary, AB', 51.0447, -114.0719, 'AB', 'CA');
const CAR = { type: 'Car' as const, inop: false };

const input = (origin: PricingPlace, destination: PricingPlace, extra: Partial<PricingInput> = {}): PricingInput => ({
  origin,
  destination,
  // February: outside the busy season and the snowbird months, as the published figures are.
  shipDate: '2027-02-10',
  transportType: 'Open',
  vehicles: [CAR],
  ...extra,
});

const estimated = (shipment: PricingInput, table: RateTable = DEFAULT_RATE_TABLE): Estimate => {
  const result = estimateShipment(shipment, table);
  if (result.kind !== 'estimate') throw new Error(`Expected an estimate, got: ${result.reason}`);
  return result;
};
const option = (estimate: Estimate, id: OptionId) => {
  const found = estimate.options.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No ${id} option`);
  return found;
};
const perMile = (miles: number, [low, high]: Band): Band => [low * miles, high * miles];
const plus = ([low, high]: Band, [addLow, addHigh]: Band): Band => [low + addLow, high + addHigh];

/**
 * Each case: a shipment, the option to read, and the published figures of pricing-reference.md
 * for that case (dollars): the estimate's range must contain every one of them.
 */
interface PublishedCase {
  name: string;
  shipment: PricingInput;
  option: OptionId;
  published: (estimate: Estimate) => readonly number[];
  source: string;
}

const CASES: PublishedCase[] = [
  {
    name: 'short: Tulsa to Kansas City',
    shipment: input(TULSA, KANSAS_CITY),
    option: 'open',
    published: (e) => perMile(e.miles, [1.5, 2.5]),
    source: '$1.50 to $2.50 per mile under 500 miles',
  },
  {
    name: 'medium: Chicago to Dallas, about 1,000 miles',
    shipment: input(CHICAGO, DALLAS),
    option: 'open',
    published: (e) => perMile(e.miles, [0.85, 1.2]),
    source: '$0.85 to $1.20 per mile at about 1,000 miles',
  },
  {
    name: 'cross-country: Los Angeles to New York',
    shipment: input(LOS_ANGELES, NEW_YORK),
    option: 'open',
    published: (e) => perMile(e.miles, [0.55, 0.75]),
    source: '$0.55 to $0.75 per mile coast to coast',
  },
  {
    name: 'open: California to Texas',
    shipment: input(LOS_ANGELES, DALLAS),
    option: 'open',
    published: () => [800, 1400],
    source: 'California to Texas (1,400 to 1,800 miles) open $800 to $1,400',
  },
  {
    name: 'enclosed: California to Texas',
    shipment: input(LOS_ANGELES, DALLAS, { transportType: 'Enclosed' }),
    option: 'enclosed',
    published: () => [1200, 1800],
    source: 'California to Texas (1,400 to 1,800 miles) enclosed $1,200 to $1,800',
  },
  {
    name: 'inoperable: Chicago to Dallas, a car that does not run',
    shipment: input(CHICAGO, DALLAS, { vehicles: [{ type: 'Car', inop: true }] }),
    option: 'open',
    published: (e) => plus(perMile(e.miles, [0.85, 1.2]), [100, 500]),
    source: '$0.85 to $1.20 per mile at 1,000 miles, plus $100 to $500 for winch loading',
  },
  {
    name: 'SUV: Chicago to Dallas',
    shipment: input(CHICAGO, DALLAS, { vehicles: [{ type: 'SUV', inop: false }] }),
    option: 'open',
    published: (e) => plus(perMile(e.miles, [0.85, 1.2]), [50, 150]),
    source: '$0.85 to $1.20 per mile at 1,000 miles, SUV plus $50 to $150',
  },
  {
    name: 'two vehicles: Chicago to Dallas',
    shipment: input(CHICAGO, DALLAS, { vehicles: [CAR, CAR] }),
    option: 'open',
    published: (e) => perMile(e.miles, [0.85 * 2, 1.2 * 2]),
    source: 'twice $0.85 to $1.20 per mile at 1,000 miles',
  },
  {
    name: 'Canada, a short run: Seattle to Vancouver',
    shipment: input(SEATTLE, VANCOUVER),
    option: 'open',
    published: () => [800, 1000],
    source: 'US to Canada short runs $800 to $1,000',
  },
  {
    name: 'Canada, a short run: Buffalo to Toronto',
    shipment: input(BUFFALO, TORONTO),
    option: 'open',
    published: () => [800, 1000],
    source: 'US to Canada short runs $800 to $1,000',
  },
  {
    name: 'Hawaii: Long Beach to Honolulu',
    shipment: input(LONG_BEACH, HONOLULU),
    option: 'open',
    published: () => [1070, 1600],
    source: 'mainland to Honolulu by roll-on/roll-off $1,070 to $1,600 port to port',
  },
  {
    name: 'Germany by roll-on/roll-off: Baltimore to Bremerhaven',
    shipment: input(BALTIMORE_PORT, BREMERHAVEN_PORT, { shippingMethod: 'Port to port' }),
    option: 'roro',
    published: () => [850, 2000],
    source: 'US East Coast to Western Europe roll-on/roll-off $850 to $2,000 a sedan',
  },
  {
    name: 'Germany by container: Baltimore to Bremerhaven',
    shipment: input(BALTIMORE_PORT, BREMERHAVEN_PORT, { shippingMethod: 'Port to port', transportType: 'Enclosed' }),
    option: 'container',
    published: () => [1000, 4500],
    source: 'shared container $1,000 to $4,500 a vehicle',
  },
];

describe('the estimate against the published figures of pricing-reference.md', () => {
  test.each(CASES)('$name contains $source', ({ shipment, option: id, published }) => {
    const estimate = estimated(shipment);
    const [low, high] = option(estimate, id).price;
    expect(low).toBeLessThan(high);
    for (const figure of published(estimate)) {
      expect(low).toBeLessThanOrEqual(figure);
      expect(high).toBeGreaterThanOrEqual(figure);
    }
    expect(estimate.selected).toBe(id);
    expect(estimate.rateVersion).toBe(DEFAULT_RATE_TABLE.version);
  });

  test('one broker’s pickup-speed ladder (enclosed SUV, about 2,000 miles) falls inside each window’s range', () => {
    const ladder = [
      ['flexible', 1899],
      ['five-day', 2369],
      ['three-day', 2649],
      ['one-day', 2839],
    ] as const;
    const shipment = input(CHICAGO, LOS_ANGELES, {
      transportType: 'Enclosed',
      vehicles: [{ type: 'SUV', inop: false }],
    });
    let previousLow = 0;
    for (const [window, figure] of ladder) {
      const estimate = estimated({ ...shipment, pickupWindow: window });
      expect(estimate.miles).toBeGreaterThan(1800);
      expect(estimate.miles).toBeLessThan(2200);
      const [low, high] = option(estimate, 'enclosed').price;
      expect([low <= figure, high >= figure]).toEqual([true, true]);
      expect(low).toBeGreaterThan(previousLow);
      previousLow = low;
      expect(estimate.pickupWindow.id).toBe(window);
    }
  });
});

test.each(
  (
    [
      [CHICAGO, TORONTO],
      [NEW_YORK, MONTREAL],
      [MIAMI, TORONTO],
      [LOS_ANGELES, VANCOUVER],
      [DALLAS, CALGARY],
      [LOS_ANGELES, MONTREAL],
    ] as const
  ).map(([from, to]) => ({ route: `${from.label} to ${to.label}`, from, to })),
)('Canada, a typical move: $route is centred within the typical $1,000 to $2,500, in 10 to 14 days', ({ from, to }) => {
  const estimate = estimated(input(from, to));
  expect(estimate.routeKind).toBe('cross-border');
  const [low, high] = option(estimate, 'open').price;
  expect((low + high) / 2).toBeGreaterThanOrEqual(1000);
  expect((low + high) / 2).toBeLessThanOrEqual(2500);
  expect(option(estimate, 'open').transitDays).toEqual([10, 14]);
});

test('Alaska: Tacoma to Anchorage sails in 5 to 7 days', () => {
  const estimate = estimated(input(TACOMA, ANCHORAGE));
  expect(estimate.routeKind).toBe('alaska');
  expect(option(estimate, 'open').transitDays).toEqual([5, 7]);
});

describe('distance and transit', () => {
  test('miles are the great circle times the circuity factor', () => {
    // Los Angeles to New York: 2,446 miles great-circle.
    expect(estimated(input(LOS_ANGELES, NEW_YORK)).miles).toBe(Math.round(2445.6 * 1.2));
    const straighter = { ...DEFAULT_RATE_TABLE, circuityFactor: 1.1 };
    expect(estimated(input(LOS_ANGELES, NEW_YORK), straighter).miles).toBe(Math.round(2445.6 * 1.1));
  });

  test.each(
    (
      [
        [TULSA, KANSAS_CITY, [2, 4]],
        [CHICAGO, DALLAS, [3, 5]],
        [LOS_ANGELES, DALLAS, [4, 6]],
        [LOS_ANGELES, NEW_YORK, [7, 9]],
      ] as const
    ).map(([from, to, days]) => ({ route: `${from.label} to ${to.label}`, from, to, days })),
  )('$route takes the reference’s transit days', ({ from, to, days }) => {
    const estimate = estimated(input(from, to));
    expect(option(estimate, 'open').transitDays).toEqual(days);
    expect(option(estimate, 'enclosed').transitDays).toEqual(days);
    expect(estimate.pickupWindow.businessDays).toEqual([1, 7]);
  });

  test('Hawaii: 10 to 12 days to Oahu; a mainland address far from a port adds its road leg first', () => {
    const direct = estimated(input(LONG_BEACH, HONOLULU));
    expect(direct.routeKind).toBe('hawaii');
    expect(direct.legs.map((leg) => leg.mode)).toEqual(['ship']);
    expect(option(direct, 'open').transitDays).toEqual([10, 12]);
    const fromDallas = estimated(input(DALLAS, HONOLULU));
    expect(fromDallas.legs.map((leg) => leg.mode)).toEqual(['road', 'ship']);
    expect(fromDallas.legs[0].to).toBe('Port of Long Beach, CA');
    expect(option(fromDallas, 'open').price[0]).toBeGreaterThan(option(direct, 'open').price[0]);
    expect(option(fromDallas, 'enclosed').price[1]).toBeGreaterThan(option(fromDallas, 'open').price[1]);
    const maui = place('Kahului, HI', 20.889, -156.47, 'HI');
    expect(option(estimated(input(LONG_BEACH, maui)), 'open').transitDays).toEqual([17, 21]);
  });

  test('Germany door to port from Chicago: the road leg goes to the nearest East Coast port, then three ways to sail', () => {
    const estimate = estimated(input(CHICAGO, BREMERHAVEN_PORT, { shippingMethod: 'Door to port' }));
    expect(estimate.routeKind).toBe('international');
    expect(estimate.legs[0]).toMatchObject({ mode: 'road', from: 'Chicago, IL', to: 'Port of Baltimore, MD' });
    expect(estimate.options.map((o) => o.id)).toEqual(['roro', 'container', 'air']);
    const portToPort = estimated(input(BALTIMORE_PORT, BREMERHAVEN_PORT, { shippingMethod: 'Port to port' }));
    expect(option(estimate, 'roro').price[0]).toBeGreaterThan(option(portToPort, 'roro').price[0]);
    expect(option(estimate, 'air').transitDays[1]).toBeLessThan(option(estimate, 'roro').transitDays[1]);
  });
});

describe('adjustments', () => {
  test('enclosed costs at least 35% more than open on the road', () => {
    const estimate = estimated(input(CHICAGO, DALLAS));
    const [open, enclosed] = [option(estimate, 'open').price, option(estimate, 'enclosed').price];
    expect(enclosed[0]).toBeGreaterThanOrEqual(Math.floor(open[0] * 1.35) - 10);
    expect(enclosed[1]).toBeGreaterThanOrEqual(Math.floor(open[1] * 1.35) - 10);
  });

  test('the busy season and a snowbird lane in autumn raise the range, and say so', () => {
    const boston = place('Boston, MA', 42.36, -71.06, 'MA');
    const miami = place('Miami, FL', 25.76, -80.19, 'FL');
    const winter = estimated(input(boston, miami, { shipDate: '2027-02-10' }));
    const autumn = estimated(input(boston, miami, { shipDate: '2027-11-10' }));
    const summer = estimated(input(CHICAGO, DALLAS, { shipDate: '2027-07-10' }));
    expect(option(autumn, 'open').price[1]).toBeGreaterThan(option(winter, 'open').price[1] * 1.4);
    expect(autumn.factors.map((f) => f.label)).toContain('Snowbird season on this route');
    expect(option(summer, 'open').price[1]).toBeGreaterThan(option(estimated(input(CHICAGO, DALLAS)), 'open').price[1]);
    expect(summer.factors.map((f) => f.label)).toContain('Busy season (May to September)');
  });

  test('a vehicle that does not run cannot sail to Hawaii or roll on a RoRo ship', () => {
    const inop = [{ type: 'Car' as const, inop: true }];
    expect(estimateShipment(input(LONG_BEACH, HONOLULU, { vehicles: inop }), DEFAULT_RATE_TABLE)).toMatchObject({
      kind: 'by-hand',
    });
    const germany = estimated(
      input(BALTIMORE_PORT, BREMERHAVEN_PORT, { shippingMethod: 'Port to port', vehicles: inop }),
    );
    expect(germany.options.map((o) => o.id)).toEqual(['container', 'air']);
    expect(germany.selected).toBe('container');
  });

  test('every figure comes from the rate table, and the estimate records which table made it', () => {
    const dearer: RateTable = {
      ...DEFAULT_RATE_TABLE,
      version: 'test-dearer',
      land: { ...DEFAULT_RATE_TABLE.land, fixed: DEFAULT_RATE_TABLE.land.fixed + 500 },
    };
    const base = estimated(input(CHICAGO, DALLAS));
    const changed = estimated(input(CHICAGO, DALLAS), dearer);
    expect(changed.rateVersion).toBe('test-dearer');
    expect(option(changed, 'open').price[0]).toBeGreaterThan(option(base, 'open').price[0] + 300);
  });

  test('routes the table cannot price go to an agent', () => {
    const tokyo = place('Tokyo, Japan', 35.68, 139.69, '', 'JP');
    const sanJuan = place('San Juan, PR', 18.47, -66.1, 'PR');
    expect(estimateShipment(input(LOS_ANGELES, tokyo), DEFAULT_RATE_TABLE)).toMatchObject({ kind: 'by-hand' });
    expect(estimateShipment(input(NEW_YORK, sanJuan), DEFAULT_RATE_TABLE)).toMatchObject({ kind: 'by-hand' });
    expect(
      estimateShipment(input(HONOLULU, place('Hilo, HI', 19.72, -155.08, 'HI')), DEFAULT_RATE_TABLE),
    ).toMatchObject({
      kind: 'by-hand',
    });
  });
});

/**
 * The table's JSON copy as a test breaks it: every part writable, any figure a blank, a text or
 * null; a part is taken away or emptied through Reflect or Object.assign, as the type keeps its shape.
 */
type Broken<T> = T extends number
  ? number | string | null
  : T extends object
    ? { -readonly [K in keyof T]: Broken<T[K]> }
    : T;
type TableEdit = (table: Broken<RateTable>) => unknown;

describe('the rate table', () => {
  /** The default table with one change made by `edit` (on a deep copy). */
  const changed = (edit: TableEdit): RateTable => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_RATE_TABLE)) as Broken<RateTable>;
    edit(copy);
    return copy as unknown as RateTable;
  };

  test('the default table is valid', () => {
    expect(rateTableProblems(DEFAULT_RATE_TABLE)).toEqual([]);
  });

  test.each<[string, TableEdit, string]>([
    [
      'a price of $0',
      (t) => (t.hawaii.price = [0, 1600]),
      'hawaii.price must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'a negative price',
      (t) => (t.alaska.price = [-100, 2400]),
      'alaska.price must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'a blank price',
      (t) => (t.lanes[0].roro.price = ['', 2000]),
      'lanes[0] (us-east-europe).roro.price must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'a missing price',
      (t) => (t.canada.crossBorder = [250, null]),
      'canada.crossBorder must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'a range upside down',
      (t) => (t.hawaii.price = [1600, 1070]),
      'hawaii.price must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'a negative adder',
      (t) => (t.land.vehicleType.SUV = [-50, 150]),
      'land.vehicleType.SUV must be [low, high] with 0 <= low <= high <= 100000',
    ],
    ['a fixed part of $0', (t) => (t.land.fixed = 0), 'land.fixed must be a number above 0 to 100000'],
    ['a text for a figure', (t) => (t.land.minimum = '350'), 'land.minimum must be a number above 0 to 100000'],
    [
      'an infinite figure',
      (t) => (t.land.perMile[0].value = Infinity),
      'land.perMile[0].value must be a number above 0 to 20',
    ],
    [
      'a per-mile rate rising with distance',
      (t) => (t.land.perMile[1].value = 1.5),
      'land.perMile must not rise with distance (each row at most the one before)',
    ],
    [
      'distance rows out of order',
      (t) => (t.land.transitDays[2].upToMiles = 150),
      'land.transitDays[2].upToMiles must be a number of miles above 600',
    ],
    [
      'a ladder without its last row',
      (t) => t.land.spread.pop(),
      'land.spread[0].upToMiles must be null (everything beyond)',
    ],
    [
      'transit days falling with distance',
      (t) => (t.land.transitDays[3].value = [1, 2]),
      'land.transitDays must not fall with distance (each row at least the one before)',
    ],
    [
      'zero transit days',
      (t) => (t.hawaii.transitDays.oahu = [0, 12]),
      'hawaii.transitDays.oahu must be [low, high] with 0 < low <= high <= 120',
    ],
    [
      'an enclosed trailer cheaper than open',
      (t) => (t.land.enclosedMultiplier = 0.9),
      'land.enclosedMultiplier must be a number above 1 to 5',
    ],
    [
      'a spread of 100%',
      (t) => (t.land.spread[0].value = 1),
      'land.spread[0].value must be a number above 0 and below 1',
    ],
    [
      'a faster pickup that costs less',
      (t) => (t.pickupWindows[3].multiplier = 1.1),
      'pickupWindows must cost more, not less, as the pickup gets faster',
    ],
    [
      'a flexible window that is not the base price',
      (t) => (t.pickupWindows[0].multiplier = 1.2),
      'pickupWindows.flexible.multiplier must be 1 (the price without a faster pickup)',
    ],
    [
      'month 13',
      (t) => t.season.peakMonths.push(13),
      'season.peakMonths must list months as whole numbers 1 to 12, each once',
    ],
    [
      'a lane without air freight',
      (t) => Reflect.deleteProperty(t.lanes[0], 'air'),
      'lanes[0] (us-east-europe).air is missing: every lane prices roll-on/roll-off, container and air',
    ],
    [
      'a lane listed twice',
      (t) => t.lanes.push(t.lanes[0]),
      'lanes[1] (us-east-europe).id us-east-europe is used twice',
    ],
    [
      'a port off the globe',
      (t) => (t.alaska.anchorage.lat = 161.2),
      'alaska.anchorage.lat must be a number from -90 to 90',
    ],
    ['a fractional rounding', (t) => (t.roundTo = 2.5), 'roundTo must be a whole number'],
  ])('refuses %s, naming the field and the rule', (_name, edit, problem) => {
    expect(rateTableProblems(changed(edit))).toEqual([problem]);
  });

  test('names every problem of a table broken in several places', () => {
    const problems = rateTableProblems(
      changed((t) => {
        t.version = '';
        t.hawaii.price = [0, 0];
        Object.assign(t.lanes[0], { container: {} });
      }),
    );
    expect(problems).toEqual([
      'version must be a text of 1 to 120 characters',
      'hawaii.price must be [low, high] with 0 < low < high <= 100000',
      'lanes[0] (us-east-europe).container.price must be [low, high] with 0 < low < high <= 100000',
      'lanes[0] (us-east-europe).container.transitDays must be [low, high] with 0 < low <= high <= 120',
    ]);
  });
});

describe('every finished estimate is checked before anyone sees it', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  /** A table as it might arrive without the table's own check (a bug, a hand-edited file). */
  const unchecked = (edit: TableEdit): RateTable => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_RATE_TABLE)) as Broken<RateTable>;
    edit(copy);
    return copy as unknown as RateTable;
  };

  test.each<[string, TableEdit, PricingInput, RegExp]>([
    [
      'enclosed cheaper than open',
      (t) => (t.land.enclosedMultiplier = 0.8),
      input(LOS_ANGELES, DALLAS),
      /enclosed .* is not above open/,
    ],
    [
      'a blank Hawaii price',
      (t) => (t.hawaii.price = ['', 1600]),
      input(LONG_BEACH, HONOLULU),
      /outside \$100 to \$60000 a vehicle/,
    ],
    [
      'a price that is not a number',
      (t) => (t.land.fixed = 'abc'),
      input(CHICAGO, DALLAS),
      /is not a range from low to high/,
    ],
    [
      'a per-mile rate a hundred times too high',
      (t) => (t.land.perMile[1].value = 42),
      input(LOS_ANGELES, NEW_YORK),
      /a mile a vehicle/,
    ],
    [
      'transit days upside down',
      (t) => (t.land.transitDays[6].value = [9, 7]),
      input(LOS_ANGELES, NEW_YORK),
      /transit days is not a range of days/,
    ],
  ])('%s: becomes "an agent will price this" and is logged, with no figure', (_name, edit, shipment, problem) => {
    const result = estimateShipment(shipment, unchecked(edit));
    expect(result).toEqual({
      kind: 'by-hand',
      rateVersion: DEFAULT_RATE_TABLE.version,
      reason: UNCHECKED_ESTIMATE_REASON,
      miles: expect.any(Number),
    });
    expect(JSON.stringify(result)).not.toMatch(/price"/);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toMatch(problem);
  });

  test('no estimate the default table makes fails its check (every route kind, vehicle, trailer, window and season)', () => {
    const places = [
      TULSA,
      KANSAS_CITY,
      CHICAGO,
      DALLAS,
      LOS_ANGELES,
      NEW_YORK,
      LONG_BEACH,
      HONOLULU,
      BALTIMORE_PORT,
      BREMERHAVEN_PORT,
    ];
    let estimates = 0;
    for (const origin of places)
      for (const destination of places) {
        if (origin === destination) continue;
        for (const vehicles of [
          [CAR],
          [{ type: 'Pickup' as const, inop: true }, CAR, { type: 'Van' as const, inop: true }],
        ])
          for (const transportType of ['Open', 'Enclosed'] as const)
            for (const pickupWindow of ['flexible', 'one-day'] as const)
              for (const shipDate of ['2027-02-10', '2027-07-10', '2027-11-10']) {
                const result = estimateShipment(
                  { origin, destination, vehicles, transportType, pickupWindow, shipDate },
                  DEFAULT_RATE_TABLE,
                );
                if (result.kind === 'estimate') {
                  estimates += 1;
                  expect(estimateProblems(result)).toEqual([]);
                } else expect(result.reason).not.toBe(UNCHECKED_ESTIMATE_REASON);
              }
      }
    expect(estimates).toBeGreaterThan(1000);
    expect(logged).not.toHaveBeenCalled();
  });
});
