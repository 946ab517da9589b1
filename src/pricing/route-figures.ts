import type { ContentBlock, RouteFigures } from '../types/content';
import type { RateTable } from './rate-table';
import { routeEstimateFor } from './route-estimate';

/**
 * A route card's figures (computed miles, open and enclosed ranges, transit) from the rate table in
 * force; null when either end is not a place the lookups know or the route is priced by hand.
 */
export function routeFiguresFor(from: string, to: string, table: RateTable, shipDate?: string): RouteFigures | null {
  const estimate = routeEstimateFor(from, to, table, shipDate);
  if (!estimate || estimate.kind !== 'estimate') return null;
  const open = estimate.options.find((option) => option.id === 'open');
  const enclosed = estimate.options.find((option) => option.id === 'enclosed');
  if (!open || !enclosed) return null;
  return {
    miles: estimate.miles,
    open: open.price,
    enclosed: enclosed.price,
    transitDays: open.transitDays,
  };
}

/**
 * Gives every StateCard block of a page its route figures, so the card shows the computed distance
 * and an estimate range in the server-sent HTML (worked out once per route per build).
 */
export function withRouteFigures(
  blocks: ContentBlock[],
  table: RateTable,
  cache = new Map<string, RouteFigures | null>(),
): ContentBlock[] {
  if (!blocks.some((block) => block.kind === 'state-card')) return blocks;
  return blocks.map((block) => {
    if (block.kind !== 'state-card') return block;
    const key = `${block.from}\u0000${block.to}`;
    if (!cache.has(key)) cache.set(key, routeFiguresFor(block.from, block.to, table));
    const estimate = cache.get(key);
    return estimate ? { ...block, estimate } : block;
  });
}
