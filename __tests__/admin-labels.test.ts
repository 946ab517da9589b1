import fs from 'fs';
import path from 'path';
import {
  COMPONENT_LABELS,
  CONTENT_TYPE_LABELS,
  TIMESTAMP_LABELS,
  withLabels,
  type ModelLabels,
} from '../cms/src/bootstrap/admin-labels';

interface Schema {
  attributes: Record<string, { type: string }>;
}

const CMS_SRC = path.join(__dirname, '..', 'cms', 'src');
const readSchema = (file: string): Schema => JSON.parse(fs.readFileSync(file, 'utf8')) as Schema;

/** Every schema the CMS loads, by the uid the content-manager files its configuration under. */
const contentTypes = fs.readdirSync(path.join(CMS_SRC, 'api')).flatMap((api) => {
  const dir = path.join(CMS_SRC, 'api', api, 'content-types');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((name) => ({
        uid: `api::${api}.${name}`,
        schema: readSchema(path.join(dir, name, 'schema.json')),
      }))
    : [];
});
const components = fs.readdirSync(path.join(CMS_SRC, 'components')).flatMap((category) =>
  fs
    .readdirSync(path.join(CMS_SRC, 'components', category))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      uid: `${category}.${path.basename(file, '.json')}`,
      schema: readSchema(path.join(CMS_SRC, 'components', category, file)),
    })),
);

const models = [
  ...contentTypes.map((model) => ({ ...model, labels: CONTENT_TYPE_LABELS[model.uid] as ModelLabels | undefined })),
  ...components.map((model) => ({ ...model, labels: COMPONENT_LABELS[model.uid] as ModelLabels | undefined })),
];

describe('the admin labels', () => {
  it('finds the schemas it checks', () => {
    expect(contentTypes.length).toBeGreaterThanOrEqual(12);
    expect(components.length).toBeGreaterThanOrEqual(40);
  });

  it.each(models.map((model) => [model.uid, model] as const))(
    'give every field of %s a label and a one-line description',
    (_uid, { schema, labels }) => {
      expect(labels).toBeDefined();
      const missing = Object.keys(schema.attributes).filter((name) => {
        const field = labels?.fields[name];
        return !field?.label.trim() || !field.description.trim() || field.description.includes('\n');
      });
      expect(missing).toEqual([]);
    },
  );

  it('label no field a schema does not have', () => {
    const stray = models.flatMap(({ uid, schema, labels }) =>
      Object.keys(labels?.fields ?? {})
        .filter((name) => !(name in schema.attributes))
        .map((name) => `${uid}.${name}`),
    );
    expect(stray).toEqual([]);
    expect(Object.keys(CONTENT_TYPE_LABELS).sort()).toEqual(contentTypes.map((model) => model.uid).sort());
    expect(Object.keys(COMPONENT_LABELS).sort()).toEqual(components.map((model) => model.uid).sort());
  });

  it('list columns and titles name real fields', () => {
    const wrong = models.flatMap(({ uid, schema, labels }) =>
      [...(labels?.list ?? []), ...(labels?.mainField ? [labels.mainField] : [])]
        .filter((name) => !(name in schema.attributes) && !(name in TIMESTAMP_LABELS))
        .map((name) => `${uid}.${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('list every collection by its title, with when it last changed', () => {
    for (const uid of ['api::blog.blog', 'api::page.page', 'api::menu.menu', 'api::location.location']) {
      const { list, mainField } = CONTENT_TYPE_LABELS[uid];
      expect(list?.[0]).toBe(mainField);
      expect(list).toContain('updatedAt');
    }
    expect(CONTENT_TYPE_LABELS['api::page.page'].list).toEqual(expect.arrayContaining(['Slug', 'parent']));
    expect(CONTENT_TYPE_LABELS['api::blog.blog'].list).toEqual(expect.arrayContaining(['Slug', 'Category']));
  });

  it('keep titles off fields the admin cannot show as one', () => {
    const titleable = new Set(['string', 'text', 'email', 'uid', 'integer', 'decimal', 'date', 'enumeration']);
    const wrong = models
      .filter(({ schema, labels }) => labels?.mainField && !titleable.has(schema.attributes[labels.mainField]?.type))
      .map(({ uid }) => uid);
    expect(wrong).toEqual([]);
  });

  it('hide only real fields, and take a hidden field out of the edit view while keeping it in the API', () => {
    for (const { schema, labels } of models) {
      for (const name of labels?.hidden ?? []) expect(Object.keys(schema.attributes)).toContain(name);
    }
    const configuration = {
      settings: { mainField: 'id' },
      metadatas: { title: { edit: { label: 'title' }, list: {} }, styles: { edit: { label: 'styles' }, list: {} } },
      layouts: {
        list: ['id'],
        edit: [[{ name: 'title', size: 6 }], [{ name: 'styles', size: 12 }], [{ name: 'subtitle', size: 6 }]],
      },
    };
    const home = CONTENT_TYPE_LABELS['api::home-page.home-page'];
    const applied = withLabels(configuration, home);
    expect(applied.metadatas?.styles.edit).toMatchObject({ visible: false, label: 'Hero display settings' });
    expect(applied.metadatas?.title.edit).not.toHaveProperty('visible');
    expect(applied.layouts?.edit).toEqual([[{ name: 'title', size: 6 }], [{ name: 'subtitle', size: 6 }]]);
  });
});

