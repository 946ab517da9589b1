import compression from 'compression';
import express, { type Request, type Response } from 'express';
import fs from 'fs';
import http, { type Server } from 'http';
import path from 'path';
import { admit } from './front-door';
import { policySourcesFromEnv, securityHeaders } from '../../../src/security/security-headers';
import { releaseFunctionsFingerprint } from '../../../src/builds/releases';

/**
 * The built site as production serves it, on one machine: the static files of public/ with
 * Gatsby's rules (no trailing slash, 404.html), and the Functions exactly as Gatsby compiled them
 * (.cache/functions), each loaded once per process as an adapter does. `gatsby serve` instead
 * reloads a Function's bundle on every request, which costs over 100 ms and leaks memory.
 * serve.ts runs it in a worker process that its primary hands connections to (site-workers.ts).
 */
export interface SiteServerOptions {
  root: string;
  port: number;
  host?: string;
  /** Serve the release `releases/current` points at (see src/builds/releases.ts), switching when it moves. */
  releasesDir?: string;
}

/** A built site: its static files and its compiled Functions. */
export interface BuiltSite {
  publicDir: string;
  functionsDir: string;
}

type FunctionHandler = (req: Request, res: Response) => unknown;

interface CompiledFunction {
  functionRoute: string;
  relativeCompiledFilePath: string;
}

/**
 * A build's compiled Functions, each loaded once: on its first request, or before by `loadAll`.
 * `fingerprint` is the hash of their files.
 */
export interface LoadedFunctions {
  fingerprint: string;
  /** The Function of a route (undefined when the build has none), loaded now if it was not yet. */
  handler(route: string): FunctionHandler | undefined;
  /**
   * Loads every Function not loaded yet, one at a time with a pause between, so that requests are
   * answered between them (each takes 0.1 to 0.4 s to compile); resolves once all are.
   */
  loadAll(): Promise<void>;
}

/** The pause between two Functions loaded by loadAll: a request under way needs a few turns of the event loop. */
const LOAD_PAUSE_MS = 50;

/** A Function that has not answered in this time is answered 503 (and its late answer dropped). */
export const FUNCTION_TIMEOUT_MS = 10_000;

