/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { RATE_COMPONENT_LABELS, rateFormLayout } from '../cms/src/bootstrap/rate-form-admin';
import { checkRatesOnSave, PRICING_RATES_UID, ratesPopulate } from '../cms/src/pricing/rate-checks';
import { SHARED_RATE_RULES, sharedRateRulesCopy } from '../scripts/dev/cms';
import { RATE_FORM_COMPONENTS, RATE_FORM_FIELDS, formFromTable, type RateFormField } from '../src/pricing/rate-rules';
import { DEFAULT_RATE_TABLE } from '../src/pricing/rate-table';

const CMS_SRC = path.join(__dirname, '..', 'cms', 'src');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;

/** A spec's field as Strapi's schema writes it. */
const attributeOf = (field: RateFormField) => {
  if (field.type === 'component')
    return { type: 'component', component: field.component, repeatable: field.repeatable };
  const bounds =
    'maxLength' in field ? { maxLength: field.maxLength } : 'min' in field ? { min: field.min, max: field.max } : {};
  return JSON.parse(JSON.stringify({ type: field.type, required: field.required || undefined, ...bounds })) as object;
};
const attributesOf = (fields: Record<string, RateFormField>) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, attributeOf(field)]));

describe('the rate rules the CMS runs', () => {
  it('are the site’s own module: the CMS’s copy is what prepareCms writes from src/pricing/rate-rules.ts', () => {
    // When this fails, run prepareCms (npm start does) or copy the file: never edit the copy.
    expect(fs.readFileSync(SHARED_RATE_RULES.copy, 'utf8')).toBe(sharedRateRulesCopy());
  });
});

describe('the Pricing rates schema', () => {
  it('is the form’s spec: the content type, its fields, and draft and publish on', () => {
    const schema = readJson(path.join(CMS_SRC, 'api', 'pricing-rate', 'content-types', 'pricing-rate', 'schema.json'));
    expect(schema.attributes).toEqual(attributesOf(RATE_FORM_FIELDS));
    expect(schema.options).toEqual({ draftAndPublish: true });
  });

  it('has every rates component of the spec, and no other, each as the spec writes it', () => {
    const dir = path.join(CMS_SRC, 'components', 'rates');
    const files = fs.readdirSync(dir).map((file) => `rates.${path.basename(file, '.json')}`);
    expect(files.sort()).toEqual(Object.keys(RATE_FORM_COMPONENTS).sort());
    for (const [uid, model] of Object.entries(RATE_FORM_COMPONENTS)) {
      const schema = readJson(path.join(dir, `${uid.slice('rates.'.length)}.json`));
      expect({ uid, attributes: schema.attributes }).toEqual({ uid, attributes: attributesOf(model.fields) });
      expect(schema.info).toEqual({ displayName: model.displayName, icon: model.icon, description: model.description });
    }
  });

  it('nests components two deep at most (the admin shows deeper ones poorly)', () => {
    const depth = (fields: Record<string, RateFormField>): number =>
      Math.max(
        0,
        ...Object.values(fields).map((field) =>
          field.type === 'component' ? 1 + depth(RATE_FORM_COMPONENTS[field.component]!.fields) : 0,
        ),
      );
    expect(depth(RATE_FORM_FIELDS)).toBe(2);
  });

  it('is read whole: the populate reaches every nested component', () => {
    const populate = ratesPopulate();
    expect(Object.keys(populate).sort()).toEqual(
      Object.entries(RATE_FORM_FIELDS)
        .filter(([, field]) => field.type === 'component')
        .map(([name]) => name)
        .sort(),
    );
    expect(populate.hawaii).toEqual({ populate: { mainlandPorts: true, honolulu: true } });
    expect(populate.lanes).toEqual({ populate: { usPorts: true } });
    expect(populate.land).toBe(true);
  });
});

