import { parseLocationQuery } from './location-query';
import { readQuery } from './search-text';
import { MAX_LOCATION_SUGGESTIONS, type WorldCitySuggestion } from './suggestions';
import { findWorldCities } from './world-cities';

/**
 * Suggestions for the international origin and destination fields: cities of the world, most
 * populous first; "City, Country" (or an ISO code: "Paris, FR") narrows to a country.
 * Untrusted input: anything odd gives [].
 */
export function autocomplete(input: unknown): WorldCitySuggestion[] {
  const query = readQuery(input);
  if (!query) return [];
  return findWorldCities(parseLocationQuery(query), MAX_LOCATION_SUGGESTIONS);
}
