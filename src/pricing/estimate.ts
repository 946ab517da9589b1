import {
  carCarriedFactors,
  carCarriedPrice,
  categoryByHandReason,
  isCarCarried,
  ownTruckQuote,
  vehicleCategory,
  type RoadQuote,
} from './categories';
import { money, scale, sumBands } from './bands';
import { estimatedRoadMiles, greatCircleMiles, nearest, type Coordinates } from './distance';
import { CATEGORY_LABELS, specTypeOf, type VehicleCategory, type VehicleFacts } from '../quote/vehicle-categories';
import type { Band, MileBand, OceanLane, PickupWindow, PickupWindowId, Port, RateTable } from './rate-table';

/** Where a shipment starts or ends, as the pricing sees it. */
export interface PricingPlace extends Coordinates {
  /** "Beverly Hills, CA" or "Port of Bremerhaven, Germany". */
  label: string;
  /** ISO 3166-1 alpha-2 ("US", "CA", "DE"). */
  country: string;
  /** State or province code for the US and Canada, else empty. */
  state: string;
  /** A seaport (the customer hands over or collects the vehicle there). */
  isPort: boolean;
}

export type PricedVehicleType = 'Car' | 'SUV' | 'Pickup' | 'Van';

export interface PricingVehicle {
  type: PricedVehicleType;
  /** Does not run (winch loading). */
  inop: boolean;
  /** What is shipped; absent, the category of `type` (categoryOf). */
  category?: VehicleCategory;
  /** What prices a category that is not a car: length, beam, width, height, weight and the rest. */
  facts?: VehicleFacts;
}

export type TransportChoice = 'Open' | 'Enclosed';
export type ShippingMethodChoice = 'Door to port' | 'Port to port' | 'Port to door';

export interface PricingInput {
  origin: PricingPlace;
  destination: PricingPlace;
  /** YYYY-MM-DD: its month decides the season. */
  shipDate: string;
  transportType: TransportChoice;
  vehicles: PricingVehicle[];
  pickupWindow?: PickupWindowId;
  /** International quotes only. */
  shippingMethod?: ShippingMethodChoice;
}

export type OptionId = 'open' | 'enclosed' | 'roro' | 'container' | 'air';

export interface EstimateLeg {
  mode: 'road' | 'ship' | 'air';
  from: string;
  to: string;
  /** Estimated road miles for a road leg; great-circle miles over water or by air. */
  miles: number;
}

export interface EstimateOption {
  id: OptionId;
  label: string;
  /** Dollars, all vehicles together. */
  price: Band;
  /** Calendar days from pickup to delivery. */
  transitDays: Band;
}

/** One thing the range depends on, and what changing it does. */
export interface EstimateFactor {
  label: string;
  effect: string;
}

export type RouteKind = 'land' | 'cross-border' | 'hawaii' | 'alaska' | 'international';

export interface Estimate {
  kind: 'estimate';
  rateVersion: string;
  routeKind: RouteKind;
  /** Estimated miles end to end (road miles estimated from the great circle, plus any sea leg). */
  miles: number;
  legs: EstimateLeg[];
  /** Side by side: open and enclosed, or roll-on/roll-off, container and air. */
  options: EstimateOption[];
  /** The option that matches the transport type asked for. */
  selected: OptionId;
  pickupWindow: { id: PickupWindowId; label: string; businessDays: Band };
  vehicleCount: number;
  factors: EstimateFactor[];
  notIncluded: string[];
}

/** A route the table cannot price: an agent does it by hand. */
export interface ByHandEstimate {
  kind: 'by-hand';
  rateVersion: string;
  reason: string;
  miles: number | null;
}

export type EstimateResult = Estimate | ByHandEstimate;

