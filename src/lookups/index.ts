/** The quote form's offline lookups; the Gatsby Functions in src/api are thin adapters over these. */
import { placesIndex } from './city-zip-lookup';
import { seaportsIndex } from './city-port-lookup';
import { vehicleCatalog } from './vehicle-catalog';
import { worldCitiesIndex } from './world-cities';

export { autocomplete } from './autocomplete';
export { cityPortLookup, PORT_NAME_PREFIX } from './city-port-lookup';
export { cityZipLookup } from './city-zip-lookup';
export { makeLookup, MAX_MAKE_SUGGESTIONS } from './make-lookup';
export { modelLookup } from './model-lookup';
export { DATA_ATTRIBUTION_LINE, DATA_ATTRIBUTIONS, type DataAttribution } from './attribution';
export { MAX_QUERY_LENGTH } from './search-text';
export { VEHICLE_TYPES, type VehicleType } from './index-format';
export {
  MAX_LOCATION_SUGGESTIONS,
  type CitySuggestion,
  type MakeSuggestion,
  type ModelSuggestion,
  type PortLookupSuggestion,
  type PortSuggestion,
  type WorldCitySuggestion,
} from './suggestions';

export interface LookupIndexSummary {
  postalCodes: number;
  domesticCities: number;
  worldCities: number;
  seaports: number;
  makes: number;
  models: number;
  /** How long loading took; near 0 when the indexes were already warm. */
  milliseconds: number;
}

/** Loads and indexes every lookup file now rather than on the first query (for a warm-up endpoint). */
export function preloadLookupIndexes(): LookupIndexSummary {
  const started = Date.now();
  const places = placesIndex().file;
  const worldCities = worldCitiesIndex().file;
  const seaports = seaportsIndex().file;
  const catalog = vehicleCatalog();
  return {
    postalCodes: places.postalCodes.length,
    domesticCities: places.cities.length,
    worldCities: worldCities.cities.length,
    seaports: seaports.ports.length,
    makes: catalog.makes.length,
    models: catalog.makes.reduce((sum, make) => sum + make.models.length, 0),
    milliseconds: Date.now() - started,
  };
}
