/** @jest-environment node */
import defaultRates from './default-rates.json';
import {
  RATE_FORM_COMPONENTS,
  RATE_FORM_FIELDS,
  formFromTable,
  rateFormMessage,
  rateFormProblems,
  rateFormSelection,
  rateTableProblems,
  tableFromForm,
  type RateForm,
  type RateFormField,
  type RateTable,
} from './rate-rules';
import { DEFAULT_RATE_TABLE } from './rate-table';

/** A form as the CMS answers it (GraphQL and the admin send JSON). */
type Form = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const seededForm = (): Form => JSON.parse(JSON.stringify(formFromTable(DEFAULT_RATE_TABLE))) as Form;
const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the Pricing rates form and the rate table', () => {
  it('holds the built-in table: the seeded form maps back to default-rates.json exactly', () => {
    expect(tableFromForm(seededForm())).toStrictEqual(defaultRates);
  });

  it('maps a form to its table and back to the same form', () => {
    const form = seededForm();
    expect(copyOf(formFromTable(tableFromForm(form)))).toStrictEqual(form);
  });

  it('keeps a table without categories without them (the site adds its built-in ones), and back', () => {
    const { categories: _builtIn, ...older } = copyOf(DEFAULT_RATE_TABLE);
    const form = copyOf(formFromTable(older as RateTable));
    for (const field of ['classic', 'motorcycle', 'boat', 'rv', 'equipment', 'container', 'flatbed', 'oversize'])
      expect(form[field]).toBeNull();
    expect(tableFromForm(form)).toStrictEqual(older);
  });

  it('leaves out a category whose field is empty (an agent prices it) and a trailer not offered', () => {
    const form = seededForm();
    form.boat = null;
    form.stepDeck = null;
    const table = tableFromForm(form);
    expect(table.categories).not.toHaveProperty('boat');
    expect(table.categories?.trailers.map((trailer) => trailer.id)).toEqual(['flatbed', 'rgn']);
    expect(rateTableProblems(table)).toEqual([]);
  });

  it('shows shares as percents and lists as text, and reads what an editor types', () => {
    const form = seededForm();
    expect(form.spread[0].percent).toBe(30);
    expect(form.land.additionalVehiclePercent).toBe(3);
    expect(form.motorcycle).toEqual({ sharePercentLow: 55, sharePercentHigh: 70 });
    expect(form.season.peakMonths).toBe('5, 6, 7, 8, 9');
    expect(form.snowbird.southStates).toBe('FL');
    form.season.peakMonths = '6,7;8  9';
    form.snowbird.southStates = 'fl, ga';
    form.lanes[0].countries = 'de nl';
    form.land.fixed = '275';
    form.notes = 'first\r\n\n  second  ';
    const table = tableFromForm(form);
    expect(table.season.peakMonths).toEqual([6, 7, 8, 9]);
    expect(table.season.snowbird.southStates).toEqual(['FL', 'GA']);
    expect(table.lanes[0]!.countries).toEqual(['DE', 'NL']);
    expect(table.land.fixed).toBe(275);
    expect(table.notes).toEqual(['first', 'second']);
  });

  it('asks GraphQL for every field of the form, components and their fields included', () => {
    const names = (fields: Record<string, RateFormField>): string[] =>
      Object.entries(fields).flatMap(([name, field]) =>
        field.type === 'component' ? [name, ...names(RATE_FORM_COMPONENTS[field.component]!.fields)] : [name],
      );
    const selected = rateFormSelection().match(/\w+/g);
    expect(selected?.filter((word) => word !== 'id').sort()).toEqual(names(RATE_FORM_FIELDS).sort());
    expect(rateFormSelection()).toContain('hawaii { mainlandPorts { name lat lng } honolulu { name lat lng }');
  });

  it('labels every field with its unit where it has one, and names each pair once', () => {
    const fields = [RATE_FORM_FIELDS, ...Object.values(RATE_FORM_COMPONENTS).map((model) => model.fields)].flatMap(
      (model) => Object.entries(model),
    );
    for (const [name, field] of fields) {
      expect(field.label.trim()).not.toBe('');
      expect(field.description).not.toMatch(/\n/);
      if ('pair' in field && field.pair) {
        expect(name).toMatch(/(Low|High)$/);
        expect(field.label).toMatch(/, (low|high) \(/);
      }
    }
    expect(Object.values(RATE_FORM_COMPONENTS).flatMap((model) => Object.keys(model.fields))).not.toContain('id');
  });
});

