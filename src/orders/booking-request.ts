import type { PickupWindowId, RateTable } from '../pricing/rate-table';
import { holdsWebAddress, isPersonName, streetAddressProblem } from '../quote/field-rules';
import { isPossiblePhone } from '../quote/phone-check';
import type { OrderEnd } from './order';
import { fieldErrors } from '../types/field-errors';

export type TransportChoice = 'Open' | 'Enclosed';
export const TRANSPORT_CHOICES: readonly TransportChoice[] = ['Open', 'Enclosed'];

/** What a booking sends. */
export interface BookingRequest {
  version: number;
  termsHash: string;
  pickup: OrderEnd;
  delivery: OrderEnd;
  pickupWindow: PickupWindowId;
  transportType: TransportChoice;
  /**
   * The price range the page showed for the window and transport chosen, in dollars (null: the
   * page showed none, an agent prices it). The order is signed at this price or not at all.
   */
  price: [number, number] | null;
  signature: { name: string; consent: true };
}

/**
 * What the booking page and the server say of a field, in the site's voice. The street, the
 * contacts and the signature go back to the customer in the order's e-mail and its PDF, so they
 * hold no web or e-mail address and no character a name or an address has no need of.
 */
export const BOOKING_FIELD_MESSAGES = Object.freeze({
  street: 'Please enter the street address',
  streetLength: 'Please keep the address to 200 characters',
  streetWebAddress:
    'Please enter the street address only, with no web or e-mail address (after a full stop, leave a space: St. Louis).',
  streetCharacters: 'Please write the street address with letters, numbers and . , # / - & ( ) only.',
  contactName: 'Please enter a contact name',
  contactNameCharacters: 'Please enter the contact’s name with letters only: no digits, links or symbols.',
  contactPhone: 'Please enter a phone number',
  signatureName: 'Please type your full name to sign',
  signatureNameCharacters: 'Please type your full name with letters only: no digits, links or symbols.',
  consent: 'Please tick the box to agree',
});
const M = BOOKING_FIELD_MESSAGES;

const BOOKING_FIELDS = [
  'version',
  'termsHash',
  'pickup',
  'delivery',
  'pickupWindow',
  'transportType',
  'price',
  'signature',
];
const END_FIELDS = ['street', 'contactName', 'contactPhone'];
const SIGNATURE_FIELDS = ['name', 'consent'];
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A line typed into a field: its spaces folded, or null when it is not text of `min` to `max` characters. */
function typed(value: unknown, min: number, max: number): string | null {
  if (typeof value !== 'string' || CONTROL.test(value)) return null;
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length >= min && text.length <= max ? text : null;
}

/** A name's problem, or null: missing or short (`missing`), or not letters and name punctuation (`characters`). */
function nameProblem(value: unknown, missing: string, characters: string): string | null {
  if (typeof value === 'string' && CONTROL.test(value)) return characters;
  const name = typed(value, 2, 100);
  if (name === null) return missing;
  return isPersonName(name) ? null : characters;
}

function streetProblem(value: unknown): string | null {
  if (typeof value === 'string' && value.trim().length > 200) return M.streetLength;
  if (typeof value === 'string' && CONTROL.test(value)) return M.streetCharacters;
  const street = typed(value, 3, 200);
  if (street === null) return M.street;
  const problem = streetAddressProblem(street);
  return problem === 'web-address' ? M.streetWebAddress : problem === 'characters' ? M.streetCharacters : null;
}

/**
 * The problems of one end's typed fields, keyed like `pickup.street`, as the page checks them
 * before it sends and the server checks them again (the phone's possibility aside: see readBooking).
 */
export function endFieldErrors(end: Partial<Record<keyof OrderEnd, unknown>>, field: string): Record<string, string> {
  const errors = fieldErrors();
  const street = streetProblem(end.street);
  if (street) errors[`${field}.street`] = street;
  const contactName = nameProblem(end.contactName, M.contactName, M.contactNameCharacters);
  if (contactName) errors[`${field}.contactName`] = contactName;
  const contactPhone = typed(end.contactPhone, 7, 30);
  if (contactPhone === null || holdsWebAddress(contactPhone)) errors[`${field}.contactPhone`] = M.contactPhone;
  return errors;
}

