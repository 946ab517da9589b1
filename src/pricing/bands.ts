import type { Band } from './rate-table';
import { thousands } from '../text/numbers';

/** Low and high added up, end by end. */
export const sumBands = (...bands: Band[]): Band => [
  bands.reduce((sum, band) => sum + band[0], 0),
  bands.reduce((sum, band) => sum + band[1], 0),
];

/** A band times a number, or end by end times another band (a multiplier's low and high). */
export const scale = (band: Band, by: Band | number): Band =>
  typeof by === 'number' ? [band[0] * by, band[1] * by] : [band[0] * by[0], band[1] * by[1]];

/** "$1,320": whole dollars, as the estimate's factors write them. */
export const money = (value: number) => `$${thousands(Math.round(value))}`;
