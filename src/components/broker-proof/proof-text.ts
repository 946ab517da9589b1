import type { BrokerCredentials, RatingSummary } from '../../types/content';

/**
 * A whole number with its thousands grouped, as en-US writes it ("1,264"). Written out rather than
 * through Intl.NumberFormat: building the first formatter loads the browser's locale data, and at
 * this module's top it cost a phone about 60 ms of one long task while the home page hydrated
 * (its blocking time rose from about 100 ms to over 200 ms).
 */
export function groupedWhole(value: number): string {
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/** The highest rating a review site gives. */
export const BEST_RATING = 5;

/** "USDOT 3498127" and "MC-1163054", as the FMCSA writes them. */
export const usdotText = (credentials: BrokerCredentials): string => `USDOT ${credentials.usdot}`;
export const mcText = (credentials: BrokerCredentials): string => `MC-${credentials.mc}`;

/** "Rated 4.8 out of 5 from 1,264 Google reviews". */
export const ratingText = (rating: RatingSummary): string =>
  `Rated ${rating.average.toFixed(1)} out of ${BEST_RATING} from ${groupedWhole(rating.count)} ${rating.source}`;

/** "$1,000,000". */
export const insuranceAmount = (dollarsCovered: number): string => `$${groupedWhole(dollarsCovered)}`;
