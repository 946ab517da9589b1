import defaultRates from './default-rates.json';
import type { VehicleCategory } from '../quote/vehicle-categories';
import type { RateTable } from './rate-rules';

/**
 * The rate table the estimate prices with: its shape and its rules are in `rate-rules.ts` (shared
 * with the CMS, which checks the Pricing rates form with them), its starting figures in
 * default-rates.json.
 */
export type {
  Band,
  CarShareRates,
  CategoryRates,
  DriveOrHaulRates,
  LengthBand,
  MachineRates,
  MileBand,
  OceanLane,
  PickupWindow,
  PickupWindowId,
  Port,
  RateTable,
  Trailer,
  TrailerId,
} from './rate-rules';
export { rateTableProblems } from './rate-rules';

/** The categories a car carrier takes, priced from a running car's land price. */
export const CAR_CARRIED: readonly VehicleCategory[] = [
  'car',
  'suv',
  'pickup',
  'van',
  'classic',
  'motorcycle',
  'utv',
  'golf-cart',
];

/** The table the site starts with and falls back to (and the CMS is seeded with): default-rates.json. */
export const DEFAULT_RATE_TABLE: RateTable = Object.freeze(defaultRates as unknown as RateTable);
