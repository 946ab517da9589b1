/**
 * Serves the built site and its Functions (see site-server.ts) until stopped: a primary
 * process and a worker per generation of Functions (site-workers.ts).
 *   npx tsx scripts/services/site-server/serve.ts [--port 9000] [--host localhost] [--releases var/site/releases]
 * `kill -USR2 <pid>` logs the serving worker's memory.
 */
import cluster from 'cluster';
import path from 'path';
import { startSiteServer } from './site-server';
import { runPrimary, type WorkerMessage } from './site-workers';
import { ROOT } from '../../shared/repo-root';
import { option, prepareServerProcess } from '../server-process';

prepareServerProcess();

const port = Number(option('port', process.env.SITE_PORT || '9000'));
const host = option('host', process.env.SITE_HOST || 'localhost');
// With --releases, the release `current` points at (npm start's builds); else public/ as built.
const releases = option('releases', '');

const releasesDir = releases ? path.resolve(ROOT, releases) : undefined;

if (cluster.isPrimary) {
  // The primary only holds the socket and its workers (site-workers.ts).
  runPrimary({ releasesDir });
} else {
  serveInWorker();
}

function serveInWorker() {
  process.on('unhandledRejection', (reason) =>
    console.error('Unhandled rejection:', reason instanceof Error ? reason.message : reason),
  );
  // A throw nobody caught leaves the worker in a state no one knows: log it and exit, and the
  // primary starts a clean one.
  process.on('uncaughtException', (error) => {
    console.error(`Stopping on an uncaught exception: ${error.stack ?? error.message}`);
    process.exit(70);
  });
  // Ctrl-C reaches the whole process group: the primary decides when a worker stops.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  startSiteServer({ root: ROOT, port, host, releasesDir })
    .then(() => {
      console.log(`Serving the built site and its Functions on http://${host}:${port} (worker ${process.pid})`);
      process.on('message', (message: WorkerMessage) => {
        if (message.type !== 'memory') return;
        // The memory in use, after a full collection when node runs with --expose-gc: how an
        // operator, and npm test's hostile stage, sees that releases do not leak.
        (globalThis as { gc?: () => void }).gc?.();
        const { rss, heapUsed } = process.memoryUsage();
        console.log(`[memory] rss=${rss} heapUsed=${heapUsed}`);
      });
      // Retired by the primary: the server has closed and answered what it had; idle keep-alive
      // connections are not waited for.
      cluster.worker?.on('disconnect', () => process.exit(0));
    })
    .catch((error: Error) => {
      console.error(`Could not serve the site: ${error.message}`);
      process.exit(1);
    });
}
