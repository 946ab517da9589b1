import {
  estimateShipment,
  type Estimate,
  type EstimateResult,
  type PricingInput,
  type PricingPlace,
  type PricingVehicle,
} from './estimate';
import { feet, statesCrossed } from './categories';
import { DEFAULT_RATE_TABLE, rateTableProblems, type Band, type CategoryRates, type RateTable } from './rate-table';
import { estimatedRoadMiles } from './distance';
import type { VehicleCategory, VehicleFacts } from '../quote/vehicle-categories';

const place = (label: string, lat: number, lng: number, state: string, country = 'US'): PricingPlace => ({
  label,
  lat,
  lng,
  state,
  country,
  isPort: false,
});
const TAMPA = place('Tampa, FL', 27.9506, -82.4572, 'FL');
const ANNAPOLIS = place('Annapolis, MD', 38.9784, -76.4922, 'MD');
const RALEIGH = place('Raleigh, NC', 35.7796, -78.6382, 'NC');
const LANSING = place('Lansing, MI', 42.7325, -84.5555, 'MI');
const ELKHART = place('Elkhart, IN', 41.682, -85.9767, 'IN');
const DALLAS = place('Dallas, TX', 32.7767, -96.797, 'TX');
const CHICAGO = place('Chicago, IL', 41.8781, -87.6298, 'IL');
const ORLANDO = place('Orlando, FL', 28.5383, -81.3792, 'FL');
const NEWARK = place('Newark, NJ', 40.7357, -74.1724, 'NJ');
const LOS_ANGELES = place('Los Angeles, CA', 34.0522, -118.2437, 'CA');
const HONOLULU = place('Honolulu, HI', 21.307, -157.858, 'HI');
const BREMERHAVEN = { ...place('Port of Bremerhaven, Germany', 53.55, 8.58, '', 'DE'), isPort: true };
const BALTIMORE = place('Baltimore, MD', 39.2904, -76.6122, 'MD');

const CAR: PricingVehicle = { type: 'Car', inop: false };
const vehicle = (category: VehicleCategory, facts?: VehicleFacts, inop = false): PricingVehicle => ({
  type: 'Car',
  inop,
  category,
  ...(facts ? { facts } : {}),
});

/** The 2018 Sea Ray Sundancer 320 of the issue: about 32 ft long, a 10 ft 6 in beam, on its own trailer. */
const SUNDANCER_320 = vehicle('boat', { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true });
const EXCAVATOR_20_TON = vehicle('equipment', { lengthFt: 30, widthFt: 9.5, heightFt: 10, weightLb: 44_000 });

const input = (
  origin: PricingPlace,
  destination: PricingPlace,
  vehicles: PricingVehicle[],
  extra: Partial<PricingInput> = {},
): PricingInput => ({
  origin,
  destination,
  // February: outside the busy season and the snowbird months, as the published figures are.
  shipDate: '2027-02-10',
  transportType: 'Open',
  vehicles,
  ...extra,
});

const estimated = (shipment: PricingInput, table: RateTable = DEFAULT_RATE_TABLE): Estimate => {
  const result = estimateShipment(shipment, table);
  if (result.kind !== 'estimate') throw new Error(`Expected an estimate, got: ${result.reason}`);
  return result;
};
const byHand = (result: EstimateResult) => {
  if (result.kind !== 'by-hand')
    throw new Error(`Expected an agent to price it, got ${JSON.stringify(result.options)}`);
  return result.reason;
};
const open = (estimate: Estimate): Band => estimate.options.find((option) => option.id === 'open')!.price;
const miles = (from: PricingPlace, to: PricingPlace) => estimatedRoadMiles(from, to, DEFAULT_RATE_TABLE.circuityFactor);

/**
 * Each case: a move, the figures its sources publish for such a move (worked out for the case's
 * miles), and the source (docs/pricing-sources.md lists each with its address). The open range
 * must contain every one of them.
 */
interface PublishedCase {
  name: string;
  from: PricingPlace;
  to: PricingPlace;
  vehicle: PricingVehicle;
  published: (miles: number) => number[];
  source: string;
}

