/** @jest-environment node */
import { THEME_PRE_PAINT_SCRIPT } from '../color-theme/pre-paint-script';
import { builtPageBoot } from '../components/island/page-boot';
import { scriptHash } from './inline-scripts';
import {
  contentSecurityPolicy,
  gatsbyHeaders,
  policySourcesFromEnv,
  previewSecurityHeaders,
  securityHeaders,
} from './security-headers';

const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0]!, directive.split(' ').slice(1)]));

describe('the Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy({ mediaOrigin: 'https://cms.example.com', analyticsOrigin: null }));

  it('runs scripts from the site and the listed inline scripts only', () => {
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(scriptHash(THEME_PRE_PAINT_SCRIPT));
    expect(scripts).toContain(scriptHash(builtPageBoot()));
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
  });

  it('has no plugins, no foreign base, no framing, and images from the CMS', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toContain('https://cms.example.com');
  });

  it("allows the analytics tag's origin only when a container is set", () => {
    const off = policySourcesFromEnv({ CMS_GRAPHQL_URL: 'http://127.0.0.1:1337/graphql' });
    expect(off).toEqual({ mediaOrigin: 'http://127.0.0.1:1337', analyticsOrigin: null });
    const on = policySourcesFromEnv({ GATSBY_GTM_ID: 'GTM-ABC', CMS_MEDIA_URL: 'https://media.example.com/' });
    expect(on).toEqual({
      mediaOrigin: 'https://media.example.com',
      analyticsOrigin: 'https://www.googletagmanager.com',
    });
    expect(directives(contentSecurityPolicy(on)).get('script-src')).toContain('https://www.googletagmanager.com');
  });
});

describe('the security headers', () => {
  const headers = new Map(
    securityHeaders({ mediaOrigin: null, analyticsOrigin: null }).map(({ key, value }) => [key, value]),
  );

  it('are HSTS of a year with subdomains, nosniff, a referrer policy and a permissions policy', () => {
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it("go on every path in gatsby-config's headers", () => {
    const [rule] = gatsbyHeaders({ mediaOrigin: null, analyticsOrigin: null });
    expect(rule!.source).toBe('/*');
    expect(rule!.headers.map((header) => header.key)).toContain('Content-Security-Policy');
  });
});

describe("the editors' preview's headers (issue 29)", () => {
  const sources = { mediaOrigin: 'https://cms.example.com', analyticsOrigin: null };

  it("are the live site's, but the CMS's admin may frame it and X-Frame-Options is left out", () => {
    const live = securityHeaders(sources);
    const preview = previewSecurityHeaders(sources, ['https://cms.example.com/admin', 'not a url']);
    expect(preview.map((h) => h.key)).toEqual(live.map((h) => h.key).filter((key) => key !== 'X-Frame-Options'));
    const livePolicy = directives(live.find((h) => h.key === 'Content-Security-Policy')!.value);
    const previewPolicy = directives(preview.find((h) => h.key === 'Content-Security-Policy')!.value);
    expect(previewPolicy.get('frame-ancestors')).toEqual(["'self'", 'https://cms.example.com']);
    expect(livePolicy.get('frame-ancestors')).toEqual(["'none'"]);
    for (const [name, value] of livePolicy)
      if (name !== 'frame-ancestors') expect(previewPolicy.get(name)).toEqual(value);
  });
});
