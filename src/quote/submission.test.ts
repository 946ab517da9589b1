/** @jest-environment node */
import { submitQuote, type IntakeOptions } from '../leads/intake';
import type { Database } from '../leads/store/database';
import { camryAndPickup } from '../leads/testing/fixtures';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { SMS_CONSENT_VERSION } from './consent';
import { readQuoteAnswer } from './quote-outcome';
import { blankVehicle, initialQuoteValues, placeValues, type QuoteValues } from './quote-values';
import { bookingPayloadFromSubmission, toEmbeddedSubmission, leadPayloadFromSubmission } from './submission';
import type { Tracking } from './tracking';

const options: IntakeOptions = { rateLimitSalt: 'salt', linkSecret: 'secret', siteUrl: 'https://www.velmora.test' };
let db: Database;
let ip = 0;

withTestDatabase((opened) => (db = opened));

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** What the wizard holds after a domestic quote for two vehicles. */
const domesticValues = (): QuoteValues => ({
  ...initialQuoteValues({ requireDetails: false }),
  ...placeValues('origin', {
    display: 'Austin, TX 78703',
    city: 'Austin',
    state: 'TX',
    postalCode: '78703',
    country: 'US',
  }),
  ...placeValues('destination', {
    display: 'Seattle, WA 98101',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101',
    country: 'US',
  }),
  ship_date: today(),
  transport_type: 'Enclosed',
  Vehicles: [
    { ...blankVehicle({ requireDetails: false }), Make: 'Toyota', MakeID: 448, Model: 'Camry' },
    {
      ...blankVehicle({ requireDetails: false, category: 'pickup' }),
      Inop: 'No',
      Make: 'Ford',
      MakeID: 460,
      Model: 'F-150',
      Year: '2019',
    },
  ],
  first_name: 'Dana',
  email: 'dana@example.com',
  phone: '(512) 555-0134',
});

const tracking: Tracking = { id: 'camp-9', marketing_id: 'camp-9', source: '', fbclid: 'fb-9' };

const store = async (kind: 'lead' | 'booking', body: unknown) => {
  const answer = await submitQuote(db, { kind, body, clientIp: `10.1.0.${(ip += 1)}` }, options);
  return { answer, outcome: readQuoteAnswer(answer.status, answer.body) };
};

const storedPayload = async () => JSON.parse(String((await db.get('SELECT payload FROM leads'))?.payload));

