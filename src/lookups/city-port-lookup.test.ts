/** @jest-environment node */
import { cityPortLookup, PORT_NAME_PREFIX } from './city-port-lookup';
import { MAX_LOCATION_SUGGESTIONS, type PortLookupSuggestion, type PortSuggestion } from './suggestions';
import { BLANK_INPUTS, NON_TEXT_INPUTS, ODD_TEXT_INPUTS } from './untrusted-inputs';

const isPort = (suggestion: PortLookupSuggestion): suggestion is PortSuggestion => 'PortName' in suggestion;
const portNames = (input: string) =>
  cityPortLookup(input)
    .filter(isPort)
    .map((port) => port.PortName);

/** The checked list of ports vehicles ship through, each by what a customer would type. */
const MAJOR_VEHICLE_PORTS: ReadonlyArray<[typed: string, portName: string, countryId: string]> = [
  ['Baltimore', 'Port of Baltimore', 'US'],
  ['Jacksonville', 'Port of Jacksonville', 'US'],
  ['Newark', 'Port of Newark', 'US'],
  ['Brunswick', 'Port of Brunswick', 'US'],
  ['Houston', 'Port of Houston', 'US'],
  ['Galveston', 'Port of Galveston', 'US'],
  ['Los Angeles', 'Port of Los Angeles', 'US'],
  ['Long Beach', 'Port of Long Beach', 'US'],
  ['Port Hueneme', 'Port of Hueneme', 'US'],
  ['Tacoma', 'Port of Tacoma', 'US'],
  ['Anchorage', 'Port of Anchorage', 'US'],
  ['Honolulu', 'Port of Honolulu', 'US'],
  ['San Juan', 'Port of San Juan', 'PR'],
  ['Bremerhaven', 'Port of Bremerhaven', 'DE'],
  ['Antwerp', 'Port of Antwerp', 'BE'],
  ['Zeebrugge', 'Port of Zeebrugge', 'BE'],
  ['Southampton', 'Port of Southampton', 'GB'],
  ['Jebel Ali', 'Port of Jebel Ali', 'AE'],
  ['Rotterdam', 'Port of Rotterdam', 'NL'],
  ['Yokohama', 'Port of Yokohama', 'JP'],
  ['Busan', 'Port of Busan', 'KR'],
  ['Mombasa', 'Port of Mombasa', 'KE'],
  ['Durban', 'Port of Durban', 'ZA'],
  ['Sydney', 'Port of Sydney', 'AU'],
  ['Auckland', 'Port of Auckland', 'NZ'],
];

describe('cityPortLookup', () => {
  it('offers Port of Bremerhaven, Germany first, then the city', () => {
    const [port, ...rest] = cityPortLookup('Bremerhaven');
    expect(port).toEqual({
      PortName: 'Port of Bremerhaven',
      PortCity: 'Bremerhaven',
      PortCountry: 'Germany',
      CountryID: 'DE',
      Zip: '',
      lat: expect.closeTo(53.56, 1),
      lng: expect.closeTo(8.56, 1),
    });
    expect(rest).toContainEqual(expect.objectContaining({ City: 'Bremerhaven', Country: 'Germany', CountryID: 'DE' }));
  });

  it('finds every checked vehicle port first by its name', () => {
    for (const [typed, portName, countryId] of MAJOR_VEHICLE_PORTS) {
      const [port] = cityPortLookup(typed);
      expect([typed, port && isPort(port) ? port.PortName : undefined, port?.CountryID]).toEqual([
        typed,
        portName,
        countryId,
      ]);
    }
  });

  it('ranks the major vehicle ports before small ones', () => {
    expect(portNames('San')[0]).toBe('Port of San Juan');
    expect(portNames('Long')[0]).toBe('Port of Long Beach');
    expect(portNames('New')[0]).toBe('Port of Newark');
  });

  it('lists ports before cities', () => {
    const found = cityPortLookup('Sav');
    const firstCity = found.findIndex((suggestion) => !isPort(suggestion));
    expect(found.slice(firstCity).some(isPort)).toBe(false);
    expect(found.length).toBeLessThanOrEqual(MAX_LOCATION_SUGGESTIONS);
  });

  it('reads "Port of", UN/LOCODEs, local names and a country after a comma', () => {
    expect(portNames('Port of')).toHaveLength(MAX_LOCATION_SUGGESTIONS);
    expect(portNames('Port of')[0]).toBe('Port of Baltimore');
    expect(portNames('port of balt')[0]).toBe('Port of Baltimore');
    expect(portNames('DEBRV')[0]).toBe('Port of Bremerhaven');
    expect(portNames('Antwerpen')[0]).toBe('Port of Antwerp');
    expect(portNames('Dubai')[0]).toBe('Port of Jebel Ali');
    expect(cityPortLookup('Sydney, Canada').every((suggestion) => suggestion.CountryID === 'CA')).toBe(true);
    expect(cityPortLookup('Sydney, Atlantis')).toEqual([]);
  });

  it('marks every port as SPEC §4 expects: "Port of" in the name and no postal code', () => {
    for (const input of ['a', 'San', 'Port', 'Ham', 'shang']) {
      for (const port of cityPortLookup(input).filter(isPort)) {
        expect(port.PortName.startsWith(PORT_NAME_PREFIX)).toBe(true);
        expect(port.Zip).toBe('');
        expect(Number.isFinite(port.lat) && Number.isFinite(port.lng)).toBe(true);
      }
    }
  });

  it('ignores accents and case', () => {
    expect(portNames('CURAÇAO')).toEqual(portNames('curacao'));
    expect(portNames('curacao')[0]).toBe('Port of Curacao');
  });

  it('answers [] to blank, odd and non-text input without throwing', () => {
    for (const input of [...BLANK_INPUTS, ...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS])
      expect(cityPortLookup(input)).toEqual([]);
  });
});
