/**
 * Serves the built site and its Functions (see site-server.ts) until stopped: a primary process
 * that holds the port, a worker that serves and one that stands by (site-workers.ts, serving-worker.ts).
 *   npx tsx scripts/services/site-server/serve.ts [--port 9000] [--host localhost] [--releases var/site/releases]
 * `kill -USR2 <pid>` logs the serving worker's memory.
 */
import cluster from 'cluster';
import path from 'path';
import { ROOT } from '../../shared/repo-root';
import { option, prepareServerProcess } from '../server-process';

prepareServerProcess();

const port = Number(option('port', process.env.SITE_PORT || '9000'));
const host = option('host', process.env.SITE_HOST || 'localhost');
// With --releases, the release `current` points at (npm start's builds); else public/ as built.
const releases = option('releases', '');

const releasesDir = releases ? path.resolve(ROOT, releases) : undefined;

// Each process loads only its own part: the primary none of the site's.
if (cluster.isPrimary) void import('./site-workers').then(({ runPrimary }) => runPrimary({ port, host, releasesDir }));
else
  void import('./serving-worker').then(({ runServingWorker }) =>
    runServingWorker({ root: ROOT, port, host, releasesDir }),
  );