describe(`what the forms send is what the server stores (${testEngine()})`, () => {
  it('the home form sends exactly the lead payload of SPEC §3', async () => {
    const payload = leadPayloadFromSubmission(toEmbeddedSubmission(domesticValues(), 40_000), tracking, 'home');
    const { outcome } = await store('lead', payload);
    // No form token here (the page's warm-up is not part of this test): the e-mail waits for an agent, and the result says so.
    expect(outcome).toMatchObject({ kind: 'accepted', status: 201, url: null, confirmationEmailed: false });
    expect(await storedPayload()).toEqual({
      originCountry: 'US',
      originPostalCode: '78703',
      originState: 'TX',
      originCity: 'Austin',
      destinationCountry: 'US',
      destinationPostalCode: '98101',
      destinationState: 'WA',
      destinationCity: 'Seattle',
      phone: '(512) 555-0134',
      shipDate: today(),
      transportType: 'Enclosed',
      firstName: 'Dana',
      email: 'dana@example.com',
      vehicles: camryAndPickup,
      id: 'camp-9',
      source: 'Home Page',
      fbclid: 'fb-9',
      fillMs: 40_000,
    });
    // The SMS question's answer (unticked) and its wording version: in the lead's own columns.
    expect(await db.get('SELECT sms_updates, sms_consent_version FROM leads')).toEqual({
      sms_updates: 0,
      sms_consent_version: SMS_CONSENT_VERSION,
    });
  });

  it("the embeddable form's own submission (capitalised Vehicles) is taken as the same lead", async () => {
    const { answer, outcome } = await store('lead', toEmbeddedSubmission(domesticValues(), 40_000));
    expect([outcome.kind, answer.body.errors]).toEqual(['accepted', undefined]);
    expect((await storedPayload()).vehicles).toEqual(camryAndPickup);
  });

  it('the booking payload (form field names, marketingId) becomes a booking with its URL', async () => {
    const body = bookingPayloadFromSubmission(
      toEmbeddedSubmission({ ...domesticValues(), sms_updates: true }, 40_000),
      tracking,
    );
    const { outcome } = await store('booking', body);
    expect(outcome).toMatchObject({
      kind: 'accepted',
      url: expect.stringMatching(/\/book#ref=VLM-/),
      bookingUrl: expect.stringMatching(/\/book#ref=VLM-/),
      quoteUrl: expect.stringMatching(/\/quote#ref=VLM-/),
    });
    const row = await db.get('SELECT kind, source, marketing_id, fbclid FROM leads');
    expect(row).toEqual({ kind: 'booking', source: 'Booking', marketing_id: 'camp-9', fbclid: 'fb-9' });
    expect(await db.get('SELECT sms_updates FROM leads')).toEqual({ sms_updates: 1 });
  });

  it('an international quote carries its shipping method and the international source', async () => {
    const values: QuoteValues = {
      ...domesticValues(),
      isInternational: true,
      shipping_method: 'Door to port',
      ...placeValues('destination', {
        display: 'Port of Hamburg, Germany',
        city: 'Hamburg',
        state: '',
        postalCode: '',
        country: 'DE',
      }),
    };
    const { outcome } = await store(
      'lead',
      leadPayloadFromSubmission(toEmbeddedSubmission(values, 40_000), { ...tracking, source: '' }, 'booking'),
    );
    expect(outcome.kind).toBe('accepted');
    expect(await storedPayload()).toMatchObject({
      destinationCity: 'Hamburg',
      destinationPostalCode: '',
      isInternational: true,
      shippingMethod: 'Door to port',
      source: 'Booking International',
    });
  });

  it("the server's field errors come back onto the wizard's fields", async () => {
    const values = {
      ...domesticValues(),
      email: 'dana@',
      Vehicles: [{ ...domesticValues().Vehicles[0], Year: '1800' }],
    };
    const { outcome } = await store(
      'lead',
      leadPayloadFromSubmission(toEmbeddedSubmission(values, 40_000), tracking, 'home'),
    );
    expect(outcome).toMatchObject({
      kind: 'invalid',
      status: 422,
      errors: { email: 'Please enter a email.', Year: 'Please enter a valid year' },
      vehicleIndex: 0,
    });
  });
});

describe('the category and its facts travel in each vehicle entry', () => {
  const boat = {
    ...blankVehicle({ requireDetails: false, category: 'boat' }),
    Year: '2018',
    Make: 'Sea Ray',
    MakeID: -1001,
    Model: 'Sundancer 320',
    facts: { lengthFt: '32', beamFt: `10'6"`, heightFt: '', onOwnTrailer: 'Yes' },
  };
  const container = {
    ...blankVehicle({ requireDetails: false, category: 'container' }),
    facts: { containerSize: '40' },
  };
  const values = (): QuoteValues => ({
    ...domesticValues(),
    Vehicles: [boat, container, domesticValues().Vehicles[1]!],
  });
  const june = new Date(2026, 5, 1);

  it('in the form’s own submission: numbers parsed, a container named by its size, a pickup as SPEC sends it', () => {
    expect(toEmbeddedSubmission(values(), 1000, june).Vehicles).toEqual([
      {
        Make: 'Sea Ray',
        Model: 'Sundancer 320',
        Year: 2018,
        Inop: 0,
        Type: 'Car',
        category: 'boat',
        facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true },
      },
      {
        Make: 'Shipping container',
        Model: '40 ft',
        Year: 2026,
        Inop: 0,
        Type: 'Car',
        category: 'container',
        facts: { containerSize: '40' },
      },
      { Make: 'Ford', Model: 'F-150', Year: 2019, Inop: 1, Type: 'Pickup' },
    ]);
  });

  it('in the lead payload and the booking payload', () => {
    const submission = toEmbeddedSubmission(values(), 1000, june);
    const lead = leadPayloadFromSubmission(submission, tracking, 'home');
    expect(lead.vehicles[0]).toEqual({
      make: 'Sea Ray',
      model: 'Sundancer 320',
      year: 2018,
      inop: 0,
      type: 'Car',
      category: 'boat',
      facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true },
    });
    expect(lead.vehicles[2]).toEqual({ make: 'Ford', model: 'F-150', year: 2019, inop: 1, type: 'Pickup' });
    const booking = bookingPayloadFromSubmission(submission, tracking);
    expect(booking.vehicles[1]).toEqual({
      Year: 2026,
      Make: 'Shipping container',
      Model: '40 ft',
      vehicle_type: 'Car',
      vehicle_inop: 0,
      category: 'container',
      facts: { containerSize: '40' },
    });
  });

  it('a classic car, typed as a Car, says its category; a car says nothing beyond SPEC', () => {
    const classic = { ...domesticValues().Vehicles[0]!, category: 'classic' as const };
    const [first, second] = toEmbeddedSubmission(
      { ...domesticValues(), Vehicles: [classic, domesticValues().Vehicles[0]!] },
      0,
    ).Vehicles;
    expect(first).toMatchObject({ Type: 'Car', category: 'classic' });
    expect(first).not.toHaveProperty('facts');
    expect(Object.keys(second!)).toEqual(['Make', 'Model', 'Year', 'Inop', 'Type']);
  });
});