/** The signature's typed name: the signer's own, letters and name punctuation only. */
export const signatureNameError = (value: unknown): string | null =>
  nameProblem(value, M.signatureName, M.signatureNameCharacters);

const priceOf = (value: unknown): [number, number] | null | undefined => {
  if (value === null) return null;
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [low, high] = value as unknown[];
  return Number.isSafeInteger(low) &&
    Number.isSafeInteger(high) &&
    (low as number) >= 0 &&
    (high as number) >= (low as number)
    ? [low as number, high as number]
    : undefined;
};

function readEnd(value: unknown, field: string, errors: Record<string, string>): OrderEnd {
  const input = objectOf(value);
  if (!input) {
    errors[field] = 'Please fill in the address and contact';
    return { street: '', contactName: '', contactPhone: '' };
  }
  for (const key of Object.keys(input)) if (!END_FIELDS.includes(key)) errors[`${field}.${key}`] = 'Unknown field';
  Object.assign(errors, endFieldErrors(input, field));
  return {
    street: typed(input.street, 3, 200) ?? '',
    contactName: typed(input.contactName, 2, 100) ?? '',
    contactPhone: typed(input.contactPhone, 7, 30) ?? '',
  };
}

/** Reads a booking; field errors (keyed like `pickup.street`) for anything that is not one. */
export async function readBooking(
  body: unknown,
  table: RateTable,
): Promise<{ ok: true; booking: BookingRequest } | { ok: false; errors: Record<string, string> }> {
  const input = objectOf(body);
  if (!input) return { ok: false, errors: { body: 'Send a JSON object' } };
  const errors = fieldErrors();
  for (const key of Object.keys(input)) if (!BOOKING_FIELDS.includes(key)) errors[key] = 'Unknown field';
  if (!Number.isInteger(input.version) || (input.version as number) < 0) errors.version = 'The version the page shows';
  if (typeof input.termsHash !== 'string' || !/^[0-9a-f]{64}$/.test(input.termsHash))
    errors.termsHash = 'The terms the page shows';
  const price = priceOf(input.price);
  if (price === undefined) errors.price = 'The price the page shows, as [low, high] in dollars, or null';
  const pickup = readEnd(input.pickup, 'pickup', errors);
  const delivery = readEnd(input.delivery, 'delivery', errors);
  for (const [field, end] of [
    ['pickup', pickup],
    ['delivery', delivery],
  ] as const) {
    if (end.contactPhone && !errors[`${field}.contactPhone`] && !(await isPossiblePhone(end.contactPhone)))
      errors[`${field}.contactPhone`] = M.contactPhone;
  }
  if (!table.pickupWindows.some((window) => window.id === input.pickupWindow))
    errors.pickupWindow = 'Please choose a pickup window';
  if (!(TRANSPORT_CHOICES as readonly unknown[]).includes(input.transportType))
    errors.transportType = 'Please choose open or enclosed';
  const signature = objectOf(input.signature);
  if (!signature) {
    errors['signature.name'] = M.signatureName;
    errors['signature.consent'] = M.consent;
  } else {
    for (const key of Object.keys(signature))
      if (!SIGNATURE_FIELDS.includes(key)) errors[`signature.${key}`] = 'Unknown field';
    const name = signatureNameError(signature.name);
    if (name) errors['signature.name'] = name;
    if (signature.consent !== true) errors['signature.consent'] = M.consent;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    booking: {
      version: input.version as number,
      termsHash: input.termsHash as string,
      pickup,
      delivery,
      pickupWindow: input.pickupWindow as PickupWindowId,
      transportType: input.transportType as TransportChoice,
      price: price ?? null,
      signature: { name: typed(signature?.name, 2, 100) ?? '', consent: true },
    },
  };
}
