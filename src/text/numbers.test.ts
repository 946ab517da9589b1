import { thousands } from './numbers';

describe('thousands', () => {
  it('groups digits as toLocaleString en-US does', () => {
    for (const value of [0, 7, 999, 1000, 1320, 12345, 1234567, -4500, 1234.5678, 0.5]) {
      expect(thousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
