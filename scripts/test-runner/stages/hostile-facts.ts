import { validLead } from '../../../src/leads/testing/fixtures';

/**
 * The hostile stage's vehicle facts (issue 27): a quote that would be accepted but for its boat's
 * facts, each written as JSON text, since some can only be sent that way (a number past what a
 * double holds, a key named __proto__). Every one must be answered 422 naming the field it refuses,
 * but the one nested past the guard's depth, refused whole (400).
 */
export interface HostileFactsBody {
  name: string;
  /** The JSON text sent. */
  body: string;
  /** The field the answer's errors must name. */
  field: string;
  /**
   * Refused whole by the Functions' guard (400) before any field is read: a body nested deeper than
   * MAX_JSON_DEPTH never reaches a parser that recurses. The intake, given it, names the field.
   */
  wholeBody?: boolean;
}

/**
 * A boat's facts as JSON text, with some replaced or added (each value written as JSON text).
 * Pairs, not an object: `{ __proto__: … }` in an object literal would set a prototype, not a key.
 */
function facts(...changes: [string, string][]): string {
  const entries = new Map<string, string>([
    ['lengthFt', '32'],
    ['beamFt', '10.5'],
    ['onOwnTrailer', 'true'],
    ...changes,
  ]);
  return `{${[...entries].map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

export function hostileFactsBodies(): HostileFactsBody[] {
  const lead = JSON.stringify({
    ...validLead({ email: 'hostile.facts@example.com' }),
    vehicles: [{ make: 'Sea Ray', model: 'Sundancer 320', year: 2018, category: 'boat', facts: '@FACTS@' }],
  });
  const body = (text: string) => lead.replace('"@FACTS@"', text);
  const unknown = Array.from({ length: 1000 }, (_, i): [string, string] => [`f${i}`, '1']);
  return [
    { name: 'facts as an array', body: body('[32,10.5,true]'), field: 'vehicles[0].facts' },
    {
      name: 'a fact nested 1,000 deep',
      body: body(facts(['lengthFt', `${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`])),
      field: 'vehicles[0].facts.lengthFt',
      wholeBody: true,
    },
    {
      name: 'a number past a double (1e999)',
      body: body(facts(['beamFt', '1e999'])),
      field: 'vehicles[0].facts.beamFt',
    },
    { name: 'a length of 1e308', body: body(facts(['lengthFt', '1e308'])), field: 'vehicles[0].facts.lengthFt' },
    { name: '"NaN" as a length', body: body(facts(['lengthFt', '"NaN"'])), field: 'vehicles[0].facts.lengthFt' },
    {
      name: 'a key named __proto__',
      body: body(facts(['__proto__', '{"polluted":true}'])),
      field: 'vehicles[0].facts.__proto__',
    },
    {
      name: 'a key named constructor',
      body: body(facts(['constructor', '{"prototype":{"polluted":true}}'])),
      field: 'vehicles[0].facts.constructor',
    },
    { name: '1,000 unknown facts', body: body(facts(...unknown)), field: 'vehicles[0].facts' },
  ];
}