const US = new Set(['US', 'USA']);
const isUs = (place: PricingPlace) => US.has(place.country.toUpperCase());
const isCanada = (place: PricingPlace) => place.country.toUpperCase() === 'CA';
const isHawaii = (place: PricingPlace) => isUs(place) && (place.state.toUpperCase() === 'HI' || inHawaiiBox(place));
const isAlaska = (place: PricingPlace) => isUs(place) && place.state.toUpperCase() === 'AK';
const US_OVERSEAS = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);
const isUsOverseas = (place: PricingPlace) =>
  US_OVERSEAS.has(place.country.toUpperCase()) || (isUs(place) && US_OVERSEAS.has(place.state.toUpperCase()));
/** The contiguous states and Canada: reachable by road from each other. */
const isRoadNetwork = (place: PricingPlace) =>
  (isUs(place) && !isHawaii(place) && !isAlaska(place) && !isUsOverseas(place)) || isCanada(place);
const inHawaiiBox = ({ lat, lng }: Coordinates) => lat > 18.5 && lat < 22.5 && lng > -160.8 && lng < -154.5;
const onOahu = ({ lat, lng }: Coordinates) => lat > 21.2 && lat < 21.75 && lng > -158.3 && lng < -157.6;


export function byMiles<T>(rows: readonly MileBand<T>[], miles: number): T {
  return (rows.find((row) => row.upToMiles === null || miles <= row.upToMiles) ?? rows[rows.length - 1]).value;
}

/** The central figure for one running sedan on an open carrier: a fixed part plus a per-mile rate that falls with distance. */
export function centralLandPrice(miles: number, table: RateTable): number {
  let price = table.land.fixed;
  let from = 0;
  for (const row of table.land.perMile) {
    const to = row.upToMiles ?? Number.POSITIVE_INFINITY;
    if (miles > from) price += (Math.min(miles, to) - from) * row.value;
    from = to;
  }
  return Math.max(table.land.minimum, price);
}

/** The road price of a vehicle on a truck of its own; the caller has checked it can be priced. */
function ownTruckLeg(vehicle: PricingVehicle, miles: number, table: RateTable): RoadQuote {
  const quote = ownTruckQuote(vehicle, miles, table);
  if ('byHand' in quote) throw new Error(`a vehicle the estimate cannot price reached the road leg: ${quote.byHand}`);
  return quote;
}

/**
 * The land price of every vehicle on one road leg, before season and pickup speed. What rides a
 * car carrier is priced from a running car's rate (each after the first a little less, enclosed
 * dearer); boats, RVs, machines, buses and containers travel on trucks of their own, open either way.
 */
export function landLegPrice(
  miles: number,
  vehicles: readonly PricingVehicle[],
  enclosed: boolean,
  table: RateTable,
): Band {
  const central = centralLandPrice(miles, table);
  const spread = byMiles(table.land.spread, miles);
  const carried = vehicles.filter((vehicle) => isCarCarried(vehicleCategory(vehicle)));
  const perVehicle = carried.map((vehicle, index) => {
    const share = index === 0 ? 1 : 1 - table.land.additionalVehicleDiscount;
    return carCarriedPrice(vehicle, [central * (1 - spread) * share, central * (1 + spread) * share], table);
  });
  const cars = sumBands(...perVehicle);
  const ownTrucks = vehicles
    .filter((vehicle) => !isCarCarried(vehicleCategory(vehicle)))
    .map((vehicle) => ownTruckLeg(vehicle, miles, table).price);
  return sumBands(enclosed ? scale(cars, table.land.enclosedMultiplier) : cars, ...ownTrucks);
}

const monthOf = (shipDate: string) => Number(/^\d{4}-(\d{2})-\d{2}$/.exec(shipDate)?.[1] ?? 0);

interface SeasonEffect {
  multiplier: Band;
  factors: EstimateFactor[];
}

