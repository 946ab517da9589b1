/** @jest-environment node */
import { DEFAULT_RATE_TABLE } from './rate-table';
import { routeEstimateFor, TYPICAL_VEHICLES } from './route-estimate';
import { routeFiguresFor, withRouteFigures } from './route-figures';

describe('a route card’s estimate', () => {
  it.each([
    // [from, to, the miles the seed's route cards state]
    ['Los Angeles, CA', 'New York, NY', 2790],
    ['Chicago, IL', 'Dallas, TX', 925],
    ['Miami, FL', 'Boston, MA', 1504],
    ['New York, NY', 'Toronto, ON', 490],
  ])(
    '%s to %s: within 20% of the stated %i road miles (great circle × 1.2; NY to Toronto goes round a lake), with open and enclosed ranges',
    (from, to, stated) => {
      const estimate = routeEstimateFor(from, to, DEFAULT_RATE_TABLE, '2027-02-10');
      if (estimate?.kind !== 'estimate') throw new Error('no estimate');
      expect(Math.abs(estimate.miles - stated) / stated).toBeLessThan(0.2);
      expect(estimate.options.map((option) => option.id)).toEqual(['open', 'enclosed']);
      const [open, enclosed] = estimate.options;
      expect(open.price[0]).toBeLessThan(open.price[1]);
      expect(enclosed.price[0]).toBeGreaterThan(open.price[0]);
    },
  );

  it('takes state names, and gives null for a place it does not know', () => {
    const estimate = routeEstimateFor('Florida', 'Texas', DEFAULT_RATE_TABLE, '2027-02-10');
    expect(estimate).toMatchObject({ kind: 'estimate', routeKind: 'land' });
    expect(routeEstimateFor('Atlantis', 'Texas', DEFAULT_RATE_TABLE)).toBeNull();
  });
});

describe('route figures for the route cards', () => {
  it('gives each StateCard block its computed figures once per route, and leaves other blocks and unknown places alone', () => {
    const cache = new Map();
    const blocks = withRouteFigures(
      [
        { kind: 'state-card', id: '1', from: 'Miami, FL', to: 'Boston, MA', distance: 1504 },
        { kind: 'content', id: '2', markdown: 'Text' },
        { kind: 'state-card', id: '3', from: 'Atlantis', to: 'Texas', distance: 900 },
        { kind: 'state-card', id: '4', from: 'Miami, FL', to: 'Boston, MA', distance: 1504 },
      ],
      DEFAULT_RATE_TABLE,
      cache,
    );
    const [miami, text, atlantis, again] = blocks;
    if (miami.kind !== 'state-card' || again.kind !== 'state-card') throw new Error('not a state card');
    const figures = routeFiguresFor('Miami, FL', 'Boston, MA', DEFAULT_RATE_TABLE);
    expect(miami.estimate).toEqual(figures);
    expect(miami.estimate?.open[0]).toBeLessThan(miami.estimate!.enclosed![0]);
    expect(again.estimate).toBe(miami.estimate);
    expect(text).toEqual({ kind: 'content', id: '2', markdown: 'Text' });
    expect(atlantis).not.toHaveProperty('estimate');
    expect(cache.size).toBe(2);
  });
});

describe('route cards on a category page (issue 27)', () => {
  const card = { kind: 'state-card' as const, id: '1', from: 'Houston, TX', to: 'Atlanta, GA', distance: 789 };
  const figuresOf = (category?: Parameters<typeof withRouteFigures>[3]) => {
    const [block] = withRouteFigures([card], DEFAULT_RATE_TABLE, new Map(), category);
    if (block?.kind !== 'state-card' || !block.estimate) throw new Error('no figures');
    return block.estimate;
  };

  it('prices the typical vehicle of the page, says which, and shows no enclosed figure for what travels open', () => {
    const car = figuresOf();
    expect(car.pricedFor).toBeUndefined();
    expect(car.enclosed).toBeDefined();
    for (const category of ['boat', 'equipment', 'rv', 'bus', 'container', 'farm'] as const) {
      const figures = figuresOf(category);
      expect(figures.pricedFor).toBe(TYPICAL_VEHICLES[category].text);
      expect(figures.enclosed).toBeUndefined();
      expect(figures.miles).toBe(car.miles);
    }
    // A machine on its own truck costs several times a car on a shared carrier; a boat more than a car.
    expect(figuresOf('equipment').open[0]).toBeGreaterThan(car.open[1]);
    expect(figuresOf('boat').open[0]).toBeGreaterThan(car.open[0]);
  });

  it('keeps a page category’s figures apart from a car page’s in the build’s shared cache', () => {
    const cache = new Map();
    const [forCar] = withRouteFigures([card], DEFAULT_RATE_TABLE, cache);
    const [forBoat] = withRouteFigures([card], DEFAULT_RATE_TABLE, cache, 'boat');
    if (forCar?.kind !== 'state-card' || forBoat?.kind !== 'state-card') throw new Error('not a state card');
    expect(forBoat.estimate).not.toEqual(forCar.estimate);
    expect(cache.size).toBe(2);
  });

  it('prices every category’s typical vehicle on a long route (none goes to an agent)', () => {
    for (const category of Object.keys(TYPICAL_VEHICLES) as (keyof typeof TYPICAL_VEHICLES)[]) {
      expect(
        routeFiguresFor('Los Angeles, CA', 'New York, NY', DEFAULT_RATE_TABLE, '2027-02-10', category),
      ).not.toBeNull();
    }
  });
});
