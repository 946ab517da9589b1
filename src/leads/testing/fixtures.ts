import type { LeadPayload } from '../../quote/lead-payload';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** The two vehicles of the wizard tests' domestic quote: a 2012 Camry, and a 2019 F-150 that does not run. */
export const camryAndPickup: LeadPayload['vehicles'] = [
  { make: 'Toyota', model: 'Camry', year: 2012, inop: 0, type: 'Car' },
  { make: 'Ford', model: 'F-150', year: 2019, inop: 1, type: 'Pickup' },
];

/** A quote a person could really send: a Camry from Beverly Hills to New York next week. */
export const validLead = (overrides: Partial<LeadPayload> = {}): LeadPayload => ({
  originCountry: 'US',
  originPostalCode: '90210',
  originState: 'CA',
  originCity: 'Beverly Hills',
  destinationCountry: 'US',
  destinationPostalCode: '10001',
  destinationState: 'NY',
  destinationCity: 'New York',
  phone: '(310) 555-0199',
  shipDate: isoDay(7),
  transportType: 'Open',
  firstName: 'Maria',
  email: 'maria.lopez@example.com',
  vehicles: [{ make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' }],
  id: 'spring-campaign',
  source: 'Home Page',
  fbclid: 'IwAR0example',
  fillMs: 42_000,
  ...overrides,
});
