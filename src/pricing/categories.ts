import {
  CATEGORY_LABELS,
  RV_TYPE_LABELS,
  categoryOf,
  specTypeOf,
  type FactKey,
  type VehicleCategory,
  type VehicleFacts,
} from '../quote/vehicle-categories';
import {
  CAR_CARRIED,
  DEFAULT_RATE_TABLE,
  type Band,
  type CategoryRates,
  type DriveOrHaulRates,
  type LengthBand,
  type MachineRates,
  type MileBand,
  type RateTable,
} from './rate-table';
import { money, scale, sumBands } from './bands';
import { thousands } from '../text/numbers';

/**
 * How each category is priced on the road, from the table's `categories` section: what a car
 * carrier takes (classic cars, motorcycles, UTVs, golf carts) from a running car's land price, and
 * everything else (boats, RVs, machines, buses, containers) on a truck of its own, by its length,
 * width, height and weight, with permits and escorts past the legal limits. What the table cannot
 * price honestly goes to an agent with the reason in plain words.
 */

/** What the pricing needs of a vehicle: its category (else its SPEC type's), its facts, whether it runs. */
export interface CategorizedVehicle {
  type?: unknown;
  category?: VehicleCategory;
  facts?: VehicleFacts;
  inop: boolean;
}

/** One thing the range depends on, and what changing it does (the estimate's factors). */
export interface CategoryFactor {
  label: string;
  effect: string;
}

/** A vehicle's road price on its own truck, open, before season and pickup speed. */
export interface RoadQuote {
  price: Band;
  factors: CategoryFactor[];
  /** Days added to transit: permitted loads travel by daylight on set routes. */
  extraDays: Band;
}

export interface ByHand {
  byHand: string;
}

/** The table's categories section, or the built-in one for a table saved before categories existed. */
export const categoriesOf = (table: RateTable): CategoryRates =>
  table.categories ?? (DEFAULT_RATE_TABLE.categories as CategoryRates);

export const isCarCarried = (category: VehicleCategory) => CAR_CARRIED.includes(category);

export const vehicleCategory = (vehicle: CategorizedVehicle): VehicleCategory => categoryOf(vehicle);

const NO_DAYS: Band = [0, 0];
export const moneyRange = ([low, high]: Band) => `${money(low)} to ${money(high)}`;
/** Per-mile rates keep their cents: "$2.75 to $3.75". */
const rateRange = ([low, high]: Band) => `$${low.toFixed(2)} to $${high.toFixed(2)}`;
const percentRange = ([low, high]: Band) => `${Math.round(low * 100)}% to ${Math.round(high * 100)}%`;
const pounds = (value: number) => `${thousands(Math.round(value))} lb`;

/** Decimal feet as a visitor says them: 8.5 is "8 ft 6 in", 32 is "32 ft". */
export function feet(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const inches = Math.round((value - whole) * 12);
  if (inches === 12) return `${whole + 1} ft`;
  return inches ? `${whole} ft ${inches} in` : `${whole} ft`;
}

const NOUN = (category: VehicleCategory) => CATEGORY_LABELS[category].noun;
const agent = (category: VehicleCategory, why: string): ByHand => ({
  byHand: `An agent will price your ${NOUN(category)}: ${why}`,
});

/** The facts an estimate cannot do without, per category, named as a sentence says them. */
const NEEDED: Partial<Record<VehicleCategory, [FactKey, string][]>> = {
  boat: [
    ['lengthFt', 'length'],
    ['beamFt', 'beam'],
  ],
  rv: [
    ['rvType', 'type'],
    ['lengthFt', 'length'],
  ],
  bus: [['lengthFt', 'length']],
  equipment: [
    ['lengthFt', 'length'],
    ['widthFt', 'width'],
    ['heightFt', 'height'],
    ['weightLb', 'weight'],
  ],
  farm: [
    ['lengthFt', 'length'],
    ['widthFt', 'width'],
    ['heightFt', 'height'],
    ['weightLb', 'weight'],
  ],
  container: [['containerSize', 'size']],
};

