/**
 * The shapes of the compiled lookup indexes in ./data, shared by their compiler
 * (./compile/) and the lookup modules that read them.
 * Rows are tuples, not objects, to keep the files small; every list is written already
 * ranked (biggest or most popular first), so a row's position is its rank.
 */

/** Bump when a shape below changes, so a stale data folder fails loudly instead of answering wrongly. */
export const LOOKUP_INDEX_VERSION = 1;

export const INDEX_FILE_NAMES = {
  places: 'places.json',
  worldCities: 'world-cities.json',
  seaports: 'seaports.json',
  vehicles: 'vehicles.json',
} as const;

export type PlaceCountryId = 'US' | 'CA';

/** A US state, district or territory, or a Canadian province or territory. */
export type RegionRow = [stateId: string, stateName: string, countryId: PlaceCountryId];

/** A city or town of the US or Canada; `mainPostalCode` indexes `postalCodes`. */
export type PlaceCityRow = [name: string, region: number, mainPostalCode: number];

/** A US ZIP code or a Canadian FSA (the first three characters of a postal code); `city` indexes `cities`. */
export type PostalCodeRow = [code: string, city: number, lat: number, lng: number];

export interface PlacesFile {
  version: number;
  regions: RegionRow[];
  /** Biggest first: by population where known, then by how many postal codes the city has. */
  cities: PlaceCityRow[];
  /** Sorted by code. */
  postalCodes: PostalCodeRow[];
}

export type CountryRow = [name: string, iso2: string];

/** `asciiName` is empty when it equals `name`. */
export type WorldCityRow = [name: string, asciiName: string, country: number, lat: number, lng: number];

export interface WorldCitiesFile {
  version: number;
  countries: CountryRow[];
  /** Most populous first. */
  cities: WorldCityRow[];
}

export type SeaportRow = [
  locode: string,
  name: string,
  city: string,
  country: number,
  lat: number,
  lng: number,
  /** Other names the port is searched by (e.g. Antwerpen for Antwerp). */
  aliases: string[],
];

export interface SeaportsFile {
  version: number;
  countries: CountryRow[];
  /** How many of the first ports are the checked major vehicle ports. */
  majorVehiclePortCount: number;
  /** Major vehicle ports first, then by the population of the port's city. */
  ports: SeaportRow[];
}

export const VEHICLE_TYPES = ['Car', 'SUV', 'Pickup', 'Van', 'Motorcycle', 'Truck', 'Bus', 'Trailer', 'Other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

/** `years` lists inclusive model-year ranges flat: [from, to, from, to, ...]; `type` indexes VEHICLE_TYPES. */
export type VehicleModelRow = [name: string, type: number, years: number[]];

export type VehicleMakeRow = [makeId: number, name: string, models: VehicleModelRow[]];

/** The make lists of the vPIC catalogue: the car list (cars, SUVs, pickups, vans, classics) and the categories vPIC covers. */
export type MakeListName = 'car' | 'motorcycle' | 'bus' | 'rv' | 'utv' | 'golf-cart';

export interface VehiclesFile {
  version: number;
  firstYear: number;
  lastYear: number;
  /** The car list's makes most popular first, then the other categories' own makes. */
  makes: VehicleMakeRow[];
  /** Which makes (by id, most popular first) each list suggests; a make may be in several. */
  lists: Partial<Record<MakeListName, number[]>> & { car: number[] };
}
