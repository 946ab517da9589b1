import type { CountryRow } from './index-format';
import { foldText } from './search-text';

/** A typed location split at its last comma: "Paris, France" → name "paris", qualifier "france". */
export interface LocationQuery {
  name: string;
  /** Folded text after the comma; undefined without a comma or when blank. */
  qualifier?: string;
}

export function parseLocationQuery(query: string): LocationQuery {
  const comma = query.lastIndexOf(',');
  if (comma < 0) return { name: foldText(query) };
  const qualifier = foldText(query.slice(comma + 1));
  return { name: foldText(query.slice(0, comma)), qualifier: qualifier || undefined };
}

/** Everyday names for countries whose dataset name people rarely type. */
const COUNTRY_NICKNAMES: Readonly<Record<string, string>> = {
  usa: 'US',
  america: 'US',
  'united states of america': 'US',
  uk: 'GB',
  britain: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  uae: 'AE',
  emirates: 'AE',
  holland: 'NL',
  'south korea': 'KR',
};

/** ISO2 codes of the countries a qualifier names: by code ("de"), nickname ("uk") or the start of a name ("germ"). */
export function matchingCountries(
  countries: readonly CountryRow[],
  foldedNames: readonly string[],
  qualifier: string,
): Set<string> {
  const matches = new Set<string>();
  const nickname = COUNTRY_NICKNAMES[qualifier];
  if (nickname) matches.add(nickname);
  countries.forEach(([, iso2], index) => {
    if (iso2.toLowerCase() === qualifier || foldedNames[index].startsWith(qualifier)) matches.add(iso2);
  });
  return matches;
}
