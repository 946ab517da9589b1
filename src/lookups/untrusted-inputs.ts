/** Inputs a lookup endpoint may receive from anyone; every lookup must answer them with [] and never throw. Used by the tests. */
export const NON_TEXT_INPUTS: readonly unknown[] = [
  42,
  0,
  NaN,
  true,
  {},
  [],
  ['Miami'],
  { input: 'Miami' },
  () => 'Miami',
  Symbol('x'),
];

/** Text that can match nothing (blank text is left out: for makes it means "show the popular ones"). */
export const ODD_TEXT_INPUTS: readonly string[] = [
  '🚗🚙🛳️',
  '💥'.repeat(500),
  'x'.repeat(10_000),
  '9'.repeat(40),
  "'; DROP TABLE leads; --",
  '<script>alert(1)</script>',
  '%',
  '.*',
  '\\',
  '\u0000\u0007',
];

export const BLANK_INPUTS: readonly unknown[] = ['', '   ', '\t\n', '\u3000', null, undefined];
