import { isProductionBuild, missingSettingMessage } from './deployment';
import { runtimeEnv } from './runtime';
import { wholeNumberSetting } from './settings';

/** npm start's port for the site when SITE_PORT is unset (scripts/dev/start.ts). */
export const DEFAULT_SITE_PORT = 9000;

/**
 * The site's public address, which every link the site hands out is made from (the quote and
 * booking page links of an answer, every e-mail's links, canonical URLs): SITE_URL, else the local
 * default `http://localhost:<SITE_PORT or 9000>`. Never the Host header of a request: anyone can
 * send any Host, and a link built from it would point a customer at the sender's site. A
 * production deployment has no local default (SITE_URL is required there, as the build checks).
 */
export function siteAddress(env: NodeJS.ProcessEnv = runtimeEnv(), production = isProductionBuild()): string {
  const configured = env.SITE_URL?.trim().replace(/\/+$/, '');
  if (configured) return configured;
  if (production) throw new Error(missingSettingMessage('SITE_URL'));
  return `http://localhost:${wholeNumberSetting(env, 'SITE_PORT', DEFAULT_SITE_PORT, { max: 65_535 })}`;
}
