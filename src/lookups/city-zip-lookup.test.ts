/** @jest-environment node */
import { cityZipLookup } from './city-zip-lookup';
import { MAX_LOCATION_SUGGESTIONS } from './suggestions';
import { BLANK_INPUTS, NON_TEXT_INPUTS, ODD_TEXT_INPUTS } from './untrusted-inputs';

// These run against the compiled indexes in ./data: run `npx tsx src/lookups/compile/compile-indexes.ts` first.

const first = (input: string) => cityZipLookup(input)[0];
const places = (input: string) => cityZipLookup(input).map((place) => `${place.City}, ${place.StateId}`);

describe('cityZipLookup by ZIP or postal code', () => {
  it('finds Beverly Hills, CA for 90210, exact ZIP first', () => {
    expect(first('90210')).toEqual({
      City: 'Beverly Hills',
      StateId: 'CA',
      StateName: 'California',
      Zip: '90210',
      CountryID: 'US',
      lat: expect.closeTo(34.09, 1),
      lng: expect.closeTo(-118.41, 1),
    });
    expect(first('90210-1234')?.Zip).toBe('90210');
    expect(first('90210, Beverly Hills')?.Zip).toBe('90210');
  });

  it('lists the ZIPs that start with a prefix, in order, at most ten', () => {
    const zips = cityZipLookup('902').map((place) => place.Zip);
    expect(zips).toHaveLength(MAX_LOCATION_SUGGESTIONS);
    expect(zips.every((zip) => zip.startsWith('902'))).toBe(true);
    expect([...zips].sort()).toEqual(zips);
    expect(zips).toContain('90210');
  });

  it('finds Toronto, ON for the FSA M5V and for a full postal code, keeping the full code', () => {
    expect(first('M5V')).toMatchObject({
      City: 'Toronto',
      StateId: 'ON',
      StateName: 'Ontario',
      Zip: 'M5V',
      CountryID: 'CA',
    });
    expect(first('M5V 2T6')).toMatchObject({ City: 'Toronto', StateId: 'ON', Zip: 'M5V 2T6', CountryID: 'CA' });
    expect(first('m5v2t6')?.Zip).toBe('M5V 2T6');
    expect(first('M5V-2T6')?.Zip).toBe('M5V 2T6');
  });

  it("takes a Canadian province from the FSA's first letter", () => {
    const provinceOf: Record<string, string> = {
      A1: 'NL',
      B3: 'NS',
      C1: 'PE',
      E1: 'NB',
      G1: 'QC',
      H2: 'QC',
      J4: 'QC',
      K1: 'ON',
      L5: 'ON',
      M5: 'ON',
      N2: 'ON',
      P3: 'ON',
      R3: 'MB',
      S4: 'SK',
      T2: 'AB',
      V6: 'BC',
      Y1: 'YT',
    };
    for (const [prefix, province] of Object.entries(provinceOf)) {
      const found = cityZipLookup(prefix);
      expect(found.length).toBeGreaterThan(0);
      for (const place of found) expect([prefix, place.StateId, place.CountryID]).toEqual([prefix, province, 'CA']);
    }
    expect(['NT', 'NU']).toContain(first('X1A')?.StateId);
  });

  it('covers the territories', () => {
    expect(first('00901')).toMatchObject({
      City: 'San Juan',
      StateId: 'PR',
      StateName: 'Puerto Rico',
      CountryID: 'US',
    });
    expect(first('00802')).toMatchObject({ StateId: 'VI', CountryID: 'US' });
    expect(first('96910')).toMatchObject({ StateId: 'GU', CountryID: 'US' });
  });
});

