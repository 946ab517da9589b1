import { isVehicleCategory, type VehicleCategory } from '../quote/vehicle-categories';
import { curatedMakes, type CuratedList } from './builders/curated';
import type { MakeListName } from './index-format';
import { foldText, isTextOrNothing, readQuery } from './search-text';
import type { MakeSuggestion } from './suggestions';
import { matchTier, readModelYear, vehicleCatalog, type CatalogMake } from './vehicle-catalog';

/** At most this many makes per answer; an empty input lists this many popular makes. */
export const MAX_MAKE_SUGGESTIONS = 20;

/**
 * Where each category's makes come from: NHTSA's vPIC lists (the car list for cars of every kind),
 * the curated builders for boats and machines, none for a container (it has no make).
 */
const MAKE_SOURCE: Record<VehicleCategory, { vpic: MakeListName } | { curated: CuratedList } | null> = {
  car: { vpic: 'car' },
  suv: { vpic: 'car' },
  pickup: { vpic: 'car' },
  van: { vpic: 'car' },
  classic: { vpic: 'car' },
  motorcycle: { vpic: 'motorcycle' },
  bus: { vpic: 'bus' },
  rv: { vpic: 'rv' },
  utv: { vpic: 'utv' },
  'golf-cart': { vpic: 'golf-cart' },
  boat: { curated: 'boat' },
  equipment: { curated: 'equipment' },
  farm: { curated: 'farm' },
  container: null,
};

interface Candidate {
  makeId: number;
  name: string;
  searchKeys: string[];
  rank: number;
}

/**
 * Suggestions for the Make field: makes whose name (or a later word of it, or a nickname such as
 * "chevy") starts with the input, most popular first; an empty input lists the most popular makes.
 * With a category, that category's makes (a boat's builders, an RV's makers); without one, the
 * car catalogue. With a year, only vPIC makes that have models that year (the curated builders
 * have no model years: a year leaves them all). Untrusted input: anything odd gives [].
 */
export function makeLookup(input: unknown, year?: unknown, category?: unknown): MakeSuggestion[] {
  if (!isTextOrNothing(input)) return [];
  const source =
    category === undefined || category === null || category === '' ? MAKE_SOURCE.car : readSource(category);
  if (!source) return [];
  const query = readQuery(input);
  const typed = foldText(query);
  if (query && !typed) return [];

  let candidates: readonly Candidate[];
  let offered: (make: Candidate) => boolean = () => true;
  if ('curated' in source) {
    if (!isYearOrNothing(year)) return [];
    candidates = curatedMakes(source.curated);
  } else {
    const catalog = vehicleCatalog();
    const modelYear = readModelYear(catalog, year);
    if (modelYear === undefined && year !== undefined && year !== null && year !== '') return [];
    candidates = catalog.lists.get(source.vpic) ?? [];
    if (modelYear !== undefined) {
      offered = (make) => (make as CatalogMake).offeredIn[modelYear - catalog.firstYear] === true;
    }
  }

  const matches: Array<{ make: Candidate; tier: number }> = [];
  for (const make of candidates) {
    if (!offered(make)) continue;
    const tier = typed ? matchTier(make.searchKeys, typed) : 0;
    if (tier !== undefined) matches.push({ make, tier });
  }
  return matches
    .sort((a, b) => a.tier - b.tier || a.make.rank - b.make.rank)
    .slice(0, MAX_MAKE_SUGGESTIONS)
    .map(({ make }) => ({ Make: make.name, MakeID: make.makeId }));
}

const readSource = (category: unknown) => (isVehicleCategory(category) ? MAKE_SOURCE[category] : null);

/** A curated builder has no model years: a year is allowed (the form may send one) but must look like one. */
const isYearOrNothing = (year: unknown) =>
  year === undefined ||
  year === null ||
  year === '' ||
  (typeof year === 'number' && Number.isInteger(year)) ||
  (typeof year === 'string' && /^\s*\d{4}\s*$/.test(year));