/** Hashed build assets never change; HTML and page data must be revalidated on every visit. */
function cacheControl(file: string): string {
  const relative = file.replace(/\\/g, '/');
  if (/\/static\//.test(relative) || /-[0-9a-f]{16,}\.(js|css|woff2?|map)$/.test(relative)) {
    return 'public, max-age=31536000, immutable';
  }
  if (/\.(html|json)$/.test(relative) || relative.endsWith('/sw.js')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/**
 * Loads a compiled file and then forgets it in Node's module records (the require cache and this
 * module's children), so that the handlers kept here are its only owners: a release that is no
 * longer served takes its Functions' memory with it.
 */
function loadForgotten(file: string, functionsDir: string): FunctionHandler {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known at run time, whose cache entry is dropped below
  const loaded = require(file) as { default?: FunctionHandler } | FunctionHandler;
  const inside = (id: string) => id.startsWith(`${functionsDir}${path.sep}`);
  for (const id of Object.keys(require.cache)) if (inside(id)) delete require.cache[id];
  module.children = module.children.filter((child) => !inside(child.id));
  return typeof loaded === 'function' ? loaded : (loaded.default as FunctionHandler);
}

/**
 * A build's Functions (see LoadedFunctions): the serving worker loads them all before it takes a
 * release with other Functions (site-workers.ts), so no visitor waits for a cold one; a standby
 * promoted when the serving worker died loads them while it serves. `reuse` (the Functions already
 * loaded) is kept when the new build's are byte-identical.
 */
export function loadFunctions(functionsDir: string, reuse?: LoadedFunctions): LoadedFunctions {
  if (reuse && reuse.fingerprint === releaseFunctionsFingerprint(functionsDir)) return reuse;
  // Hashed when first asked for (a build served as it is records none: 50 MB read).
  let fingerprint: string | undefined;
  const manifestFile = path.join(functionsDir, 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as CompiledFunction[])
    : [];
  const dir = path.resolve(functionsDir);
  const files = new Map(manifest.map((fn) => [fn.functionRoute, path.join(dir, fn.relativeCompiledFilePath)]));
  const handlers = new Map<string, FunctionHandler>();
  const handler = (route: string) => {
    const file = files.get(route);
    if (!file) return undefined;
    let loaded = handlers.get(route);
    if (!loaded) {
      loaded = loadForgotten(file, dir);
      handlers.set(route, loaded);
    }
    return loaded;
  };
  let all: Promise<void> | null = null;
  const loadAll = () =>
    (all ??= (async () => {
      for (const route of files.keys()) {
        await new Promise((resolve) => setTimeout(resolve, LOAD_PAUSE_MS));
        handler(route);
      }
    })());
  return {
    get fingerprint() {
      return (fingerprint ??= releaseFunctionsFingerprint(functionsDir));
    },
    handler,
    loadAll,
  };
}

/** A path that starts with slashes or backslashes would be another host's address in a Location. */
export const sitePath = (requestPath: string) => `/${requestPath.replace(/^[/\\]+/, '')}`;

const jsonError = (res: Response, status: number, error: string, message: string) =>
  res.status(status).set('Cache-Control', 'no-store').json({ status, error, message, errors: {} });

/** Runs a Function on an admitted request: a throw is answered 500, silence for 10 s 503, once. */
function runFunction(route: string, handler: FunctionHandler, req: Request, res: Response) {
  const timer = setTimeout(() => {
    console.error(
      `Function ${route} did not answer in ${FUNCTION_TIMEOUT_MS / 1000} s (request ${req.get('x-request-id')})`,
    );
    if (!res.headersSent) {
      res.set('Connection', 'close');
      jsonError(res, 503, 'function_timeout', 'This took too long on our side. Please try again.');
    } else res.destroy();
  }, FUNCTION_TIMEOUT_MS);
  const settle = () => clearTimeout(timer);
  res.once('finish', settle);
  res.once('close', settle);
  Promise.resolve()
    .then(() => handler(req, res))
    .catch((error: Error) => {
      console.error(`Function ${route} failed (request ${req.get('x-request-id')}): ${error?.message}`);
      if (!res.headersSent)
        jsonError(res, 500, 'function_failed', 'Something went wrong on our side. Please try again.');
      else if (!res.writableEnded) res.end();
    });
}

export function createSiteApp(
  { publicDir, functionsDir }: BuiltSite,
  loaded = loadFunctions(functionsDir),
): express.Express {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No built site in ${publicDir}: run gatsby build first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  app.all('/api/:route', (req, res, next) => {
    const route = req.params.route ?? '';
    const handler = loaded.handler(route);
    if (!handler) return next();
    // The front door reads and checks the body before any Function code runs (front-door.ts).
    admit(route, req, res).then(
      (admitted) => admitted && runFunction(route, handler, req, res),
      (error: Error) => next(error),
    );
    return undefined;
  });

  // trailingSlash: 'never' (gatsby-config.ts): one address per page, always on this site.
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith('/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, sitePath(req.path.replace(/\/+$/, '')) + query);
    }
    return next();
  });

  const setHeaders = (res: Response, file: string) => res.setHeader('Cache-Control', cacheControl(file));
  app.use(express.static(publicDir, { index: false, redirect: false, dotfiles: 'ignore', setHeaders }));
  app.get('*', (req, res, next) => {
    const decoded = decodeURIComponent(req.path);
    // A page's address names it plainly: no climbing out (`..`), no empty segments, no NUL.
    if (/[\0\\]|\/\/|(^|\/)\.\.?(\/|$)/.test(decoded)) return next();
    const page = path.join(publicDir, path.normalize(decoded), 'index.html');
    if (!page.startsWith(publicDir) || !fs.existsSync(page)) return next();
    setHeaders(res, page);
    return res.sendFile(page);
  });
  app.use((req, res) => {
    res.status(404);
    if (req.accepts('html')) {
      setHeaders(res, '404.html');
      return res.sendFile(path.join(publicDir, '404.html'));
    }
    return res.json({ status: 404, error: 'not_found', message: 'Not found.' });
  });
  app.use(answerErrors);
  return app;
}

