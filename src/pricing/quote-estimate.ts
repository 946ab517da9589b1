import { estimateShipment, type EstimateResult, type PricedVehicleType, type ShippingMethodChoice } from './estimate';
import { locateQuotePlace } from './locate';
import type { RateTable } from './rate-table';
import type { QuoteEstimateRequest } from './quote-estimate-request';
import {
  CONTAINER_SIZES,
  FACT_BOUNDS,
  RV_TYPES,
  isVehicleCategory,
  type VehicleCategory,
  type VehicleFacts,
} from '../quote/vehicle-categories';

export { estimateVehicleOf, type QuoteEstimateRequest, type QuoteEstimateVehicle } from './quote-estimate-request';

const PRICED_TYPES: readonly string[] = ['Car', 'SUV', 'Pickup', 'Van'];
const SHIPPING_METHODS: readonly string[] = ['Door to port', 'Port to port', 'Port to door'];

const NUMERIC_FACTS = Object.keys(FACT_BOUNDS) as (keyof typeof FACT_BOUNDS)[];

/** The facts of a vehicle that are well formed (a number within its bounds, a yes or no, a known kind); the rest are dropped. */
export function pricingFactsOf(value: unknown): VehicleFacts | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const given = value as Record<string, unknown>;
  const facts: VehicleFacts = {};
  for (const fact of NUMERIC_FACTS) {
    const number = given[fact];
    const [least, most] = FACT_BOUNDS[fact];
    if (typeof number === 'number' && Number.isFinite(number) && number >= least && number <= most)
      facts[fact] = number;
  }
  for (const fact of ['onOwnTrailer', 'drivable'] as const)
    if (typeof given[fact] === 'boolean') facts[fact] = given[fact] as boolean;
  if ((RV_TYPES as readonly unknown[]).includes(given.rvType)) facts.rvType = given.rvType as VehicleFacts['rvType'];
  if ((CONTAINER_SIZES as readonly unknown[]).includes(given.containerSize))
    facts.containerSize = given.containerSize as VehicleFacts['containerSize'];
  return Object.keys(facts).length ? facts : undefined;
}

/** Places both ends with the lookup indexes, then prices the shipment; an unplaceable end goes to an agent. */
export function estimateQuote(request: QuoteEstimateRequest, table: RateTable): EstimateResult {
  const origin = locateQuotePlace({
    city: request.originCity,
    state: request.originState,
    postalCode: request.originPostalCode,
    country: request.originCountry,
  });
  const destination = locateQuotePlace({
    city: request.destinationCity,
    state: request.destinationState,
    postalCode: request.destinationPostalCode,
    country: request.destinationCountry,
  });
  if (!origin || !destination) {
    return {
      kind: 'by-hand',
      rateVersion: table.version,
      reason: `We could not place the ${origin ? 'delivery' : 'pickup'} location on our map: an agent will price the route.`,
      miles: null,
    };
  }
  return estimateShipment(
    {
      origin,
      destination,
      shipDate: request.shipDate,
      transportType: request.transportType === 'Enclosed' ? 'Enclosed' : 'Open',
      vehicles: request.vehicles.map((vehicle) => {
        const facts = pricingFactsOf(vehicle.facts);
        return {
          type: (PRICED_TYPES.includes(vehicle.type ?? '') ? vehicle.type : 'Car') as PricedVehicleType,
          inop: vehicle.inop === 1,
          ...(isVehicleCategory(vehicle.category) ? { category: vehicle.category as VehicleCategory } : {}),
          ...(facts ? { facts } : {}),
        };
      }),
      pickupWindow: request.pickupWindow,
      shippingMethod: SHIPPING_METHODS.includes(request.shippingMethod ?? '')
        ? (request.shippingMethod as ShippingMethodChoice)
        : undefined,
    },
    table,
  );
}
