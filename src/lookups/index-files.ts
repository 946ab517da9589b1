import path from 'path';
import { runtimeEnv, runtimeRequire } from '../server/runtime';
import {
  INDEX_FILE_NAMES,
  LOOKUP_INDEX_VERSION,
  type PlacesFile,
  type SeaportsFile,
  type VehiclesFile,
  type WorldCitiesFile,
} from './index-format';

/**
 * The compiled indexes are read from disk when first needed (Node keeps them in its module cache).
 * They are not bundled into the Functions: `gatsby serve` loads a Function's bundle again on every
 * request, and megabytes of JSON inside it would be parsed each time. LOOKUP_DATA_DIR points
 * elsewhere where the site does not run from its own folder.
 */
const dataFile = (fileName: string) => path.resolve(runtimeEnv().LOOKUP_DATA_DIR || 'src/lookups/data', fileName);

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
  checked<PlacesFile>(() => runtimeRequire(dataFile('places.json')), INDEX_FILE_NAMES.places);

export const readWorldCitiesFile = (): WorldCitiesFile =>
  checked<WorldCitiesFile>(() => runtimeRequire(dataFile('world-cities.json')), INDEX_FILE_NAMES.worldCities);

export const readSeaportsFile = (): SeaportsFile =>
  checked<SeaportsFile>(() => runtimeRequire(dataFile('seaports.json')), INDEX_FILE_NAMES.seaports);

export const readVehiclesFile = (): VehiclesFile =>
  checked<VehiclesFile>(() => runtimeRequire(dataFile('vehicles.json')), INDEX_FILE_NAMES.vehicles);
