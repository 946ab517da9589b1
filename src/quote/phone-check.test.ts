import { phoneRule } from './field-rules';
import { QUOTE_MESSAGES as M } from './messages';
import { loadPhoneCheck, phoneCheckLoaded } from './phone-check';

// One module state for the file: the tests run in order, before and after the check loads.
describe('the phone number check, loaded when needed', () => {
  it('is not loaded with the form: a keystroke check before it loads leaves the number to the final check', () => {
    expect(phoneCheckLoaded()).toBe(false);
    expect(phoneRule().validateSync('555 01')).toBe('555 01');
    expect(() => phoneRule().validateSync('')).toThrow(M.phone);
  });

  it('the full check (the server, and the wizard before it sends) waits for it to load', async () => {
    await expect(phoneRule().validate('555 01')).rejects.toThrow(M.phone);
    expect(phoneCheckLoaded()).toBe(true);
    await expect(phoneRule().validate('(212) 555-0143')).resolves.toBe('(212) 555-0143');
  });

  it('once loaded, the keystroke check is the full one', async () => {
    await loadPhoneCheck();
    expect(() => phoneRule().validateSync('555 01')).toThrow(M.phone);
    expect(phoneRule().validateSync('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
