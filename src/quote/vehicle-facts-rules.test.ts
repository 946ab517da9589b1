import { CATEGORY_FACTS, VEHICLE_CATEGORIES } from './vehicle-categories';
import { factBoundsMessage, factMessage, normalizeVehicleEntry, readVehicleFacts } from './vehicle-facts-rules';

const boat = { lengthFt: 32, beamFt: 10.5, heightFt: 11, onOwnTrailer: true };

describe("a vehicle's facts, read for its category", () => {
  it("keeps a boat's facts, numbers typed as text made numbers, in the category's order", () => {
    expect(readVehicleFacts('boat', { onOwnTrailer: false, beamFt: '8.5', lengthFt: '24' })).toEqual({
      facts: { lengthFt: 24, beamFt: 8.5, onOwnTrailer: false },
      problems: {},
    });
    const { facts } = readVehicleFacts('boat', boat);
    expect(Object.keys(facts ?? {})).toEqual(['lengthFt', 'beamFt', 'heightFt', 'onOwnTrailer']);
  });

  it.each(VEHICLE_CATEGORIES.map((category) => [category]))(
    'asks a %s for each of its required facts, by name, with its own message',
    (category) => {
      const required = CATEGORY_FACTS[category].filter((asked) => asked.required).map((asked) => asked.fact);
      const { facts, problems } = readVehicleFacts(category, undefined);
      expect(facts).toBeUndefined();
      expect(Object.keys(problems)).toEqual(required);
      for (const fact of required) expect(problems[fact]).toBe(factMessage(category, fact));
    },
  );

  it('words the messages for the vehicle at hand', () => {
    expect(factMessage('boat', 'lengthFt')).toBe("Please enter the boat's length in feet");
    expect(factMessage('boat', 'onOwnTrailer')).toBe('Please say whether the boat sits on its own trailer');
    expect(factMessage('equipment', 'weightLb')).toBe("Please enter the machine's weight in pounds");
    expect(factMessage('rv', 'drivable')).toBe('Please say whether the RV can be driven');
    expect(factMessage('container', 'containerSize')).toBe('Please select the container size: 20 or 40 ft');
    expect(factBoundsMessage('weightLb')).toBe('Please enter a weight from 50 to 400,000 pounds');
  });

  it.each([
    ['a length past the bounds', { ...boat, lengthFt: 320 }, 'lengthFt', 'Please enter a length from 3 to 120 feet'],
    ['a huge number', { ...boat, beamFt: 1e308 }, 'beamFt', 'Please enter a beam from 2 to 40 feet'],
    [
      'a negative number',
      { ...boat, heightFt: -9 },
      'heightFt',
      'Please enter a height as it travels from 2 to 30 feet',
    ],
    ['"NaN" as text', { ...boat, lengthFt: 'NaN' }, 'lengthFt', "Please enter the boat's length in feet"],
    ['"Infinity" as text', { ...boat, lengthFt: 'Infinity' }, 'lengthFt', "Please enter the boat's length in feet"],
    ['"1e400" as text', { ...boat, lengthFt: '1e400' }, 'lengthFt', "Please enter the boat's length in feet"],
    ['a unit typed in', { ...boat, lengthFt: '32 ft' }, 'lengthFt', "Please enter the boat's length in feet"],
    [
      'a number in an object',
      { ...boat, lengthFt: { value: 32 } },
      'lengthFt',
      "Please enter the boat's length in feet",
    ],
    ['a number in an array', { ...boat, beamFt: [10] }, 'beamFt', "Please enter the boat's beam in feet"],
    [
      '"true" as text',
      { ...boat, onOwnTrailer: 'true' },
      'onOwnTrailer',
      'Please say whether the boat sits on its own trailer',
    ],
    ['1 for true', { ...boat, onOwnTrailer: 1 }, 'onOwnTrailer', 'Please say whether the boat sits on its own trailer'],
  ])('refuses %s by its fact', (_, facts, fact, message) => {
    expect(readVehicleFacts('boat', facts).problems).toEqual({ [fact]: message });
  });

  it('takes RV types and container sizes from their lists only', () => {
    expect(readVehicleFacts('rv', { rvType: 'class-a', lengthFt: 38, drivable: true }).problems).toEqual({});
    expect(readVehicleFacts('rv', { rvType: 'Class A', lengthFt: 38 }).problems).toEqual({
      rvType: 'Please select the type of RV',
    });
    expect(readVehicleFacts('container', { containerSize: 40 }).facts).toEqual({ containerSize: '40' });
    expect(readVehicleFacts('container', { containerSize: '45' }).problems).toEqual({
      containerSize: 'Please select the container size: 20 or 40 ft',
    });
  });

  it("names a fact of another category, and a key that is no fact, as the vehicle's refused fields", () => {
    expect(readVehicleFacts('car', { beamFt: 8 }).problems).toEqual({ beamFt: 'Not asked of a car' });
    expect(readVehicleFacts('boat', { ...boat, weightLb: 6000, colour: 'white' }).problems).toEqual({
      weightLb: 'Not asked of a boat',
      colour: 'Unknown field',
    });
  });

  it('reports prototype keys instead of following them, and never copies them', () => {
    const hostile = JSON.parse('{"__proto__": {"lengthFt": 32}, "constructor": {"prototype": {}}, "beamFt": 9}');
    const { facts, problems } = readVehicleFacts('boat', hostile);
    expect(Object.keys(problems)).toEqual(['__proto__', 'constructor', 'lengthFt', 'onOwnTrailer']);
    expect(problems.__proto__).toBe('Unknown field');
    expect(Object.getPrototypeOf(problems)).toBe(Object.prototype);
    expect(facts).toEqual({ beamFt: 9 });
    expect(Object.getPrototypeOf(facts)).toBe(Object.prototype);
  });

  it('refuses more keys than there are facts as a whole, without reading each', () => {
    const many = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, 1]));
    expect(readVehicleFacts('boat', many)).toEqual({ facts: undefined, problems: { '': 'At most 9 facts' } });
  });

  it.each([
    ['an array', [32, 10]],
    ['text', 'length 32'],
    ['a number', 32],
    ['true', true],
  ])('refuses facts sent as %s as a whole', (_, facts) => {
    expect(readVehicleFacts('boat', facts).problems).toEqual({
      '': 'Facts are named values, such as { "lengthFt": 32 }',
    });
  });
});

