import type { LeadRoute } from '../types/lead-route';
import type { PickupWindowId } from './rate-table';

/**
 * What a quote asks the estimate, apart from the estimate itself (quote-estimate.ts), which finds
 * places through the lookup indexes: a module that only stores or forwards a request (the lead
 * store, the order's Functions) imports this one and carries no index.
 */

/** A vehicle as a quote carries it: SPEC's type and running state, and the category and facts when it has them. */
export interface QuoteEstimateVehicle {
  type?: string;
  inop?: number;
  category?: string;
  facts?: unknown;
}

/** What an estimate needs from a quote: the lead payload's route, date, transport and vehicles (SPEC §3). */
export interface QuoteEstimateRequest extends LeadRoute {
  shipDate: string;
  transportType: 'Open' | 'Enclosed';
  vehicles: QuoteEstimateVehicle[];
  shippingMethod?: string;
  pickupWindow?: PickupWindowId;
}

/** What the estimate reads of a quote's vehicle (the stored request keeps the category and facts it priced). */
export const estimateVehicleOf = ({ type, inop, category, facts }: QuoteEstimateVehicle): QuoteEstimateVehicle => ({
  type,
  inop,
  ...(category !== undefined ? { category } : {}),
  ...(facts !== undefined ? { facts } : {}),
});
