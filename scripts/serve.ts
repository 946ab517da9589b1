/**
 * Serves the built site and its Functions (see lib/site-server.ts) until stopped.
 *   npx tsx scripts/serve.ts [--port 9000] [--host localhost] [--releases var/site/releases]
 */
import dotenv from 'dotenv';
import path from 'path';
import { startSiteServer } from './lib/site-server';

const ROOT = path.resolve(__dirname, '..');
dotenv.config({ path: path.join(ROOT, '.env') });

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};

const port = Number(option('port', process.env.SITE_PORT || '9000'));
const host = option('host', process.env.SITE_HOST || 'localhost');
// With --releases, the release `current` points at (npm start's builds); else public/ as built.
const releases = option('releases', '');

process.on('unhandledRejection', (reason) => console.error('Unhandled rejection:', reason));
startSiteServer({ root: ROOT, port, host, releasesDir: releases ? path.resolve(ROOT, releases) : undefined })
  .then((server) => {
    console.log(`Serving the built site and its Functions on http://${host}:${port}`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  })
  .catch((error: Error) => {
    console.error(`Could not serve the site: ${error.message}`);
    process.exit(1);
  });
