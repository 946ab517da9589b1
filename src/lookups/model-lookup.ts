import { foldText, isTextOrNothing, readQuery } from './search-text';
import type { ModelSuggestion } from './suggestions';
import { isModelOfYear, matchTier, readModelYear, vehicleCatalog, type CatalogModel } from './vehicle-catalog';

/**
 * Suggestions for the Model field: the models of one make (by its vPIC MakeID) built in one model
 * year, whose name or a later word of it starts with the input; all of that year's models when the
 * input is empty. Alphabetical within each match tier. Untrusted input: anything odd gives [].
 */
export function modelLookup(input: unknown, makeId: unknown, year: unknown): ModelSuggestion[] {
  if (!isTextOrNothing(input)) return [];
  const catalog = vehicleCatalog();
  const id =
    typeof makeId === 'number'
      ? makeId
      : typeof makeId === 'string' && /^\s*\d{1,6}\s*$/.test(makeId)
        ? Number(makeId)
        : NaN;
  const make = catalog.makeById.get(id);
  const modelYear = readModelYear(catalog, year);
  if (!make || modelYear === undefined) return [];

  const query = readQuery(input);
  const typed = foldText(query);
  if (query && !typed) return [];
  const matches: Array<{ model: CatalogModel; tier: number; order: number }> = [];
  make.models.forEach((model, order) => {
    if (!isModelOfYear(model, modelYear)) return;
    const tier = typed ? matchTier(model.searchKeys, typed) : 0;
    if (tier !== undefined) matches.push({ model, tier, order });
  });
  return matches
    .sort((a, b) => a.tier - b.tier || a.order - b.order)
    .map(({ model }) => ({ Model: model.name, Make: make.name, Type: model.type, Year: modelYear }));
}