/**
 * The last word on anything that went wrong outside a Function (a malformed address, a broken
 * stream): a plain answer with no stack trace, file path or dependency name in it.
 */
export const answerErrors: express.ErrorRequestHandler = (
  error: Error & { status?: number; statusCode?: number },
  req,
  res,
  _next,
) => {
  const status = error.status ?? error.statusCode ?? (error instanceof URIError ? 400 : 500);
  if (status >= 500) console.error(`${req.method} ${req.path.slice(0, 200)} failed: ${error.message}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const message = status >= 500 ? 'Something went wrong on our side.' : 'This address or request could not be read.';
  if (req.path.startsWith('/api/') || !req.accepts('html')) {
    jsonError(res, status, status >= 500 ? 'server_error' : 'bad_request', message);
    return;
  }
  res.status(status).set('Cache-Control', 'no-store').type('text').send(message);
};

/** What a site serves: the release (empty for a fixed build) and its Functions' fingerprint. */
export interface Served {
  release: string;
  fingerprint: string;
}

/** A site being served: its requests, and its Functions loaded ahead of them. */
export interface ServedSite {
  handle: express.RequestHandler;
  /** Loads every Function of what is served now (LoadedFunctions.loadAll); what that is, or null (no release yet). */
  loadFunctions(): Promise<Served | null>;
}

export interface ReleasesAppOptions {
  /**
   * This process holds one set of Functions (a worker of the site server): a release with other
   * Functions is not loaded here, and until another worker, one that loaded them, takes over, the
   * last release with these Functions is served, whole (its pages and its Functions together).
   */
  oneSetOfFunctions?: boolean;
}

/**
 * Serves whichever release `releases/current` points at: each request reads the link (one
 * readlink), so a new release is served from the next request on, and a request already under
 * way finishes on the release it started with. Only the current release is kept: its Functions
 * are the previous release's when byte-identical, else loaded anew while the old ones are freed
 * with the last request that used them (or, with `oneSetOfFunctions`, left to another process).
 */
export function createReleasesApp(
  releasesDir: string,
  { oneSetOfFunctions = false }: ReleasesAppOptions = {},
): ServedSite {
  let active: { release: string; app: express.Express; functions: LoadedFunctions } | null = null;
  /** The last release with other Functions this process left to another (oneSetOfFunctions). */
  let leftAlone: string | null = null;
  const currentApp = () => {
    const release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
    if (active?.release !== release) {
      if (active && oneSetOfFunctions) {
        if (release === leftAlone) return active;
        if (releaseFunctionsFingerprint(path.join(release, 'functions')) !== active.functions.fingerprint) {
          leftAlone = release;
          return active;
        }
      }
      const site = { publicDir: path.join(release, 'public'), functionsDir: path.join(release, 'functions') };
      const functions = loadFunctions(site.functionsDir, active?.functions);
      active = { release, app: createSiteApp(site, functions), functions };
    }
    return active;
  };
  return {
    handle: (req, res, next) => {
      let app: express.Express;
      try {
        ({ app } = currentApp());
      } catch {
        res.status(503).set('Retry-After', '10').type('text').send('The site is being built. Try again in a moment.');
        return;
      }
      app(req, res, next);
    },
    loadFunctions: async () => {
      let served: typeof active;
      try {
        served = currentApp();
      } catch {
        return null; // No release yet: nothing to load.
      }
      await served.functions.loadAll();
      return { release: served.release, fingerprint: served.functions.fingerprint };
    },
  };
}

/** gatsby-config's security headers, on every response (the Functions' answers included). */
function applySecurityHeaders(): express.RequestHandler {
  const headers = securityHeaders(policySourcesFromEnv(process.env));
  return (_req, res, next) => {
    for (const { key, value } of headers) res.setHeader(key, value);
    next();
  };
}

/** The HTTP server's limits: no request may hold a connection, or the server, for long. */
export const SERVER_LIMITS: {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxHeadersCount: number;
  readonly connectionsPerAddress: number;
} = {
  /** The request line and headers must arrive within this (slow senders are cut off). */
  headersTimeoutMs: 10_000,
  /** The whole request, body included. */
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxHeadersCount: 100,
  /** Open connections from one address (MAX_CONNECTIONS_PER_ADDRESS); more are closed at once. */
  get connectionsPerAddress(): number {
    // Read when the server starts, after its .env is loaded.
    return Number(process.env.MAX_CONNECTIONS_PER_ADDRESS) || 100;
  },
};

/** Closes a connection beyond `limit` from the same address as soon as it opens. */
function capConnectionsPerAddress(server: Server, limit: number) {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The site of `root` (public/ and .cache/functions as built) or of `releasesDir`: its requests
 * with the security headers and plain error answers, its Functions not loaded yet.
 */
export function createServedSite(
  { root, releasesDir }: Pick<SiteServerOptions, 'root' | 'releasesDir'>,
  options: ReleasesAppOptions = {},
): {
  app: express.Express;
  loadFunctions: ServedSite['loadFunctions'];
} {
  let site: ServedSite;
  if (releasesDir) site = createReleasesApp(releasesDir, options);
  else {
    const functions = loadFunctions(path.join(root, '.cache', 'functions'));
    site = {
      handle: createSiteApp(
        { publicDir: path.join(root, 'public'), functionsDir: path.join(root, '.cache', 'functions') },
        functions,
      ),
      loadFunctions: () => functions.loadAll().then(() => ({ release: '', fingerprint: 'fixed' })),
    };
  }
  const app = express();
  app.disable('x-powered-by');
  app.use(applySecurityHeaders());
  app.use(site.handle);
  app.use(answerErrors);
  return { app, loadFunctions: site.loadFunctions };
}

/** The site on a port of its own, in this process, its Functions loaded before it takes a request. */
export async function startSiteServer({
  root,
  port,
  host = 'localhost',
  releasesDir,
}: SiteServerOptions): Promise<Server> {
  const site = createServedSite({ root, releasesDir });
  await site.loadFunctions();
  return listenWithLimits(site.app, port, host);
}

/** An HTTP server held to `limits` (SERVER_LIMITS but in tests), not listening yet. */
function limitedServer(app: http.RequestListener, limits: typeof SERVER_LIMITS): Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often the timeouts above are checked (Node's default is every 30 s).
      connectionsCheckingInterval: 1_000,
    },
    app,
  );
  server.maxHeadersCount = limits.maxHeadersCount;
  capConnectionsPerAddress(server, limits.connectionsPerAddress);
  return server;
}

/** Serves `app` on an HTTP server held to SERVER_LIMITS (the site's, and the editors' preview's). */
export function listenWithLimits(app: http.RequestListener, port: number, host: string): Promise<Server> {
  const server = limitedServer(app, SERVER_LIMITS);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * An HTTP server held to SERVER_LIMITS that listens on no port: it serves the connections handed
 * to it (`server.emit('connection', socket)`), as the site's worker does those its primary
 * accepted. Node's HTTP server starts checking its header and request timeouts, and knowing which
 * connections are idle, when it emits 'listening' (lib/_http_server.js, setupConnectionsTracking);
 * this one never listens, so it emits it once itself.
 */
export function serverForHandedConnections(app: http.RequestListener, limits = SERVER_LIMITS): Server {
  const server = limitedServer(app, limits);
  server.emit('listening');
  return server;
}
