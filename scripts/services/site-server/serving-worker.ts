import http from 'http';
import type { AddressInfo, Socket } from 'net';
import { createServedSite, serverForHandedConnections, type SiteServerOptions } from './site-server';
import type { FromWorker, ToWorker } from './site-workers';

/**
 * A worker of the site server (site-workers.ts): it reads the site as it starts, without loading
 * its Functions, and says it is ready; from then on it does what the primary asks:
 * - `connection`: a socket the primary accepted. The worker says it has it (`took`), then serves it
 *   on an HTTP server that listens on no port of its own, held to the same limits.
 * - `serve`: it is the serving worker now; it loads the Functions while it serves (a request for
 *   one not loaded yet loads it at once). It holds one set of Functions for its life: when a
 *   release with others becomes current, it serves the last release with its own (pages and
 *   Functions together) until the worker that loaded the others takes over.
 * - `prepare`: it loads the current release's Functions and warms itself up (warmUp), then says
 *   `prepared` with the release they are of: it stands by so, or serves at once when they are a
 *   new release's.
 * - `retire`: it finishes the requests under way, closes its connections as they fall idle, and exits.
 * - `memory`: it logs its memory (after a full collection when node runs with --expose-gc), once
 *   its Functions are loaded: how an operator, and npm test's hostile stage, sees that releases do
 *   not leak.
 */
/** A worker that begins to serve loads its Functions after this (a request for one loads it at once). */
const LOAD_AFTER_MS = 1000;

/** The requests a standby makes of itself before it stands by (WARM_UP_PATHS). */
const WARM_UP_PATHS = ['/api/pingGRPC', '/'];

/**
 * Asks the site, on a port of its own on 127.0.0.1 open only meanwhile, for SPEC §7's warm-up
 * (the lead store opened, the lookup indexes loaded) and the home page: what the first visitors
 * after a worker's death would otherwise wait for (0.4 s under load, measured by the crash test).
 */
function warmUp(app: http.RequestListener): Promise<void> {
  return new Promise((resolve) => {
    const own = http.createServer(app);
    const done = () => own.close(() => resolve());
    own.on('error', () => resolve());
    own.listen(0, '127.0.0.1', async () => {
      const { port } = own.address() as AddressInfo;
      for (const path of WARM_UP_PATHS) {
        await new Promise<void>((answered) =>
          http
            .get({ host: '127.0.0.1', port, path, agent: false }, (res) => res.resume().on('end', answered))
            .on('error', () => answered()),
        );
      }
      done();
    });
  });
}

export function runServingWorker({ root, port, host = 'localhost', releasesDir }: SiteServerOptions): void {
  process.on('unhandledRejection', (reason) =>
    console.error('Unhandled rejection:', reason instanceof Error ? reason.message : reason),
  );
  // A throw nobody caught leaves the worker in a state no one knows: log it and exit, and the
  // primary serves with its standby.
  process.on('uncaughtException', (error) => {
    console.error(`Stopping on an uncaught exception: ${error.stack ?? error.message}`);
    process.exit(70);
  });
  // Ctrl-C reaches the whole process group: the primary decides when a worker stops.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => undefined);
  // The primary is gone (killed): nobody hands this worker connections any more.
  process.on('disconnect', () => process.exit(0));

  let site: ReturnType<typeof createServedSite>;
  try {
    site = createServedSite({ root, releasesDir }, { oneSetOfFunctions: true });
  } catch (error) {
    console.error(`Could not serve the site: ${(error as Error).message}`);
    process.exit(1);
  }
  let retiring = false;
  const server = serverForHandedConnections((req, res) => {
    if (retiring) res.setHeader('Connection', 'close');
    site.app(req, res);
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const send = (message: FromWorker) => process.send?.(message, undefined, undefined, () => undefined);

  const retire = () => {
    retiring = true;
    const closeIdle = () => {
      server.closeIdleConnections();
      if (sockets.size === 0) process.exit(0);
    };
    closeIdle();
    setInterval(closeIdle, 100);
  };

  process.on('message', (message: ToWorker, socket?: Socket) => {
    switch (message.type) {
      case 'connection':
        if (!socket) return;
        send({ type: 'took', id: message.id });
        server.emit('connection', socket);
        return;
      case 'serve':
        console.log(`Serving the built site and its Functions on http://${host}:${port} (worker ${process.pid})`);
        // The first requests (those that waited for this worker) come first.
        setTimeout(() => void site.loadFunctions(), LOAD_AFTER_MS);
        return;
      case 'prepare':
        void site.loadFunctions().then(async (served) => {
          await warmUp(site.app);
          send({ type: 'prepared', served });
        });
        return;
      case 'retire':
        retire();
        return;
      case 'memory':
        void site.loadFunctions().then(() => {
          (globalThis as { gc?: () => void }).gc?.();
          const { rss, heapUsed } = process.memoryUsage();
          console.log(`[memory] rss=${rss} heapUsed=${heapUsed}`);
        });
        return;
    }
  });
  send({ type: 'ready' });
}