function seasonEffect(input: PricingInput, table: RateTable): SeasonEffect {
  const month = monthOf(input.shipDate);
  const { peakMonths, peakMultiplier, snowbird } = table.season;
  const factors: EstimateFactor[] = [];
  let multiplier: Band = [1, 1];
  if (peakMonths.includes(month)) {
    multiplier = scale(multiplier, peakMultiplier);
    factors.push({
      label: 'Busy season (May to September)',
      effect: `Carriers are busiest now: up to ${percent(peakMultiplier[1])} more than in a quiet month.`,
    });
  }
  const from = input.origin.state.toUpperCase();
  const to = input.destination.state.toUpperCase();
  const southbound = snowbird.northeastStates.includes(from) && snowbird.southStates.includes(to);
  const northbound = snowbird.southStates.includes(from) && snowbird.northeastStates.includes(to);
  if (
    (southbound && snowbird.southboundMonths.includes(month)) ||
    (northbound && snowbird.northboundMonths.includes(month))
  ) {
    multiplier = scale(multiplier, snowbird.multiplier);
    factors.push({
      label: 'Snowbird season on this route',
      effect:
        'Prices on this lane climb week by week at this time of year and can near double at the peak; an earlier date costs less.',
    });
  }
  return { multiplier, factors };
}

const percent = (multiplier: number) => `${Math.round((multiplier - 1) * 100)}%`;

export function pickupWindowOf(id: PickupWindowId | undefined, table: RateTable): PickupWindow {
  return (
    table.pickupWindows.find((window) => window.id === id) ??
    table.pickupWindows.find((window) => window.id === 'flexible') ??
    table.pickupWindows[0]
  );
}

const roundBand = ([low, high]: Band, step: number): Band => [
  Math.max(0, Math.floor(low / step) * step),
  Math.ceil(high / step) * step,
];
const roundDays = ([low, high]: Band): Band => [Math.round(low), Math.round(high)];

function routeKindOf(origin: PricingPlace, destination: PricingPlace): RouteKind | { byHand: string } {
  if (isUsOverseas(origin) || isUsOverseas(destination)) {
    return { byHand: 'Shipments to and from Puerto Rico, the Virgin Islands and Guam are priced by an agent.' };
  }
  if (isRoadNetwork(origin) && isRoadNetwork(destination)) {
    return isCanada(origin) !== isCanada(destination) ? 'cross-border' : 'land';
  }
  const hawaii = [isHawaii(origin), isHawaii(destination)];
  if (hawaii[0] && hawaii[1]) return { byHand: 'Moves between the Hawaiian islands are priced by an agent.' };
  if (hawaii[0] || hawaii[1]) {
    return isRoadNetwork(hawaii[0] ? destination : origin)
      ? 'hawaii'
      : { byHand: 'Shipments between Hawaii and places outside the mainland are priced by an agent.' };
  }
  const alaska = [isAlaska(origin), isAlaska(destination)];
  if (alaska[0] && alaska[1]) return 'land';
  if (alaska[0] || alaska[1]) {
    return isRoadNetwork(alaska[0] ? destination : origin)
      ? 'alaska'
      : { byHand: 'Shipments between Alaska and places outside the mainland are priced by an agent.' };
  }
  const domestic = [isRoadNetwork(origin), isRoadNetwork(destination)];
  if (domestic[0] !== domestic[1]) return 'international';
  return { byHand: 'Shipments between two countries outside North America are priced by an agent.' };
}

/** Everything a priced route needs besides its own legs. */
interface Context {
  input: PricingInput;
  table: RateTable;
  window: PickupWindow;
  season: SeasonEffect;
  /** What prices each vehicle on its own truck (a boat's length, a machine's trailer and permits). */
  vehicleFactors: EstimateFactor[];
  factors: EstimateFactor[];
  notIncluded: string[];
}

/** A road leg's price with the season and the pickup speed, for the transport type given. */
function roadPrice(context: Context, miles: number, enclosed: boolean): Band {
  const base = landLegPrice(miles, context.input.vehicles, enclosed, context.table);
  return scale(scale(base, context.season.multiplier), context.window.multiplier);
}

const roadDays = (context: Context, miles: number): Band => byMiles(context.table.land.transitDays, miles);

interface RoadLeg {
  leg: EstimateLeg;
  miles: number;
}

