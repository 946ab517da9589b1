import { CRM_SIGNATURE_TOLERANCE_SECONDS, verifyCrmSignature } from '../leads/delivery/crm-webhook';
import type { IntakeAnswer } from '../leads/intake';
import { readStatusEvent, type StatusEvent } from '../orders/status-events';
import { jsonTextTooDeep } from './function-policies';

/** How far a signed timestamp of /api/orderStatus may be from our clock, either way: the outbound webhook's 300 s. */
export const ORDER_STATUS_TOLERANCE_SECONDS = CRM_SIGNATURE_TOLERANCE_SECONDS;

export interface OrderStatusCall {
  /** The body exactly as sent (src/server/raw-body.ts). */
  rawBody: Buffer;
  /** The Velmora-Signature header. */
  signature: string | undefined;
  /** ORDER_STATUS_SECRET. To rotate it, the sender signs with the old and the new key (two v1). */
  secret: string;
  now?: number;
}

const refused = (status: number, error: string, message: string, errors: Record<string, string> = {}) => ({
  ok: false as const,
  answer: { status, body: { status, error, message, errors } },
});

/**
 * `/api/orderStatus` before anything is stored: the signature over the raw body first (nothing
 * about an unsigned call is read, and the database is not opened for it), then the JSON and its
 * fields. The event it answers is then recorded with recordStatusEvent.
 */
export function readOrderStatusCall({
  rawBody,
  signature,
  secret,
  now = Date.now(),
}: OrderStatusCall): { ok: true; event: StatusEvent } | { ok: false; answer: IntakeAnswer } {
  if (!verifyCrmSignature(rawBody, signature, secret, ORDER_STATUS_TOLERANCE_SECONDS, now)) {
    return refused(
      401,
      'invalid_signature',
      'The Velmora-Signature header does not sign this body with a current timestamp (README, "Order status webhook").',
    );
  }
  let body: unknown;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(rawBody);
    if (jsonTextTooDeep(text)) return refused(400, 'too_deep', 'The request nests too deeply.');
    body = JSON.parse(text);
  } catch {
    return refused(400, 'invalid_json', 'The request is not valid JSON in UTF-8.');
  }
  const read = readStatusEvent(body, now);
  return read.ok ? read : refused(422, 'invalid_request', 'Some fields need attention.', read.errors);
}
