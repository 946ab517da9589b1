import type { ContentBlock, RouteFigures } from '../types/content';
import type { RateTable } from './rate-table';
import { routeEstimateFor, TYPICAL_VEHICLES } from './route-estimate';
import type { VehicleCategory } from '../quote/vehicle-categories';

/**
 * A route card's figures (computed miles, open and enclosed ranges, transit) from the rate table in
 * force; null when either end is not a place the lookups know or the route is priced by hand.
 */
export function routeFiguresFor(
  from: string,
  to: string,
  table: RateTable,
  shipDate?: string,
  category: VehicleCategory = 'car',
): RouteFigures | null {
  const estimate = routeEstimateFor(from, to, table, shipDate, category);
  if (!estimate || estimate.kind !== 'estimate') return null;
  const open = estimate.options.find((option) => option.id === 'open');
  const enclosed = estimate.options.find((option) => option.id === 'enclosed');
  if (!open) return null;
  return {
    miles: estimate.miles,
    open: open.price,
    // Boats, RVs, machines, buses and containers travel open: no enclosed figure is made up for them.
    ...(enclosed ? { enclosed: enclosed.price } : {}),
    transitDays: open.transitDays,
    ...(category === 'car' ? {} : { pricedFor: TYPICAL_VEHICLES[category].text }),
  };
}

/**
 * Gives every StateCard block of a page its route figures (for the page's category: a boat page's
 * card prices a typical boat, never a car), so the card shows the computed distance
 * and an estimate range in the server-sent HTML (worked out once per route per build).
 */
export function withRouteFigures(
  blocks: ContentBlock[],
  table: RateTable,
  cache = new Map<string, RouteFigures | null>(),
  category: VehicleCategory = 'car',
): ContentBlock[] {
  if (!blocks.some((block) => block.kind === 'state-card')) return blocks;
  return blocks.map((block) => {
    if (block.kind !== 'state-card') return block;
    const key = `${block.from}\u0000${block.to}\u0000${category}`;
    if (!cache.has(key)) cache.set(key, routeFiguresFor(block.from, block.to, table, undefined, category));
    const estimate = cache.get(key);
    return estimate ? { ...block, estimate } : block;
  });
}