/** The road leg between an address and its port, or none when the address is the port or close to it. */
function inlandLeg(context: Context, place: PricingPlace, port: Port, towardPort: boolean): RoadLeg | null {
  const miles = estimatedRoadMiles(place, port, context.table.circuityFactor);
  if (place.isPort || miles <= context.table.portFreeMiles) return null;
  const portLabel = `Port of ${port.name}`;
  return {
    miles,
    leg: { mode: 'road', from: towardPort ? place.label : portLabel, to: towardPort ? portLabel : place.label, miles },
  };
}

function landEstimate(
  context: Context,
  kind: 'land' | 'cross-border',
): Omit<Estimate, 'kind' | 'rateVersion' | 'pickupWindow' | 'vehicleCount' | 'factors' | 'notIncluded' | 'selected'> {
  const { input, table } = context;
  const miles = estimatedRoadMiles(input.origin, input.destination, table.circuityFactor);
  const border: Band = kind === 'cross-border' ? scale(table.canada.crossBorder, input.vehicles.length) : [0, 0];
  const ownTrucks = input.vehicles
    .filter((vehicle) => !isCarCarried(vehicleCategory(vehicle)))
    .map((vehicle) => ownTruckLeg(vehicle, miles, table));
  ownTrucks.forEach((quote) => context.vehicleFactors.push(...quote.factors));
  // Permitted loads travel by daylight on set routes: the slowest of them sets the extra days.
  const extraDays = ownTrucks.reduce<Band>(
    (most, quote) => [Math.max(most[0], quote.extraDays[0]), Math.max(most[1], quote.extraDays[1])],
    [0, 0],
  );
  const days: Band = sumBands(kind === 'cross-border' ? table.canada.transitDays : roadDays(context, miles), extraDays);
  if (kind === 'cross-border') {
    context.factors.push({
      label: 'Crossing the Canadian border',
      effect: `Customs paperwork adds ${money(table.canada.crossBorder[0])} to ${money(table.canada.crossBorder[1])} a vehicle; the crossing makes it ${table.canada.transitDays[0]} to ${table.canada.transitDays[1]} days.`,
    });
    context.notIncluded.push(
      "Canada's import inspection fee (about CAD 325) and 6.1% duty on cars not built in North America, paid to the government.",
    );
  }
  const option = (id: 'open' | 'enclosed'): EstimateOption => ({
    id,
    label: id === 'open' ? 'Open carrier' : 'Enclosed carrier',
    price: sumBands(roadPrice(context, miles, id === 'enclosed'), border),
    transitDays: days,
  });
  // Enclosed is a car carrier's option: without a vehicle it takes, there is none to offer.
  const enclosedOffered = input.vehicles.some((vehicle) => isCarCarried(vehicleCategory(vehicle)));
  return {
    routeKind: kind,
    miles,
    legs: [{ mode: 'road', from: input.origin.label, to: input.destination.label, miles }],
    options: enclosedOffered ? [option('open'), option('enclosed')] : [option('open')],
  };
}

