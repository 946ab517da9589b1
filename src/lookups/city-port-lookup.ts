import { processWide } from '../runtime/process-wide';
import { INDEX_FILE_NAMES, type SeaportsFile } from './index-format';
import { checkedIndexFile } from './index-files';
import { matchingCountries, parseLocationQuery } from './location-query';
import { NamePrefixIndex } from './name-prefix-index';
import { foldText, readQuery } from './search-text';
import { MAX_LOCATION_SUGGESTIONS, type PortLookupSuggestion, type PortSuggestion } from './suggestions';
import { findWorldCities } from './world-cities';

/** SPEC §4 recognises a port suggestion by this text in its name. */
export const PORT_NAME_PREFIX = 'Port of ';

/** What people type before a port's name; stripped so "Port of Balt" finds Baltimore. */
const TYPED_PORT_PREFIX = /^port of(?: |$)/;

interface SeaportsIndex {
  file: SeaportsFile;
  names: NamePrefixIndex;
  foldedCountryNames: string[];
}

export function seaportsIndex(): SeaportsIndex {
  return processWide('lookups:seaportsIndex', () => {
    const file = checkedIndexFile<SeaportsFile>(() => require('./data/seaports.json'), INDEX_FILE_NAMES.seaports);
    return {
      file,
      names: new NamePrefixIndex(
        file.ports.map(([locode, name, city, , , , aliases], item) => ({
          item,
          foldedNames: [foldText(name), foldText(city), locode.toLowerCase(), ...aliases.map(foldText)],
        })),
      ),
      foldedCountryNames: file.countries.map(([name]) => foldText(name)),
    };
  });
}

/**
 * Suggestions when the shipment starts or ends at a port: seaports worldwide whose name, city or
 * UN/LOCODE starts with the input — the checked major vehicle ports before the others — then
 * world cities. "Port of" alone lists the major vehicle ports. Untrusted input: anything odd gives [].
 */
export function cityPortLookup(input: unknown): PortLookupSuggestion[] {
  const query = readQuery(input);
  if (!query) return [];
  const index = seaportsIndex();
  const parsed = parseLocationQuery(query);
  const typedPortOf = TYPED_PORT_PREFIX.test(parsed.name);
  const name = parsed.name.replace(TYPED_PORT_PREFIX, '');
  if (!name && !typedPortOf) return [];

  const { countries, ports, majorVehiclePortCount } = index.file;
  const allowed =
    parsed.qualifier === undefined
      ? undefined
      : matchingCountries(countries, index.foldedCountryNames, parsed.qualifier);
  if (allowed?.size === 0) return [];
  const accept = (port: number) => !allowed || allowed.has(countries[ports[port][3]][1]);

  const isMajor = (port: number) => port < majorVehiclePortCount;
  const matchedPorts = name
    ? index.names
        .bestMatches(name, Number.MAX_SAFE_INTEGER, accept)
        .sort((a, b) => Number(isMajor(b.item)) - Number(isMajor(a.item)) || a.tier - b.tier || a.item - b.item)
        .map(({ item }) => item)
    : ports.map((_, port) => port).filter((port) => isMajor(port) && accept(port));
  const suggestions: PortLookupSuggestion[] = matchedPorts
    .slice(0, MAX_LOCATION_SUGGESTIONS)
    .map((port) => portSuggestion(index, port));
  return suggestions.concat(
    findWorldCities({ name, qualifier: parsed.qualifier }, MAX_LOCATION_SUGGESTIONS - suggestions.length),
  );
}

function portSuggestion(index: SeaportsIndex, port: number): PortSuggestion {
  const [, name, city, country, lat, lng] = index.file.ports[port];
  const [PortCountry, CountryID] = index.file.countries[country];
  return { PortName: `${PORT_NAME_PREFIX}${name}`, PortCity: city, PortCountry, CountryID, Zip: '', lat, lng };
}
