'use strict';

/**
 * Pricing rates used to be one JSON column, `rates`; it is a form now (issue 29), and Strapi drops
 * the column when it syncs the schema, right after the migrations run. This keeps the table it
 * held in the core store, where the CMS's start (cms/src/pricing/legacy-rates.ts) finds it,
 * writes it into the form's fields and publishes it. A fresh database has nothing to keep.
 */
const KEY = 'core_velmora_legacy_pricing_rates';

module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('pricing_rates'))) return;
    if (!(await knex.schema.hasColumn('pricing_rates', 'rates'))) return;
    if (!(await knex.schema.hasTable('strapi_core_store_settings'))) return;
    const rows = await knex('pricing_rates').select('rates', 'updated_at').whereNotNull('rates');
    if (!rows.length) return;
    // Draft and publish was off: one row, published. Should there be more, the last saved wins.
    const [latest] = rows.sort((a, b) => String(b.updated_at).localeCompare(String(a.updated_at)));
    const rates = typeof latest.rates === 'string' ? JSON.parse(latest.rates) : latest.rates;
    await knex('strapi_core_store_settings').where({ key: KEY }).delete();
    await knex('strapi_core_store_settings').insert({
      key: KEY,
      value: JSON.stringify({ rates }),
      type: 'object',
      environment: null,
      tag: null,
    });
  },
};
