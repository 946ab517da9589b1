import {
  INDEX_FILE_NAMES,
  LOOKUP_INDEX_VERSION,
  type PlacesFile,
  type SeaportsFile,
  type VehiclesFile,
  type WorldCitiesFile,
} from './index-format';

/**
 * The compiled indexes are loaded with require() and literal paths so that webpack bundles them
 * into every Gatsby Function that uses a lookup, and Jest reads them straight from src/lookups/data.
 * A require() is evaluated on first call only, so a Function parses just the files it needs,
 * and the type checker never has to infer types for megabytes of JSON.
 */
function checked<T extends { version: number }>(load: () => unknown, fileName: string): T {
  let file: unknown;
  try {
    file = load();
  } catch (error) {
    throw new Error(
      `Missing lookup index src/lookups/data/${fileName}: run npx tsx scripts/build-lookup-indexes.ts (${String(error)})`,
    );
  }
  if ((file as Partial<T> | null)?.version !== LOOKUP_INDEX_VERSION) {
    throw new Error(
      `src/lookups/data/${fileName} was compiled for another version: run npx tsx scripts/build-lookup-indexes.ts`,
    );
  }
  return file as T;
}

export const readPlacesFile = (): PlacesFile =>
  checked<PlacesFile>(() => require('./data/places.json'), INDEX_FILE_NAMES.places);

export const readWorldCitiesFile = (): WorldCitiesFile =>
  checked<WorldCitiesFile>(() => require('./data/world-cities.json'), INDEX_FILE_NAMES.worldCities);

export const readSeaportsFile = (): SeaportsFile =>
  checked<SeaportsFile>(() => require('./data/seaports.json'), INDEX_FILE_NAMES.seaports);

export const readVehiclesFile = (): VehiclesFile =>
  checked<VehiclesFile>(() => require('./data/vehicles.json'), INDEX_FILE_NAMES.vehicles);
