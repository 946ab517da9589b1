import * as yup from 'yup';
import {
  CATEGORY_FACTS,
  CONTAINER_SIZES,
  FACT_BOUNDS,
  RV_TYPES,
  isNumberFact,
  type FactKey,
  type NumberFact,
  type VehicleCategory,
  type VehicleFacts,
} from './vehicle-categories';
import { factBoundsMessage, factExampleMessage, factMessage } from './vehicle-facts-rules';

/**
 * The facts of a vehicle's category as the wizard holds them: what was typed or picked, before it
 * is a number ("8.5", "8'6\"", "64,000", "Yes", "class-a", "40").
 */
export type FactDraft = Partial<Record<FactKey, string>>;

/** The facts a category asks, in the order the form asks them. */
export const askedFacts = (category: VehicleCategory): FactKey[] => CATEGORY_FACTS[category].map(({ fact }) => fact);

/** Yes/No answers (a boat on its own trailer, a motorhome that can be driven) as the form's radios give them. */
export const YES_NO = ['Yes', 'No'] as const;

/** Feet and inches as people type them: 32, 8.5, 8'6", 8' 6, 8 ft 6 in, 32 ft, 32'. */
const FEET =
  /^(\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})\s*(?:(?:'|’|ft\.?|feet|foot)\s*(?:(\d{1,2}(?:\.\d{1,2})?)\s*(?:"|”|''|in\.?|inch|inches)?)?)?$/i;
/** Pounds: 48000, 48,000, 48000 lb, 48,000 lbs. */
const POUNDS = /^(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.\d{1,2})?\s*(?:lbs?\.?|pounds?)?$/i;

/** Decimal feet from what was typed (8'6" is 8.5), to two decimals; undefined when it cannot be read. */
export function parseFeet(text: string): number | undefined {
  const match = FEET.exec(text.trim());
  if (!match) return undefined;
  const inches = match[2] === undefined ? 0 : Number(match[2]);
  if (inches >= 12) return undefined;
  return Math.round((Number(match[1]) + inches / 12) * 100) / 100;
}

/** Whole pounds from what was typed; undefined when it cannot be read. */
export function parsePounds(text: string): number | undefined {
  const match = POUNDS.exec(text.trim());
  return match ? Math.round(Number(text.trim().replace(/[^\d.]/g, ''))) : undefined;
}

const parseNumber = (fact: NumberFact, text: string) => (fact === 'weightLb' ? parsePounds(text) : parseFeet(text));

/**
 * The facts a category asks, read from the draft: numbers parsed, Yes/No as booleans, sizes and
 * RV types as given. Anything unanswered or unreadable is left out (the step's check refuses it
 * before a quote is sent).
 */
export function parseFacts(category: VehicleCategory, draft: FactDraft): VehicleFacts {
  const facts: VehicleFacts = {};
  for (const fact of askedFacts(category)) {
    const text = draft[fact]?.trim();
    if (!text) continue;
    if (isNumberFact(fact)) {
      const value = parseNumber(fact, text);
      if (value !== undefined) facts[fact] = value;
    } else if (fact === 'onOwnTrailer' || fact === 'drivable') {
      if ((YES_NO as readonly string[]).includes(text)) facts[fact] = text === 'Yes';
    } else if (fact === 'rvType') {
      if ((RV_TYPES as readonly string[]).includes(text)) facts.rvType = text as VehicleFacts['rvType'];
    } else if ((CONTAINER_SIZES as readonly string[]).includes(text)) {
      facts.containerSize = text as VehicleFacts['containerSize'];
    }
  }
  return facts;
}

/**
 * One drafted fact's rule, with the server's messages (vehicle-facts-rules.ts): missing, not
 * readable (with an example of what is), out of bounds.
 */
function factRule(category: VehicleCategory, fact: FactKey, required: boolean) {
  const base = yup.string().trim();
  const asked = required ? base.required(factMessage(category, fact)) : base;
  if (isNumberFact(fact)) {
    const [min, max] = FACT_BOUNDS[fact];
    return asked
      .test('readable', factExampleMessage(category, fact), (text) => !text || parseNumber(fact, text) !== undefined)
      .test('bounds', factBoundsMessage(fact), (text) => {
        const value = text ? parseNumber(fact, text) : undefined;
        return value === undefined || (value >= min && value <= max);
      });
  }
  const options: readonly string[] = fact === 'rvType' ? RV_TYPES : fact === 'containerSize' ? CONTAINER_SIZES : YES_NO;
  return asked.oneOf([...options, ...(required ? [] : [''])], factMessage(category, fact));
}

/** The draft facts' schema for a category: each fact it asks, required as CATEGORY_FACTS says. */
export const factsSchema = (category: VehicleCategory) =>
  yup.object(
    Object.fromEntries(CATEGORY_FACTS[category].map(({ fact, required }) => [fact, factRule(category, fact, required)])),
  );