const CASES: PublishedCase[] = [
  {
    name: 'a 24 ft boat on its own trailer, about 1,000 miles',
    from: TAMPA,
    to: ANNAPOLIS,
    vehicle: vehicle('boat', { lengthFt: 24, beamFt: 8.5, onOwnTrailer: true }),
    // $2.25 a mile for small boats; $1.50 to $2.50 a mile (its middle, $2.00) for a boat within the legal width.
    published: (road) => [2.25 * road, 2.0 * road],
    source:
      'Forbes Home, "Everything You Need To Know About Boat Shipping"; Accounting Insights, "How Much Does It Cost to Transport a Boat Per Mile?"',
  },
  {
    name: 'a 32 ft boat with a 10 ft 6 in beam on its own trailer, about 1,000 miles',
    from: TAMPA,
    to: ANNAPOLIS,
    vehicle: SUNDANCER_320,
    // $2.75 to $3.75 a mile for the largest boats (its middle, $3.25), plus a $65 permit in each state crossed.
    published: (road) => [3.25 * road + 65 * statesCrossed(road, DEFAULT_RATE_TABLE.categories!)],
    source:
      'Accounting Insights, "How Much Does It Cost to Transport a Boat Per Mile?"; Equipment Hauling Quotes, "Estimating Farm Machinery Hauling" ($65 a state for over-width permits)',
  },
  {
    name: 'a Class A motorhome driven about 1,000 miles',
    from: ELKHART,
    to: DALLAS,
    vehicle: vehicle('rv', { rvType: 'class-a', lengthFt: 36, drivable: true }),
    // RV transporters say that below about $2.50 a mile they haul at a loss.
    published: (road) => [2.5 * road],
    source: 'RV Travel, "RV transporters squeezed by record fuel prices"',
  },
  {
    name: 'a 20-ton excavator 9 ft 6 in wide, North Carolina to Michigan',
    from: RALEIGH,
    to: LANSING,
    vehicle: EXCAVATOR_20_TON,
    // An owner's three quotes for a 20-ton excavator, Raleigh to Lansing: $4.90 a mile on a tilt deck; paid about $4,800.
    published: (road) => [4.9 * road, 4800],
    source: 'Panswork forum, moving an excavator from North Carolina to Michigan',
  },
  {
    name: 'a motorcycle, about 1,000 miles',
    from: CHICAGO,
    to: DALLAS,
    vehicle: vehicle('motorcycle'),
    // $400 to $800 for 500 to 1,500 miles, open transport.
    published: () => [400, 800],
    source: 'EngineerFix, "How Much Does It Cost to Get a Motorcycle Shipped?"',
  },
  {
    name: 'a golf cart over a short distance',
    from: ORLANDO,
    to: TAMPA,
    vehicle: vehicle('golf-cart'),
    // $100 to $300 over short distances.
    published: () => [100, 300],
    source: 'GolferHive, "Transport Your Golf Cart: Safe Methods & Trailer Tips"',
  },
  {
    name: 'a 40 ft container on a chassis, Newark to Chicago',
    from: NEWARK,
    to: CHICAGO,
    vehicle: vehicle('container', { containerSize: '40' }),
    // Usually per mile, from about $2.00.
    published: (road) => [2.0 * road],
    source: 'Discover Containers, "How Much Does It Cost To Transport A Shipping Container?"',
  },
];

describe('each category against its published figures (docs/pricing-sources.md)', () => {
  test.each(CASES.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    const road = miles(entry.from, entry.to);
    const [low, high] = open(estimated(input(entry.from, entry.to, [entry.vehicle])));
    for (const figure of entry.published(road)) {
      expect(low).toBeLessThanOrEqual(figure);
      expect(high).toBeGreaterThanOrEqual(figure);
    }
    expect(entry.source).not.toBe('');
  });

  test('a load 14 ft wide goes to an agent, saying why', () => {
    const wide = vehicle('equipment', { lengthFt: 30, widthFt: 14, heightFt: 10, weightLb: 60_000 });
    expect(byHand(estimateShipment(input(RALEIGH, LANSING, [wide]), DEFAULT_RATE_TABLE))).toBe(
      'An agent will price your machine: at 14 ft wide it is 14 ft or more: a superload, with route surveys and several escorts (police in some states).',
    );
    const boat = vehicle('boat', { lengthFt: 45, beamFt: 14, onOwnTrailer: false });
    expect(byHand(estimateShipment(input(TAMPA, ANNAPOLIS, [boat]), DEFAULT_RATE_TABLE))).toMatch(
      /^An agent will price your boat: a 14 ft beam is 14 ft or more: a superload/,
    );
  });
});

