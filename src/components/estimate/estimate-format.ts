import type { Band } from '../../pricing/rate-table';
import { thousands } from '../../text/numbers';

export { thousands };

export const money = (value: number) => `$${thousands(value)}`;

/** "$1,320 – $2,220": an estimate is always shown as a range. */
export const priceRange = ([low, high]: Band) => `${money(low)} – ${money(high)}`;

/** "7–9 days", "1 day". */
export const dayRange = ([low, high]: Band, unit = 'days') =>
  low === high ? `${low} ${low === 1 ? unit.replace(/s$/, '') : unit}` : `${low}–${high} ${unit}`;

export const milesText = (miles: number) => `About ${thousands(miles)} miles`;

/** Who calls and when (reliability of trust: one broker, one call), shown with every estimate. */
export const NEXT_STEP_TEXT =
  'A Velmora agent, and nobody else, will call or e-mail you within one business hour to confirm the price with a carrier and your pickup window. We do not pass your details to other brokers.';

export const NOT_A_PRICE_TEXT =
  'An estimate, not a fixed price: your agent confirms the price with a carrier before anything is booked, and you are charged only once a shipping partner is confirmed.';