describe('the edit view of the form', () => {
  const models = [RATE_FORM_FIELDS, ...Object.values(RATE_FORM_COMPONENTS).map((model) => model.fields)];

  it('shows every field once, in rows of at most the full width, a low beside its high', () => {
    for (const fields of models) {
      const rows = rateFormLayout(fields);
      expect(rows.flat().map((field) => field.name)).toEqual(Object.keys(fields));
      for (const row of rows) expect(row.reduce((sum, field) => sum + field.size, 0)).toBeLessThanOrEqual(12);
      const pairs = Object.entries(fields).filter(
        ([name, field]) => 'pair' in field && field.pair && name.endsWith('Low'),
      );
      for (const [low] of pairs)
        expect(rows).toContainEqual([
          { name: low, size: 6 },
          { name: low.replace(/Low$/, 'High'), size: 6 },
        ]);
    }
  });

  it('gives a component and a long text a row of their own (the admin draws components full width)', () => {
    const rows = rateFormLayout(RATE_FORM_FIELDS);
    for (const row of rows)
      if (row.some((field) => ['component', 'text'].includes(RATE_FORM_FIELDS[field.name]!.type)))
        expect(row).toEqual([{ name: row[0]!.name, size: 12 }]);
    expect(rows[0]).toEqual([
      { name: 'version', size: 6 },
      { name: 'roundTo', size: 6 },
    ]);
  });

  it('titles each row of a list by what tells rows apart', () => {
    expect(RATE_COMPONENT_LABELS['rates.mile-rate']!.mainField).toBe('upToMiles');
    expect(RATE_COMPONENT_LABELS['rates.ocean-lane']!.mainField).toBe('label');
    expect(RATE_COMPONENT_LABELS['rates.port']!.mainField).toBe('name');
  });
});

describe('a save of Pricing rates, as the CMS checks it', () => {
  type Middleware = (context: object, next: () => Promise<unknown>) => Promise<unknown>;
  const seeded = () => JSON.parse(JSON.stringify(formFromTable(DEFAULT_RATE_TABLE))) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  /** checkRatesOnSave on a Strapi whose only document is `draft`. */
  const cms = (draft: Record<string, unknown> | null) => {
    let middleware: Middleware | undefined;
    const findOne = jest.fn(async () => draft);
    const strapi = {
      documents: Object.assign(() => ({ findOne }), { use: (added: Middleware) => (middleware = added) }),
    };
    checkRatesOnSave(strapi as never);
    const next = jest.fn(async () => 'saved');
    const run = (context: object) => middleware!(context, next);
    return { run, next, findOne };
  };

  it('lets a good form through, created, updated or published', async () => {
    const { run, next } = cms(seeded());
    await run({ uid: PRICING_RATES_UID, action: 'create', params: { data: seeded() } });
    await run({ uid: PRICING_RATES_UID, action: 'update', params: { documentId: 'd1', data: { version: 'v2' } } });
    await run({ uid: PRICING_RATES_UID, action: 'publish', params: { documentId: 'd1' } });
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('refuses a draft save with a broken figure: a ValidationError saying where and why, each field marked', async () => {
    const { run, next } = cms(seeded());
    const data = seeded();
    data.perMile.splice(1, 0, { upToMiles: 400, dollarsPerMile: 0.8 });
    const refused = run({ uid: PRICING_RATES_UID, action: 'update', params: { documentId: 'd1', data } });
    // Strapi's own ValidationError: its error middleware answers 400 with the message and details.
    await expect(refused).rejects.toMatchObject({
      name: 'ValidationError',
      message: 'Per-mile rates › row 2 › Up to (miles): must be more miles than the row before (500)',
      details: {
        errors: [
          {
            path: ['perMile', '1', 'upToMiles'],
            message: 'Per-mile rates › row 2 › Up to (miles): must be more miles than the row before (500)',
            name: 'ValidationError',
          },
        ],
      },
    });
    expect(next).not.toHaveBeenCalled();
  });

  it('checks a partial update against the draft it changes', async () => {
    const { run, findOne } = cms(seeded());
    await expect(
      run({ uid: PRICING_RATES_UID, action: 'update', params: { documentId: 'd1', data: { roundTo: 0 } } }),
    ).rejects.toMatchObject({ message: 'Round prices to (dollars): must be a number from 1 to 1,000' });
    expect(findOne).toHaveBeenCalledWith(expect.objectContaining({ documentId: 'd1', status: 'draft' }));
  });

  it('refuses to publish a broken draft (one saved before the check, or by hand)', async () => {
    const draft = seeded();
    draft.snowbird.southboundMonths = '10, 11, 13';
    const { run, next } = cms(draft);
    await expect(
      run({ uid: PRICING_RATES_UID, action: 'publish', params: { documentId: 'd1' } }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^Snowbird season › Southbound months: must list months as numbers from 1/),
    });
    expect(next).not.toHaveBeenCalled();
  });

  it('leaves every other content type, and reads, alone', async () => {
    const { run, next, findOne } = cms(null);
    await run({ uid: 'api::page.page', action: 'update', params: { documentId: 'p', data: { Title: '' } } });
    await run({ uid: PRICING_RATES_UID, action: 'findOne', params: { documentId: 'd1' } });
    await run({ uid: PRICING_RATES_UID, action: 'discardDraft', params: { documentId: 'd1' } });
    expect(next).toHaveBeenCalledTimes(3);
    expect(findOne).not.toHaveBeenCalled();
  });
});