describe('the Sea Ray Sundancer 320 from Tampa to Annapolis', () => {
  const car = estimated(input(TAMPA, ANNAPOLIS, [CAR]));
  const boat = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320]));

  test('is priced as an oversize boat, far above a car on the same route', () => {
    expect(open(boat)[0]).toBeGreaterThan(2 * open(car)[1]);
    expect(boat.factors.map((factor) => factor.label)).toEqual(
      expect.arrayContaining(['Length: 32 ft', 'On its own trailer', 'Beam over 8 ft 6 in: oversize permits']),
    );
    const length = boat.factors.find((factor) => factor.label === 'Length: 32 ft')!;
    expect(length.effect).toBe(
      'Boats of 30 to 40 ft go for $2.75 to $3.75 a mile on the road, plus $100 to $300 to load and secure.',
    );
  });

  test('travels open, enclosed not offered even when asked, and takes longer for its permits', () => {
    const asked = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320], { transportType: 'Enclosed' }));
    expect(asked.options.map((option) => option.id)).toEqual(['open']);
    expect(asked.selected).toBe('open');
    expect(asked.factors).toContainEqual({
      label: 'Open transport only',
      effect: 'An enclosed trailer is not offered for a boat: it travels open, so the estimate prices it open.',
    });
    expect(boat.options[0]!.transitDays[1]).toBeGreaterThan(car.options[0]!.transitDays[1]);
  });

  test('costs more on the carrier’s trailer than on its own', () => {
    const noTrailer = estimated(
      input(TAMPA, ANNAPOLIS, [vehicle('boat', { lengthFt: 32, beamFt: 10.5, onOwnTrailer: false })]),
    );
    expect(open(noTrailer)[0]).toBeGreaterThan(open(boat)[0]);
    expect(noTrailer.factors.map((factor) => factor.label)).toContain('On the carrier’s trailer');
  });

  test('too tall on its trailer goes to an agent', () => {
    const tall = vehicle('boat', { lengthFt: 32, beamFt: 10.5, heightFt: 14, onOwnTrailer: true });
    expect(byHand(estimateShipment(input(TAMPA, ANNAPOLIS, [tall]), DEFAULT_RATE_TABLE))).toMatch(
      /over the 13 ft 6 in legal height/,
    );
  });
});

