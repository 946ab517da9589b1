import type { EstimateResult } from '../pricing/estimate';
import { estimateVehicleOf, type QuoteEstimateRequest } from '../pricing/quote-estimate-request';
import type { PickupWindowId } from '../pricing/rate-table';
import type { LeadPayload } from '../quote/lead-payload';
import type { Queryable, Row } from './store/database';
import { routeOf } from '../types/lead-route';

/** Prices a quote (the pricing module with the rate table in force). */
export type Estimator = (request: QuoteEstimateRequest) => EstimateResult;

export type EstimateAuthor = 'intake' | 'customer';

/** One version of a lead's estimate, as stored in lead_estimates. */
export interface StoredEstimate {
  version: number;
  rateVersion: string;
  createdAt: number;
  changedBy: EstimateAuthor;
  request: QuoteEstimateRequest;
  result: EstimateResult;
}

/** What the pricing needs from a lead: its route, date, transport, vehicles and pickup speed. */
export const estimateRequestOf = (payload: LeadPayload, pickupWindow?: PickupWindowId): QuoteEstimateRequest => ({
  ...routeOf(payload),
  shipDate: payload.shipDate,
  transportType: payload.transportType,
  vehicles: payload.vehicles.map(estimateVehicleOf),
  ...(payload.shippingMethod ? { shippingMethod: payload.shippingMethod } : {}),
  ...(pickupWindow ? { pickupWindow } : {}),
});

/** Prices a lead without ever failing its intake: a pricing fault leaves the lead to an agent. */
export function safeEstimate(
  estimator: Estimator | undefined,
  request: QuoteEstimateRequest,
): { request: QuoteEstimateRequest; result: EstimateResult } | null {
  if (!estimator) return null;
  try {
    return { request, result: estimator(request) };
  } catch (error) {
    console.error('Estimate failed; the lead is kept without one:', (error as Error).message);
    return null;
  }
}

export async function insertEstimate(
  tx: Queryable,
  leadId: number,
  version: number,
  estimate: { request: QuoteEstimateRequest; result: EstimateResult },
  changedBy: EstimateAuthor,
  now: number,
): Promise<void> {
  await tx.run(
    `INSERT INTO lead_estimates (lead_id, version, rate_version, created_at, changed_by, request, estimate)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      leadId,
      version,
      estimate.result.rateVersion,
      now,
      changedBy,
      JSON.stringify(estimate.request),
      JSON.stringify(estimate.result),
    ],
  );
}

/** Joins a lead (alias `lead`) to its latest estimate (alias `est`), if it has one. */
export const latestEstimateJoin = (lead: string, est: string) =>
  `LEFT JOIN lead_estimates ${est} ON ${est}.lead_id = ${lead}.id
     AND ${est}.version = (SELECT MAX(latest.version) FROM lead_estimates latest WHERE latest.lead_id = ${lead}.id)`;

export const estimateColumns = (est: string) =>
  [
    `${est}.version AS estimate_version`,
    `${est}.rate_version AS estimate_rate_version`,
    `${est}.created_at AS estimate_created_at`,
    `${est}.changed_by AS estimate_changed_by`,
    `${est}.request AS estimate_request`,
    `${est}.estimate AS estimate_result`,
  ].join(', ');

/** The estimate columns of a row read with `estimateColumns`; null when the lead has none. */
export function storedEstimateFrom(row: Row): StoredEstimate | null {
  if (row.estimate_version === null || row.estimate_version === undefined) return null;
  return {
    version: Number(row.estimate_version),
    rateVersion: String(row.estimate_rate_version),
    createdAt: Number(row.estimate_created_at),
    changedBy: row.estimate_changed_by === 'customer' ? 'customer' : 'intake',
    request: JSON.parse(String(row.estimate_request)) as QuoteEstimateRequest,
    result: JSON.parse(String(row.estimate_result)) as EstimateResult,
  };
}
