import { median, slowedHost } from './lighthouse';

describe('median', () => {
  it('is the middle figure, whatever the order', () => {
    expect(median([176, 36, 41])).toBe(41);
    expect(median([3, 1, 2, 4])).toBe(3);
  });
});

describe('slowedHost: which Lighthouse runs measured the host rather than the page', () => {
  it('names a run during which the host took 5% of the CPU time or more', () => {
    expect(slowedHost(2250, 2270, 0.12)).toBe('12% of the CPU time taken by the host');
    expect(slowedHost(2250, 2270, 0.05)).toMatch(/^5% /);
  });

  it('names a run whose benchmark index is under 80% of the best the stage saw', () => {
    expect(slowedHost(1462, 2250, 0)).toBe('benchmark index 1462, under 80% of the 2250 seen');
  });

  it('keeps runs on a machine that was not slowed', () => {
    expect(slowedHost(2188, 2250, 0.01)).toBeNull();
    expect(slowedHost(1801, 2250, 0)).toBeNull();
    // The first run of a stage is its own best; an index Lighthouse did not report is not judged.
    expect(slowedHost(2250, 2250, 0)).toBeNull();
    expect(slowedHost(NaN, 2250, 0)).toBeNull();
  });
});
