import type { Core } from '@strapi/strapi';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { applyRateFormLayout } from './bootstrap/rate-form-admin';
import { grantPublicReadAccess } from './bootstrap/public-access';
import { registerBuildWebhook } from './bootstrap/build-webhook';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { refuseDraftsToThePublic } from './bootstrap/published-only';
import { registerContentVersionQuery } from './content-version';
import { convertLegacyPricingRates } from './pricing/legacy-rates';
import { checkRatesOnSave } from './pricing/rate-checks';
import { seedContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerContentVersionQuery(strapi);
    refuseDraftsToThePublic(strapi);
    checkRatesOnSave(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReadAccess(strapi);
    await ensureFirstAdmin(strapi);
    await applyAdminLabels(strapi);
    await applyRateFormLayout(strapi);
    // Before the seed, which leaves an existing entry alone.
    await convertLegacyPricingRates(strapi);
    if (process.env.CMS_SEED !== 'false') await seedContent(strapi);
    // After the seed, so seeding does not call for builds.
    await registerBuildWebhook(strapi);
  },
};
