import { processWide } from '../runtime/process-wide';
import { INDEX_FILE_NAMES, type PlacesFile, type RegionRow } from './index-format';
import { checkedIndexFile } from './index-files';
import { NamePrefixIndex, firstAtOrAfter } from './name-prefix-index';
import { foldText, readQuery } from './search-text';
import { MAX_LOCATION_SUGGESTIONS, type CitySuggestion } from './suggestions';

/** Canada Post never uses D, F, I, O, Q, U, W or Z as an FSA's first letter. */
const CANADIAN_POSTAL_CODE = /^[ABCEGHJKLMNPRSTVXY]\d(?:[A-Z](?:\d(?:[A-Z]\d?)?)?)?$/;
/** A ZIP or the start of one. */
const US_ZIP_PREFIX = /^\d{1,5}$/;
/** A ZIP+4, or a ZIP followed by the rest of an address ("90210, CA"). */
const US_ZIP_WITH_MORE = /^(\d{5})(?:-?\d{4})?(?:[\s,].*)?$/;

/** Words after the comma that mean the whole country rather than a state or province. */
const COUNTRY_WORDS: Readonly<Record<string, 'US' | 'CA'>> = {
  us: 'US',
  usa: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  canada: 'CA',
};

interface PlacesIndex {
  file: PlacesFile;
  codes: string[];
  cityNames: NamePrefixIndex;
  regionByCode: Map<string, number>;
  foldedRegionNames: string[];
}

export function placesIndex(): PlacesIndex {
  return processWide('lookups:placesIndex', () => {
    const file = checkedIndexFile<PlacesFile>(() => require('./data/places.json'), INDEX_FILE_NAMES.places);
    return {
      file,
      codes: file.postalCodes.map(([code]) => code),
      cityNames: new NamePrefixIndex(file.cities.map(([name], item) => ({ item, foldedNames: [foldText(name)] }))),
      regionByCode: new Map(file.regions.map(([stateId], index) => [stateId.toLowerCase(), index])),
      foldedRegionNames: file.regions.map(([, stateName]) => foldText(stateName)),
    };
  });
}

/**
 * Suggestions for the domestic origin and destination fields: USA (with its territories) and Canada.
 * A ZIP or postal-code prefix lists the codes that start with it, the exact one first; a city name
 * prefix lists cities biggest first, each with its main postal code; "City, ST" narrows to a state
 * or province. Untrusted input: anything odd gives [].
 */
export function cityZipLookup(input: unknown): CitySuggestion[] {
  const query = readQuery(input);
  if (!query) return [];
  const index = placesIndex();

  if (US_ZIP_PREFIX.test(query)) return postalCodeSuggestions(index, query);
  const zip = US_ZIP_WITH_MORE.exec(query);
  if (zip) return postalCodeSuggestions(index, zip[1]);
  if (/^\d/.test(query)) return [];

  const compact = query.toUpperCase().replace(/[\s-]+/g, '');
  if (CANADIAN_POSTAL_CODE.test(compact)) {
    // A full postal code is kept as typed (normalised), since it is more precise than its FSA.
    const fullCode = compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : undefined;
    return postalCodeSuggestions(index, compact.slice(0, 3), fullCode);
  }

  const comma = query.lastIndexOf(',');
  if (comma >= 0) {
    const city = foldText(query.slice(0, comma));
    const qualifier = foldText(query.slice(comma + 1));
    const narrowed = citySuggestions(index, city, matchingRegions(index, qualifier));
    // "Toronto, CA": CA is California first, but people also write it for Canada.
    return narrowed.length || qualifier !== 'ca'
      ? narrowed
      : citySuggestions(index, city, matchingRegions(index, 'canada'));
  }
  const folded = foldText(query);
  const suggestions = citySuggestions(index, folded);
  if (suggestions.length) return suggestions;
  // "Miami FL": a trailing state or province code without the comma.
  const lastSpace = folded.lastIndexOf(' ');
  const region = lastSpace > 0 ? index.regionByCode.get(folded.slice(lastSpace + 1)) : undefined;
  return region === undefined ? [] : citySuggestions(index, folded.slice(0, lastSpace), new Set([region]));
}

/** The regions "ST" names after a comma: a code ("fl"), the start of a name ("flor"), or a country; undefined when blank. */
function matchingRegions(index: PlacesIndex, qualifier: string): Set<number> | undefined {
  if (!qualifier) return undefined;
  const regions = new Set<number>();
  const byCode = index.regionByCode.get(qualifier);
  if (byCode !== undefined) regions.add(byCode);
  const country = COUNTRY_WORDS[qualifier];
  index.file.regions.forEach(([, , countryId]: RegionRow, region) => {
    if (index.foldedRegionNames[region].startsWith(qualifier) || countryId === country) regions.add(region);
  });
  return regions;
}

function citySuggestions(index: PlacesIndex, prefix: string, regions?: Set<number>): CitySuggestion[] {
  if (!prefix || regions?.size === 0) return [];
  const { cities, postalCodes } = index.file;
  const accept = regions && ((city: number) => regions.has(cities[city][1]));
  return index.cityNames
    .bestMatches(prefix, MAX_LOCATION_SUGGESTIONS, accept)
    .map(({ item }) => suggestionFor(index, postalCodes[cities[item][2]][0], item, cities[item][2]));
}

function postalCodeSuggestions(index: PlacesIndex, prefix: string, fullCode?: string): CitySuggestion[] {
  const suggestions: CitySuggestion[] = [];
  for (let at = firstAtOrAfter(index.codes, prefix); at < index.codes.length; at++) {
    const code = index.codes[at];
    if (!code.startsWith(prefix) || suggestions.length >= MAX_LOCATION_SUGGESTIONS) break;
    suggestions.push(
      suggestionFor(index, fullCode && code === prefix ? fullCode : code, index.file.postalCodes[at][1], at),
    );
  }
  return suggestions;
}

function suggestionFor(index: PlacesIndex, zip: string, city: number, postalCode: number): CitySuggestion {
  const [name, region] = index.file.cities[city];
  const [StateId, StateName, CountryID] = index.file.regions[region];
  const [, , lat, lng] = index.file.postalCodes[postalCode];
  return { City: name, StateId, StateName, Zip: zip, CountryID, lat, lng };
}
