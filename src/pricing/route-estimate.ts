import { estimateShipment, type EstimateResult, type PricingVehicle } from './estimate';
import { locateRouteText } from './locate';
import type { RateTable } from './rate-table';
import type { VehicleCategory } from '../quote/vehicle-categories';

/**
 * What a route card prices on a page about one category: a typical one of its kind, said on the
 * card ("for a typical 24 ft boat on its own trailer"). A car page's card prices a running car.
 */
export const TYPICAL_VEHICLES: Readonly<Record<VehicleCategory, { vehicle: PricingVehicle; text: string }>> = {
  car: { vehicle: { type: 'Car', inop: false }, text: 'a running car' },
  suv: { vehicle: { type: 'SUV', inop: false, category: 'suv' }, text: 'a running SUV' },
  pickup: { vehicle: { type: 'Pickup', inop: false, category: 'pickup' }, text: 'a running pickup' },
  van: { vehicle: { type: 'Van', inop: false, category: 'van' }, text: 'a running van' },
  classic: { vehicle: { type: 'Car', inop: false, category: 'classic' }, text: 'a running classic car' },
  motorcycle: { vehicle: { type: 'Car', inop: false, category: 'motorcycle' }, text: 'a running motorcycle' },
  utv: { vehicle: { type: 'Car', inop: false, category: 'utv' }, text: 'a running UTV' },
  'golf-cart': { vehicle: { type: 'Car', inop: false, category: 'golf-cart' }, text: 'a golf cart' },
  boat: {
    vehicle: { type: 'Car', inop: false, category: 'boat', facts: { lengthFt: 24, beamFt: 8.5, onOwnTrailer: true } },
    text: 'a typical 24 ft boat on its own trailer',
  },
  rv: {
    vehicle: { type: 'Car', inop: false, category: 'rv', facts: { rvType: 'class-c', lengthFt: 30, drivable: true } },
    text: 'a typical 30 ft Class C motorhome, driven',
  },
  equipment: {
    vehicle: {
      type: 'Car',
      inop: false,
      category: 'equipment',
      facts: { lengthFt: 28, widthFt: 8.5, heightFt: 9.5, weightLb: 30_000 },
    },
    text: 'a typical legal-size machine (a 15-ton excavator, 8 ft 6 in wide)',
  },
  farm: {
    vehicle: {
      type: 'Car',
      inop: false,
      category: 'farm',
      facts: { lengthFt: 16, widthFt: 8, heightFt: 9.5, weightLb: 12_000 },
    },
    text: 'a typical utility tractor',
  },
  bus: {
    vehicle: { type: 'Car', inop: false, category: 'bus', facts: { lengthFt: 40, drivable: true } },
    text: 'a typical 40 ft bus, driven',
  },
  container: {
    vehicle: { type: 'Car', inop: false, category: 'container', facts: { containerSize: '40' } },
    text: 'a 40 ft container',
  },
};

/**
 * A route card's estimate ("Miami, FL" to "Boston, MA", or state names): computed miles and the
 * open and enclosed ranges for one running car (or the typical vehicle of the page's category) with a flexible pickup. Null when either end is
 * not a place the lookups know. Runs wherever the lookup indexes are: a Function, or the build
 * (createPages can hand the result to `RouteEstimate` through pageContext).
 */
export function routeEstimateFor(
  from: string,
  to: string,
  table: RateTable,
  shipDate = new Date().toISOString().slice(0, 10),
  category: VehicleCategory = 'car',
): EstimateResult | null {
  const origin = locateRouteText(from);
  const destination = locateRouteText(to);
  if (!origin || !destination) return null;
  return estimateShipment(
    { origin, destination, shipDate, transportType: 'Open', vehicles: [TYPICAL_VEHICLES[category].vehicle] },
    table,
  );
}
