import * as yup from 'yup';
import { QUOTE_MESSAGES as M } from './messages';
import { isPossiblePhone, phoneCheckLoaded } from './phone-check';

/**
 * The rule for each quote field (SPEC §5), written once: the wizard's step schemas and the server's
 * lead payload schema are both built from these, so the browser and the server never disagree.
 */
export const TRANSPORT_TYPES = ['Open', 'Enclosed'] as const;
export const VEHICLE_TYPES = ['Car', 'SUV', 'Pickup', 'Van'] as const;
/** SPEC §5 "Running: Yes, No"; No means the vehicle is inoperable (inop 1). */
export const RUNNING_STATES = ['Yes', 'No'] as const;
export const SHIPPING_METHODS = ['Door to port', 'Port to port', 'Port to door'] as const;
export const FIRST_MODEL_YEAR = 1877;
/** SPEC §5: the selectable year list starts here; earlier years are typed. */
export const FIRST_LISTED_YEAR = 1990;
export const DEFAULT_YEAR = '2012';
export const MAX_VEHICLES = 10;
export const CONTACT_MIN_LENGTH = 3;

export type TransportType = (typeof TRANSPORT_TYPES)[number];
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type RunningState = (typeof RUNNING_STATES)[number];
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const maxModelYear = (today = new Date()) => today.getUTCFullYear() + 1;

export const isModelYear = (year: number, today = new Date()) =>
  Number.isInteger(year) && year >= FIRST_MODEL_YEAR && year <= maxModelYear(today);

/** SPEC §5: exactly four digits, from 1877 to next year. */
export const isModelYearText = (text: string, today = new Date()) =>
  /^\d{4}$/.test(text.trim()) && isModelYear(Number(text), today);

/** HTML's e-mail grammar, with a dotted domain whose last label has 2 or more letters. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** Today is allowed wherever the visitor is: one day of slack behind UTC, a year ahead at most. */
export const isShipDateInRange = (value: string, today = new Date()): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const earliest = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1);
  const latest = Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate());
  return date.getTime() >= earliest && date.getTime() <= latest;
};

/** Text fields take strings only: a number or an object where a name belongs is a broken client. */
export const text = (max: number) =>
  yup
    .string()
    .test('is-text', 'Must be text', function isText() {
      const original: unknown = this.originalValue;
      return original === undefined || typeof original === 'string';
    })
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, `At most ${max} characters`)
    .test(
      'no-control',
      'Line breaks and control characters are not allowed',
      (value) => !value || !CONTROL.test(value),
    );

