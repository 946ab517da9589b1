/** @jest-environment node */
import { makeLookup, MAX_MAKE_SUGGESTIONS } from './make-lookup';
import { NON_TEXT_INPUTS, ODD_TEXT_INPUTS } from './untrusted-inputs';

const makes = (input: unknown, year?: unknown) => makeLookup(input, year).map((make) => make.Make);

describe('makeLookup', () => {
  it('finds Toyota (NHTSA make id 448) for "toy"', () => {
    expect(makeLookup('toy')[0]).toEqual({ Make: 'Toyota', MakeID: 448 });
    expect(makeLookup('TOYOTA')[0]).toEqual({ Make: 'Toyota', MakeID: 448 });
  });

  it('lists the popular makes for an empty input', () => {
    for (const input of ['', '  ', null, undefined]) {
      const popular = makes(input);
      expect(popular).toHaveLength(MAX_MAKE_SUGGESTIONS);
      expect(popular.slice(0, 4)).toEqual(['Toyota', 'Ford', 'Chevrolet', 'Honda']);
    }
  });

  it('ranks popular makes first among those that match', () => {
    expect(makes('h').slice(0, 2)).toEqual(['Honda', 'Hyundai']);
    expect(makes('m')[0]).toBe('Mazda');
  });

  it('matches later words of a name and everyday nicknames', () => {
    expect(makes('benz')[0]).toBe('Mercedes-Benz');
    expect(makes('mercedes')[0]).toBe('Mercedes-Benz');
    expect(makes('chevy')[0]).toBe('Chevrolet');
    expect(makes('vw')[0]).toBe('Volkswagen');
  });

  it('with a year, offers only makes that have models that year', () => {
    expect(makes('', 2020)).toContain('Toyota');
    expect(makes('tes', 2020)).toEqual(['Tesla']);
    expect(makes('tes', 1985)).toEqual([]);
    expect(makes('', '2020')).toContain('Toyota');
    expect(makes('sat', 2020)).not.toContain('Saturn');
    expect(makes('sat', 2005)).toContain('Saturn');
  });

  it('leaves out vPIC’s trailer builders and one-off coachbuilders', () => {
    expect(makes('fleetwood')).toEqual([]);
    expect(makes('wabash')).toEqual([]);
  });

  it('answers [] to a year it does not cover, and to odd input, without throwing', () => {
    for (const year of [1700, 3000, 'abcd', '20 20', {}, 2020.5]) expect(makeLookup('toy', year)).toEqual([]);
    for (const input of [...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS]) expect(makeLookup(input)).toEqual([]);
  });
});
