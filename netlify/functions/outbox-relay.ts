/**
 * The outbox relay in production: a Netlify scheduled Function, every minute (netlify.toml), that
 * runs one relay run (src/leads/delivery/scheduled-relay.ts). Netlify bundles it with esbuild; it
 * is not a Gatsby Function, so it gets no /api route, and Netlify does not invoke a scheduled
 * Function by URL in production.
 */
import { redactPersonalData } from '../../src/leads/delivery/log';
import { runScheduledRelay } from '../../src/leads/delivery/scheduled-relay';

interface ScheduledAnswer {
  statusCode: number;
  body: string;
}

export const handler = async (): Promise<ScheduledAnswer> => {
  try {
    const summary = await runScheduledRelay();
    return { statusCode: 200, body: JSON.stringify(summary) };
  } catch (error) {
    const message = redactPersonalData((error as Error).message);
    console.error(`Outbox relay run failed: ${message}`);
    return { statusCode: 500, body: JSON.stringify({ error: 'relay_failed', message }) };
  }
};
