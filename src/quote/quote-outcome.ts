import type { EstimateResult } from '../pricing/estimate';
import type { QuoteErrorKey, QuoteErrors } from './step-schemas';
import { ROUTE_FIELDS } from '../types/lead-route';

/** What became of a submitted quote, as the wizard shows it. */
export type QuoteOutcome =
  | {
      kind: 'accepted';
      status: number;
      /** The request identification the customer quotes on the phone. */
      requestId: string;
      /** The lead number as the answer gives it: the site's is a short reference ("7K3-M9Q"). */
      leadNumber: string | null;
      /** The booking form's destination (SPEC §7: the booking response's url). */
      url: string | null;
      /** The instant estimate the site answered with, when it did. */
      estimate?: EstimateResult | null;
      /** The customer's signed quote page, where the quote can be changed. */
      quoteUrl?: string | null;
      /** The same quote's signed booking page, where the order is e-signed. */
      bookingUrl?: string | null;
      /**
       * Whether the confirmation e-mail is on its way (true) or held for an agent (false); null
       * when the answer does not say (a host's own endpoint).
       */
      confirmationEmailed?: boolean | null;
    }
  | { kind: 'invalid'; status: number; message: string; errors: QuoteErrors; vehicleIndex: number | null }
  | {
      kind: 'failed';
      status: number;
      message: string;
      /** True when the request may have been stored: the form stays locked until the visitor retries or edits. */
      uncertain: boolean;
    };

export const FAILURE_MESSAGES = Object.freeze({
  unconfirmed:
    'We could not confirm that your request arrived. Nothing you typed is lost: try again (you will not be sent twice), or call us.',
  offline: 'Your connection dropped before your request was sent. Nothing you typed is lost: try again, or call us.',
  unavailable: 'We could not save your request just now. Nothing you typed is lost: try again in a moment, or call us.',
  invalid: 'Some details need attention.',
});

/** The lead payload's field names (and the booking form's) and the wizard field that asks for each. */
const FIELD_OF: Readonly<Record<string, QuoteErrorKey>> = {
  // Every part of a place is asked by its one location field.
  ...Object.fromEntries(
    ROUTE_FIELDS.map((field) => [field, field.startsWith('origin') ? 'origin_postal_code' : 'destination_postal_code']),
  ),
  shipDate: 'ship_date',
  transportType: 'transport_type',
  shippingMethod: 'shipping_method',
  firstName: 'first_name',
  email: 'email',
  phone: 'phone',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  type: 'Type',
  inop: 'Inop',
};

/** Server field errors onto the wizard's fields; vehicle errors onto the first vehicle named. */
export function wizardErrorsOf(serverErrors: Record<string, unknown>): {
  errors: QuoteErrors;
  vehicleIndex: number | null;
} {
  const errors: QuoteErrors = {};
  let vehicleIndex: number | null = null;
  for (const [path, message] of Object.entries(serverErrors)) {
    if (typeof message !== 'string') continue;
    const vehicle = /^vehicles\[(\d+)\]\.(\w+)$/.exec(path);
    const field = FIELD_OF[vehicle ? vehicle[2] : path];
    if (!field) continue;
    if (vehicle) {
      vehicleIndex ??= Number(vehicle[1]);
      if (Number(vehicle[1]) !== vehicleIndex) continue;
    }
    errors[field] ??= message;
  }
  return { errors, vehicleIndex };
}

/** An estimate as /api/createLead and /api/estimate answer it (src/pricing/estimate.ts). */
export function isEstimateResult(value: unknown): value is EstimateResult {
  const candidate = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return (
    (candidate.kind === 'estimate' && Array.isArray(candidate.options) && typeof candidate.miles === 'number') ||
    (candidate.kind === 'by-hand' && typeof candidate.reason === 'string')
  );
}

/**
 * Reads a lead or booking answer (SPEC §7). SPEC §4/§8: a response without a status is treated as
 * status 500, and since the request may have been stored, the outcome is uncertain.
 */
export function readQuoteAnswer(httpStatus: number, body: unknown): QuoteOutcome {
  const answer = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const status = typeof answer.status === 'number' ? answer.status : 500;
  const data = (answer.data && typeof answer.data === 'object' ? answer.data : {}) as Record<string, unknown>;
  const lead = (data.lead && typeof data.lead === 'object' ? data.lead : {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && typeof lead.id === 'string') {
    const quote = (data.quote && typeof data.quote === 'object' ? data.quote : {}) as Record<string, unknown>;
    const booking = (data.booking && typeof data.booking === 'object' ? data.booking : {}) as Record<string, unknown>;
    const confirmation = (
      data.confirmation && typeof data.confirmation === 'object' ? data.confirmation : {}
    ) as Record<string, unknown>;
    return {
      kind: 'accepted',
      status,
      requestId: lead.id,
      leadNumber:
        typeof lead.number === 'string' || typeof lead.number === 'number' ? String(lead.number).slice(0, 40) : null,
      url: typeof answer.url === 'string' ? answer.url : null,
      estimate: isEstimateResult(data.estimate) ? data.estimate : null,
      quoteUrl: typeof quote.url === 'string' ? quote.url : null,
      bookingUrl: typeof booking.url === 'string' ? booking.url : null,
      confirmationEmailed: typeof confirmation.emailed === 'boolean' ? confirmation.emailed : null,
    };
  }
  const serverMessage = typeof answer.message === 'string' ? answer.message : '';
  if (status === 422 || status === 400) {
    const mapped = wizardErrorsOf((answer.errors as Record<string, unknown>) ?? {});
    return {
      kind: 'invalid',
      status,
      message: Object.keys(mapped.errors).length
        ? FAILURE_MESSAGES.invalid
        : serverMessage || FAILURE_MESSAGES.unavailable,
      ...mapped,
    };
  }
  if (typeof answer.status !== 'number' || status === 500 || (httpStatus >= 500 && status !== 503)) {
    return { kind: 'failed', status, message: FAILURE_MESSAGES.unconfirmed, uncertain: true };
  }
  return { kind: 'failed', status, message: serverMessage || FAILURE_MESSAGES.unavailable, uncertain: false };
}

/**
 * POSTs a quote with its idempotency key; never throws. The next form token an answer carries
 * (the one sent is spent once a quote is stored) goes to `keepFormToken`.
 */
export async function postQuote(
  path: string,
  body: unknown,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
  keepFormToken: (token: string) => void = () => undefined,
): Promise<QuoteOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: '*/*', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed', status: 500, message: FAILURE_MESSAGES.offline, uncertain: true };
  }
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  const next = (parsed as { formToken?: unknown } | null)?.formToken;
  if (typeof next === 'string' && next) keepFormToken(next);
  return readQuoteAnswer(response.status, parsed);
}

/** One key per quote: a double click or a retry replays the first answer instead of making a second lead. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `quote-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
