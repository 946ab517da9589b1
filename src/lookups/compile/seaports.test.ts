/** @jest-environment node */
import { LOOKUP_INDEX_VERSION, type SeaportsFile } from '../index-format';
import { buildSeaportsFile, type SeaPortsEntry } from './seaports';
import type { WorldCity } from './world-cities';

const worldCity = (
  name: string,
  iso2: string,
  country: string,
  population: number,
  lat: number,
  lng: number,
): WorldCity => ({
  name,
  asciiName: name,
  country,
  iso2,
  region: '',
  isCapital: false,
  population,
  lat,
  lng,
});

const WORLD = [
  worldCity('Baltimore', 'US', 'United States', 2205092, 39.3051, -76.6144),
  worldCity('Portland', 'US', 'United States', 2036875, 45.5371, -122.65),
  worldCity('Mobile', 'US', 'United States', 320050, 30.6783, -88.1162),
  worldCity('Seattle', 'US', 'United States', 3438221, 47.6211, -122.3244),
  worldCity('Hamburg', 'DE', 'Germany', 1845229, 53.55, 10),
  worldCity('Antwerp', 'BE', 'Belgium', 529247, 51.2178, 4.4003),
  worldCity('Ho Chi Minh City', 'VN', 'Vietnam', 15136000, 10.8167, 106.6333),
  worldCity('Willemstad', 'CW', 'Curaçao', 136660, 12.108, -68.935),
];

/** A sea-ports entry: coordinates as [lon, lat], the LOCODE it is listed under first in `unlocs`. */
const port = (locode: string, entry: SeaPortsEntry): SeaPortsEntry => ({ unlocs: [locode], alias: [], ...entry });
/** A port named after the city it is in, as most of the package's are. */
const cityPort = (locode: string, city: string, coordinates: [number, number], more: SeaPortsEntry = {}) =>
  port(locode, { name: city, city, ...more, coordinates });

/** The seaports file of a few package entries, by the key the package lists each under. */
const seaportsFile = (entries: Record<string, SeaPortsEntry>) => buildSeaportsFile(entries, WORLD).file;

/** The ports after the checked vehicle ports, by LOCODE. */
const otherPorts = (file: SeaportsFile) => file.ports.slice(file.majorVehiclePortCount).map(([locode]) => locode);

function portOf(file: SeaportsFile, locode: string) {
  const row = file.ports.find(([code]) => code === locode);
  if (!row) return undefined;
  const [, name, city, country, lat, lng, aliases] = row;
  return { name, city, country: file.countries[country][0], lat, lng, aliases };
}