describe('the checks an editor meets when saving the form', () => {
  const problemsAfter = (edit: (form: Form) => void) => {
    const form = seededForm();
    edit(form);
    return rateFormProblems(form as RateForm);
  };

  it('find nothing wrong with the seeded form', () => {
    expect(rateFormProblems(seededForm())).toEqual([]);
  });

  test.each<[string, (form: Form) => void, (string | number)[], string]>([
    [
      'distance rows out of order',
      (form) =>
        (form.perMile = [
          { upToMiles: 500, dollarsPerMile: 1 },
          { upToMiles: 1000, dollarsPerMile: 0.6 },
          { upToMiles: 800, dollarsPerMile: 0.5 },
          { upToMiles: null, dollarsPerMile: 0.39 },
        ]),
      ['perMile', 2, 'upToMiles'],
      'Per-mile rates › row 3 › Up to (miles): must be more miles than the row before (1,000)',
    ],
    [
      'a last row with a distance',
      (form) => (form.transitDays[6].upToMiles = 3000),
      ['transitDays', 6, 'upToMiles'],
      'Days on the road › row 7 › Up to (miles): must be left empty on the last row, which covers every longer distance',
    ],
    [
      'a middle row without its distance',
      (form) => (form.transitDays[2].upToMiles = null),
      ['transitDays', 2, 'upToMiles'],
      'Days on the road › row 3 › Up to (miles): must be filled in: only the last row is left empty',
    ],
    [
      'a per-mile rate rising with distance',
      (form) => (form.perMile[1].dollarsPerMile = 1.5),
      ['perMile'],
      "Per-mile rates: must not rise with distance: each row's rate at most the row before's",
    ],
    [
      'a negative price',
      (form) => (form.hawaii.priceLow = -100),
      ['hawaii', 'priceLow'],
      'Hawaii › Price (dollars): the low must be above 0 and below the high, and the high at most 100,000',
    ],
    [
      'a low above its high',
      (form) => (form.alaska.daysLow = 9),
      ['alaska', 'daysLow'],
      'Alaska › Sailing (days): the low must be above 0 and at most the high, and the high at most 120',
    ],
    [
      'a high left empty',
      (form) => (form.lanes[0].airPriceHigh = null),
      ['lanes', 0, 'airPriceLow'],
      'Ocean lanes › row 1 (US East Coast to Western Europe) › Air freight price (dollars): needs both a low and a high',
    ],
    [
      'a pickup window without its words',
      (form) => (form.pickupFiveDay.label = '  '),
      ['pickupFiveDay', 'label'],
      'Pickup within 5 days › Shown as: must be filled in, in at most 120 characters',
    ],
    [
      'a faster pickup that costs less',
      (form) => (form.pickupOneDay.multiplier = 1.3),
      ['pickupOneDay'],
      'Next-day pickup: must cost more, not less, as the pickup gets faster: a window with fewer days needs a multiplier at least as high',
    ],
    [
      'a flexible pickup that is not the base price',
      (form) => (form.pickupFlexible.multiplier = 1.1),
      ['pickupFlexible', 'multiplier'],
      'Flexible pickup › Price (×): must be 1: the flexible pickup is the price without a faster pickup',
    ],
    [
      'an unknown state code',
      (form) => (form.snowbird.northeastStates = 'NY, NJ, XX'),
      ['snowbird', 'northeastStates'],
      'Snowbird season › Northern states: XX is not a US state or Canadian province code',
    ],
    [
      'a state both north and south',
      (form) => (form.snowbird.southStates = 'FL, NY'),
      ['snowbird', 'southStates'],
      'Snowbird season › Southern states: has NY, which is a northern state too',
    ],
    [
      'a state listed twice',
      (form) => (form.snowbird.southStates = 'FL, GA, FL'),
      ['snowbird', 'southStates'],
      'Snowbird season › Southern states: lists FL twice',
    ],
    [
      'month 13',
      (form) => (form.season.peakMonths = '5, 6, 13'),
      ['season', 'peakMonths'],
      'Busy season › Busy months: must list months as numbers from 1 (January) to 12 (December), each once, separated by commas',
    ],
    [
      'a month written as a word',
      (form) => (form.snowbird.southboundMonths = 'October, 11'),
      ['snowbird', 'southboundMonths'],
      'Snowbird season › Southbound months: must list months as numbers from 1 (January) to 12 (December), each once, separated by commas',
    ],
    [
      'a month both southbound and northbound',
      (form) => (form.snowbird.northboundMonths = '3, 4, 12'),
      ['snowbird', 'northboundMonths'],
      'Snowbird season › Northbound months: has month 12, which is a southbound month too',
    ],
    [
      'an unknown country',
      (form) => (form.lanes[0].countries = 'DE, FR, QQ'),
      ['lanes', 0, 'countries'],
      'Ocean lanes › row 1 (US East Coast to Western Europe) › Countries: QQ is not a country code (ISO 3166-1, e.g. DE)',
    ],
    [
      'a country two lanes reach',
      (form) =>
        form.lanes.push({
          ...copyOf(form.lanes[0]),
          laneId: 'us-gulf-europe',
          label: 'Gulf to Europe',
          countries: 'ES, PT',
        }),
      ['lanes', 1, 'countries'],
      'Ocean lanes › row 2 (Gulf to Europe) › Countries: has ES, PT, which another lane (us-east-europe) reaches already',
    ],
    [
      'a share above 100%',
      (form) => (form.motorcycle.sharePercentHigh = 120),
      ['motorcycle', 'sharePercentLow'],
      "Motorcycles › Share of a car's price (percent): the low must be above 0% and at most the high, and the high at most 100%",
    ],
    [
      'a range either side of 100%',
      (form) => (form.spread[0].percent = 100),
      ['spread', 0, 'percent'],
      'Range either side › row 1 › Either side (percent): must be above 0% and below 100%',
    ],
    [
      'a discount above half',
      (form) => (form.land.additionalVehiclePercent = 60),
      ['land', 'additionalVehiclePercent'],
      'Road transport › Further vehicles (% off): must be a number from 0% to 50%',
    ],
    [
      'a machine rate rising with distance',
      (form) => (form.farm.perMile[2].perMileHigh = 3.8),
      ['farm', 'perMile'],
      "Farm machinery › Truckload rates: must not rise with distance: each row's rates at most the row before's",
    ],
    [
      'boat lengths out of order',
      (form) => (form.boat.length[2].upToFt = 25),
      ['boat', 'length', 2, 'upToFt'],
      'Boats › Rates by length › row 3 › Up to (feet): must be longer than the row before (30 feet), at most 120 feet',
    ],
    [
      'a lower deck that costs less',
      (form) => (form.rgn.multiplier = 1.05),
      ['flatbed'],
      'Flatbed: must go from the highest deck (flatbed) to the lowest (RGN), each lower deck costing at least as much',
    ],
    [
      'an escort width under the legal width',
      (form) => (form.oversize.escortFromWidthFt = 8),
      ['oversize'],
      'Oversize loads: the widths must rise: the legal width below the escort width, the escort width at most the agent width',
    ],
    [
      'a port off the globe',
      (form) => (form.alaska.anchorage.lat = 161.2),
      ['alaska', 'anchorage', 'lat'],
      'Alaska › Anchorage port › Latitude (degrees): must be a number from -90 to 90',
    ],
    [
      'a lane short name with spaces',
      (form) => (form.lanes[0].laneId = 'US East'),
      ['lanes', 0, 'laneId'],
      'Ocean lanes › row 1 (US East Coast to Western Europe) › Short name: must be a short name of lower-case letters, digits and dashes (e.g. us-east-europe)',
    ],
    ['no version', (form) => (form.version = ''), ['version'], 'Version: must be filled in, in at most 120 characters'],
  ])('refuse %s, marking the field and saying why in its words', (_name, edit, path, message) => {
    expect(problemsAfter(edit)).toEqual([{ path, message }]);
  });

  it('name every empty figure of a section emptied', () => {
    const problems = problemsAfter((form) => (form.canada = null));
    expect(problems.map((problem) => problem.path)).toEqual([
      ['canada', 'crossBorderLow'],
      ['canada', 'daysLow'],
    ]);
    expect(problems[0]!.message).toBe('Canada › Customs (dollars): needs both a low and a high');
  });

  it('say the first three problems in one message, and how many more the form marks', () => {
    const problems = problemsAfter((form) => {
      form.version = '';
      form.roundTo = 0;
      form.hawaii.priceLow = 0;
      form.alaska.priceLow = 0;
      form.canada.crossBorderLow = 0;
    });
    expect(problems).toHaveLength(5);
    expect(rateFormMessage(problems)).toBe(
      `${problems[0]!.message}. ${problems[1]!.message}. ${problems[2]!.message}. And 2 more, marked on the form.`,
    );
    expect(rateFormMessage(problems.slice(0, 1))).toBe(problems[0]!.message);
  });
});

