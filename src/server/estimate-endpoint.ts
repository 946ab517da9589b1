import { leadPayloadFromBody } from '../quote/payload-shapes';
import { leadPayloadSchema } from '../quote/lead-payload';
import * as yup from 'yup';
import type { EstimateResult } from '../pricing/estimate';
import { locateRouteText } from '../pricing/locate';
import { estimateQuote, estimateVehicleOf, type QuoteEstimateRequest } from '../pricing/quote-estimate';
import { routeEstimateFor } from '../pricing/route-estimate';
import type { PickupWindowId, RateTable } from '../pricing/rate-table';
import { fieldErrors } from '../types/field-errors';
import { ROUTE_FIELDS } from '../types/lead-route';

export interface EstimateAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** The quote form's fields an estimate needs (contact fields may come along and are ignored). */
// The location keys are computed in the lead schema, so its static type does not list them.
const estimateSchema = (leadPayloadSchema as yup.AnyObjectSchema).pick([
  ...ROUTE_FIELDS,
  'shipDate',
  'transportType',
  'vehicles',
  'isInternational',
  'shippingMethod',
]);

const invalid = (errors: Record<string, string>): EstimateAnswer => ({
  status: 422,
  body: { status: 422, error: 'invalid_request', message: 'Some fields need attention.', errors },
});

const today = () => new Date().toISOString().slice(0, 10);

/** A route card's question: "Miami, FL" to "Boston, MA" for one running car, open and enclosed. */
function routeEstimate(body: Record<string, unknown>, table: RateTable): EstimateAnswer {
  const errors = fieldErrors();
  for (const key of Object.keys(body)) if (!['from', 'to', 'shipDate'].includes(key)) errors[key] = 'Unknown field';
  const text = (key: 'from' | 'to') => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  if (!text('from') || text('from').length > 100) errors.from = 'Please enter a location';
  if (!text('to') || text('to').length > 100) errors.to = 'Please enter a location';
  const shipDate = body.shipDate === undefined ? today() : body.shipDate;
  if (typeof shipDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(shipDate)) errors.shipDate = 'Please select a date';
  if (Object.keys(errors).length) return invalid(errors);
  const estimate = routeEstimateFor(text('from'), text('to'), table, shipDate as string);
  if (!estimate) {
    return invalid({ [locateRouteText(text('from')) ? 'to' : 'from']: 'Please click some location' });
  }
  return { status: 200, body: { status: 200, data: estimate } };
}

/**
 * `/api/estimate`: the instant estimate for the quote form's own fields (any of its three
 * shapes, plus an optional `pickupWindow`), or for a route card's `from` and `to`. Stores nothing.
 */
export async function answerEstimate(body: unknown, table: RateTable): Promise<EstimateAnswer> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return {
      status: 400,
      body: { status: 400, error: 'invalid_body', message: 'The body must be a JSON object.', errors: {} },
    };
  }
  const { pickupWindow } = body as Record<string, unknown>;
  // Own fields copied as fields (never by assignment, which a `__proto__` key would turn into a prototype).
  const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'pickupWindow'));
  if ('from' in rest || 'to' in rest) return routeEstimate(body as Record<string, unknown>, table);
  const mapped = leadPayloadFromBody(rest);
  if (!mapped) return invalid({ body: 'The body must be a JSON object.' });
  // Copied onto a record without a prototype: a refused field named `__proto__` stays a field of the answer.
  const errors = Object.assign(fieldErrors(), mapped.unknown);
  if (pickupWindow !== undefined && !table.pickupWindows.some((window) => window.id === pickupWindow)) {
    errors.pickupWindow = 'Please choose a pickup window';
  }
  let request: QuoteEstimateRequest | null = null;
  try {
    const valid = (await estimateSchema.validate(mapped.payload, { abortEarly: false })) as QuoteEstimateRequest;
    request = {
      ...valid,
      vehicles: valid.vehicles.map(estimateVehicleOf),
      ...(pickupWindow ? { pickupWindow: pickupWindow as PickupWindowId } : {}),
    };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) return invalid({ body: 'The request could not be read' });
    for (const issue of error.inner.length ? error.inner : [error])
      errors[issue.path || 'body'] ??= issue.errors[0] ?? 'Invalid value';
  }
  if (Object.keys(errors).length || !request) return invalid(errors);
  const estimate: EstimateResult = estimateQuote(request, table);
  return { status: 200, body: { status: 200, data: estimate } };
}