const listed = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** The rate table's own words for the legal limits. */
const oversizeOf = (categories: CategoryRates) => categories.oversize;

/** One oversize permit per state crossed: the state it starts in, and one more every `milesPerState`. */
export const statesCrossed = (miles: number, categories: CategoryRates) =>
  1 + Math.ceil(Math.max(0, miles) / oversizeOf(categories).milesPerState);

/** A per-mile ladder where each row's rate applies to the miles within it (as the car's land rate does). */
function marginal(rows: readonly MileBand<Band>[], miles: number): Band {
  let total: Band = [0, 0];
  let from = 0;
  for (const row of rows) {
    const to = row.upToMiles ?? Number.POSITIVE_INFINITY;
    if (miles > from) total = sumBands(total, scale(row.value, Math.min(miles, to) - from));
    from = to;
  }
  return total;
}

const lengthBandOf = (rows: readonly LengthBand[], lengthFt: number) => rows.find((row) => lengthFt <= row.upToFt);
const bandWords = (rows: readonly LengthBand[], row: LengthBand) => {
  const index = rows.indexOf(row);
  return index === 0 ? `up to ${row.upToFt} ft` : `${rows[index - 1]!.upToFt} to ${row.upToFt} ft`;
};

/** Permits (and an escort past its width) for a load over a legal limit; `over` names each limit crossed. */
function oversizeCosts(
  over: string[],
  widthFt: number,
  miles: number,
  categories: CategoryRates,
  what: string,
): { price: Band; factors: CategoryFactor[]; extraDays: Band } {
  const oversize = oversizeOf(categories);
  if (over.length === 0) return { price: [0, 0], factors: [], extraDays: NO_DAYS };
  const states = statesCrossed(miles, categories);
  const factors: CategoryFactor[] = [
    {
      label: `${listed(over)}: oversize permits`,
      effect: `${what} needs a permit in each state it crosses: about ${states} states at ${moneyRange(oversize.permitPerState)} each. Permitted loads travel by daylight on set routes: allow ${oversize.extraDays[0]} to ${oversize.extraDays[1]} more days.`,
    },
  ];
  let price = scale(oversize.permitPerState, states);
  if (widthFt >= oversize.escortFromWidthFt) {
    price = sumBands(price, scale(oversize.escortPerMile, miles));
    factors.push({
      label: `${feet(oversize.escortFromWidthFt)} wide or more: an escort car`,
      effect: `A pilot car leads the load all the way: ${rateRange(oversize.escortPerMile)} a mile.`,
    });
  }
  return { price, factors, extraDays: oversize.extraDays };
}

function boatQuote(facts: VehicleFacts, miles: number, categories: CategoryRates): RoadQuote | ByHand {
  const boat = categories.boat!;
  const oversize = oversizeOf(categories);
  const length = facts.lengthFt!;
  const beam = facts.beamFt!;
  const row = lengthBandOf(boat.length, length);
  const longest = boat.length[boat.length.length - 1]!.upToFt;
  if (!row)
    return agent(
      'boat',
      `a boat over ${longest} ft long needs its trailer and route planned for it, beyond our instant figures.`,
    );
  if (beam >= oversize.agentFromWidthFt)
    return agent(
      'boat',
      `a ${feet(beam)} beam is ${feet(oversize.agentFromWidthFt)} or more: a superload, with route surveys and several escorts (police in some states).`,
    );
  if (facts.heightFt !== undefined && facts.heightFt > oversize.legalHeightFt)
    return agent(
      'boat',
      `at ${feet(facts.heightFt)} on its trailer it is over the ${feet(oversize.legalHeightFt)} legal height: the arch, radar or tower may need to come down, or the route surveyed for bridges.`,
    );
  const ownTrailer = facts.onOwnTrailer === true;
  const factors: CategoryFactor[] = [
    {
      label: `Length: ${feet(length)}`,
      effect: `Boats of ${bandWords(boat.length, row)} go for ${rateRange(row.perMile)} a mile on the road, plus ${moneyRange(boat.fixed)} to load and secure.`,
    },
    ownTrailer
      ? { label: 'On its own trailer', effect: 'It travels on its own road trailer, behind the carrier’s truck.' }
      : {
          label: 'On the carrier’s trailer',
          effect: `Without a road trailer of its own, the carrier brings a boat trailer: ${rateRange(boat.carrierTrailerPerMile)} a mile more.`,
        },
  ];
  const overWidth = beam > oversize.legalWidthFt;
  const extras = oversizeCosts(
    overWidth ? [`Beam over ${feet(oversize.legalWidthFt)}`] : [],
    beam,
    miles,
    categories,
    `A ${feet(beam)} beam`,
  );
  return {
    price: sumBands(
      boat.fixed,
      scale(row.perMile, miles),
      ownTrailer ? [0, 0] : scale(boat.carrierTrailerPerMile, miles),
      extras.price,
    ),
    factors: [...factors, ...extras.factors],
    extraDays: extras.extraDays,
  };
}

