/** @jest-environment node */
import { DEFAULT_RATE_TABLE } from './rate-table';
import { routeEstimateFor } from './route-estimate';

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
