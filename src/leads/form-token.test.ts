import { createHmac } from 'crypto';
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, issueFormToken } from './form-token';

describe('the form token', () => {
  const now = Date.UTC(2026, 10, 25, 9);

  it('gives back the age of a token the server signed, and an id of its own', () => {
    const token = issueFormToken('k', now - 12_345);
    expect(token).toMatch(/^f2\.[0-9a-z]+\.[A-Za-z0-9_-]{11}\.[A-Za-z0-9_-]{32}$/);
    expect(checkFormToken(token, 'k', now)).toEqual({ valid: true, ageMs: 12_345, id: expect.any(String) });
  });

  it('gives two tokens of the same millisecond two ids (each is spent by one quote)', () => {
    const [a, b] = [issueFormToken('k', now), issueFormToken('k', now)];
    expect(a).not.toBe(b);
    const ids = [a, b].map((token) => {
      const check = checkFormToken(token, 'k', now);
      return check.valid ? check.id : null;
    });
    expect(ids[0]).not.toBe(ids[1]);
    expect(checkFormToken(a, 'k', now + 1000)).toMatchObject({ id: ids[0] });
  });

  it('still reads the nonce-less tokens of pages opened before, for their day', () => {
    const issuedAt = now - 30_000;
    const signature = createHmac('sha256', 'k').update(`form:${issuedAt}`).digest('base64url').slice(0, 32);
    expect(checkFormToken(`f1.${issuedAt.toString(36)}.${signature}`, 'k', now)).toEqual({
      valid: true,
      ageMs: 30_000,
      id: expect.any(String),
    });
  });

  it('refuses a missing, malformed, forged, re-dated, re-nonced, future or day-old token, saying why', () => {
    const token = issueFormToken('k', now - 10_000);
    expect(checkFormToken(undefined, 'k', now)).toEqual({ valid: false, reason: 'missing' });
    expect(checkFormToken('', 'k', now)).toEqual({ valid: false, reason: 'missing' });
    expect(checkFormToken('hello', 'k', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(token, 'other', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(token, '', now)).toEqual({ valid: false, reason: 'forged' });
    const [, , nonce, sig] = token.split('.');
    expect(checkFormToken(`f2.${(now - 600_000).toString(36)}.${nonce}.${sig}`, 'k', now)).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(checkFormToken(`f2.${(now - 10_000).toString(36)}.AAAAAAAAAAA.${sig}`, 'k', now)).toEqual({
      valid: false,
      reason: 'forged',
    });
    // A new token's parts under the old version's name, or the reverse, are not the server's.
    expect(checkFormToken(token.replace(/^f2/, 'f1'), 'k', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(issueFormToken('k', now + 120_000), 'k', now)).toEqual({ valid: false, reason: 'forged' });
    expect(checkFormToken(issueFormToken('k', now - FORM_TOKEN_MAX_AGE_MS - 1), 'k', now)).toEqual({
      valid: false,
      reason: 'expired',
    });
  });
});