const MOTORHOMES = new Set(['class-a', 'class-b', 'class-c']);

/** An RV or a bus: driven there when it is a motorhome (or bus) that runs, else towed or hauled by length. */
function driveOrHaulQuote(
  category: 'rv' | 'bus',
  vehicle: CategorizedVehicle,
  miles: number,
  rates: DriveOrHaulRates,
): RoadQuote | ByHand {
  const facts = vehicle.facts ?? {};
  const name = category === 'rv' ? RV_TYPE_LABELS[facts.rvType!] : 'Bus';
  const canDrive = category === 'bus' || MOTORHOMES.has(facts.rvType ?? '');
  if (canDrive && facts.drivable !== false && !vehicle.inop) {
    return {
      price: sumBands(rates.driveAway.fixed, scale(rates.driveAway.perMile, miles)),
      factors: [
        {
          label: `${name}, driven there`,
          effect: `A licensed driver drives it to you: ${rateRange(rates.driveAway.perMile)} a mile plus ${moneyRange(rates.driveAway.fixed)} for the driver’s return and paperwork. The miles show on its odometer; hauling it costs more.`,
        },
      ],
      extraDays: NO_DAYS,
    };
  }
  const length = facts.lengthFt!;
  const row = lengthBandOf(rates.haul.length, length);
  const longest = rates.haul.length[rates.haul.length.length - 1]!.upToFt;
  if (!row)
    return agent(
      category,
      `at ${feet(length)} it is over the ${longest} ft our instant figures haul; an agent plans the trailer and route.`,
    );
  const towed = category === 'rv' && !canDrive;
  const why = towed
    ? 'towed by the transporter’s truck'
    : canDrive
      ? 'it does not drive there, so it is hauled on a lowboy'
      : 'hauled';
  return {
    price: sumBands(rates.haul.fixed, scale(row.perMile, miles)),
    factors: [
      {
        label: `${name}: ${feet(length)}, ${towed ? 'towed' : 'hauled'}`,
        effect: `${why[0]!.toUpperCase()}${why.slice(1)}: ${category === 'rv' ? 'RVs' : 'buses'} of ${bandWords(rates.haul.length, row)} go for ${rateRange(row.perMile)} a mile, plus ${moneyRange(rates.haul.fixed)} to hook up and secure.`,
      },
    ],
    extraDays: NO_DAYS,
  };
}