describe('machines', () => {
  test('go on the trailer that keeps them under the legal height, permits past the legal width', () => {
    const estimate = estimated(input(RALEIGH, LANSING, [EXCAVATOR_20_TON]));
    expect(estimate.factors.find((factor) => factor.label.startsWith('Machine:'))?.effect).toMatch(
      /^It goes on a step deck, which keeps it under the 13 ft 6 in height limit: about \$[\d.]+ to \$[\d.]+ a mile/,
    );
    expect(estimate.factors.map((factor) => factor.label)).toContain('Width over 8 ft 6 in: oversize permits');
    expect(estimate.options.map((option) => option.id)).toEqual(['open']);
  });

  test('a taller machine costs more (a lower deck), an escort from 12 ft wide, a superload from 16 ft high goes to an agent', () => {
    const price = (facts: VehicleFacts) => open(estimated(input(RALEIGH, LANSING, [vehicle('equipment', facts)])));
    const base = { lengthFt: 30, widthFt: 9.5, heightFt: 10, weightLb: 44_000 };
    expect(price({ ...base, heightFt: 11 })[0]).toBeGreaterThan(price(base)[0]);
    const escorted = estimated(input(RALEIGH, LANSING, [vehicle('equipment', { ...base, widthFt: 12.5 })]));
    expect(escorted.factors.map((factor) => factor.label)).toContain('12 ft wide or more: an escort car');
    expect(open(escorted)[0]).toBeGreaterThan(price(base)[0]);
    expect(
      byHand(
        estimateShipment(
          input(RALEIGH, LANSING, [vehicle('equipment', { ...base, heightFt: 14.5 })]),
          DEFAULT_RATE_TABLE,
        ),
      ),
    ).toMatch(/stands 16 ft 6 in on the lowest trailer/);
    expect(
      byHand(
        estimateShipment(
          input(RALEIGH, LANSING, [vehicle('farm', { ...base, weightLb: 160_000 })]),
          DEFAULT_RATE_TABLE,
        ),
      ),
    ).toMatch(/^An agent will price your tractor: at 160,000 lb it is a superload/);
  });

  test('a small tractor within legal limits shares a truck; one that does not run costs more to load', () => {
    const small = { lengthFt: 11.5, widthFt: 4.8, heightFt: 5.1, weightLb: 5_400 };
    const runs = estimated(input(CHICAGO, DALLAS, [vehicle('farm', small)]));
    expect(runs.factors.map((factor) => factor.label)).toContain('A load that shares the truck');
    const dead = estimated(input(CHICAGO, DALLAS, [vehicle('farm', small, true)]));
    expect(open(dead)[0]).toBeGreaterThan(open(runs)[0]);
    expect(dead.factors.map((factor) => factor.label)).toContain('A tractor that does not run');
  });
});

describe('RVs and buses', () => {
  test('a motorhome that runs is driven; one that does not, and a travel trailer, are hauled by length', () => {
    const driven = estimated(input(ELKHART, DALLAS, [vehicle('rv', { rvType: 'class-a', lengthFt: 36 })]));
    expect(driven.factors.map((factor) => factor.label)).toContain('Class A motorhome, driven there');
    const hauled = estimated(
      input(ELKHART, DALLAS, [vehicle('rv', { rvType: 'class-a', lengthFt: 36, drivable: false })]),
    );
    expect(hauled.factors.map((factor) => factor.label)).toContain('Class A motorhome: 36 ft, hauled');
    expect(open(hauled)[0]).toBeGreaterThan(open(driven)[0]);
    const trailer = estimated(input(ELKHART, DALLAS, [vehicle('rv', { rvType: 'travel-trailer', lengthFt: 28 })]));
    expect(trailer.factors.map((factor) => factor.label)).toContain('Travel trailer: 28 ft, towed');
  });

  test('a bus is driven when it runs and hauled when it does not', () => {
    const driven = estimated(input(CHICAGO, DALLAS, [vehicle('bus', { lengthFt: 40 })]));
    expect(driven.factors.map((factor) => factor.label)).toContain('Bus, driven there');
    const hauled = estimated(input(CHICAGO, DALLAS, [vehicle('bus', { lengthFt: 40 }, true)]));
    expect(hauled.factors.map((factor) => factor.label)).toContain('Bus: 40 ft, hauled');
  });
});

