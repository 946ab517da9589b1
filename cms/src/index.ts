import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';
import { grantPublicReadAccess } from './bootstrap/public-access';
import { registerBuildWebhook } from './bootstrap/build-webhook';
import { ensureFirstAdmin } from './bootstrap/first-admin';
import { seedContent } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // The upload plugin refuses to start without its folder; a fresh clone or a new
    // CMS_PUBLIC_DIR has none yet.
    fs.mkdirSync(path.join(strapi.dirs.static.public, 'uploads'), { recursive: true });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await grantPublicReadAccess(strapi);
    await ensureFirstAdmin(strapi);
    if (process.env.CMS_SEED !== 'false') await seedContent(strapi);
    // After the seed, so seeding does not call for builds.
    await registerBuildWebhook(strapi);
  },
};
