import { estimateShipment, type Estimate, type PricingInput } from '../estimate';
import { DEFAULT_RATE_TABLE } from '../rate-table';

/** A place in the United States, as the lookups give it to the estimate. */
export const usPlace = (label: string, lat: number, lng: number, state: string) => ({
  label,
  lat,
  lng,
  state,
  country: 'US',
  isPort: false,
});

/** The built-in table's estimate of a land route (tests of what shows an estimate). */
export const landEstimate = (request: PricingInput): Estimate =>
  estimateShipment(request, DEFAULT_RATE_TABLE) as Estimate;
