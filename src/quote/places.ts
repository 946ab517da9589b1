import type { CitySuggestion, PortSuggestion, WorldCitySuggestion } from '../lookups/suggestions';
import type { Place } from './quote-values';

/** SPEC §3: the location suggestion fields the form reads (City, StateId, StateName, Zip, CountryID, PortName, PortCity, PortCountry). */
export type LocationSuggestion = CitySuggestion | PortSuggestion | WorldCitySuggestion;

const isPort = (s: LocationSuggestion): s is PortSuggestion => 'PortName' in s;
const isUsOrCanadaPlace = (s: LocationSuggestion): s is CitySuggestion => 'StateId' in s;

/** What a suggestion reads as in the field and the list. */
export function suggestionText(suggestion: LocationSuggestion): string {
  if (isPort(suggestion)) return `${suggestion.PortName}, ${suggestion.PortCountry}`;
  if (isUsOrCanadaPlace(suggestion)) return `${suggestion.City}, ${suggestion.StateId} ${suggestion.Zip}`.trim();
  return `${suggestion.City}, ${suggestion.Country}`;
}

export function placeOf(suggestion: LocationSuggestion): Place {
  const display = suggestionText(suggestion);
  if (isPort(suggestion)) {
    return { display, city: suggestion.PortCity, state: '', postalCode: '', country: suggestion.CountryID };
  }
  if (isUsOrCanadaPlace(suggestion)) {
    return {
      display,
      city: suggestion.City,
      state: suggestion.StateId,
      postalCode: suggestion.Zip,
      country: suggestion.CountryID,
    };
  }
  return { display, city: suggestion.City, state: '', postalCode: '', country: suggestion.CountryID };
}