/** Hawaii or Alaska: a road leg to the mainland port when the address is not at it, then the ship. */
function islandEstimate(context: Context, kind: 'hawaii' | 'alaska') {
  const { input, table } = context;
  const outbound = kind === 'hawaii' ? isHawaii(input.destination) : isAlaska(input.destination);
  const mainland = outbound ? input.origin : input.destination;
  const remote = outbound ? input.destination : input.origin;
  const mainlandPort = kind === 'hawaii' ? nearest(mainland, table.hawaii.mainlandPorts) : table.alaska.mainlandPort;
  const remotePort = kind === 'hawaii' ? table.hawaii.honolulu : table.alaska.anchorage;
  const seaPrice = scale(kind === 'hawaii' ? table.hawaii.price : table.alaska.price, input.vehicles.length);
  const seaDays =
    kind === 'hawaii'
      ? onOahu(remote)
        ? table.hawaii.transitDays.oahu
        : table.hawaii.transitDays.otherIslands
      : table.alaska.transitDays;
  const road = inlandLeg(context, mainland, mainlandPort, outbound);
  const seaMiles = Math.round(greatCircleMiles(mainlandPort, remotePort));
  const sea: EstimateLeg = {
    mode: 'ship',
    from: `Port of ${(outbound ? mainlandPort : remotePort).name}`,
    to: `Port of ${(outbound ? remotePort : mainlandPort).name}`,
    miles: seaMiles,
  };
  const legs = road ? (outbound ? [road.leg, sea] : [sea, road.leg]) : [sea];
  const shipLabel = kind === 'hawaii' ? 'Roll-on/roll-off ship' : 'Ship from Tacoma';
  const option = (id: 'open' | 'enclosed'): EstimateOption => ({
    id,
    label: road ? `${id === 'open' ? 'Open' : 'Enclosed'} carrier to the port, then ship` : shipLabel,
    price: road ? sumBands(roadPrice(context, road.miles, id === 'enclosed'), seaPrice) : seaPrice,
    transitDays: road ? sumBands(roadDays(context, road.miles), seaDays) : seaDays,
  });
  context.factors.push({
    label: kind === 'hawaii' ? 'The sailing to Hawaii' : 'The sailing to Alaska',
    effect:
      kind === 'hawaii'
        ? `Port to port ${money(table.hawaii.price[0])} to ${money(table.hawaii.price[1])} a vehicle; ${table.hawaii.transitDays.oahu[0]} to ${table.hawaii.transitDays.oahu[1]} days to Oahu, ${table.hawaii.transitDays.otherIslands[0]} to ${table.hawaii.transitDays.otherIslands[1]} to the other islands. The vehicle must run.`
        : `Tacoma to Anchorage takes ${table.alaska.transitDays[0]} to ${table.alaska.transitDays[1]} days by ship.`,
  });
  return {
    routeKind: kind,
    miles: legs.reduce((sum, leg) => sum + leg.miles, 0),
    legs,
    options: road ? [option('open'), option('enclosed')] : [option('open')],
  };
}

function internationalEstimate(context: Context, lane: OceanLane) {
  const { input } = context;
  const outbound = isRoadNetwork(input.origin);
  const home = outbound ? input.origin : input.destination;
  const abroad = outbound ? input.destination : input.origin;
  const usPort = nearest(home, lane.usPorts);
  const method = input.shippingMethod ?? (outbound ? 'Door to port' : 'Port to door');
  // The home end is a door when the method says so on its side: Door to port leaving, Port to door arriving.
  const homeIsDoor = outbound ? method === 'Door to port' : method === 'Port to door';
  const road = homeIsDoor ? inlandLeg(context, home, usPort, outbound) : null;
  const abroadIsDoor = outbound ? method === 'Port to door' : method === 'Door to port';
  if (abroadIsDoor && !abroad.isPort) {
    context.notIncluded.push(`Delivery between the port and ${abroad.label}: the agent adds it to your quote.`);
  }
  const overseasMiles = Math.round(greatCircleMiles(usPort, abroad));
  const enclosed = input.transportType === 'Enclosed';
  const vehicles = input.vehicles.length;
  const runs = input.vehicles.every((vehicle) => !vehicle.inop);
  const modes: { id: 'roro' | 'container' | 'air'; label: string }[] = [
    ...(runs ? [{ id: 'roro' as const, label: 'Roll-on/roll-off ship' }] : []),
    { id: 'container', label: 'Shared container' },
    { id: 'air', label: 'Air freight' },
  ];
  if (!runs) {
    context.factors.push({
      label: 'A vehicle that does not run',
      effect: 'Roll-on/roll-off ships take running vehicles only: it goes by container.',
    });
  }
  const options = modes.map(({ id, label }): EstimateOption => {
    const leg = lane[id];
    return {
      id,
      label,
      price: sumBands(road ? roadPrice(context, road.miles, enclosed) : [0, 0], scale(leg.price, vehicles)),
      transitDays: sumBands(road ? roadDays(context, road.miles) : [0, 0], leg.transitDays),
    };
  });
  const overseas: EstimateLeg = {
    mode: 'ship',
    from: outbound ? `Port of ${usPort.name}` : abroad.label,
    to: outbound ? abroad.label : `Port of ${usPort.name}`,
    miles: overseasMiles,
  };
  const legs = road ? (outbound ? [road.leg, overseas] : [overseas, road.leg]) : [overseas];
  context.factors.push({
    label: lane.label,
    effect: `Roll-on/roll-off is the cheapest (${money(lane.roro.price[0])} to ${money(lane.roro.price[1])} a vehicle); a shared container (${money(lane.container.price[0])} to ${money(lane.container.price[1])}) suits exotic or vintage vehicles; air is the fastest and dearest.`,
  });
  context.notIncluded.push(
    'Terminal handling at the ports, and the destination country’s import duties and taxes.',
    'Ocean rates are usually valid for 30 days.',
  );
  return {
    routeKind: 'international' as const,
    miles: legs.reduce((sum, leg) => sum + leg.miles, 0),
    legs,
    options,
  };
}

