import { validLead } from '../leads/testing/fixtures';
import { leadPayloadFromBody } from './payload-shapes';

describe('payload shapes allow-list', () => {
  it.each(['constructor', 'valueOf', 'toString', 'hasOwnProperty', 'isPrototypeOf'])(
    'refuses an unknown field named like an Object member: %s',
    (key) => {
      const body = JSON.parse(JSON.stringify({ ...validLead(), [key]: 'x' }));
      expect(leadPayloadFromBody(body)?.unknown).toEqual({ [key]: 'Unknown field' });
      const vehicle = JSON.parse(
        JSON.stringify({ ...validLead(), vehicles: [{ ...validLead().vehicles[0], [key]: 'x' }] }),
      );
      expect(leadPayloadFromBody(vehicle)?.unknown).toEqual({ [`vehicles[0].${key}`]: 'Unknown field' });
    },
  );

  it('refuses a `__proto__` key, at the top and in a vehicle, as the unknown field it is', () => {
    const text = JSON.stringify({ ...validLead(), vehicles: [{ ...validLead().vehicles[0], p: 1 }], q: 1 })
      .replace('"p":1', '"__proto__":{"x":1}')
      .replace('"q":1', '"__proto__":{"y":1}');
    const unknown = leadPayloadFromBody(JSON.parse(text))?.unknown ?? {};
    expect(Object.keys(unknown)).toEqual(expect.arrayContaining(['__proto__', 'vehicles[0].__proto__']));
  });

  it('refuses them in the booking shape too', () => {
    expect(leadPayloadFromBody({ first_name: 'Maria', constructor: 'x' })?.unknown).toEqual({
      constructor: 'Unknown field',
    });
  });

  it("maps a vehicle's category and facts in each shape's spelling", () => {
    const facts = { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true };
    const expected = [{ make: 'Sea Ray', category: 'boat', facts }];
    expect(leadPayloadFromBody({ vehicles: [{ make: 'Sea Ray', category: 'boat', facts }] })?.payload.vehicles).toEqual(
      expected,
    );
    expect(leadPayloadFromBody({ Vehicles: [{ Make: 'Sea Ray', Category: 'boat', Facts: facts }] })).toMatchObject({
      shape: 'embedded',
      payload: { vehicles: expected },
      unknown: {},
    });
    expect(
      leadPayloadFromBody({
        first_name: 'Maria',
        vehicles: [{ Make: 'Sea Ray', vehicle_category: 'boat', vehicle_facts: facts }],
      }),
    ).toMatchObject({ shape: 'booking', payload: { vehicles: expected }, unknown: {} });
  });
});
