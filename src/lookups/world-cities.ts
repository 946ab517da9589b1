import { processWide } from '../runtime/process-wide';
import { INDEX_FILE_NAMES, type WorldCitiesFile } from './index-format';
import { checkedIndexFile } from './index-files';
import { matchingCountries, type LocationQuery } from './location-query';
import { NamePrefixIndex } from './name-prefix-index';
import { foldText } from './search-text';
import type { WorldCitySuggestion } from './suggestions';

interface WorldCitiesIndex {
  file: WorldCitiesFile;
  names: NamePrefixIndex;
  foldedCountryNames: string[];
}

export function worldCitiesIndex(): WorldCitiesIndex {
  return processWide('lookups:worldCitiesIndex', () => {
    const file = checkedIndexFile<WorldCitiesFile>(
      () => require('./data/world-cities.json'),
      INDEX_FILE_NAMES.worldCities,
    );
    return {
      file,
      names: new NamePrefixIndex(
        file.cities.map(([name, asciiName], item) => ({ item, foldedNames: [foldText(name), foldText(asciiName)] })),
      ),
      foldedCountryNames: file.countries.map(([name]) => foldText(name)),
    };
  });
}

/** World cities whose name starts with the query's name, in the countries its qualifier names; most populous first. */
export function findWorldCities({ name, qualifier }: LocationQuery, limit: number): WorldCitySuggestion[] {
  if (!name || limit <= 0) return [];
  const index = worldCitiesIndex();
  const { cities, countries } = index.file;
  const allowed =
    qualifier === undefined ? undefined : matchingCountries(countries, index.foldedCountryNames, qualifier);
  if (allowed?.size === 0) return [];
  const accept = allowed && ((city: number) => allowed.has(countries[cities[city][2]][1]));
  return index.names.bestMatches(name, limit, accept).map(({ item }) => {
    const [City, , country, lat, lng] = cities[item];
    const [Country, CountryID] = countries[country];
    return { City, Country, CountryID, lat, lng };
  });
}
