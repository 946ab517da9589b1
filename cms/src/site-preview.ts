import type { Core } from '@strapi/strapi';
import { sitePathOf, siteAddress, type EntryStatus } from './site-paths';

/**
 * Strapi's Preview button (the edit view's "Open preview") opens the entry's page on the preview
 * site: the site built from drafts, served by `npm start` at SITE_PREVIEW_URL, which asks for
 * SITE_PREVIEW_SECRET in the address. Without SITE_PREVIEW_URL there is no preview.
 */
export interface PreviewSite {
  /** The preview site's origin, e.g. http://localhost:9003. */
  origin: string;
  /** The secret the preview site asks for in `?preview=`; empty when it asks for none. */
  secret: string;
}

/** The preview site named by the environment, or null when none is (or its address is not one). */
export function previewSiteOf(env: NodeJS.ProcessEnv = process.env): PreviewSite | null {
  const url = env.SITE_PREVIEW_URL?.trim();
  if (!url) return null;
  try {
    const { origin, protocol } = new URL(url);
    if (protocol !== 'http:' && protocol !== 'https:') return null;
    return { origin, secret: env.SITE_PREVIEW_SECRET?.trim() ?? '' };
  } catch {
    return null;
  }
}

/** The address the preview opens for a site path. */
export const previewAddress = ({ origin, secret }: PreviewSite, path: string): string =>
  `${siteAddress(origin, path)}${secret ? `?preview=${encodeURIComponent(secret)}` : ''}`;

/**
 * admin.preview (config/admin.ts) as Strapi 5.54 reads it (content-manager's preview-config
 * service): enabled, and the origins the admin may frame (Strapi adds them to its CSP frame-src)
 * with the handler that maps an entry to its address. The handler answers null for a type with no
 * page (the rates, the order terms): Strapi then shows no preview for it.
 */
export function adminPreviewConfig(
  env: NodeJS.ProcessEnv = process.env,
  cms: () => Core.Strapi = () => (globalThis as unknown as { strapi: Core.Strapi }).strapi,
): NonNullable<Core.Config.Admin['preview']> {
  const site = previewSiteOf(env);
  if (!site) return { enabled: false, config: { allowedOrigins: [], handler: () => null } };
  return {
    enabled: true,
    config: {
      allowedOrigins: [site.origin],
      async handler(uid, { documentId, status }) {
        const version: EntryStatus = status === 'published' ? 'published' : 'draft';
        const path = await sitePathOf(cms(), uid, documentId, version);
        return path === null ? null : previewAddress(site, path);
      },
    },
  };
}

/** The origins the admin frames (its CSP frame-src): the preview site's, when there is one. */
export const framedOrigins = (env: NodeJS.ProcessEnv = process.env): string[] => {
  const site = previewSiteOf(env);
  return site ? [site.origin] : [];
};
