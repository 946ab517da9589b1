import {
  blankVehicle,
  initialQuoteValues,
  quoteSubject,
  shippingMethodsFrom,
  vehicleTitle,
  withCategory,
  withRemovedVehicle,
  type QuoteVehicle,
} from './quote-values';

const rules = { requireDetails: false };
const named = (Make: string): QuoteVehicle => ({ ...blankVehicle(rules), Make });

describe('SPEC §4 vehicles and shipping methods', () => {
  it('removing the selected vehicle selects the previous one; index 0 stays 0', () => {
    const three = [named('A'), named('B'), named('C')];
    expect(withRemovedVehicle(three, 2, rules)).toEqual({ vehicles: [named('A'), named('B')], selected: 1 });
    expect(withRemovedVehicle(three, 0, rules)).toEqual({ vehicles: [named('B'), named('C')], selected: 0 });
    // Another vehicle's removal keeps the same vehicle selected.
    expect(withRemovedVehicle(three, 2, rules, 0)).toEqual({ vehicles: [named('B'), named('C')], selected: 1 });
    // With no valid selection the last one goes.
    expect(withRemovedVehicle(three, -1, rules).vehicles).toEqual([named('A'), named('B')]);
    expect(withRemovedVehicle([named('A')], 0, rules)).toEqual({ vehicles: [blankVehicle(rules)], selected: 0 });
  });

  it('a blank vehicle defaults to Car, running, 2012 (booking: type and running chosen)', () => {
    expect(blankVehicle(rules)).toMatchObject({ Type: 'Car', Inop: 'Yes', Year: '2012', Make: '', Model: '' });
    expect(blankVehicle({ requireDetails: true })).toMatchObject({ Type: '', Inop: '' });
  });

  it('Canada counts as North America for the shipping-method options', () => {
    expect(shippingMethodsFrom('CA').preselected).toBe('Door to port');
    expect(shippingMethodsFrom('JP').preselected).toBe('Port to door');
  });
});

describe('what a quote is for', () => {
  const vehicle = (Year: string, Make: string, Model: string): QuoteVehicle => ({
    ...blankVehicle(rules),
    Year,
    Make,
    Model,
  });
  const values = {
    ...initialQuoteValues(rules),
    origin_city: 'Houston',
    origin_state: 'TX',
    origin_country: 'US',
    destination_city: 'Atlanta',
    destination_state: 'GA',
    destination_country: 'US',
  };

  it('names the vehicle and the route', () => {
    expect(quoteSubject({ ...values, Vehicles: [vehicle('2019', 'Toyota', 'Camry')] })).toBe(
      '2019 Toyota Camry, Houston, TX to Atlanta, GA',
    );
  });

  it('counts several vehicles and leaves out an unfinished one', () => {
    const two = [vehicle('2019', 'Toyota', 'Camry'), vehicle('2021', 'Ford', 'F-150'), vehicle('2012', '', '')];
    expect(quoteSubject({ ...values, Vehicles: two })).toBe('2 vehicles, Houston, TX to Atlanta, GA');
  });

  it('names countries on an international quote', () => {
    const international = {
      ...values,
      isInternational: true,
      destination_city: 'Hamburg',
      destination_state: '',
      destination_country: 'DE',
      Vehicles: [vehicle('2020', 'BMW', 'X5')],
    };
    expect(quoteSubject(international)).toBe('2020 BMW X5, Houston, US to Hamburg, DE');
  });
});

describe('vehicles of every category', () => {
  const boat: QuoteVehicle = {
    ...blankVehicle({ requireDetails: false, category: 'boat' }),
    Year: '2018',
    Make: 'Sea Ray',
    MakeID: -1001,
    Model: 'Sundancer 320',
    facts: { lengthFt: '32', beamFt: '10.5', onOwnTrailer: 'Yes' },
  };
  const container: QuoteVehicle = {
    ...blankVehicle({ requireDetails: false, category: 'container' }),
    facts: { containerSize: '40' },
  };

  it('a service page presets the category of every new vehicle; the booking form without one leaves it unchosen', () => {
    expect(blankVehicle({ requireDetails: false, category: 'boat' })).toMatchObject({ category: 'boat', Type: 'Car' });
    expect(blankVehicle({ requireDetails: false, category: 'suv' })).toMatchObject({ category: 'suv', Type: 'SUV' });
    expect(blankVehicle({ requireDetails: false })).toMatchObject({ category: 'car', Type: 'Car', facts: {} });
    expect(blankVehicle({ requireDetails: true })).toMatchObject({ category: '', Type: '' });
  });

  it('names a boat with its length and a container by its size', () => {
    expect(vehicleTitle(boat, 0)).toBe('2018 Sea Ray Sundancer 320, 32 ft');
    expect(vehicleTitle(container, 1)).toBe('40 ft shipping container');
    expect(vehicleTitle({ ...container, facts: {} }, 1)).toBe('Vehicle 2');
    expect(quoteSubject({ ...initialQuoteValues(rules), Vehicles: [boat] })).toBe('2018 Sea Ray Sundancer 320, 32 ft');
    expect(quoteSubject({ ...initialQuoteValues(rules), Vehicles: [container] })).toBe('40 ft shipping container');
  });

  it('choosing another category sets SPEC’s type and keeps what both ask', () => {
    const car = { ...blankVehicle(rules), Make: 'Toyota', MakeID: 448, Model: 'RAV4' };
    expect(withCategory(car, 'suv')).toMatchObject({ category: 'suv', Type: 'SUV', Make: 'Toyota', Model: 'RAV4' });
    expect(withCategory(car, 'classic')).toMatchObject({ category: 'classic', Type: 'Car', Make: 'Toyota' });
    expect(withCategory(boat, 'rv')).toMatchObject({
      category: 'rv',
      Make: '',
      MakeID: null,
      facts: { lengthFt: '32' },
    });
    expect(withCategory(car, '')).toMatchObject({ category: '', Type: '' });
  });
});
