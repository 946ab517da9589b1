/** @jest-environment node */
import { canonicalName, foldText, MAX_QUERY_LENGTH, nameSpellings, readQuery, wordStarts } from './search-text';

describe('folding text for comparison', () => {
  it('ignores accents, case and punctuation', () => {
    expect(foldText('Montréal')).toBe('montreal');
    expect(foldText('MONTREAL')).toBe('montreal');
    expect(foldText('São  Paulo')).toBe('sao paulo');
    expect(foldText("St. John's")).toBe('st johns');
    expect(foldText('Mercedes-Benz')).toBe('mercedes benz');
    expect(foldText('Straße Øresund Łódź')).toBe('strasse oresund lodz');
  });

  it('leaves nothing of emoji and symbols', () => {
    expect(foldText('🚗 %$ <>')).toBe('');
  });

  it('knows St and Saint, Mt and Mount are the same word', () => {
    expect(canonicalName('saint louis')).toBe('st louis');
    expect(nameSpellings('st louis').sort()).toEqual(['saint louis', 'st louis']);
    expect(nameSpellings('new york')).toEqual(['new york']);
  });

  it('lists the starts of each word for word matches', () => {
    expect(wordStarts('north las vegas')).toEqual(['north las vegas', 'las vegas', 'vegas']);
  });
});

describe('reading an untrusted input', () => {
  it('trims and cuts text to the maximum length', () => {
    expect(readQuery('  Miami  ')).toBe('Miami');
    expect(readQuery('a'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads anything but a string as nothing', () => {
    for (const input of [null, undefined, 42, {}, ['Miami']]) expect(readQuery(input)).toBe('');
  });
});