/** Nouns for a sentence: "a boat", "a boat and a machine". */
const withArticles = (categories: VehicleCategory[]) => {
  const nouns = categories.map((category) => {
    const noun = CATEGORY_LABELS[category].noun;
    return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
  });
  return nouns.length > 1 ? `${nouns.slice(0, -1).join(', ')} and ${nouns[nouns.length - 1]}` : nouns[0]!;
};

function vehicleFactors(input: PricingInput, table: RateTable, landLegs: boolean): EstimateFactor[] {
  const factors: EstimateFactor[] = [];
  const categories = input.vehicles.map((vehicle) => vehicleCategory(vehicle));
  const carried = input.vehicles.filter((_vehicle, index) => isCarCarried(categories[index]!));
  // The car's size adders apply to SPEC's four types only, never to what is priced by its own figures.
  const sizes = [
    ...new Set(
      categories
        .filter((category) => category === 'suv' || category === 'pickup' || category === 'van')
        .map((category) => specTypeOf(category)),
    ),
  ];
  const ownTrucks = [...new Set(categories.filter((category) => !isCarCarried(category)))];
  if (landLegs) {
    factors.push(...carCarriedFactors(categories, table));
    if (ownTrucks.length) {
      const several = input.vehicles.length - carried.length > 1;
      factors.push({
        label: 'Open transport only',
        effect: `An enclosed trailer is not offered for ${withArticles(ownTrucks)}: ${several ? 'they travel' : 'it travels'} open${input.transportType === 'Enclosed' ? `, so the estimate prices ${several ? 'them' : 'it'} open` : ''}.`,
      });
    }
    for (const type of sizes) {
      const [low, high] = table.land.vehicleType[type];
      factors.push({
        label: `Vehicle size: ${type}`,
        effect: `Adds ${money(low)} to ${money(high)} a vehicle on the road.`,
      });
    }
    if (carried.some((vehicle) => vehicle.inop)) {
      const [low, high] = table.land.inoperable;
      factors.push({
        label: 'A vehicle that does not run',
        effect: `Winch loading adds ${money(low)} to ${money(high)}; if it runs after all, the price comes down.`,
      });
    }
    if (carried.length > 1) {
      factors.push({
        label: `${carried.length} vehicles`,
        effect: `Each vehicle after the first is ${Math.round(table.land.additionalVehicleDiscount * 100)}% less on the road.`,
      });
    }
  }
  return factors;
}

/**
 * The instant estimate: estimated miles, a price range for each way of shipping side by side and
 * transit days, from the rate table alone. It is a range, never a price: what it depends on and
 * what would change it travel with it (`factors`, `notIncluded`).
 */
/** What a visitor sees instead of an estimate that failed its own check. */
export const UNCHECKED_ESTIMATE_REASON =
  'An agent will price this shipment: our instant estimate for it did not pass its own checks, so we will not show a figure we cannot stand behind.';

/** Sane bounds for a finished estimate, whatever the table says (per vehicle). */
export const ESTIMATE_BOUNDS = {
  /** Dollars, per vehicle, any option. */
  leastPerVehicle: 100,
  mostPerVehicle: 60_000,
  /** Dollars per mile per vehicle, on routes of 200 miles and more. */
  leastPerMile: 0.05,
  mostPerMile: 30,
  mostDays: 120,
} as const;

