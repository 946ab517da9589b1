import { thousands } from '../../text/numbers';
import type { BrokerCredentials, RatingSummary } from '../../types/content';

/** The highest rating a review site gives. */
export const BEST_RATING = 5;

/** "USDOT 3498127" and "MC-1163054", as the FMCSA writes them. */
export const usdotText = (credentials: BrokerCredentials): string => `USDOT ${credentials.usdot}`;
export const mcText = (credentials: BrokerCredentials): string => `MC-${credentials.mc}`;

/** "Rated 4.8 out of 5 from 1,264 Google reviews". */
export const ratingText = (rating: RatingSummary): string =>
  `Rated ${rating.average.toFixed(1)} out of ${BEST_RATING} from ${thousands(rating.count)} ${rating.source}`;

/** "$1,000,000". */
export const insuranceAmount = (dollarsCovered: number): string => `$${thousands(dollarsCovered)}`;
