import {
  CATEGORY_FACTS,
  CATEGORY_LABELS,
  CONTAINER_SIZES,
  FACT_BOUNDS,
  RV_TYPES,
  categoryOf,
  isNumberFact,
  isVehicleCategory,
  specTypeOf,
  type FactKey,
  type NumberFact,
  type VehicleCategory,
  type VehicleFacts,
} from './vehicle-categories';
import { thousands } from '../text/numbers';

/**
 * The rules of a vehicle's category and facts (src/quote/vehicle-categories.ts), written once and
 * free of any library, so the server's lead schema and any browser form read a fact the same way:
 * numbers in decimal feet or pounds within FACT_BOUNDS, booleans as true or false, RV types and
 * container sizes from their lists, and only the facts the vehicle's category asks.
 */


const ALL_FACTS: readonly FactKey[] = [
  'lengthFt',
  'beamFt',
  'widthFt',
  'heightFt',
  'weightLb',
  'onOwnTrailer',
  'rvType',
  'drivable',
  'containerSize',
];

/**
 * Car, SUV, pickup and van: SPEC's four types, each the category of its own type. Where a vehicle
 * of these changes its type (the quote page), any other category keeps what it is and changes its facts.
 */
export const isSpecCategory = (category: VehicleCategory) => categoryOf({ type: specTypeOf(category) }) === category;

export const CATEGORY_MESSAGE = 'Please select what you are shipping';

/** What a number fact is called in a sentence, and its unit spelled out. */
const NUMBER_WORDS: Record<NumberFact, { name: string; unit: 'feet' | 'pounds' }> = {
  lengthFt: { name: 'length', unit: 'feet' },
  beamFt: { name: 'beam', unit: 'feet' },
  widthFt: { name: 'width', unit: 'feet' },
  heightFt: { name: 'height as it travels', unit: 'feet' },
  weightLb: { name: 'weight', unit: 'pounds' },
};

/** The message a fact gets when it is missing or not a value it can take ("Please enter the boat's length in feet"). */
export function factMessage(category: VehicleCategory, fact: FactKey): string {
  const { noun } = CATEGORY_LABELS[category];
  if (isNumberFact(fact)) {
    const { name, unit } = NUMBER_WORDS[fact];
    return `Please enter the ${noun}'s ${name} in ${unit}`;
  }
  switch (fact) {
    case 'onOwnTrailer':
      return `Please say whether the ${noun} sits on its own trailer`;
    case 'drivable':
      return `Please say whether the ${noun} can be driven`;
    case 'rvType':
      return 'Please select the type of RV';
    case 'containerSize':
      return 'Please select the container size: 20 or 40 ft';
  }
}

/** The message of a number outside its bounds: most such numbers are typos (a 320 ft boat). */
export function factBoundsMessage(fact: NumberFact): string {
  const [low, high] = FACT_BOUNDS[fact];
  const { name, unit } = NUMBER_WORDS[fact];
  return `Please enter a ${name} from ${thousands(low)} to ${thousands(high)} ${unit}`;
}

/**
 * The message of a number a form could not read, with an example of what it reads ("Please enter
 * the boat's length in feet, like 8.5 or 8'6\"").
 */
export function factExampleMessage(category: VehicleCategory, fact: NumberFact): string {
  return `${factMessage(category, fact)}, like ${fact === 'weightLb' ? '48,000' : `8.5 or 8'6"`}`;
}

/** Digits with at most one decimal point, as a text field sends a number ("32", "8.5"). */
const DECIMAL_TEXT = /^\s*\d{1,7}(?:\.\d{1,4})?\s*$/;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

const isAbsent = (value: unknown) => value === undefined || value === null || value === '';

