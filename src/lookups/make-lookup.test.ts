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

describe('makeLookup by category', () => {
  const of = (input: unknown, category: unknown, year?: unknown) =>
    makeLookup(input, year, category).map((make) => make.Make);

  it('suggests the builders of boats and machines, and the vPIC makers of RVs and golf carts', () => {
    expect(of('sea r', 'boat')[0]).toBe('Sea Ray');
    expect(of('cater', 'equipment')[0]).toBe('Caterpillar');
    expect(of('winne', 'rv')[0]).toBe('Winnebago');
    expect(of('club', 'golf-cart')[0]).toBe('Club Car');
    expect(of('john d', 'farm')[0]).toBe('John Deere');
    expect(of('blue', 'bus')[0]).toBe('Blue Bird');
    expect(of('pol', 'utv')[0]).toBe('Polaris');
    expect(of('harl', 'motorcycle')[0]).toBe('Harley-Davidson');
  });

  it("keeps today's car answers for cars of every kind, and without a category", () => {
    for (const category of [undefined, null, '', 'car', 'suv', 'pickup', 'van', 'classic']) {
      expect(makeLookup('Toy', undefined, category)[0]).toEqual({ Make: 'Toyota', MakeID: 448 });
      expect(of('', category)).toEqual(makes(''));
    }
    // The car list still leaves out the RV makers (vPIC files them as trailer builders) and the boats.
    expect(of('winne', 'car')).toEqual([]);
    expect(of('sea r', 'car')).toEqual([]);
  });

  it('keeps each list to its own makes, most shipped first', () => {
    expect(of('', 'boat').slice(0, 3)).toEqual(['Sea Ray', 'Boston Whaler', 'Bayliner']);
    expect(of('toy', 'boat')).toEqual([]);
    expect(of('cater', 'boat')).toEqual([]);
    // Farm machines are not construction machines: a combine maker is not an excavator maker.
    expect(of('claas', 'farm')).toEqual(['Claas']);
    expect(of('claas', 'equipment')).toEqual([]);
    expect(of('komatsu', 'farm')).toEqual([]);
    // Honda is a car maker first, and a UTV maker among others.
    expect(of('', 'utv')[0]).toBe('Polaris');
  });

  it('finds builders by what people call them', () => {
    expect(of('whaler', 'boat')).toEqual(['Boston Whaler']);
    expect(of('cat', 'equipment')[0]).toBe('Caterpillar');
    expect(of('doosan', 'equipment')).toEqual(['Develon (Doosan)']);
    expect(of('deere', 'farm')).toEqual(['John Deere']);
  });

  it('gives the curated builders negative ids, never one of vPIC’s', () => {
    for (const category of ['boat', 'equipment', 'farm']) {
      const found = makeLookup('', undefined, category);
      expect(found.length).toBeGreaterThan(0);
      for (const make of found) expect(make.MakeID).toBeLessThan(0);
    }
    expect(makeLookup('sea r', undefined, 'boat')[0]).toEqual({ Make: 'Sea Ray', MakeID: -1001 });
  });

  it('answers [] to a container, an unknown category, and odd input in any category, without throwing', () => {
    expect(of('', 'container')).toEqual([]);
    for (const category of ['spaceship', 42, {}, ['boat'], 'BOAT', '<script>']) expect(of('sea', category)).toEqual([]);
    for (const category of ['boat', 'equipment', 'rv', 'golf-cart']) {
      for (const input of [...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS]) expect(of(input, category)).toEqual([]);
      for (const year of ['abcd', {}, 2020.5]) expect(of('a', category, year)).toEqual([]);
    }
  });

  it('with a year, keeps the vPIC makers of that year and every curated builder', () => {
    expect(of('club', 'golf-cart', 2020)).toContain('Club Car');
    expect(of('sea r', 'boat', 2018)).toEqual(['Sea Ray']);
  });
});