describe('cityZipLookup by city name', () => {
  it('offers the biggest Miami first: Miami, FL before Miami, WV and Miami, OK', () => {
    const found = places('Miami');
    expect(found[0]).toBe('Miami, FL');
    expect(found).toContain('Miami, OK');
    expect(found).toContain('Miami, WV');
    expect(found.indexOf('Miami, FL')).toBeLessThan(found.indexOf('Miami, WV'));
  });

  it('puts places named exactly what was typed before longer names', () => {
    const found = places('Miami');
    const lastExact = Math.max(...found.map((place, at) => (place.startsWith('Miami,') ? at : -1)));
    const firstLonger = found.findIndex((place) => !place.startsWith('Miami,'));
    expect(firstLonger === -1 || lastExact < firstLonger).toBe(true);
  });

  it('ranks a city prefix by size', () => {
    expect(places('Los')[0]).toBe('Los Angeles, CA');
    expect(places('Chic')[0]).toBe('Chicago, IL');
    expect(places('Portland')[0]).toBe('Portland, OR');
  });

  it('gives a city its main ZIP', () => {
    const miami = first('Miami');
    expect(miami?.Zip).toMatch(/^331\d\d$/);
    expect(miami?.CountryID).toBe('US');
  });

  it('finds Toronto, Anchorage, San Juan and Honolulu', () => {
    expect(first('Toronto')).toMatchObject({ City: 'Toronto', StateId: 'ON', CountryID: 'CA' });
    expect(first('Toronto')?.Zip).toMatch(/^M\d[A-Z]$/);
    expect(first('Anchorage')).toMatchObject({
      City: 'Anchorage',
      StateId: 'AK',
      StateName: 'Alaska',
      CountryID: 'US',
    });
    expect(first('San Juan, PR')).toMatchObject({ City: 'San Juan', StateId: 'PR', StateName: 'Puerto Rico' });
    expect(first('Honolulu')).toMatchObject({ City: 'Honolulu', StateId: 'HI', StateName: 'Hawaii' });
  });

  it('ignores accents and case', () => {
    const expected = { City: 'Montréal', StateId: 'QC', CountryID: 'CA' };
    expect(first('Montréal')).toMatchObject(expected);
    expect(first('montreal')).toMatchObject(expected);
    expect(first('MONTREAL')).toMatchObject(expected);
    expect(cityZipLookup('montreal')).toEqual(cityZipLookup('Montréal'));
  });

  it('matches St and Saint alike, and later words of a name', () => {
    expect(places('saint louis')[0]).toBe('St. Louis, MO');
    expect(places('st louis')[0]).toBe('St. Louis, MO');
    expect(places('vegas')[0]).toBe('Las Vegas, NV');
  });

  it('narrows "City, ST" to a state or province', () => {
    expect(places('Portland, ME')[0]).toBe('Portland, ME');
    expect(cityZipLookup('Portland, ME').every((place) => place.StateId === 'ME')).toBe(true);
    expect(places('Springfield, IL')).toEqual(['Springfield, IL']);
    expect(cityZipLookup('Miami, Florida').every((place) => place.StateId === 'FL')).toBe(true);
    expect(places('Miami FL')[0]).toBe('Miami, FL');
    expect(cityZipLookup('London, ON').every((place) => place.StateId === 'ON' && place.CountryID === 'CA')).toBe(true);
    expect(cityZipLookup('Toronto, Canada').every((place) => place.CountryID === 'CA')).toBe(true);
    expect(places('Toronto, CA')).toEqual(['Toronto, ON']);
    expect(places('Los Angeles, CA')[0]).toBe('Los Angeles, CA');
    expect(cityZipLookup('Miami, ZZ')).toEqual([]);
    expect(places('Miami,')[0]).toBe('Miami, FL');
  });

  it('answers at most ten suggestions', () => {
    for (const input of ['a', 'San', 'Spring', '1', 'M']) {
      expect(cityZipLookup(input).length).toBeLessThanOrEqual(MAX_LOCATION_SUGGESTIONS);
    }
    expect(cityZipLookup('San')).toHaveLength(MAX_LOCATION_SUGGESTIONS);
  });
});

describe('cityZipLookup on untrusted input', () => {
  it('answers [] to blank, odd and non-text input without throwing', () => {
    for (const input of [...BLANK_INPUTS, ...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS, '123456789012', 'Q1A', 'Zzzzqqq']) {
      expect(cityZipLookup(input)).toEqual([]);
    }
  });

  it('reads only the first hundred characters', () => {
    expect(first(`Miami${' '.repeat(200)}x`)?.City).toBe('Miami');
  });
});