/**
 * Why a finished estimate must not be shown or e-mailed; empty when it can. Every option's range
 * is finite and ordered (low below high), within sane bounds per vehicle and per mile; transit days
 * are finite and ordered; enclosed costs more than open at both ends.
 */
export function estimateProblems(estimate: Estimate): string[] {
  const problems: string[] = [];
  const bounds = ESTIMATE_BOUNDS;
  const vehicles = Math.max(1, estimate.vehicleCount);
  if (!Number.isFinite(estimate.miles) || estimate.miles < 0)
    problems.push(`miles ${estimate.miles} is not a distance`);
  if (estimate.options.length === 0) problems.push('no option was priced');
  for (const option of estimate.options) {
    const [low, high] = option.price;
    const [fastest, slowest] = option.transitDays;
    if (!Number.isFinite(low) || !Number.isFinite(high) || !(low < high)) {
      problems.push(`${option.id}: the price ${low} to ${high} is not a range from low to high`);
      continue;
    }
    if (low / vehicles < bounds.leastPerVehicle || high / vehicles > bounds.mostPerVehicle)
      problems.push(
        `${option.id}: ${low} to ${high} for ${vehicles} vehicle(s) is outside $${bounds.leastPerVehicle} to $${bounds.mostPerVehicle} a vehicle`,
      );
    if (
      estimate.miles >= 200 &&
      (low / vehicles / estimate.miles < bounds.leastPerMile || high / vehicles / estimate.miles > bounds.mostPerMile)
    )
      problems.push(
        `${option.id}: ${low} to ${high} over ${estimate.miles} miles is outside $${bounds.leastPerMile} to $${bounds.mostPerMile} a mile a vehicle`,
      );
    if (
      !Number.isFinite(fastest) ||
      !Number.isFinite(slowest) ||
      fastest < 1 ||
      fastest > slowest ||
      slowest > bounds.mostDays
    )
      problems.push(`${option.id}: ${fastest} to ${slowest} transit days is not a range of days`);
  }
  const open = estimate.options.find((option) => option.id === 'open');
  const enclosed = estimate.options.find((option) => option.id === 'enclosed');
  if (open && enclosed && !(enclosed.price[0] > open.price[0] && enclosed.price[1] > open.price[1]))
    problems.push(`enclosed ${enclosed.price.join(' to ')} is not above open ${open.price.join(' to ')}`);
  if (!estimate.options.some((option) => option.id === estimate.selected))
    problems.push(`the selected option ${estimate.selected} was not priced`);
  return problems;
}

/**
 * The estimate for a shipment under a rate table, checked before anyone sees it: one that fails
 * its check (see estimateProblems) is logged and becomes "an agent will price this", never shown
 * or e-mailed as a figure.
 */
export function estimateShipment(input: PricingInput, table: RateTable): EstimateResult {
  const result = uncheckedEstimate(input, table);
  if (result.kind !== 'estimate') return result;
  const problems = estimateProblems(result);
  if (problems.length === 0) return result;
  console.error(
    `[estimate] rates ${table.version}: refused an estimate from ${input.origin.label} to ${input.destination.label} (${problems.join('; ')}); an agent prices it`,
  );
  return { kind: 'by-hand', rateVersion: table.version, reason: UNCHECKED_ESTIMATE_REASON, miles: result.miles };
}

