import type { Core } from '@strapi/strapi';
import { adminPreviewConfig } from '../src/site-preview';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: { secret: env('ADMIN_JWT_SECRET', '') },
  apiToken: { salt: env('API_TOKEN_SALT', '') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY') },
  // Builds and tests run the CMS headless (no admin bundle needed); `npm start` serves the admin.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  // The edit view's Preview opens the entry's page on the preview site (SITE_PREVIEW_URL).
  preview: adminPreviewConfig(),
});

export default config;
