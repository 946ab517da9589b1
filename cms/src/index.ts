import type { Core } from '@strapi/strapi';
import { applyAdminLabels } from './bootstrap/admin-labels';
import { applyRateFormLayout } from './bootstrap/rate-form-admin';
import { grantPublicReadAccess } from './bootstrap/public-access';
import { registerBuildWebhook } from './bootstrap/build-webhook';
import { keepRelationsWhenDraftsTurnOn } from './bootstrap/drafts-turned-on';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { ensurePreviewToken } from './bootstrap/preview-token';
import { refuseDraftsToThePublic } from './bootstrap/published-only';
import { registerContentVersionQuery } from './content-version';
import { boundPublicReads } from './rest/public-reads';
import { convertLegacyPricingRates } from './pricing/legacy-rates';
import { checkRatesOnSave } from './pricing/rate-checks';
import { seedContent } from './seed';
import { registerSiteAdminRoutes } from './site-admin/routes';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerContentVersionQuery(strapi);
    refuseDraftsToThePublic(strapi);
    // REST without an API token: published content, one level of allowed relations, bounded answers.
    boundPublicReads(strapi);
    keepRelationsWhenDraftsTurnOn(strapi);
    // The admin's Site menu page, Site builds widget and "On the site" panel (src/admin) read these.
    registerSiteAdminRoutes(strapi);
    checkRatesOnSave(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReadAccess(strapi);
    await ensureFirstAdmin(strapi);
    await ensurePreviewToken(strapi);
    await applyAdminLabels(strapi);
    await applyRateFormLayout(strapi);
    // Before the seed, which leaves an existing entry alone.
    await convertLegacyPricingRates(strapi);
    if (process.env.CMS_SEED !== 'false') await seedContent(strapi);
    // After the seed, so seeding does not call for builds.
    await registerBuildWebhook(strapi);
  },
};