describe('the stronger checks, which a file (PRICING_RATES_FILE) meets too', () => {
  const changed = (edit: (table: Form) => void): RateTable => {
    const table = copyOf(DEFAULT_RATE_TABLE) as Form;
    edit(table);
    return table as RateTable;
  };

  test.each<[string, (table: Form) => void, string]>([
    [
      'an unknown state',
      (t) => t.season.snowbird.northeastStates.push('ZZ'),
      'season.snowbird.northeastStates has unknown state or province codes: ZZ',
    ],
    [
      'a state both ways',
      (t) => t.season.snowbird.southStates.push('NY'),
      'season.snowbird.southStates has NY, which northeastStates has too',
    ],
    [
      'a month both ways',
      (t) => t.season.snowbird.northboundMonths.push(10),
      'season.snowbird.northboundMonths has 10, which southboundMonths has too',
    ],
    [
      'an unknown country',
      (t) => t.lanes[0].countries.push('UK'),
      'lanes[0] (us-east-europe).countries has unknown country codes (ISO 3166-1): UK',
    ],
    ['a country twice', (t) => t.lanes[0].countries.push('DE'), 'lanes[0] (us-east-europe).countries lists DE twice'],
  ])('refuse %s', (_name, edit, problem) => {
    expect(rateTableProblems(changed(edit))).toEqual([problem]);
  });

  it('know every country the place index has (lanes are matched on it)', () => {
    const { countries } = require('../lookups/data/world-cities.json') as { countries: [string, string][] };
    const codes = countries.map(([, code]) => code).filter((code) => !/^X[GRW]$/.test(code));
    const table = changed((t) => (t.lanes[0].countries = codes));
    expect(rateTableProblems(table)).toEqual([]);
  });
});
