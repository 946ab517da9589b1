import { foldText, isTextOrNothing, readQuery } from './search-text';
import type { MakeSuggestion } from './suggestions';
import { matchTier, readModelYear, vehicleCatalog, type CatalogMake } from './vehicle-catalog';

/** At most this many makes per answer; an empty input lists this many popular makes. */
export const MAX_MAKE_SUGGESTIONS = 20;

/**
 * Suggestions for the Make field: makes whose name (or a later word of it, or a nickname such as
 * "chevy") starts with the input, most popular first; an empty input lists the most popular makes.
 * With a year, only makes that have models that year. Untrusted input: anything odd gives [].
 */
export function makeLookup(input: unknown, year?: unknown): MakeSuggestion[] {
  if (!isTextOrNothing(input)) return [];
  const catalog = vehicleCatalog();
  const query = readQuery(input);
  const modelYear = readModelYear(catalog, year);
  if (modelYear === undefined && year !== undefined && year !== null && year !== '') return [];
  const offered = (make: CatalogMake) => modelYear === undefined || make.offeredIn[modelYear - catalog.firstYear];

  const typed = foldText(query);
  if (query && !typed) return [];
  const matches: Array<{ make: CatalogMake; tier: number }> = [];
  for (const make of catalog.makes) {
    if (!offered(make)) continue;
    const tier = typed ? matchTier(make.searchKeys, typed) : 0;
    if (tier !== undefined) matches.push({ make, tier });
  }
  return matches
    .sort((a, b) => a.tier - b.tier || a.make.rank - b.make.rank)
    .slice(0, MAX_MAKE_SUGGESTIONS)
    .map(({ make }) => ({ Make: make.name, MakeID: make.makeId }));
}
