// The lookup modules themselves, not the lookups' index: a Function bundles only the indexes it reaches.
import { cityPortLookup } from '../lookups/city-port-lookup';
import { cityZipLookup, placesIndex } from '../lookups/city-zip-lookup';
import type { CitySuggestion, PortSuggestion } from '../lookups/suggestions';
import { foldText } from '../lookups/search-text';
import type { PricingPlace } from './estimate';

/** One end of a quote as the lead payload holds it (SPEC §3). */
export interface QuotePlace {
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

const NORTH_AMERICA = new Set(['US', 'USA', 'CA']);
const isPortSuggestion = (suggestion: unknown): suggestion is PortSuggestion =>
  typeof suggestion === 'object' && suggestion !== null && 'PortName' in suggestion;

const fromCity = (suggestion: CitySuggestion): PricingPlace => ({
  label: `${suggestion.City}, ${suggestion.StateId}`,
  lat: suggestion.lat,
  lng: suggestion.lng,
  country: suggestion.CountryID,
  state: suggestion.StateId,
  isPort: false,
});

/** A port, or a city found in the world cities: a place without a state. */
const abroad = (label: string, at: { lat: number; lng: number }, country: string, isPort: boolean): PricingPlace => ({
  label,
  lat: at.lat,
  lng: at.lng,
  country,
  state: '',
  isPort,
});

/**
 * Puts one end of a quote on the map with the site's own lookup indexes: a US ZIP or Canadian
 * postal code first, then the city in its state; a place with a city and no postal code is a port
 * ("Port of" locations send none) or, abroad, a city. Null when nothing matches.
 */
export function locateQuotePlace(place: QuotePlace): PricingPlace | null {
  const country = place.country.trim().toUpperCase();
  const city = place.city.trim();
  const state = place.state.trim().toUpperCase();
  const postalCode = place.postalCode.trim().toUpperCase();

  if (NORTH_AMERICA.has(country) && postalCode) {
    const code = country === 'CA' ? postalCode.replace(/\s+/g, '').slice(0, 3) : postalCode.slice(0, 5);
    const match = cityZipLookup(code).find((suggestion) => suggestion.Zip.replace(/\s+/g, '').startsWith(code));
    if (match) return fromCity(match);
  }
  if (!city) return null;
  if (NORTH_AMERICA.has(country) && state) {
    const match = cityZipLookup(`${city}, ${state}`).find((suggestion) => suggestion.StateId === state);
    if (match) return fromCity(match);
  }

  const iso = country === 'USA' ? 'US' : country;
  const foldedCity = foldText(city);
  const suggestions = cityPortLookup(city).filter((suggestion) => suggestion.CountryID === iso);
  const port = suggestions
    .filter(isPortSuggestion)
    .find(
      (suggestion) =>
        foldText(suggestion.PortCity) === foldedCity || foldText(suggestion.PortName).endsWith(foldedCity),
    );
  if (port) return abroad(`${port.PortName}, ${port.PortCountry}`, port, iso, true);
  const worldCity = suggestions.find(
    (suggestion): suggestion is Extract<typeof suggestion, { City: string }> =>
      !isPortSuggestion(suggestion) && foldText(suggestion.City) === foldedCity,
  );
  if (worldCity) return abroad(`${worldCity.City}, ${worldCity.Country}`, worldCity, iso, false);
  return null;
}

/**
 * A place as route cards name it ("Miami, FL", "Toronto, ON", "Florida"): a city in a US state or
 * Canadian province, or a state or province on its own (its biggest city stands for it).
 */
export function locateRouteText(text: string): PricingPlace | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 100) return null;
  const state = stateCapital(trimmed);
  if (state) return state;
  const [match] = cityZipLookup(trimmed);
  return match ? fromCity(match) : null;
}

/** "Florida" or "FL" alone: the state's biggest city (the index lists cities biggest first). */
function stateCapital(text: string): PricingPlace | null {
  const index = placesIndex();
  const folded = foldText(text);
  const region = index.file.regions.findIndex(
    ([stateId], position) => index.foldedRegionNames[position] === folded || stateId.toLowerCase() === folded,
  );
  if (region < 0) return null;
  const city = index.file.cities.findIndex(([, cityRegion]) => cityRegion === region);
  if (city < 0) return null;
  const [, , postalCode] = index.file.cities[city];
  const [, , lat, lng] = index.file.postalCodes[postalCode];
  const [stateId, stateName, country] = index.file.regions[region];
  return { label: stateName, lat, lng, country, state: stateId, isPort: false };
}
