/** @jest-environment node */
import { autocomplete } from './autocomplete';
import { MAX_LOCATION_SUGGESTIONS } from './suggestions';
import { BLANK_INPUTS, NON_TEXT_INPUTS, ODD_TEXT_INPUTS } from './untrusted-inputs';

const first = (input: string) => autocomplete(input)[0];

describe('autocomplete (world cities)', () => {
  it('answers a city with its country', () => {
    expect(first('Paris')).toEqual({
      City: 'Paris',
      Country: 'France',
      CountryID: 'FR',
      lat: expect.closeTo(48.86, 1),
      lng: expect.closeTo(2.35, 1),
    });
  });

  it('ranks by population', () => {
    expect(first('Lagos')).toMatchObject({ City: 'Lagos', CountryID: 'NG' });
    expect(first('Tok')).toMatchObject({ City: 'Tokyo', CountryID: 'JP' });
    expect(first('Lond')).toMatchObject({ City: 'London', CountryID: 'GB' });
  });

  it('ignores accents and case', () => {
    expect(first('Sao Paulo')).toMatchObject({ City: 'São Paulo', CountryID: 'BR' });
    expect(first('SÃO PAULO')).toMatchObject({ City: 'São Paulo', CountryID: 'BR' });
    expect(first('montreal')).toMatchObject({ City: 'Montréal', CountryID: 'CA' });
  });

  it('narrows "City, Country" by name, ISO code or everyday name', () => {
    expect(first('Paris, US')).toMatchObject({ City: 'Paris', CountryID: 'US' });
    expect(first('London, uk')).toMatchObject({ City: 'London', CountryID: 'GB' });
    expect(autocomplete('London, Canada').every((city) => city.CountryID === 'CA')).toBe(true);
    expect(autocomplete('London, Narnia')).toEqual([]);
  });

  it('answers at most ten suggestions', () => {
    expect(autocomplete('a')).toHaveLength(MAX_LOCATION_SUGGESTIONS);
  });

  it('answers [] to blank, odd and non-text input without throwing', () => {
    for (const input of [...BLANK_INPUTS, ...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS])
      expect(autocomplete(input)).toEqual([]);
  });
});
