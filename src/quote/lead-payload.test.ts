import { validLead } from '../leads/testing/fixtures';
import { isShipDateInRange, maxModelYear, validateLeadPayload, type LeadPayload } from './lead-payload';

const errorsOf = async (overrides: Partial<Record<keyof LeadPayload, unknown>>) => {
  const result = await validateLeadPayload({ ...validLead(), ...overrides });
  return result.ok ? {} : result.errors;
};

describe('lead payload validation (SPEC §5)', () => {
  it('accepts a complete quote', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each([
    ['firstName', '', 'Please enter a name'],
    ['firstName', 'Al', 'Please enter a name'],
    ['email', 'maria@', 'Please enter a email.'],
    ['phone', '12', 'Please enter a phone number.'],
    ['phone', '555', 'Please enter a phone number.'],
    ['shipDate', '', 'Please select a date'],
    ['shipDate', '2020-01-01', 'Please select a date'],
    ['transportType', 'Flatbed', 'Please select a transport type'],
    ['originCountry', '', 'Please enter a location'],
    ['destinationPostalCode', 'ABCDE', 'Please enter a location'],
  ])('answers %s %j with its message', async (field, value, message) => {
    expect((await errorsOf({ [field]: value }))[field]).toBe(message);
  });

  it.each([
    ['make', { make: '' }, 'Please enter a make'],
    ['model', { model: '' }, 'Please enter a model'],
    ['year', { year: 1876 }, 'Please enter a valid year'],
    ['year', { year: maxModelYear() + 1 }, 'Please enter a valid year'],
    ['year', { year: 'soon' }, 'Please enter a valid year'],
    ['type', { type: 'Tank' }, 'Please select a type'],
    ['inop', { inop: 3 }, 'Please select a state'],
  ])('answers a vehicle %s that is wrong with its message', async (field, vehicle, message) => {
    const errors = await errorsOf({ vehicles: [{ ...validLead().vehicles[0], ...vehicle }] });
    expect(errors[`vehicles[0].${field}`]).toBe(message);
  });

  it('takes years from 1877 to next year, and defaults inop to 0 and type to Car', async () => {
    expect(await errorsOf({ vehicles: [{ make: 'Benz', model: 'Patent-Motorwagen', year: 1877 }] })).toEqual({});
    const result = await validateLeadPayload({
      ...validLead(),
      vehicles: [{ make: 'Ford', model: 'Bronco', year: maxModelYear() }],
    });
    expect(result.ok && result.payload.vehicles[0]).toEqual({
      make: 'Ford',
      model: 'Bronco',
      year: maxModelYear(),
      inop: 0,
      type: 'Car',
    });
  });

  it('accepts real e-mail domains the old 2-to-4-letter rule refused', async () => {
    for (const email of ['curator@museum.museum', 'team@shipping.international', 'a.b+c@mail.co.uk']) {
      expect(await errorsOf({ email })).toEqual({});
    }
    for (const email of ['plain', 'a@b', 'a@b.c', 'a b@c.com', 'a@-b.com']) {
      expect((await errorsOf({ email })).email).toBe('Please enter a email.');
    }
  });

  it('accepts a port location with an empty postal code when it names a city (SPEC §4)', async () => {
    expect(
      await errorsOf({
        destinationCountry: 'Germany',
        destinationCity: 'Port of Bremerhaven',
        destinationPostalCode: '',
        destinationState: '',
      }),
    ).toEqual({});
    expect((await errorsOf({ destinationCity: '', destinationPostalCode: '' })).destinationPostalCode).toBe(
      'Please enter a location',
    );
  });

  it('asks international quotes for a shipping method', async () => {
    expect((await errorsOf({ isInternational: true })).shippingMethod).toBe('Please select a shipping method');
    expect(await errorsOf({ isInternational: true, shippingMethod: 'Port to door' })).toEqual({});
  });

  it('refuses control characters, which could reach an e-mail header', async () => {
    expect((await errorsOf({ firstName: 'Maria\r\nBcc: x@evil.example' })).firstName).toMatch(/control characters/);
  });

  it('refuses more than 10 vehicles', async () => {
    expect((await errorsOf({ vehicles: Array(11).fill(validLead().vehicles[0]) })).vehicles).toMatch(/At most 10/);
  });
});

describe('ship date (SPEC §5: today allowed, past dates not)', () => {
  const today = new Date('2026-11-22T15:00:00Z');
  it('takes today and the coming year, not the past or a non-date', () => {
    expect(isShipDateInRange('2026-11-22', today)).toBe(true);
    expect(isShipDateInRange('2026-11-21', today)).toBe(true); // still today west of UTC
    expect(isShipDateInRange('2026-11-20', today)).toBe(false);
    expect(isShipDateInRange('2027-11-22', today)).toBe(true);
    expect(isShipDateInRange('2027-11-23', today)).toBe(false);
    expect(isShipDateInRange('2026-02-30', today)).toBe(false);
    expect(isShipDateInRange('22/11/2026', today)).toBe(false);
  });
});

describe('types', () => {
  it('refuses a number, an object or null where text belongs', async () => {
    expect((await errorsOf({ firstName: 12345 })).firstName).toBeDefined();
    expect((await errorsOf({ email: { address: 'a@b.com' } })).email).toBeDefined();
    expect((await errorsOf({ originCity: null })).originCity).toBeDefined();
  });
});