describe('what a car carrier takes', () => {
  test('a motorcycle, UTV and golf cart cost less than a car; a classic more, with enclosed offered', () => {
    const price = (category: VehicleCategory) => open(estimated(input(CHICAGO, DALLAS, [vehicle(category)])));
    const car = price('car');
    for (const smaller of ['motorcycle', 'utv', 'golf-cart'] as const) expect(price(smaller)[1]).toBeLessThan(car[1]);
    expect(price('classic')[0]).toBeGreaterThan(car[0]);
    const classic = estimated(input(CHICAGO, DALLAS, [vehicle('classic')], { transportType: 'Enclosed' }));
    expect(classic.selected).toBe('enclosed');
    expect(classic.factors.find((factor) => factor.label === 'Classic or exotic car')?.effect).toBe(
      'Adds $100 to $300 for the care it needs (soft ties, higher cargo cover); most travel enclosed, about 35% more than open.',
    );
  });

  test('a car’s estimate is the same with its category named as without', () => {
    for (const [type, category] of [
      ['Car', 'car'],
      ['SUV', 'suv'],
      ['Pickup', 'pickup'],
      ['Van', 'van'],
    ] as const) {
      const bare = estimated(input(CHICAGO, DALLAS, [{ type, inop: false }]));
      const named = estimated(input(CHICAGO, DALLAS, [{ type, inop: false, category }]));
      expect(named).toEqual(bare);
    }
  });

  test('a boat with a car: the car keeps open and enclosed, the boat travels open in both, no car adjustment reaches it', () => {
    const pickup: PricingVehicle = { type: 'Pickup', inop: false };
    const alone = estimated(input(TAMPA, ANNAPOLIS, [pickup]));
    const boat = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320]));
    const both = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320, pickup]));
    expect(both.options.map((option) => option.id)).toEqual(['open', 'enclosed']);
    const sum = (a: Band, b: Band): Band => [a[0] + b[0], a[1] + b[1]];
    // The pickup is the first car on the carrier (no discount); the boat is neither discounted nor sized as a pickup.
    const expected = sum(open(alone), open(boat));
    expect(open(both)[0]).toBeGreaterThanOrEqual(expected[0] - 10);
    expect(open(both)[1]).toBeLessThanOrEqual(expected[1] + 10);
    expect(both.factors.map((factor) => factor.label)).not.toContain('2 vehicles');
    const asked = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320, pickup], { transportType: 'Enclosed' }));
    expect(asked.selected).toBe('enclosed');
    expect(asked.factors).toContainEqual({
      label: 'Open transport only',
      effect: 'An enclosed trailer is not offered for a boat: it travels open, so the estimate prices it open.',
    });
    const boatAndMachine = estimated(input(TAMPA, ANNAPOLIS, [SUNDANCER_320, EXCAVATOR_20_TON]));
    expect(boatAndMachine.factors).toContainEqual({
      label: 'Open transport only',
      effect: 'An enclosed trailer is not offered for a boat and a machine: they travel open.',
    });
    expect(
      both.factors.filter((factor) => factor.label.startsWith('Vehicle size')).map((factor) => factor.label),
    ).toEqual(['Vehicle size: Pickup']);
  });
});

describe('what the table cannot price honestly goes to an agent, saying why', () => {
  test('a category the table has no figures for', () => {
    const table = JSON.parse(JSON.stringify(DEFAULT_RATE_TABLE)) as RateTable;
    delete (table.categories as Partial<CategoryRates>).bus;
    expect(rateTableProblems(table)).toEqual([]);
    expect(byHand(estimateShipment(input(CHICAGO, DALLAS, [vehicle('bus', { lengthFt: 40 })]), table))).toBe(
      'An agent will price your bus: our rates have no instant figures for bus shipping.',
    );
  });

  test('facts the estimate needs and does not have', () => {
    expect(
      byHand(estimateShipment(input(TAMPA, ANNAPOLIS, [vehicle('boat', { lengthFt: 24 })]), DEFAULT_RATE_TABLE)),
    ).toBe('An agent will price your boat: the instant estimate needs its beam.');
    expect(byHand(estimateShipment(input(RALEIGH, LANSING, [vehicle('equipment')]), DEFAULT_RATE_TABLE))).toBe(
      'An agent will price your machine: the instant estimate needs its length, width, height and weight.',
    );
  });

  test('overseas and to Hawaii: per-car sea figures price what a car carrier takes, an agent the rest', () => {
    expect(byHand(estimateShipment(input(BALTIMORE, BREMERHAVEN, [EXCAVATOR_20_TON]), DEFAULT_RATE_TABLE))).toBe(
      'An agent will price shipping your machine overseas: the ship charges for it by its size, and our sea figures are per car.',
    );
    expect(byHand(estimateShipment(input(LOS_ANGELES, HONOLULU, [SUNDANCER_320]), DEFAULT_RATE_TABLE))).toMatch(
      /^An agent will price shipping your boat to or from Hawaii/,
    );
    expect(estimateShipment(input(LOS_ANGELES, HONOLULU, [vehicle('motorcycle')]), DEFAULT_RATE_TABLE).kind).toBe(
      'estimate',
    );
  });
});

