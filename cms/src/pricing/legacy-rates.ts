import type { Core } from '@strapi/strapi';
import { PRICING_RATES_UID } from './rate-checks';
import { formFromTable, rateTableProblems, type RateTable } from './rate-rules';

/** Where database/migrations/…keep-pricing-rates-json.js keeps the JSON table of an older CMS. */
const LEGACY = { type: 'core', name: 'velmora', key: 'legacy_pricing_rates' } as const;
/** Where a table that cannot be converted stays, for a developer to mend and enter by hand. */
const REFUSED = { ...LEGACY, key: 'legacy_pricing_rates_refused' } as const;

/**
 * A CMS that held Pricing rates as one JSON table (before issue 29) gets that table in the form's
 * fields on its first start since, published, so estimates go on with the same figures; the kept
 * JSON is then removed, so this happens once. A table the site's rules refuse is not written (the
 * log names its problems; the JSON stays in the core store under `legacy_pricing_rates_refused`).
 */
export async function convertLegacyPricingRates(strapi: Core.Strapi): Promise<void> {
  const kept = (await strapi.store.get(LEGACY)) as { rates?: unknown } | null;
  if (!kept) return;
  const table = kept.rates as RateTable;
  const problems =
    table && typeof table === 'object' && !Array.isArray(table)
      ? rateTableProblems(table)
      : ['the rates must be a JSON object'];
  if (problems.length) {
    strapi.log.error(
      `Pricing rates: the JSON table saved before the form cannot be used (${problems.join('; ')}); the form keeps its figures, and the JSON is kept in the core store as ${REFUSED.type}_${REFUSED.name}_${REFUSED.key}.`,
    );
    await strapi.store.set({ ...REFUSED, value: kept });
    await strapi.store.delete(LEGACY);
    return;
  }
  const documents = strapi.documents(PRICING_RATES_UID as 'api::pricing-rate.pricing-rate');
  const data = formFromTable(table) as never;
  const existing = await documents.findFirst();
  if (existing) await documents.update({ documentId: existing.documentId, data, status: 'published' });
  else await documents.create({ data, status: 'published' });
  await strapi.store.delete(LEGACY);
  strapi.log.info(`Pricing rates: the JSON table (version ${table.version}) is now the form's fields, published.`);
}
