import { estimateShipment, type EstimateResult } from './estimate';
import { locateRouteText } from './locate';
import type { RateTable } from './rate-table';

/**
 * A route card's estimate ("Miami, FL" to "Boston, MA", or state names): computed miles and the
 * open and enclosed ranges for one running car with a flexible pickup. Null when either end is
 * not a place the lookups know. Runs wherever the lookup indexes are: a Function, or the build
 * (createPages can hand the result to `RouteEstimate` through pageContext).
 */
export function routeEstimateFor(
  from: string,
  to: string,
  table: RateTable,
  shipDate = new Date().toISOString().slice(0, 10),
): EstimateResult | null {
  const origin = locateRouteText(from);
  const destination = locateRouteText(to);
  if (!origin || !destination) return null;
  return estimateShipment(
    { origin, destination, shipDate, transportType: 'Open', vehicles: [{ type: 'Car', inop: false }] },
    table,
  );
}