function machineQuote(
  category: 'equipment' | 'farm',
  vehicle: CategorizedVehicle,
  miles: number,
  rates: MachineRates,
  categories: CategoryRates,
): RoadQuote | ByHand {
  const oversize = oversizeOf(categories);
  const {
    lengthFt: length,
    widthFt: width,
    heightFt: height,
    weightLb: weight,
  } = vehicle.facts as Required<VehicleFacts>;
  if (width >= oversize.agentFromWidthFt)
    return agent(
      category,
      `at ${feet(width)} wide it is ${feet(oversize.agentFromWidthFt)} or more: a superload, with route surveys and several escorts (police in some states).`,
    );
  if (weight >= oversize.agentFromWeightLb)
    return agent(
      category,
      `at ${pounds(weight)} it is a superload (${pounds(oversize.agentFromWeightLb)} or more): bridges on the route are checked by engineers first.`,
    );
  const overweight = weight > oversize.legalWeightLb;
  const trailers = categories.trailers;
  const lowest = trailers[trailers.length - 1]!;
  const trailer = overweight
    ? lowest
    : (trailers.find((candidate) => candidate.deckHeightFt + height <= oversize.legalHeightFt) ?? lowest);
  const loaded = trailer.deckHeightFt + height;
  if (loaded >= oversize.agentFromHeightFt)
    return agent(
      category,
      `at ${feet(height)} high it stands ${feet(loaded)} on the lowest trailer, ${feet(oversize.agentFromHeightFt)} or more: a superload whose route is surveyed for bridges and wires.`,
    );
  const over = [
    ...(width > oversize.legalWidthFt ? [`Width over ${feet(oversize.legalWidthFt)}`] : []),
    ...(loaded > oversize.legalHeightFt ? [`Height over ${feet(oversize.legalHeightFt)} on the trailer`] : []),
    ...(overweight ? [`Weight over ${pounds(oversize.legalWeightLb)}`] : []),
  ];
  const partial =
    over.length === 0 && length <= rates.partialLoad.upToLengthFt && weight <= rates.partialLoad.upToWeightLb;
  const linehaul = scale(
    scale(marginal(rates.perMile, miles), trailer.multiplier),
    partial ? rates.partialLoad.share : 1,
  );
  const noun = category === 'farm' ? 'Tractor' : 'Machine';
  const factors: CategoryFactor[] = [
    {
      label: `${noun}: ${feet(length)} long, ${feet(width)} wide, ${feet(height)} high, ${pounds(weight)}`,
      effect: `It goes on a ${trailer.label.toLowerCase()}${loaded <= oversize.legalHeightFt ? `, which keeps it under the ${feet(oversize.legalHeightFt)} height limit` : ''}: about ${rateRange(scale(linehaul, 1 / Math.max(1, miles)))} a mile over this distance, plus ${moneyRange(rates.fixed)} to load and secure it.`,
    },
    ...(partial
      ? [
          {
            label: 'A load that shares the truck',
            effect: `Up to ${feet(rates.partialLoad.upToLengthFt)} long and ${pounds(rates.partialLoad.upToWeightLb)} it shares a trailer: ${percentRange(rates.partialLoad.share)} of a full truckload’s rate.`,
          },
        ]
      : []),
    ...(vehicle.inop
      ? [
          {
            label: `A ${noun.toLowerCase()} that does not run`,
            effect: `Loading it by winch, forklift or crane adds ${moneyRange(rates.inoperable)}.`,
          },
        ]
      : []),
  ];
  const extras = oversizeCosts(
    over,
    width,
    miles,
    categories,
    `A load of ${feet(width)} wide and ${feet(loaded)} high`,
  );
  return {
    price: sumBands(rates.fixed, linehaul, vehicle.inop ? rates.inoperable : [0, 0], extras.price),
    factors: [...factors, ...extras.factors],
    extraDays: extras.extraDays,
  };
}

/**
 * Why a vehicle's category cannot be priced on this kind of route, or null when it can: a category
 * the table has no figures for, facts the estimate needs and does not have, or a sea leg whose
 * figures are per car.
 */
