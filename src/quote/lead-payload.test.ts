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

describe('vehicle categories and their facts (issue 27)', () => {
  const searay = {
    make: 'Sea Ray',
    model: 'Sundancer 320',
    year: 2018,
    category: 'boat',
    facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true },
  };
  const validated = async (vehicle: Record<string, unknown>) => {
    const result = await validateLeadPayload({ ...validLead(), vehicles: [vehicle] });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.payload.vehicles[0];
  };
  const vehicleErrors = (vehicle: unknown) => errorsOf({ vehicles: [vehicle] });

  it("keeps a boat's category and facts, with SPEC's type set to Car, in SPEC's field order", async () => {
    const vehicle = await validated({ ...searay, type: 'SUV', facts: { ...searay.facts, lengthFt: '32' } });
    expect(vehicle).toEqual({ ...searay, inop: 0, type: 'Car' });
    expect(Object.keys(vehicle ?? {})).toEqual(['make', 'model', 'year', 'inop', 'type', 'category', 'facts']);
  });

  it("keeps a car without a category as SPEC sent it, and lets SPEC's categories set the type", async () => {
    expect(await validated({ make: 'Toyota', model: 'Camry', year: 2020 })).toEqual({
      make: 'Toyota',
      model: 'Camry',
      year: 2020,
      inop: 0,
      type: 'Car',
    });
    expect(
      await validated({ make: 'Ford', model: 'F-150', year: 2019, type: 'Car', category: 'pickup' }),
    ).toMatchObject({
      type: 'Pickup',
      category: 'pickup',
    });
  });

  it('names a container by its size: the form asks neither make, model nor year', async () => {
    expect(await validated({ category: 'container', facts: { containerSize: '40' } })).toEqual({
      make: 'Shipping container',
      model: '40 ft',
      year: new Date().getUTCFullYear(),
      inop: 0,
      type: 'Car',
      category: 'container',
      facts: { containerSize: '40' },
    });
  });

  it('asks for each missing required fact by its field, with its message', async () => {
    expect(await vehicleErrors({ ...searay, facts: { beamFt: 10.5 } })).toEqual({
      'vehicles[0].facts.lengthFt': "Please enter the boat's length in feet",
      'vehicles[0].facts.onOwnTrailer': 'Please say whether the boat sits on its own trailer',
    });
    expect(await vehicleErrors({ make: 'Caterpillar', model: '320', year: 2016, category: 'equipment' })).toEqual({
      'vehicles[0].facts.lengthFt': "Please enter the machine's length in feet",
      'vehicles[0].facts.widthFt': "Please enter the machine's width in feet",
      'vehicles[0].facts.heightFt': "Please enter the machine's height as it travels in feet",
      'vehicles[0].facts.weightLb': "Please enter the machine's weight in pounds",
    });
  });

  it('refuses an unknown category, and the facts of another category by name', async () => {
    expect(await vehicleErrors({ ...searay, category: 'tank' })).toEqual({
      'vehicles[0].category': 'Please select what you are shipping',
    });
    expect(await vehicleErrors({ make: 'Toyota', model: 'Camry', year: 2020, facts: { beamFt: 8 } })).toEqual({
      'vehicles[0].facts.beamFt': 'Not asked of a car',
    });
  });

  it.each([
    ['facts as an array', [32, 10.5, true], 'vehicles[0].facts'],
    ['facts as text', 'a 32 ft boat', 'vehicles[0].facts'],
    [
      'a nested object for a number',
      { ...searay.facts, lengthFt: { ft: { value: 32 } } },
      'vehicles[0].facts.lengthFt',
    ],
    ['a huge number', { ...searay.facts, beamFt: 1e300 }, 'vehicles[0].facts.beamFt'],
    ['NaN as text', { ...searay.facts, lengthFt: 'NaN' }, 'vehicles[0].facts.lengthFt'],
    ['a boolean as text', { ...searay.facts, onOwnTrailer: 'yes' }, 'vehicles[0].facts.onOwnTrailer'],
    [
      'a prototype key',
      JSON.parse('{"lengthFt":32,"beamFt":10,"onOwnTrailer":true,"__proto__":{"x":1}}'),
      'vehicles[0].facts.__proto__',
    ],
    [
      'a constructor key',
      { ...searay.facts, constructor: { prototype: { polluted: true } } },
      'vehicles[0].facts.constructor',
    ],
  ])('answers %s with the field named, never a failure', async (_, facts, field) => {
    const errors = await vehicleErrors({ ...searay, facts });
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]).toMatch(/^(Please|Facts are named values|Unknown field)/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