describe('seaports from sea-ports', () => {
  describe('the checked ports vehicles ship through', () => {
    it('come first, in their own order, under their UN/LOCODEs, whether the package lists them or not', () => {
      const file = seaportsFile({});
      expect(file.version).toBe(LOOKUP_INDEX_VERSION);
      expect(file.majorVehiclePortCount).toBe(25);
      expect(file.ports.map(([locode]) => locode)).toEqual([
        'USBAL',
        'USJAX',
        'USEWR',
        'USSSI',
        'USHOU',
        'USGLS',
        'USLAX',
        'USLGB',
        'USNTD',
        'USTIW',
        'USANC',
        'USHNL',
        'PRSJU',
        'DEBRV',
        'BEANR',
        'BEZEE',
        'GBSOU',
        'AEJEA',
        'NLRTM',
        'JPYOK',
        'KRPUS',
        'KEMBA',
        'ZADUR',
        'AUSYD',
        'NZAKL',
      ]);
    });

    it("keep their checked coordinates and aliases over the package's, and the world cities' name for their country", () => {
      const file = seaportsFile({
        DEBRV: cityPort('DEBRV', 'Bremerhaven', [8.5809424, 53.5395845], {
          province: 'Bremen',
          country: 'Federal Republic of Germany',
        }),
        BEANR: cityPort('BEANR', 'Antwerpen', [4.42, 51.22], { country: 'Kingdom of Belgium', alias: ['Long Beach'] }),
        AEJEA: port('AEJEA', { name: 'Jebel Ali', city: 'Jebel Ali', country: 'United Arab Emirates' }),
      });
      expect(portOf(file, 'DEBRV')).toEqual({
        name: 'Bremerhaven',
        city: 'Bremerhaven',
        country: 'Germany',
        lat: 53.566,
        lng: 8.56,
        aliases: [],
      });
      expect(portOf(file, 'BEANR')).toEqual({
        name: 'Antwerp',
        city: 'Antwerp',
        country: 'Belgium',
        lat: 51.27,
        lng: 4.34,
        aliases: ['Antwerpen', 'Anvers'],
      });
      // No world city of the United Arab Emirates here: the package's country name stands in, else the code.
      expect(portOf(file, 'AEJEA')?.country).toBe('United Arab Emirates');
      expect(portOf(file, 'NZAKL')?.country).toBe('NZ');
    });
  });

  describe('the other ports', () => {
    it('are keyed by a valid UN/LOCODE, each port once under its current one, and need a name', () => {
      const file = seaportsFile({
        DEHAM: cityPort('DEHAM', 'Hamburg', [9.97, 53.54]),
        'DE-XX': port('DE-XX', { name: 'Odd code', coordinates: [9.97, 53.54] }),
        dekel: port('dekel', { name: 'Lower case', coordinates: [10.14, 54.32] }),
        DEKEL: port('DEKEL', { name: ' ', coordinates: [10.14, 54.32] }),
        VNSGN: { name: 'Saigon', unlocs: ['VNSGN'], coordinates: [106.7, 10.77] },
        VNHCM: { name: 'Ho Chi Minh City', unlocs: ['VNSGN', 'VNHCM'], coordinates: [106.7, 10.77] },
        VNVUT: { name: 'Vung Tau', unlocs: ['VNVTX', 'VNVUT'], coordinates: [107.07, 10.35] },
      });
      expect(otherPorts(file).sort()).toEqual(['DEHAM', 'VNSGN', 'VNVUT']);
    });

    it("rank by their city's population, then by name", () => {
      const file = seaportsFile({
        USSEA: cityPort('USSEA', 'Seattle', [-122.34, 47.6]),
        USMOB: cityPort('USMOB', 'Mobile', [-88.04, 30.69]),
        USANA: cityPort('USANA', 'Anacortes', [-122.61, 48.5]),
        USABE: cityPort('USABE', 'Aberdeen', [-123.81, 46.97]),
      });
      expect(otherPorts(file)).toEqual(['USSEA', 'USMOB', 'USABE', 'USANA']);
    });

    it('read [lon, lat], tidy their aliases, and show the country as the city suggestions do', () => {
      const file = seaportsFile({
        VNSGN: port('VNSGN', {
          name: 'Ho Chi Minh City',
          city: 'Ho Chi Minh City ',
          country: 'Viet Nam',
          alias: [' Saigon', 'Saigon', 'Ho Chi Minh City', 'Cat Lai', ''],
          coordinates: [106.7433333, 10.7633333],
        }),
      });
      expect(portOf(file, 'VNSGN')).toEqual({
        name: 'Ho Chi Minh City',
        city: 'Ho Chi Minh City',
        country: 'Vietnam',
        lat: 10.7633,
        lng: 106.7433,
        aliases: ['Cat Lai', 'Saigon'],
      });
    });

    it('move a port with impossible coordinates to its city, or drop it when its city is unknown', () => {
      const build = buildSeaportsFile(
        {
          // Latitude and longitude swapped: in Antarctica, thousands of km from any US city.
          USMOB: cityPort('USMOB', 'Mobile', [30.69, -88.04]),
          USZZZ: cityPort('USZZZ', 'Atlantis', [-30, 30]),
          USXYZ: port('USXYZ', { name: 'No coordinates' }),
        },
        WORLD,
      );
      expect(build).toMatchObject({ movedToCity: 1, dropped: 2 });
      expect(portOf(build.file, 'USMOB')).toMatchObject({ lat: 30.6783, lng: -88.1162 });
      expect(otherPorts(build.file)).toEqual(['USMOB']);
    });

    it('take the country of the city they are at when their LOCODE names a retired country', () => {
      const file = seaportsFile({
        ANCUR: cityPort('ANCUR', 'Willemstad', [-68.93, 12.11], { country: 'Netherlands Antilles' }),
      });
      expect(portOf(file, 'ANCUR')?.country).toBe('Curaçao');
    });

    it('tell same-named ports of one country apart by their province, and show one port of a province once', () => {
      const file = seaportsFile({
        USBAL: cityPort('USBAL', 'Baltimore', [-76.6, 39.27], { province: 'Maryland' }),
        USBWI: cityPort('USBWI', 'Baltimore', [-76.6, 39.27], { province: 'Maryland' }),
        USPWM: cityPort('USPWM', 'Portland', [-70.2553, 43.6615], { province: 'Maine' }),
        USPDX: cityPort('USPDX', 'Portland', [-122.6765, 45.5231], { province: 'Oregon' }),
        USPOR: cityPort('USPOR', 'Portland', [-122.7, 45.6], { province: 'Oregon' }),
      });
      expect(otherPorts(file)).toEqual(['USPDX', 'USPWM']);
      expect(portOf(file, 'USPWM')?.city).toBe('Portland, Maine');
      expect(portOf(file, 'USPDX')?.city).toBe('Portland, Oregon');
    });
  });
});
