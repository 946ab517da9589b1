import type { LeadPayload, LeadVehicle } from '../../quote/lead-payload';
import { vehicleCatalog } from '../../lookups/vehicle-catalog';
import { foldText } from '../../lookups/search-text';
import { CATEGORY_LABELS, categoryOf } from '../../quote/vehicle-categories';
import { isSpecCategory } from '../../quote/vehicle-facts-rules';
import { factsText } from './lead-record';
import { curatedMakes } from '../../lookups/builders/curated';

/**
 * What the customer's confirmation may say of a request: facts the site checked, never the words
 * a visitor typed (anyone can type anything into a form, and the confirmation goes to whatever
 * address the form was given). Places are their postal code, state and country; vehicles their
 * year and type, with the make and model only as the vehicle catalog spells them. The name in the
 * greeting is the one free text, and its rule admits letters only (src/quote/field-rules.ts).
 */
type Side = 'origin' | 'destination';

const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const CA_POSTAL_CODE = /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/;
const REGION = /^[A-Z]{2}$/;

let regionNames: Intl.DisplayNames | null = null;

/** "United States" for US, "Germany" for DE; '' for anything that is not a country code. */
export function countryName(code: string | undefined): string {
  if (!code || !REGION.test(code)) return '';
  regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  try {
    return regionNames.of(code) ?? '';
  } catch {
    return '';
  }
}

/** What a place says when none of it could be checked. */
export const UNCHECKED_PLACE_TEXT = 'as on your quote page';

/** "CA 90210, United States"; "Germany" for a port abroad (its name is on the quote page). */
export function checkedPlaceText(payload: LeadPayload, side: Side): string {
  const country = payload[`${side}Country`];
  const state = payload[`${side}State`]?.trim() ?? '';
  const postal = payload[`${side}PostalCode`]?.trim() ?? '';
  const postalOk = country === 'US' ? US_ZIP.test(postal) : country === 'CA' ? CA_POSTAL_CODE.test(postal) : false;
  const region = [REGION.test(state) ? state : '', postalOk ? postal.toUpperCase() : ''].filter(Boolean).join(' ');
  return [region, countryName(country)].filter(Boolean).join(', ') || UNCHECKED_PLACE_TEXT;
}

/**
 * "2012 Toyota Camry (car)"; "2012 car, does not run" when the make or model is not one the catalog
 * knows. Another category is named by its label and followed by its facts, which the schema
 * checked (numbers within bounds, answers from lists): "2018 Boat – Length: 32 ft, Beam: 10.5 ft".
 */
export function checkedVehicleText(vehicle: LeadVehicle): string {
  const category = categoryOf(vehicle);
  const catalog = vehicleCatalog();
  const make = catalog.makes.find((candidate) => foldText(candidate.name) === foldText(vehicle.make ?? ''));
  const model = make?.models.find((candidate) => foldText(candidate.name) === foldText(vehicle.model ?? ''));
  // Boats and machines: a builder of the project's own lists is named (their models are free text, never).
  const curated =
    category === 'boat' || category === 'equipment' || category === 'farm'
      ? curatedMakes(category).find((candidate) => foldText(candidate.name) === foldText(vehicle.make ?? ''))
      : undefined;
  // SPEC's four types read as before ("car", "SUV"); the others by their label ("Boat").
  const type = isSpecCategory(category) ? CATEGORY_LABELS[category].noun : CATEGORY_LABELS[category].label;
  const name = curated ? curated.name : [make?.name, make ? model?.name : undefined].filter(Boolean).join(' ');
  const running = vehicle.inop ? ', does not run' : '';
  const text = name ? `${vehicle.year} ${name} (${type}${running})` : `${vehicle.year} ${type}${running}`;
  const facts = factsText(vehicle);
  return facts ? `${text} – ${facts}` : text;
}
