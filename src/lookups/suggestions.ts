import type { PlaceCountryId, VehicleType } from './index-format';

/** A US or Canadian place (SPEC §3 location suggestion fields); Zip is a ZIP code or a Canadian postal code or FSA. */
export interface CitySuggestion {
  City: string;
  StateId: string;
  StateName: string;
  Zip: string;
  CountryID: PlaceCountryId;
  lat: number;
  lng: number;
}

/** A seaport; SPEC §4 recognises port locations by the 'Port of' in their name, and sends their postal code empty. */
export interface PortSuggestion {
  PortName: string;
  PortCity: string;
  PortCountry: string;
  /** ISO 3166-1 alpha-2. */
  CountryID: string;
  Zip: '';
  lat: number;
  lng: number;
}

/** A city anywhere in the world. */
export interface WorldCitySuggestion {
  City: string;
  Country: string;
  /** ISO 3166-1 alpha-2. */
  CountryID: string;
  lat: number;
  lng: number;
}

/** What the port lookup offers: ports first, then cities. */
export type PortLookupSuggestion = PortSuggestion | WorldCitySuggestion;

export interface MakeSuggestion {
  Make: string;
  /** NHTSA's vPIC make id (Toyota = 448). */
  MakeID: number;
}

export interface ModelSuggestion {
  Model: string;
  Make: string;
  Type: VehicleType;
  Year: number;
}

/** At most this many location suggestions per answer. */
export const MAX_LOCATION_SUGGESTIONS = 10;
