import fc from 'fast-check';
import { durationText, leadLabel, maskEmail, maskPhone, redactPersonalData } from './log';

describe('masking personal data in logs', () => {
  it('masks e-mail addresses to their first letters and top-level domain', () => {
    expect(maskEmail('john@gmail.com')).toBe('j***@g***.com');
    expect(maskEmail('maria.lopez@mail.example.co.uk')).toBe('m***@m***.uk');
    expect(maskEmail('a@localhost')).toBe('a***@l***');
    expect(maskEmail('not-an-address')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });

  it('keeps the last 4 digits of a full phone number and 2 of a short one', () => {
    expect(maskPhone('(310) 555-0199')).toBe('***0199');
    expect(maskPhone('+44 20 7946 0958')).toBe('***0958');
    expect(maskPhone('555-0199')).toBe('***99');
    expect(maskPhone('12')).toBe('***');
  });

  it('reveals at most one character of each part of any address and at most 4 digits of any number', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(maskEmail(email)).toMatch(/^[^@]\*\*\*@[^@.]\*\*\*(\.[^@.]+)?$/);
        expect(maskEmail(email)).not.toContain(email);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '7', '9', ' ', '-', '(', ')', '+') }), (phone) => {
        expect(maskPhone(phone).replace(/\D/g, '').length).toBeLessThanOrEqual(4);
      }),
    );
  });

  it('masks addresses and numbers inside free text such as an SMTP error', () => {
    const text = '550 5.1.1 <maria.lopez@example.com>: Recipient address rejected; call +1 (310) 555-0199';
    const redacted = redactPersonalData(text);
    expect(redacted).toBe('550 5.1.1 <m***@e***.com>: Recipient address rejected; call ***0199');
    expect(redactPersonalData('The CRM answered HTTP 500')).toBe('The CRM answered HTTP 500');
  });

  it('names a lead by number and request identification, with masked contact', () => {
    expect(
      leadLabel({ number: 42, requestId: 'VLM-7K3M9QX2HD', email: 'maria.lopez@example.com', phone: '(310) 555-0199' }),
    ).toBe('lead 42 VLM-7K3M9QX2HD (m***@e***.com, ***0199)');
  });

  it('says durations in words a person reads at a glance', () => {
    expect([26_250, 90_000, 3_600_000, 3_900_000, 72 * 3_600_000, 50 * 3_600_000].map(durationText)).toEqual([
      '26 s',
      '2 min',
      '1 h',
      '1 h 5 min',
      '3 d',
      '2 d 2 h',
    ]);
  });
});
