/** @jest-environment node */
import type { Estimate } from './estimate';
import { estimateQuote, estimateVehicleOf, pricingFactsOf, type QuoteEstimateRequest } from './quote-estimate';
import { DEFAULT_RATE_TABLE } from './rate-table';

/** Beverly Hills to New York in February, as the quote form sends it. */
const request = (vehicles: QuoteEstimateRequest['vehicles']): QuoteEstimateRequest => ({
  originCountry: 'US',
  originPostalCode: '90210',
  originState: 'CA',
  originCity: 'Beverly Hills',
  destinationCountry: 'US',
  destinationPostalCode: '10001',
  destinationState: 'NY',
  destinationCity: 'New York',
  shipDate: '2027-02-10',
  transportType: 'Open',
  vehicles,
});

describe('a quote’s vehicles as the estimate reads them', () => {
  it('prices the category and facts a vehicle carries, and a car without them as before', () => {
    const car = estimateQuote(request([{ type: 'Car', inop: 0 }]), DEFAULT_RATE_TABLE) as Estimate;
    const boat = estimateQuote(
      request([{ type: 'Car', inop: 0, category: 'boat', facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true } }]),
      DEFAULT_RATE_TABLE,
    ) as Estimate;
    expect(boat.kind).toBe('estimate');
    expect(boat.options.map((option) => option.id)).toEqual(['open']);
    expect(boat.options[0]!.price[0]).toBeGreaterThan(car.options[0]!.price[1]);
    const named = estimateQuote(request([{ type: 'Car', inop: 0, category: 'car' }]), DEFAULT_RATE_TABLE);
    expect(named).toEqual(car);
  });

  it('drops facts out of their bounds or of the wrong kind, so the estimate asks an agent rather than guess', () => {
    expect(
      pricingFactsOf({
        lengthFt: 320,
        beamFt: '10',
        onOwnTrailer: 'yes',
        rvType: 'yacht',
        containerSize: '45',
        heightFt: 9,
      }),
    ).toEqual({ heightFt: 9 });
    expect(pricingFactsOf('32 ft')).toBeUndefined();
    const typo = estimateQuote(
      request([{ type: 'Car', inop: 0, category: 'boat', facts: { lengthFt: 320, beamFt: 10.5 } }]),
      DEFAULT_RATE_TABLE,
    );
    expect(typo).toMatchObject({
      kind: 'by-hand',
      reason: 'An agent will price your boat: the instant estimate needs its length.',
    });
  });

  it('prices an unknown category as the vehicle’s SPEC type', () => {
    const suv = estimateQuote(request([{ type: 'SUV', inop: 0 }]), DEFAULT_RATE_TABLE);
    expect(estimateQuote(request([{ type: 'SUV', inop: 0, category: 'hovercraft' }]), DEFAULT_RATE_TABLE)).toEqual(suv);
  });

  it('keeps a vehicle’s category and facts in the stored request, and nothing else of it', () => {
    expect(
      estimateVehicleOf({ type: 'Car', inop: 0, category: 'rv', facts: { rvType: 'class-a', lengthFt: 36 } }),
    ).toEqual({ type: 'Car', inop: 0, category: 'rv', facts: { rvType: 'class-a', lengthFt: 36 } });
    const lead = { make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' };
    expect(estimateVehicleOf(lead)).toEqual({ type: 'Car', inop: 0 });
  });
});
