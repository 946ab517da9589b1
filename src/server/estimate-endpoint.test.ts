/** @jest-environment node */
import type { Estimate } from '../pricing/estimate';
import { answerEstimate } from './estimate-endpoint';
import { DEFAULT_RATE_TABLE } from '../pricing/rate-table';
import { validLead } from '../leads/testing/fixtures';
import * as quoteEstimate from '../pricing/quote-estimate';

const data = (answer: { body: Record<string, unknown> }) => answer.body.data as Estimate;

describe('/api/estimate', () => {
  it('answers the quote form’s own payload with open and enclosed side by side', async () => {
    const answer = await answerEstimate(validLead(), DEFAULT_RATE_TABLE);
    expect(answer.status).toBe(200);
    expect(data(answer)).toMatchObject({ kind: 'estimate', routeKind: 'land', selected: 'open' });
    expect(data(answer).options.map((option) => option.id)).toEqual(['open', 'enclosed']);
  });

  it('takes the embeddable form’s shape and a pickup window, and prices a faster pickup higher', async () => {
    const { vehicles, ...lead } = validLead();
    const embedded = {
      ...lead,
      Vehicles: vehicles.map((v) => ({ Make: v.make, Model: v.model, Year: v.year, Inop: v.inop, Type: v.type })),
    };
    const flexible = data(await answerEstimate(embedded, DEFAULT_RATE_TABLE));
    const fast = data(await answerEstimate({ ...embedded, pickupWindow: 'one-day' }, DEFAULT_RATE_TABLE));
    expect(fast.options[0].price[0]).toBeGreaterThan(flexible.options[0].price[0]);
  });

  it('answers a route card’s from and to with the miles for one running car', async () => {
    const answer = await answerEstimate({ from: 'Miami, FL', to: 'Boston, MA' }, DEFAULT_RATE_TABLE);
    // Miami to Boston: about 1,258 miles great-circle.
    expect(data(answer).miles).toBeGreaterThan(1450);
    expect(data(answer).miles).toBeLessThan(1560);
    expect(data(answer).vehicleCount).toBe(1);
  });

  it('refuses what it cannot read with field errors, never a 5xx', async () => {
    expect((await answerEstimate([], DEFAULT_RATE_TABLE)).status).toBe(400);
    expect((await answerEstimate({ ...validLead(), shipDate: 'soon' }, DEFAULT_RATE_TABLE)).body.errors).toMatchObject({
      shipDate: expect.any(String),
    });
    expect((await answerEstimate({ ...validLead(), pickupWindow: 'yesterday' }, DEFAULT_RATE_TABLE)).status).toBe(422);
    expect((await answerEstimate({ ...validLead(), extra: 1 }, DEFAULT_RATE_TABLE)).body.errors).toEqual({
      extra: 'Unknown field',
    });
    expect((await answerEstimate({ from: 'Nowhere Special', to: 'Boston, MA' }, DEFAULT_RATE_TABLE)).status).toBe(422);
  });

  it.each([
    ['a route card', '{"from":"Miami, FL","to":"Boston, MA","__proto__":{"x":1}}'],
    ['a quote', JSON.stringify({ ...validLead(), __extra: 1 }).replace('"__extra"', '"__proto__"')],
  ])('refuses a `__proto__` key in %s as the unknown field it is', async (_what, text) => {
    const answer = await answerEstimate(JSON.parse(text), DEFAULT_RATE_TABLE);
    expect(answer.status).toBe(422);
    expect(JSON.parse(JSON.stringify(answer.body)).errors).toMatchObject({ ['__proto__']: 'Unknown field' });
  });

  it("hands the pricing a vehicle's category and facts, and refuses facts that do not read", async () => {
    const priced = jest.spyOn(quoteEstimate, 'estimateQuote');
    const { vehicles, ...lead } = validLead();
    const boat = { Make: 'Sea Ray', Model: 'Sundancer 320', Year: 2018, Inop: 0, Category: 'boat' };
    const facts = { lengthFt: '32', beamFt: 10.5, onOwnTrailer: true };
    expect(vehicles).toHaveLength(1);
    expect((await answerEstimate({ ...lead, Vehicles: [{ ...boat, Facts: facts }] }, DEFAULT_RATE_TABLE)).status).toBe(
      200,
    );
    expect(priced.mock.calls[0]?.[0].vehicles).toEqual([
      { type: 'Car', inop: 0, category: 'boat', facts: { lengthFt: 32, beamFt: 10.5, onOwnTrailer: true } },
    ]);
    const refused = await answerEstimate(
      { ...lead, Vehicles: [{ ...boat, Facts: { ...facts, lengthFt: 'NaN', widthFt: 9 } }] },
      DEFAULT_RATE_TABLE,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'vehicles[0].facts.lengthFt': "Please enter the boat's length in feet",
      'vehicles[0].facts.widthFt': 'Not asked of a boat',
    });
    expect(priced).toHaveBeenCalledTimes(1);
    priced.mockRestore();
  });
});