describe('the categories section of the rate table', () => {
  type Edit = (categories: Record<string, unknown> & CategoryRates) => void;
  const changed = (edit: Edit): RateTable => {
    const copy = JSON.parse(JSON.stringify(DEFAULT_RATE_TABLE)) as RateTable;
    edit(copy.categories as Record<string, unknown> & CategoryRates);
    return copy;
  };

  test('the built-in one is valid, and a table without one is valid and priced with it', () => {
    expect(rateTableProblems(DEFAULT_RATE_TABLE)).toEqual([]);
    const older = JSON.parse(JSON.stringify(DEFAULT_RATE_TABLE)) as RateTable;
    delete older.categories;
    expect(rateTableProblems(older)).toEqual([]);
    const shipment = input(TAMPA, ANNAPOLIS, [SUNDANCER_320]);
    expect(open(estimated(shipment, older))).toEqual(open(estimated(shipment)));
  });

  test.each<[string, Edit, string]>([
    [
      'a boat rate of $0 a mile',
      (c) => (c.boat!.length[0]!.perMile = [0, 2.5]),
      'categories.boat.length[0].perMile must be [low, high] with 0 < low <= high <= 50',
    ],
    [
      'length bands out of order',
      (c) => (c.boat!.length[2]!.upToFt = 25),
      'categories.boat.length[2].upToFt must be a length in feet above 30 to 120',
    ],
    [
      'a longer boat cheaper than a shorter one',
      (c) => (c.boat!.length[3]!.perMile = [1, 5]),
      'categories.boat.length must not get cheaper as the length grows (each row at least the one before)',
    ],
    [
      'a motorcycle dearer than a car',
      (c) => (c.motorcycle!.share = [0.55, 1.2]),
      'categories.motorcycle.share must be [low, high] with 0 < low <= high <= 1',
    ],
    [
      'a machine rate rising with distance',
      (c) => (c.equipment!.perMile[2]!.value = [3, 6]),
      'categories.equipment.perMile must not rise with distance (each row at most the one before)',
    ],
    [
      'a container without its 40 ft figures',
      (c) => Reflect.deleteProperty(c.container!, '40'),
      'categories.container.40 must be an object',
    ],
    [
      'an escort width under the legal width',
      (c) => (c.oversize.escortFromWidthFt = 8),
      'categories.oversize widths must rise: legalWidthFt < escortFromWidthFt <= agentFromWidthFt',
    ],
    [
      'a permit of $0',
      (c) => (c.oversize.permitPerState = [0, 200]),
      'categories.oversize.permitPerState must be [low, high] with 0 < low < high <= 100000',
    ],
    [
      'an unknown trailer',
      (c) => (c.trailers[0]!.id = 'lowboy' as never),
      'categories.trailers[0].id must be one of flatbed, step-deck, rgn',
    ],
    [
      'a lower deck that costs less',
      (c) => (c.trailers[2]!.multiplier = 1.05),
      'categories.trailers must go from the highest deck to the lowest, each costing at least the one before',
    ],
    [
      'a text for a figure',
      (c) => (c.rv!.driveAway.perMile = ['1.75', 2.75] as never),
      'categories.rv.driveAway.perMile must be [low, high] with 0 < low <= high <= 50',
    ],
  ])('refuses %s, naming the field and the rule', (_name, edit, problem) => {
    expect(rateTableProblems(changed(edit))).toEqual([problem]);
  });

  test('refuses a categories section that is not an object', () => {
    const table = { ...DEFAULT_RATE_TABLE, categories: [] as unknown as CategoryRates };
    expect(rateTableProblems(table)).toEqual(['categories must be an object (leave it out to use the built-in one)']);
  });
});

test('feet are said as a visitor says them', () => {
  expect([feet(8.5), feet(13.5), feet(32), feet(10.25), feet(11.99)]).toEqual([
    '8 ft 6 in',
    '13 ft 6 in',
    '32 ft',
    '10 ft 3 in',
    '12 ft',
  ]);
});