export function categoryByHandReason(
  vehicle: CategorizedVehicle,
  table: RateTable,
  route: 'land' | 'cross-border' | 'hawaii' | 'alaska' | 'international',
): string | null {
  const category = vehicleCategory(vehicle);
  const categories = categoriesOf(table);
  const section =
    category === 'car' || category === 'suv' || category === 'pickup' || category === 'van'
      ? true
      : categories[category];
  if (!section)
    return `An agent will price your ${NOUN(category)}: our rates have no instant figures for ${CATEGORY_LABELS[category].label.toLowerCase()} shipping.`;
  if (!isCarCarried(category) && route !== 'land' && route !== 'cross-border') {
    const where = route === 'hawaii' ? 'to or from Hawaii' : route === 'alaska' ? 'to or from Alaska' : 'overseas';
    return `An agent will price shipping your ${NOUN(category)} ${where}: the ship charges for it by its size, and our sea figures are per car.`;
  }
  const missing = (NEEDED[category] ?? [])
    .filter(([fact]) => vehicle.facts?.[fact] === undefined)
    .map(([, word]) => word);
  if (missing.length)
    return `An agent will price your ${NOUN(category)}: the instant estimate needs its ${listed(missing)}.`;
  return null;
}

/**
 * The road price of a vehicle that travels on a truck of its own (not a car carrier), open, for
 * these miles; an agent's reason when its size is past what the table prices. Call only after
 * categoryByHandReason found nothing missing.
 */
export function ownTruckQuote(vehicle: CategorizedVehicle, miles: number, table: RateTable): RoadQuote | ByHand {
  const category = vehicleCategory(vehicle);
  const categories = categoriesOf(table);
  const facts = vehicle.facts ?? {};
  switch (category) {
    case 'boat':
      return boatQuote(facts, miles, categories);
    case 'rv':
    case 'bus':
      return driveOrHaulQuote(category, vehicle, miles, categories[category]!);
    case 'equipment':
    case 'farm':
      return machineQuote(category, vehicle, miles, categories[category]!, categories);
    case 'container': {
      const rates = categories.container![facts.containerSize!];
      const byMile = scale(rates.perMile, miles);
      return {
        price: [Math.max(rates.minimum[0], byMile[0]), Math.max(rates.minimum[1], byMile[1])],
        factors: [
          {
            label: `${facts.containerSize} ft container on a chassis`,
            effect: `A truck pulls it on a container chassis or flatbed: ${rateRange(rates.perMile)} a mile, at least ${moneyRange(rates.minimum)}.`,
          },
        ],
        extraDays: NO_DAYS,
      };
    }
    default:
      return agent(category, 'it rides a car carrier and is priced with the cars.');
  }
}

/**
 * The road price of a vehicle a car carrier takes: a running car's range (`base`, already its share
 * after the first vehicle) with the car's adjustments for SPEC's four types, a band for a classic,
 * or a share for what is smaller than a car. Winch loading when it does not run.
 */
export function carCarriedPrice(vehicle: CategorizedVehicle, base: Band, table: RateTable): Band {
  const category = vehicleCategory(vehicle);
  const inop = vehicle.inop ? table.land.inoperable : ([0, 0] as Band);
  const categories = categoriesOf(table);
  switch (category) {
    case 'car':
    case 'suv':
    case 'pickup':
    case 'van':
      return sumBands(base, table.land.vehicleType[specTypeOf(category)] ?? [0, 0], inop);
    case 'classic':
      return sumBands(base, categories.classic!.add, inop);
    default:
      return sumBands(scale(base, categories[category as 'motorcycle' | 'utv' | 'golf-cart']!.share), inop);
  }
}

/** What prices each car-carried category that is not one of SPEC's four, in words. */
export function carCarriedFactors(categories: readonly VehicleCategory[], table: RateTable): CategoryFactor[] {
  const rates = categoriesOf(table);
  const factors: CategoryFactor[] = [];
  for (const category of new Set(categories)) {
    if (category === 'classic') {
      factors.push({
        label: 'Classic or exotic car',
        effect: `Adds ${moneyRange(rates.classic!.add)} for the care it needs (soft ties, higher cargo cover); most travel enclosed, about ${Math.round((table.land.enclosedMultiplier - 1) * 100)}% more than open.`,
      });
    } else if (category === 'motorcycle' || category === 'utv' || category === 'golf-cart') {
      factors.push({
        label: CATEGORY_LABELS[category].label,
        effect: `Rides a car carrier for ${percentRange(rates[category]!.share)} of a running car’s price on the same route.`,
      });
    }
  }
  return factors;
}
