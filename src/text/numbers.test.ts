import { groupedWhole } from './numbers';

describe('groupedWhole', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [1264, '1,264'],
    [25000, '25,000'],
    [1000000, '1,000,000'],
    [1234567.6, '1,234,568'],
    [-4500, '-4,500'],
  ])('writes %d as en-US does: %s', (value, written) => {
    expect(groupedWhole(value)).toBe(written);
    expect(groupedWhole(value)).toBe(Math.round(value).toLocaleString('en-US'));
  });
});
