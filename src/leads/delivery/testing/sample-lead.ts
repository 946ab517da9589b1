import { fmcsaRecordUrl } from '../../../routes';
import { estimateQuote } from '../../../pricing/quote-estimate';
import { DEFAULT_RATE_TABLE } from '../../../pricing/rate-table';
import type { LeadPayload } from '../../../quote/lead-payload';
import { estimateRequestOf } from '../../lead-estimates';
import type { BrokerFacts } from '../broker-facts';
import { validLead } from '../../testing/fixtures';
import type { LeadRecord } from '../lead-record';
import type { OrderEvent, OrderRecord } from '../../../orders/order';
import { sampleOrderDetails, sampleTerms } from '../../../orders/testing/order-fixtures';

/** A stored lead as the transports receive it: Maria's Camry, Beverly Hills to New York. */
export const sampleLead = (overrides: Partial<LeadRecord> = {}, payload: Partial<LeadPayload> = {}): LeadRecord => ({
  number: 42,
  requestId: 'VLM-7K3M9QX2HD',
  kind: 'lead',
  status: 'received',
  receivedAt: Date.UTC(2025, 9, 7, 14, 3),
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  phone: '(310) 555-0199',
  source: 'Home Page',
  marketingId: 'spring-campaign',
  fbclid: 'IwAR0example',
  payload: validLead({ shipDate: '2025-10-14', templateId: 'home', ...payload }),
  ...overrides,
});

/** The lead priced by the pricing module with the built-in rate table, as intake stores it. */
export function withEstimate(lead: LeadRecord): LeadRecord {
  const request = estimateRequestOf(lead.payload);
  return {
    ...lead,
    estimate: {
      version: 1,
      rateVersion: DEFAULT_RATE_TABLE.version,
      createdAt: lead.receivedAt,
      changedBy: 'intake',
      request,
      result: estimateQuote(request, DEFAULT_RATE_TABLE),
    },
  };
}

/** The facts a broker's Site settings hold (not the seed's: a test names its own). */
export const sampleBrokerFacts: BrokerFacts = {
  siteName: 'Velmora Auto Transport',
  phone: { number: '(800) 555-0100', href: 'tel:8005550100' },
  phoneHours: 'Agents on call 24/7',
  credentials: { usdot: '1234567', mc: '765432', fmcsaUrl: fmcsaRecordUrl('1234567') },
};

/** Maria's order as the relay loads it: booked from the sample lead, signed against the sample terms. */
export function sampleOrder(overrides: Partial<OrderRecord> = {}): OrderRecord {
  const bookedAt = Date.UTC(2025, 9, 8, 9, 12, 33);
  return {
    number: 7,
    leadId: 42,
    requestId: 'VLM-7K3M9QX2HD',
    status: 'booked',
    statusAt: bookedAt,
    bookedAt,
    quoteVersion: 2,
    details: sampleOrderDetails(),
    signature: {
      name: 'Maria Lopez',
      signedAt: bookedAt,
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (test)',
      termsVersion: sampleTerms.version,
      termsHash: sampleTerms.hash,
    },
    terms: sampleTerms,
    events: [],
    requests: [],
    ...overrides,
  };
}

/** A carrier assignment as the dispatch system sends it. */
export const carrierAssigned = (overrides: Partial<OrderEvent> = {}): OrderEvent => ({
  id: 11,
  eventId: 'dispatch-1001',
  status: 'carrier_assigned',
  occurredAt: Date.UTC(2025, 9, 9, 15, 0),
  receivedAt: Date.UTC(2025, 9, 9, 15, 0, 4),
  carrier: { name: 'Reliable Auto Haulers', mcNumber: '1163054', pickupEstimate: '2025-10-16' },
  ...overrides,
});