describe('a vehicle entry as the server keeps it', () => {
  const today = new Date('2026-05-04T12:00:00Z');

  it("lets SPEC's four categories set SPEC's type, and gives every other category 'Car'", () => {
    expect(normalizeVehicleEntry({ type: 'Car', category: 'suv' })).toEqual({ type: 'SUV', category: 'suv' });
    expect(normalizeVehicleEntry({ type: 'Van', category: 'boat', facts: boat })).toEqual({
      type: 'Car',
      category: 'boat',
      facts: boat,
    });
  });

  it("keeps an entry without a category as it came (SPEC's payload), and drops empty facts", () => {
    const spec = { make: 'Ford', model: 'F-150', year: 2019, inop: 1, type: 'Pickup' };
    expect(normalizeVehicleEntry(spec)).toEqual(spec);
    expect(normalizeVehicleEntry({ ...spec, category: 'motorcycle', facts: {} })).toEqual({
      ...spec,
      type: 'Car',
      category: 'motorcycle',
    });
  });

  it('names a container by its size and the current year when the form sent no make, model or year', () => {
    expect(normalizeVehicleEntry({ category: 'container', facts: { containerSize: '20' }, inop: 0 }, today)).toEqual({
      category: 'container',
      type: 'Car',
      facts: { containerSize: '20' },
      inop: 0,
      make: 'Shipping container',
      model: '20 ft',
      year: 2026,
    });
    // What was given is kept.
    expect(
      normalizeVehicleEntry(
        { category: 'container', make: 'CIMC', model: 'High cube', year: 2019, facts: { containerSize: 40 } },
        today,
      ),
    ).toMatchObject({ make: 'CIMC', model: 'High cube', year: 2019, facts: { containerSize: '40' } });
  });

  it('leaves what does not read as sent, for the schema to refuse', () => {
    expect(normalizeVehicleEntry({ category: 'tank', type: 'SUV' })).toEqual({ category: 'tank', type: 'SUV' });
    expect(normalizeVehicleEntry({ category: 'boat', facts: [1] })).toEqual({
      category: 'boat',
      type: 'Car',
      facts: [1],
    });
    expect(normalizeVehicleEntry('a boat')).toBe('a boat');
  });
});
