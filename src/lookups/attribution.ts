/**
 * Credit lines the data licences require on the site (CC BY 4.0); the footer shows them.
 * ZIP and Canadian place names and the port list's base data come from GeoNames, world cities
 * from SimpleMaps; vPIC (NHTSA) is US public domain and needs none, but is named for clarity.
 */
export interface DataAttribution {
  source: string;
  text: string;
  url: string;
  licence: string;
  licenceUrl: string;
}

export const DATA_ATTRIBUTIONS: readonly DataAttribution[] = [
  {
    source: 'GeoNames',
    text: 'Postal code and place data © GeoNames (geonames.org), licensed under CC BY 4.0.',
    url: 'https://www.geonames.org/',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    source: 'SimpleMaps',
    text: 'World cities data © SimpleMaps (simplemaps.com/data/world-cities), licensed under CC BY 4.0.',
    url: 'https://simplemaps.com/data/world-cities',
    licence: 'CC BY 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    source: 'NHTSA vPIC',
    text: 'Vehicle makes and models from the NHTSA Product Information Catalog (vPIC), US public domain.',
    url: 'https://vpic.nhtsa.dot.gov/',
    licence: 'Public domain',
    licenceUrl: 'https://www.usa.gov/government-copyright',
  },
];

/** The credits as one line, for a compact footer. */
export const DATA_ATTRIBUTION_LINE = DATA_ATTRIBUTIONS.map((attribution) => attribution.text).join(' ');
