import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, issueFormToken } from './form-token';

describe('the form token', () => {
  const now = Date.UTC(2026, 10, 25, 9);

  it('gives back the age of a token the server signed', () => {
    const token = issueFormToken('k', now - 12_345);
    expect(token).toMatch(/^f1\.[0-9a-z]+\.[A-Za-z0-9_-]{32}$/);
    expect(checkFormToken(token, 'k', now)).toEqual({ valid: true, ageMs: 12_345 });
  });

  it('refuses a missing, malformed, forged, re-dated, future or day-old token, saying why', () => {
    const token = issueFormToken('k', now - 10_000);
    expect(checkFormToken(undefined, 'k', now)).toEqual({ valid: false, reason: 'missing' });
    expect(checkFormToken('', 'k', now)).toEqual({ valid: false, reason: 'missing' });
    expect(checkFormToken('hello', 'k', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(token, 'other', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(token, '', now)).toEqual({ valid: false, reason: 'forged' });
    const [, , sig] = token.split('.');
    expect(checkFormToken(`f1.${(now - 600_000).toString(36)}.${sig}`, 'k', now)).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(checkFormToken(issueFormToken('k', now + 120_000), 'k', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(issueFormToken('k', now - FORM_TOKEN_MAX_AGE_MS - 1), 'k', now)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });
});
