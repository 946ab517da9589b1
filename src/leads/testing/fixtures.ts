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

/** A boat as the category form sends it (issue 27): a 32 ft Sea Ray on its own trailer. */
export const seaRayOnTrailer: LeadPayload['vehicles'][number] = {
  make: 'Sea Ray',
  model: 'Sundancer 320',
  year: 2018,
  inop: 0,
  type: 'Car',
  category: 'boat',
  facts: { lengthFt: 32, beamFt: 10.5, heightFt: 12.5, onOwnTrailer: true },
};