function uncheckedEstimate(input: PricingInput, table: RateTable): EstimateResult {
  const kind = routeKindOf(input.origin, input.destination);
  const miles = Math.round(greatCircleMiles(input.origin, input.destination) * table.circuityFactor);
  if (input.vehicles.length === 0)
    return { kind: 'by-hand', rateVersion: table.version, reason: 'No vehicle to price.', miles };
  if (typeof kind === 'object') return { kind: 'by-hand', rateVersion: table.version, reason: kind.byHand, miles };
  const lane =
    kind === 'international'
      ? table.lanes.find((candidate) =>
          candidate.countries.includes(
            (isRoadNetwork(input.origin) ? input.destination : input.origin).country.toUpperCase(),
          ),
        )
      : undefined;
  if (kind === 'international' && !lane) {
    return {
      kind: 'by-hand',
      rateVersion: table.version,
      reason: 'An agent prices shipping to and from this country by hand.',
      miles: null,
    };
  }
  for (const vehicle of input.vehicles) {
    const reason = categoryByHandReason(vehicle, table, kind);
    if (reason) return { kind: 'by-hand', rateVersion: table.version, reason, miles };
    // A size past what the table prices (a superload, a boat too tall) goes to an agent too.
    if ((kind === 'land' || kind === 'cross-border') && !isCarCarried(vehicleCategory(vehicle))) {
      const quote = ownTruckQuote(vehicle, miles, table);
      if ('byHand' in quote) return { kind: 'by-hand', rateVersion: table.version, reason: quote.byHand, miles };
    }
  }
  if (kind === 'hawaii' && input.vehicles.some((vehicle) => vehicle.inop)) {
    return {
      kind: 'by-hand',
      rateVersion: table.version,
      reason:
        'Ships to Hawaii take running vehicles only: an agent will look at the options for a vehicle that does not run.',
      miles,
    };
  }
  const window = pickupWindowOf(input.pickupWindow, table);
  const context: Context = {
    input,
    table,
    window,
    season: seasonEffect(input, table),
    vehicleFactors: [],
    factors: [],
    notIncluded: [],
  };
  const priced =
    kind === 'land' || kind === 'cross-border'
      ? landEstimate(context, kind)
      : kind === 'international'
        ? internationalEstimate(context, lane as OceanLane)
        : islandEstimate(context, kind);
  const hasRoad = priced.legs.some((leg) => leg.mode === 'road');
  const selected: OptionId =
    kind === 'international'
      ? input.transportType === 'Enclosed' || !priced.options.some((option) => option.id === 'roro')
        ? 'container'
        : 'roro'
      : input.transportType === 'Enclosed' && priced.options.some((option) => option.id === 'enclosed')
        ? 'enclosed'
        : 'open';
  const fastest = table.pickupWindows.reduce((max, candidate) => Math.max(max, candidate.multiplier), 1);
  const factors: EstimateFactor[] = [
    {
      label: 'The carrier’s price on the day',
      effect:
        'The range is where prices for this route and vehicle usually fall; your agent confirms the price before anything is booked.',
    },
    {
      label: `Distance: about ${priced.miles.toLocaleString('en-US')} miles`,
      effect: 'Estimated from the straight-line distance; the carrier’s actual route may be longer or shorter.',
    },
    ...(hasRoad && kind !== 'international' && input.vehicles.some((vehicle) => isCarCarried(vehicleCategory(vehicle)))
      ? [
          {
            label: 'Open or enclosed',
            effect: `An enclosed trailer costs about ${percent(table.land.enclosedMultiplier)} more on the road than an open one.`,
          },
        ]
      : []),
    ...vehicleFactors(input, table, hasRoad),
    ...context.vehicleFactors,
    ...context.season.factors,
    ...(hasRoad
      ? [
          {
            label: `Pickup window: ${window.label.toLowerCase()}`,
            effect:
              window.multiplier > 1
                ? `A faster pickup costs more: this one adds ${percent(window.multiplier)} on the road.`
                : `A guaranteed faster pickup costs up to ${percent(fastest)} more on the road.`,
          },
        ]
      : []),
    ...context.factors,
  ];
  return {
    kind: 'estimate',
    rateVersion: table.version,
    routeKind: priced.routeKind,
    miles: priced.miles,
    legs: priced.legs,
    options: priced.options.map((option) => ({
      ...option,
      price: roundBand(option.price, table.roundTo),
      transitDays: roundDays(option.transitDays),
    })),
    selected,
    pickupWindow: { id: window.id, label: window.label, businessDays: window.businessDays },
    vehicleCount: input.vehicles.length,
    factors,
    notIncluded: context.notIncluded,
  };
}
