import type { LeadPayload } from '../../../quote/lead-payload';
import { validLead } from '../../testing/fixtures';
import type { LeadRecord } from '../lead-record';

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
