import { randomBytes } from 'crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The request identification a customer quotes on the phone: short, unambiguous, unguessable. */
export const newRequestId = (): string => `VLM-${Array.from(randomBytes(10), (byte) => CROCKFORD[byte % 32]).join('')}`;

/**
 * The lead number a visitor sees (SPEC §4): a short reference read from the request
 * identification's random part ("VLM-7K3M9QX2HD" is 7K3-M9Q), never the row's number, which would
 * tell anyone how many leads the broker gets.
 */
export const leadReference = (publicId: string): string => {
  const random = publicId.replace(/^VLM-/, '');
  return `${random.slice(0, 3)}-${random.slice(3, 6)}`;
};
