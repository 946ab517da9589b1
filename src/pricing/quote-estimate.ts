import { estimateShipment, type EstimateResult, type PricedVehicleType, type ShippingMethodChoice } from './estimate';
import { locateQuotePlace } from './locate';
import type { PickupWindowId, RateTable } from './rate-table';
import type { LeadRoute } from '../types/lead-route';
import type { VehicleCategory, VehicleFacts } from '../quote/vehicle-categories';

/** What an estimate needs from a quote: the lead payload's route, date, transport and vehicles (SPEC §3). */
export interface QuoteEstimateRequest extends LeadRoute {
  shipDate: string;
  transportType: 'Open' | 'Enclosed';
  /** SPEC §3's type and running state; the category and its facts when the vehicle names them. */
  vehicles: { type?: string; inop?: number; category?: VehicleCategory; facts?: VehicleFacts }[];
  shippingMethod?: string;
  pickupWindow?: PickupWindowId;
}

const PRICED_TYPES: readonly string[] = ['Car', 'SUV', 'Pickup', 'Van'];
const SHIPPING_METHODS: readonly string[] = ['Door to port', 'Port to port', 'Port to door'];

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
      vehicles: request.vehicles.map((vehicle) => ({
        type: (PRICED_TYPES.includes(vehicle.type ?? '') ? vehicle.type : 'Car') as PricedVehicleType,
        inop: vehicle.inop === 1,
        ...(vehicle.category ? { category: vehicle.category } : {}),
        ...(vehicle.facts ? { facts: vehicle.facts } : {}),
      })),
      pickupWindow: request.pickupWindow,
      shippingMethod: SHIPPING_METHODS.includes(request.shippingMethod ?? '')
        ? (request.shippingMethod as ShippingMethodChoice)
        : undefined,
    },
    table,
  );
}
