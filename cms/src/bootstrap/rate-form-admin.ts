import type { Core } from '@strapi/strapi';
import type { FieldLabel, ModelLabels } from './admin-labels';
import { PRICING_RATES_UID } from '../pricing/rate-checks';
import { RATE_FORM_COMPONENTS, RATE_FORM_FIELDS, type RateFormField } from '../pricing/rate-rules';

/**
 * The Pricing rates form in the admin: its labels and descriptions come from the form's own spec
 * (rate-rules.ts, the words its problems use too), and its edit view puts related fields together.
 */
const labelsOf = (fields: Record<string, RateFormField>): Record<string, FieldLabel> =>
  Object.fromEntries(Object.entries(fields).map(([name, { label, description }]) => [name, { label, description }]));

export const RATE_CONTENT_TYPE_LABELS: ModelLabels = { mainField: 'version', fields: labelsOf(RATE_FORM_FIELDS) };

export const RATE_COMPONENT_LABELS: Record<string, ModelLabels> = Object.fromEntries(
  Object.entries(RATE_FORM_COMPONENTS).map(([uid, model]) => [
    uid,
    { ...(model.mainField ? { mainField: model.mainField } : {}), fields: labelsOf(model.fields) },
  ]),
);

interface LayoutField {
  name: string;
  size: number;
}

/** The top fields share rows two by two; a port's or trailer's name sits beside its figures. */
const SIZES: Record<string, number> = { roundTo: 6, circuityFactor: 6, portFreeMiles: 6, name: 4, label: 4 };

/** A figure takes a third of a row, a text half, a component or a long text all of it. */
const sizeOf = (name: string, field: RateFormField): number => {
  if (field.type === 'component' || field.type === 'text') return 12;
  return SIZES[name] ?? (field.type === 'string' ? 6 : 4);
};

/**
 * Rows of the edit view in the spec's order: a low and its high share a row of their own (low on
 * the left), other fields fill rows left to right, and a component or a long text has a row to itself.
 */
export function rateFormLayout(fields: Record<string, RateFormField>): LayoutField[][] {
  const rows: LayoutField[][] = [];
  let row: LayoutField[] = [];
  const close = () => {
    if (row.length) rows.push(row);
    row = [];
  };
  for (const [name, field] of Object.entries(fields)) {
    if ('pair' in field && field.pair) {
      if (name.endsWith('High')) continue;
      close();
      rows.push([
        { name, size: 6 },
        { name: name.replace(/Low$/, 'High'), size: 6 },
      ]);
      continue;
    }
    const size = sizeOf(name, field);
    if (row.reduce((sum, { size: taken }) => sum + taken, 0) + size > 12) close();
    row.push({ name, size });
  }
  close();
  return rows;
}

/** Raise when the layout below changes, so a CMS that has the older one gets it once more. */
const LAYOUT_VERSION = 1;
const LAYOUT_MARKER = { type: 'plugin', name: 'velmora', key: 'rate-form-layout' } as const;

interface LayoutConfiguration {
  layouts: { list: string[]; edit: unknown[] };
}
interface LayoutService {
  findConfiguration(model: { uid: string }): Promise<LayoutConfiguration>;
  updateConfiguration(model: { uid: string }, configuration: Partial<LayoutConfiguration>): Promise<unknown>;
}

/**
 * Sets the edit view of the Pricing rates form and its components, once per LAYOUT_VERSION: an
 * arrangement an editor makes afterwards (Configure the view) is kept across starts.
 */
export async function applyRateFormLayout(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.store.get(LAYOUT_MARKER)) === LAYOUT_VERSION) return;
  const contentManager = strapi.plugin('content-manager');
  const arrange = async (service: LayoutService, uid: string, fields: Record<string, RateFormField>) => {
    const configuration = await service.findConfiguration({ uid });
    await service.updateConfiguration(
      { uid },
      { ...configuration, layouts: { ...configuration.layouts, edit: rateFormLayout(fields) } },
    );
  };
  await arrange(contentManager.service('content-types') as LayoutService, PRICING_RATES_UID, RATE_FORM_FIELDS);
  for (const [uid, model] of Object.entries(RATE_FORM_COMPONENTS))
    await arrange(contentManager.service('components') as LayoutService, uid, model.fields);
  await strapi.store.set({ ...LAYOUT_MARKER, value: LAYOUT_VERSION });
}