/** One fact read: its value, or the message that refuses it. */
function readFact(category: VehicleCategory, fact: FactKey, raw: unknown): { value: unknown } | { problem: string } {
  const refused = { problem: factMessage(category, fact) };
  if (isNumberFact(fact)) {
    const number =
      typeof raw === 'number' ? raw : typeof raw === 'string' && DECIMAL_TEXT.test(raw) ? Number(raw) : NaN;
    if (!Number.isFinite(number)) return refused;
    const [low, high] = FACT_BOUNDS[fact];
    return number < low || number > high ? { problem: factBoundsMessage(fact) } : { value: number };
  }
  if (fact === 'onOwnTrailer' || fact === 'drivable') return typeof raw === 'boolean' ? { value: raw } : refused;
  if (fact === 'rvType') return (RV_TYPES as readonly unknown[]).includes(raw) ? { value: raw } : refused;
  // A container size may come as the number a person reads (20) or the contract's text ('20').
  const size = typeof raw === 'number' ? String(raw) : raw;
  return (CONTAINER_SIZES as readonly unknown[]).includes(size) ? { value: size } : refused;
}

export interface FactsReading {
  /** The facts, cleaned (numbers as numbers, in the category's order); undefined when none were given. */
  facts: VehicleFacts | undefined;
  /** Fact name → message; '' names the facts as a whole (not an object of named values). */
  problems: Record<string, string>;
}

/**
 * Reads a vehicle's facts for its category: each fact it asks is checked (the required ones must
 * be there), and any other key is refused by name. The facts come back as a new object holding
 * only the category's facts, so a key such as `__proto__` never reaches anything downstream.
 */
export function readVehicleFacts(category: VehicleCategory, input: unknown): FactsReading {
  // A Map, not an object: a refused key named `__proto__` must be reported, not set a prototype.
  const problems = new Map<string, string>();
  const reading = (facts?: VehicleFacts): FactsReading => ({ facts, problems: Object.fromEntries(problems) });
  if (input !== undefined && input !== null && !isPlainObject(input)) {
    problems.set('', 'Facts are named values, such as { "lengthFt": 32 }');
    return reading();
  }
  const given = input ?? {};
  // More keys than there are facts cannot be a vehicle: refused at once, not each key in turn.
  if (Object.keys(given).length > ALL_FACTS.length) {
    problems.set('', `At most ${ALL_FACTS.length} facts`);
    return reading();
  }
  const asked = CATEGORY_FACTS[category];
  for (const key of Object.keys(given)) {
    if (asked.some(({ fact }) => fact === key)) continue;
    problems.set(
      key,
      (ALL_FACTS as readonly string[]).includes(key)
        ? `Not asked of a ${CATEGORY_LABELS[category].noun}`
        : 'Unknown field',
    );
  }
  const entries: [FactKey, unknown][] = [];
  for (const { fact, required } of asked) {
    const raw = Object.hasOwn(given, fact) ? given[fact] : undefined;
    if (isAbsent(raw)) {
      if (required) problems.set(fact, factMessage(category, fact));
      continue;
    }
    const read = readFact(category, fact, raw);
    if ('problem' in read) problems.set(fact, read.problem);
    else entries.push([fact, read.value]);
  }
  return reading(entries.length ? (Object.fromEntries(entries) as VehicleFacts) : undefined);
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * A vehicle entry as the server keeps it: a named category sets SPEC's `type` (its own for car,
 * SUV, pickup and van; 'Car' for the rest), facts that read cleanly replace what was sent (an
 * empty set is dropped), and a container with no make, model or year is named by its size. An
 * entry without a category keeps none: it means the category of its type (categoryOf).
 * Anything that does not read is left as sent, for the schema to refuse with its message.
 */
export function normalizeVehicleEntry(entry: unknown, today = new Date()): unknown {
  if (!isPlainObject(entry)) return entry;
  const out: Record<string, unknown> = { ...entry };
  if (out.category !== undefined && !isVehicleCategory(out.category)) return out;
  if (isVehicleCategory(out.category)) out.type = specTypeOf(out.category);
  const category = categoryOf(out);
  const { facts, problems } = readVehicleFacts(category, out.facts);
  if (!Object.keys(problems).length) {
    if (facts) out.facts = facts;
    else delete out.facts;
  }
  if (category === 'container' && out.category === 'container') {
    if (isBlank(out.make)) out.make = 'Shipping container';
    if (isBlank(out.model) && facts?.containerSize) out.model = `${facts.containerSize} ft`;
    if (isBlank(out.year)) out.year = today.getUTCFullYear();
  }
  return out;
}
