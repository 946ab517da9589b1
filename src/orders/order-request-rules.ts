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
  const errors: Record<string, string> = {};
  for (const key of Object.keys(input)) if (key !== 'kind' && key !== 'message') errors[key] = 'Unknown field';
  const kind = ORDER_REQUEST_KINDS.find((known) => known === input.kind);
  if (!kind) errors.kind = 'Please choose Change or Cancel';
  const message = typeof input.message === 'string' ? input.message.trim() : input.message === undefined ? '' : null;
  if (message === null) errors.message = 'Please write your message as text';
  else if (message.length > MAX_REQUEST_MESSAGE)
    errors.message = `Please keep it to ${MAX_REQUEST_MESSAGE.toLocaleString('en-US')} characters`;
  else if (kind === 'change' && message.length < MIN_CHANGE_MESSAGE) errors.message = 'Please tell us what to change';
  if (!kind || message === null || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, request: { kind, message } };
}
