import { fieldErrors } from '../types/field-errors';
import type { OrderRequestKind } from './order';

/**
 * What a customer may ask an agent after booking (a change or a cancellation), read the same by
 * the order page's form and by the server (order-requests.ts): one set of rules and messages.
 */
export const ORDER_REQUEST_KINDS: readonly OrderRequestKind[] = ['change', 'cancel'];
export const REQUEST_KIND_LABELS: Readonly<Record<OrderRequestKind, string>> = {
  change: 'Change',
  cancel: 'Cancel',
};
/** A change must say what to change; a cancellation needs no reason. */
export const MIN_CHANGE_MESSAGE = 5;
export const MAX_REQUEST_MESSAGE = 2000;

/** The acknowledgement the page shows: nothing about the order changes until an agent confirms. */
export const ORDER_REQUEST_RECEIVED =
  'We have your request. An agent will contact you within one business hour; nothing changes until they confirm it.';

/**
 * What a message may not hold: the control characters no keyboard types (C0 but the text area's
 * tab and line breaks, DEL, C1; a NUL cut the stored text short where it was shown) and half of
 * a UTF-16 pair on its own (JSON's "\ud800"), which is no character at all. Line breaks and tabs
 * stay: the form is a text area, and a change is often a few lines.
 */
const NOT_TEXT =
  // eslint-disable-next-line no-control-regex -- the control characters are what it refuses
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const PLAIN_TEXT_MESSAGE =
  'Please write your message as plain text: it has invisible control characters we cannot keep';

export interface OrderRequestInput {
  kind: OrderRequestKind;
  /** Trimmed; '' for a cancellation without a reason. */
  message: string;
}

export type OrderRequestRead = { ok: true; request: OrderRequestInput } | { ok: false; errors: Record<string, string> };

/** Reads `{ kind, message }`; field errors for anything else. */
export function readOrderRequest(body: unknown): OrderRequestRead {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, errors: { request: 'Send a JSON object' } };
  const input = body as Record<string, unknown>;
  const errors = fieldErrors();
  for (const key of Object.keys(input)) if (key !== 'kind' && key !== 'message') errors[key] = 'Unknown field';
  const kind = ORDER_REQUEST_KINDS.find((known) => known === input.kind);
  if (!kind) errors.kind = 'Please choose Change or Cancel';
  const message = typeof input.message === 'string' ? input.message.trim() : input.message === undefined ? '' : null;
  if (message === null) errors.message = 'Please write your message as text';
  else if (NOT_TEXT.test(message)) errors.message = PLAIN_TEXT_MESSAGE;
  else if (message.length > MAX_REQUEST_MESSAGE)
    errors.message = `Please keep it to ${MAX_REQUEST_MESSAGE.toLocaleString('en-US')} characters`;
  else if (kind === 'change' && message.length < MIN_CHANGE_MESSAGE) errors.message = 'Please tell us what to change';
  if (!kind || message === null || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, request: { kind, message } };
}
