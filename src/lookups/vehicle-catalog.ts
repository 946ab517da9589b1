import { processWide } from '../runtime/process-wide';
import {
  INDEX_FILE_NAMES,
  VEHICLE_TYPES,
  type MakeListName,
  type VehicleType,
  type VehiclesFile,
} from './index-format';
import { checkedIndexFile } from './index-files';
import { foldText, wordStarts } from './search-text';

export interface CatalogModel {
  name: string;
  /** The folded name and each of its later words onward, for word-start matches. */
  searchKeys: string[];
  type: VehicleType;
  /** Inclusive model-year ranges, flat: [from, to, from, to, ...]. */
  years: number[];
}

export interface CatalogMake {
  makeId: number;
  name: string;
  searchKeys: string[];
  /** Popularity rank: 0 is the most popular. */
  rank: number;
  models: CatalogModel[];
  /** offeredIn[year - firstYear] is true when some model of the make exists that year. */
  offeredIn: boolean[];
}

export interface VehicleCatalog {
  firstYear: number;
  lastYear: number;
  /** Most popular first. */
  makes: CatalogMake[];
  makeById: Map<number, CatalogMake>;
  /** The makes each list suggests, most popular first (the car list: cars, SUVs, pickups, vans, classics). */
  lists: Map<MakeListName, CatalogMake[]>;
}

/** What people call some makes; searched as if it were the make's name. */
const MAKE_NICKNAMES: Readonly<Record<number, readonly string[]>> = {
  467: ['chevy'],
  482: ['vw'],
  449: ['benz', 'mercedes benz'],
  469: ['caddy'],
  502: ['lambo'],
  444: ['range rover'],
  3888: ['harley'],
};

export function vehicleCatalog(): VehicleCatalog {
  return processWide('lookups:vehicleCatalog', () => {
    const file = checkedIndexFile<VehiclesFile>(() => require('./data/vehicles.json'), INDEX_FILE_NAMES.vehicles);
    if (!file.lists?.car) {
      throw new Error(
        `src/lookups/data/${INDEX_FILE_NAMES.vehicles} has no make lists (compiled before categories): run npx tsx src/lookups/compile/compile-indexes.ts`,
      );
    }
    const span = file.lastYear - file.firstYear + 1;
    const makes = file.makes.map(([makeId, name, models], rank): CatalogMake => {
      const offeredIn = new Array<boolean>(span).fill(false);
      for (const [, , years] of models) {
        for (let at = 0; at < years.length; at += 2) {
          for (let year = years[at]; year <= years[at + 1]; year++) offeredIn[year - file.firstYear] = true;
        }
      }
      return {
        makeId,
        name,
        rank,
        searchKeys: [foldText(name), ...(MAKE_NICKNAMES[makeId] ?? [])].flatMap(wordStarts),
        offeredIn,
        models: models.map(([modelName, type, years]) => ({
          name: modelName,
          searchKeys: wordStarts(foldText(modelName)),
          type: VEHICLE_TYPES[type] ?? 'Other',
          years,
        })),
      };
    });
    const makeById = new Map(makes.map((make) => [make.makeId, make]));
    const lists = new Map<MakeListName, CatalogMake[]>();
    for (const [name, ids] of Object.entries(file.lists) as [MakeListName, number[]][]) {
      // A make's rank within the list is its position there: Honda is a car maker first, a UTV maker later.
      lists.set(
        name,
        ids.flatMap((id, rank) => {
          const make = makeById.get(id);
          return make ? [{ ...make, rank }] : [];
        }),
      );
    }
    return { firstYear: file.firstYear, lastYear: file.lastYear, makes, makeById, lists };
  });
}

export function isModelOfYear(model: CatalogModel, year: number): boolean {
  for (let at = 0; at < model.years.length; at += 2) {
    if (model.years[at] <= year && year <= model.years[at + 1]) return true;
  }
  return false;
}

/** A model year from untrusted input (2020 or "2020"); undefined when it is not one the catalog covers. */
export function readModelYear(catalog: VehicleCatalog, input: unknown): number | undefined {
  const year =
    typeof input === 'number' ? input : typeof input === 'string' && /^\s*\d{4}\s*$/.test(input) ? Number(input) : NaN;
  return Number.isInteger(year) && year >= catalog.firstYear && year <= catalog.lastYear ? year : undefined;
}

/**
 * How well typed text matches a name's search keys: 0 the whole name, 1 its start, 2 the start of
 * a later word or nickname ("prime" finds "RAV4 Prime", "chevy" Chevrolet); undefined for no match.
 */
export function matchTier(searchKeys: readonly string[], typed: string): 0 | 1 | 2 | undefined {
  let best: 0 | 1 | 2 | undefined;
  searchKeys.forEach((key, at) => {
    if (!key.startsWith(typed)) return;
    const tier = at === 0 ? (key.length === typed.length ? 0 : 1) : 2;
    if (best === undefined || tier < best) best = tier;
  });
  return best;
}