/** A name: letters of any script, with spaces and the punctuation names use (. , ' ’ -). */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u;
/** What a street address is written with: letters, digits, spaces and . , ' ’ # № ° / & ( ) - (no : $ @ < > or links). */
const STREET = /^[\p{L}\p{M}\p{N} .,'’#№°/&()-]+$/u;
/** Endings of domains a message might point a reader to; in ". com" or " dot com" spellings they are refused. */
const DOMAIN_ENDINGS =
  'com|net|org|info|biz|io|co|ru|cn|xyz|top|site|online|shop|store|app|link|click|me|us|uk|de|ly|to|cc|ws|tv|live|club|page|dev|example';
/** The spellings of a web or e-mail address that a text field refuses (see holdsWebAddress). */
const WEB_ADDRESS_SPELLINGS: readonly RegExp[] = [
  // A scheme: http://, https://, mailto:, javascript:, ...
  /[a-z][a-z\d+.-]*:\/\//iu,
  /\b(?:https?|ftps?|mailto|javascript|data|file|sms|tel)\s*:/iu,
  // An e-mail address, or anything with @.
  /@/u,
  // An IP address (192.168.0.1).
  /\b\d{1,3}(?:\s*\.\s*\d{1,3}){3}\b/u,
  // www. in any spacing.
  /\bwww\s*[.,]/iu,
  // A full stop after a space or at the start ("evil . example", ".com").
  /(^|\s)\.\s*[\p{L}\p{N}]/u,
  // A full stop spelt out or boxed: "evil(.)example", "evil [dot] example".
  /[([{]\s*(?:\.|dot)\s*[)\]}]/iu,
  // "evil. com", "evil dot com".
  new RegExp(`(?:\\.|\\bdot)\\s+(?:${DOMAIN_ENDINGS})\\b`, 'iu'),
];
/** Two words joined by a full stop with no space after it: "evil.example", "St.Louis"; not "J.R." nor "12.5". */
const JOINED_BY_A_FULL_STOP = /([\p{L}\p{N}]+)\.([\p{L}\p{N}]{2,})/gu;

/**
 * Whether a text holds a web or e-mail address in any spelling a reader could follow: a scheme
 * (http://), www., an @, a domain ("evil.example", "evil . example", "evil(.)example", "evil dot
 * com"). A full stop in a name or an address is followed by a space or one letter ("St. Louis",
 * "J.R. Smith", "350 W 31st St. Apt 12B"); two words joined by it read as a domain and are refused
 * ("St.Louis" is asked for as "St. Louis"), but for a number ("12.5").
 */
export function holdsWebAddress(value: string): boolean {
  const text = value.normalize('NFKC');
  if (WEB_ADDRESS_SPELLINGS.some((spelling) => spelling.test(text))) return true;
  return [...text.matchAll(JOINED_BY_A_FULL_STOP)].some(
    ([, before = '', after = '']) => !(/^\p{N}+$/u.test(before) && /^\p{N}+$/u.test(after)),
  );
}

/** A person's name that may reach a customer: letters and name punctuation only, and no web address. */
export const isPersonName = (value: string): boolean => NAME.test(value) && !holdsWebAddress(value);

/** Why a street address cannot be used, or null: a web or e-mail address, or characters an address has no need of. */
export function streetAddressProblem(value: string): 'web-address' | 'characters' | null {
  if (holdsWebAddress(value)) return 'web-address';
  return STREET.test(value) && /[\p{L}\p{N}]/u.test(value) ? null : 'characters';
}
export const NAME_MAX_LENGTH = 60;

/**
 * SPEC §5: 'Please enter a name' when missing or shorter than 3. A name is what the customer's
 * confirmation is addressed to, so it carries no link, digit or symbol a stranger could use to
 * make our e-mails say something else.
 */
export const firstNameRule = () =>
  text(80)
    .required(M.firstName)
    .min(CONTACT_MIN_LENGTH, M.firstName)
    .max(NAME_MAX_LENGTH, M.firstNameLength)
    .test('name-characters', M.firstNameCharacters, (value) => !value || isPersonName(value));

export const emailRule = () =>
  text(254)
    .required(M.email)
    .test('email', M.email, (value) => !value || isEmail(value));

export const phoneRule = () =>
  text(30)
    .required(M.phone)
    .min(CONTACT_MIN_LENGTH, M.phone)
    .test('possible-phone', M.phone, function possiblePhone(value) {
      if (!value) return true;
      // The wizard's keystroke checks are synchronous: until the check has loaded they leave the
      // number to the final check, which the wizard runs once it has (and the server always).
      if ((this.options as { sync?: boolean }).sync && !phoneCheckLoaded()) return true;
      return isPossiblePhone(value);
    });

export const shipDateRule = () =>
  yup
    .string()
    .required(M.shipDate)
    .test('ship-date', M.shipDate, (value) => !value || isShipDateInRange(value));

export const makeRule = () => text(60).required(M.make);
export const modelRule = () => text(80).required(M.model);

/** The server's year: a number. */
export const yearRule = () =>
  yup
    .number()
    .typeError(M.year)
    .required(M.year)
    .test('model-year', M.year, (value) => value === undefined || isModelYear(value));

/** The form's year: what was typed, four digits. */
export const yearTextRule = () =>
  yup
    .string()
    .required(M.year)
    .test('model-year', M.year, (value) => !value || isModelYearText(value));

export const transportTypeRule = () => yup.string().oneOf([...TRANSPORT_TYPES], M.transportType);
export const vehicleTypeRule = () => yup.string().oneOf([...VEHICLE_TYPES], M.type);
export const shippingMethodRule = () => yup.string().oneOf([...SHIPPING_METHODS], M.shippingMethod);
