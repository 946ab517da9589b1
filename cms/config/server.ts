import type { Core } from '@strapi/strapi';
import fs from 'fs';
import path from 'path';

/**
 * The upload plugin refuses to start without its uploads folder, and checks in its own register
 * step, before the app's: a fresh clone, or a new CMS_PUBLIC_DIR, gets it here, as the config is
 * read. Strapi resolves the folder from the app's folder, where `strapi start` runs.
 */
function ensureUploadsFolder(publicDir: string): string {
  fs.mkdirSync(path.resolve(process.cwd(), publicDir, 'uploads'), { recursive: true });
  return publicDir;
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  // Set where the CMS is hosted behind a proxy, so the admin and upload URLs are absolute.
  url: env('CMS_PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS', []) },
  // Tests give each throwaway CMS its own uploads folder.
  dirs: { public: ensureUploadsFolder(env('CMS_PUBLIC_DIR', './public')) },
  // The CMS makes no outbound calls: no update checks (telemetry is off in package.json).
  logger: { updates: { enabled: false }, startup: { enabled: true } },
});

export default config;
