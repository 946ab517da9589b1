import { formatLongDate } from './long-date';

describe('formatLongDate (SPEC §9, LL)', () => {
  it('writes the month, day and year in UTC, as toLocaleDateString en-US would', () => {
    for (const iso of ['2024-03-05T00:00:00.000Z', '2023-12-31T23:59:59.000Z', '2026-01-01', '2020-02-29T12:00:00Z']) {
      expect(formatLongDate(iso)).toBe(
        new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      );
    }
    expect(formatLongDate('2024-03-05T00:00:00.000Z')).toBe('March 5, 2024');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(formatLongDate('not a date')).toBe('');
  });
});
