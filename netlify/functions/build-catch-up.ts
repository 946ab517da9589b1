/**
 * The catch-up for missed webhooks in production: a Netlify scheduled Function (every five
 * minutes, netlify.toml) that compares the CMS's content version with the one the deployed site
 * was built from and calls the host's build hook (BUILD_HOOK_URL) when they differ
 * (src/builds/deployed-catch-up.ts). Like the outbox relay beside it, it is not a Gatsby Function
 * and Netlify does not invoke it by URL in production.
 */
import { catchUpDeployedSite } from '../../src/builds/deployed-catch-up';

interface ScheduledAnswer {
  statusCode: number;
  body: string;
}

export const handler = async (): Promise<ScheduledAnswer> => {
  const env = process.env;
  const result = await catchUpDeployedSite({
    cmsGraphqlUrl: env.CMS_GRAPHQL_URL,
    // Netlify's own URL when SITE_URL is not set.
    siteUrl: env.SITE_URL || env.URL,
    buildHookUrl: env.BUILD_HOOK_URL,
  });
  const line = `Build catch-up: ${result.outcome}${
    result.outcome === 'failed'
      ? ` (${result.reason})`
      : result.outcome === 'not configured'
        ? ` (set ${result.missing.join(', ')})`
        : ''
  }`;
  (result.outcome === 'failed' || result.outcome === 'not configured' ? console.error : console.log)(line);
  return { statusCode: result.outcome === 'failed' ? 502 : 200, body: JSON.stringify(result) };
};
