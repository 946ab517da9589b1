import { THEME_PRE_PAINT_SCRIPT } from '../color-theme/pre-paint-script';
import { cmsMediaBaseUrl } from '../runtime/cms-config';
import { builtPageBoot } from '../components/island/page-boot';
import { scriptHash } from './inline-scripts';

/**
 * The security headers of every response, declared once in gatsby-config's `headers`: the Netlify
 * adapter writes them to `_headers`, `gatsby serve` applies them (patches/gatsby+*.patch) and so
 * does the site server of npm start (scripts/services/site-server/site-server.ts).
 */

/** Every inline script the site may run. */
export const ALLOWED_SCRIPT_HASHES: readonly string[] = [
  scriptHash(THEME_PRE_PAINT_SCRIPT),
  scriptHash(builtPageBoot()),
];

export interface PolicySources {
  /** Where the CMS's images are served from (they are not copied into the build). */
  mediaOrigin: string | null;
  /** The analytics tag's origin, when a container is set (GATSBY_GTM_ID). */
  analyticsOrigin: string | null;
}

const origin = (url: string | undefined | null): string | null => {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The sources as the build and the servers read them from the environment. */
export function policySourcesFromEnv(env: NodeJS.ProcessEnv): PolicySources {
  const analytics = env.GATSBY_GTM_ID?.trim()
    ? env.GATSBY_GTM_SCRIPT_URL?.trim() || 'https://www.googletagmanager.com/gtm.js'
    : null;
  return { mediaOrigin: origin(cmsMediaBaseUrl(env)), analyticsOrigin: origin(analytics) };
}

const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

export function contentSecurityPolicy(
  { mediaOrigin, analyticsOrigin }: PolicySources,
  /** Who may frame the pages: nobody for the live site; the CMS's admin for the editors' preview. */
  frameAncestors: readonly string[] = ["'none'"],
): string {
  const analytics = analyticsOrigin ? [analyticsOrigin, ...GOOGLE_ANALYTICS] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...ALLOWED_SCRIPT_HASHES, ...(analyticsOrigin ? [analyticsOrigin] : [])]],
    // styled-components writes its styles at run time, images carry their aspect ratio; no script runs from a style.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(mediaOrigin ? [mediaOrigin] : []), ...analytics]],
    // The home hero's video backdrop comes from the CMS's media host too.
    ['media-src', ["'self'", ...(mediaOrigin ? [mediaOrigin] : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...analytics]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', [...frameAncestors]],
    ['manifest-src', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

export interface Header {
  key: string;
  value: string;
}

export function securityHeaders(sources: PolicySources): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(sources) },
    { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The editors' preview's headers (issue 29): the live site's, but the CMS's admin may frame it
 * (Strapi's preview panel shows the page beside the entry being edited), so frame-ancestors names
 * the CMS's origins and X-Frame-Options, which cannot name one, is left out.
 */
export function previewSecurityHeaders(sources: PolicySources, cmsOrigins: readonly string[]): Header[] {
  const ancestors = ["'self'", ...cmsOrigins.map((url) => origin(url)).filter((o): o is string => o !== null)];
  return securityHeaders(sources)
    .filter(({ key }) => key !== 'X-Frame-Options')
    .map((header) =>
      header.key === 'Content-Security-Policy'
        ? { key: header.key, value: contentSecurityPolicy(sources, [...new Set(ancestors)]) }
        : header,
    );
}

/** gatsby-config's `headers`: every path. */
export const gatsbyHeaders = (sources: PolicySources) => [{ source: '/*', headers: securityHeaders(sources) }];
