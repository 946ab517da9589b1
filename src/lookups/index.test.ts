/** @jest-environment node */
import { DATA_ATTRIBUTIONS, preloadLookupIndexes } from './index';

describe('lookup indexes', () => {
  it('preloads every index and reports its size', () => {
    const summary = preloadLookupIndexes();
    expect(summary.postalCodes).toBeGreaterThan(40_000);
    expect(summary.domesticCities).toBeGreaterThan(25_000);
    expect(summary.worldCities).toBeGreaterThan(20_000);
    expect(summary.seaports).toBeGreaterThan(1_000);
    expect(summary.makes).toBeGreaterThan(50);
    expect(summary.models).toBeGreaterThan(1_000);
    expect(preloadLookupIndexes().milliseconds).toBeLessThan(50);
  });

  it('credits GeoNames and SimpleMaps under CC BY 4.0', () => {
    for (const source of ['GeoNames', 'SimpleMaps']) {
      const credit = DATA_ATTRIBUTIONS.find((attribution) => attribution.source === source);
      expect(credit?.text).toContain(source);
      expect(credit?.licence).toBe('CC BY 4.0');
    }
  });
});
