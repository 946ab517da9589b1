import { firstNameRule, holdsWebAddress, streetAddressProblem } from './field-rules';
import { QUOTE_MESSAGES as M } from './messages';

const check = async (value: unknown) => {
  try {
    await firstNameRule().validate(value);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the name on a quote request', () => {
  it.each([
    'Maria Lopez',
    'José Núñez',
    "Seán O'Brien",
    'Anne-Marie Dupont',
    'J.R. Smith',
    'Nguyễn Văn An',
    'Łukasz Żak',
    '李小龍',
    'Dr. Smith, Jr.',
  ])('takes %s', async (name) => expect(await check(name)).toBe('ok'));

  it.each([
    ['a link', 'Win big at https://spam.example'],
    ['a bare domain', 'Maria visit cheap-pills.com'],
    ['www.', 'www.example'],
    ['digits', 'Maria 2'],
    ['symbols', 'Maria <b>Lopez</b>'],
    ['an e-mail address', 'maria@example.com'],
    ['a domain with any ending', 'Ann evil.example'],
    ['a domain spaced out', 'Ann evil . example'],
    ['a domain after a full stop and a space', 'Ann evil. com'],
    ['a domain spelt out', 'Ann evil dot com'],
    ['a full-width domain', 'Ann ｅｖｉｌ．ｅｘａｍｐｌｅ'],
    ['a hidden direction mark', 'Ann\u202eLee'],
  ])('refuses %s with a clear message', async (_what, name) => {
    expect(await check(name)).toBe(M.firstNameCharacters);
  });

  it('refuses more than 60 characters, and keeps SPEC §5 message for a missing or short name', async () => {
    expect(await check('A'.repeat(61))).toBe(M.firstNameLength);
    expect(await check('A'.repeat(60))).toBe('ok');
    expect(await check('')).toBe(M.firstName);
    expect(await check('Al')).toBe(M.firstName);
  });
});

describe('a web or e-mail address, in any spelling a reader could follow', () => {
  it.each([
    'http://evil.example',
    'HTTPS://EVIL.EXAMPLE/pay',
    'javascript:alert(1)',
    'www.evil.example',
    'www . evil',
    'evil.example',
    'evil . example',
    'evil .example',
    'evil(.)example',
    'evil [.] example',
    'evil [dot] example',
    'evil dot com',
    'evil. com',
    'pay@evil.example',
    '192.168.0.1',
    'ｅｖｉｌ．ｅｘａｍｐｌｅ',
  ])('finds %j', (text) => expect(holdsWebAddress(text)).toBe(true));

  it.each([
    '350 W 31st St. Apt 12B',
    'St. Louis',
    'P.O. Box 123',
    'J.R. Smith',
    '12.5 Mile Rd',
    'Dot Lopez',
    'Mt. Vernon',
  ])('leaves %j alone', (text) => expect(holdsWebAddress(text)).toBe(false));
});

describe('a street address', () => {
  it.each([
    '350 W 31st St. Apt 12B',
    'St. Louis',
    '1200 N Crescent Dr, Apt 4',
    'P.O. Box 123',
    '123 Main St #4',
    '1/2 Oak Ave',
    'Rue de l’Église 4',
    'Calle 5 № 3',
    'Building A & B (rear)',
    '12.5 Mile Rd',
  ])('takes %j', (street) => expect(streetAddressProblem(street)).toBeNull());

  it('refuses a web or e-mail address, and the characters an address has no need of', () => {
    expect(streetAddressProblem('12 Main St http://evil.example')).toBe('web-address');
    expect(streetAddressProblem('St.Louis')).toBe('web-address');
    expect(streetAddressProblem('Velmora Billing: wire $1,200 to IBAN DE89')).toBe('characters');
    expect(streetAddressProblem('12 Main St <b>')).toBe('characters');
    expect(streetAddressProblem('evil。example')).toBe('characters');
    expect(streetAddressProblem('---')).toBe('characters');
  });
});
