/** @jest-environment node */
import { modelLookup } from './model-lookup';
import { NON_TEXT_INPUTS, ODD_TEXT_INPUTS } from './untrusted-inputs';

const TOYOTA = 448;
const CHEVROLET = 467;
const HARLEY_DAVIDSON = 3888;
const models = (input: unknown, makeId: unknown, year: unknown) =>
  modelLookup(input, makeId, year).map((model) => model.Model);

describe('modelLookup', () => {
  it('lists Toyota’s 2020 models: Camry and RAV4, but not the Celica (last built 2006)', () => {
    const toyota2020 = models('', TOYOTA, 2020);
    expect(toyota2020).toEqual(expect.arrayContaining(['Camry', 'RAV4', 'Corolla', 'Tacoma', 'Highlander']));
    expect(toyota2020).not.toContain('Celica');
    expect(toyota2020).not.toContain('Paseo');
    expect(models('', TOYOTA, 2003)).toContain('Celica');
  });

  it('answers Model, Make, Type and Year', () => {
    expect(modelLookup('camry', TOYOTA, 2020)).toEqual([{ Model: 'Camry', Make: 'Toyota', Type: 'Car', Year: 2020 }]);
    expect(modelLookup('rav', TOYOTA, 2020)[0]).toMatchObject({ Model: 'RAV4', Type: 'SUV' });
    expect(modelLookup('tacoma', TOYOTA, 2020)[0]).toMatchObject({ Type: 'Pickup' });
    expect(modelLookup('sienna', TOYOTA, 2020)[0]).toMatchObject({ Type: 'Van' });
    expect(modelLookup('', HARLEY_DAVIDSON, 2020).every((model) => model.Type === 'Motorcycle')).toBe(true);
  });

  it('matches a model by its start or a later word, whole names first', () => {
    expect(models('ra', TOYOTA, 2022)[0]).toBe('RAV4');
    expect(models('RAV4', TOYOTA, 2022)[0]).toBe('RAV4');
    expect(models('prime', TOYOTA, 2022)).toEqual(expect.arrayContaining(['Prius Prime (PHEV)', 'RAV4 Prime (PHEV)']));
  });

  it('ends a discontinued model at its last year, even where vPIC left its schema open-ended', () => {
    expect(models('volt', CHEVROLET, 2019)).toEqual(['Volt']);
    expect(models('volt', CHEVROLET, 2021)).toEqual([]);
  });

  it('accepts the make id and year as numbers or digit strings', () => {
    expect(models('camry', String(TOYOTA), '2020')).toEqual(['Camry']);
  });

  it('answers [] for an unknown make, a missing or odd year, and odd input, without throwing', () => {
    expect(modelLookup('', 999_999, 2020)).toEqual([]);
    for (const makeId of [null, undefined, 'toyota', {}, -1, 448.5]) expect(modelLookup('', makeId, 2020)).toEqual([]);
    for (const year of [null, undefined, 1700, 3000, '2020a', {}]) expect(modelLookup('', TOYOTA, year)).toEqual([]);
    for (const input of [...ODD_TEXT_INPUTS, ...NON_TEXT_INPUTS]) expect(modelLookup(input, TOYOTA, 2020)).toEqual([]);
  });
});
