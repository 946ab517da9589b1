import { firstNameRule } from './field-rules';
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
