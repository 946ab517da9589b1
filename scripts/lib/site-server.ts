import compression from 'compression';
import express, { type Request, type Response } from 'express';
import fs from 'fs';
import type { Server } from 'http';
import path from 'path';
import { policySourcesFromEnv, securityHeaders } from '../../src/security/security-headers';

/**
 * The built site as production serves it, on one machine: the static files of public/ with
 * Gatsby's rules (no trailing slash, 404.html), and the Functions exactly as Gatsby compiled them
 * (.cache/functions), each loaded once per process as an adapter does. `gatsby serve` instead
 * reloads a Function's bundle on every request, which costs over 100 ms and leaks memory.
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

/** Hashed build assets never change; HTML and page data must be revalidated on every visit. */
function cacheControl(file: string): string {
  const relative = file.replace(/\\/g, '/');
  if (/\/static\//.test(relative) || /-[0-9a-f]{16,}\.(js|css|woff2?|map)$/.test(relative)) {
    return 'public, max-age=31536000, immutable';
  }
  if (/\.(html|json)$/.test(relative) || relative.endsWith('/sw.js')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

function loadFunctions(functionsDir: string): Map<string, () => FunctionHandler> {
  const manifestFile = path.join(functionsDir, 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as CompiledFunction[])
    : [];
  const functions = new Map<string, () => FunctionHandler>();
  for (const fn of manifest) {
    let handler: FunctionHandler | undefined;
    functions.set(fn.functionRoute, () => {
      if (!handler) {
        const loaded = require(path.join(functionsDir, fn.relativeCompiledFilePath)) as
          { default?: FunctionHandler } | FunctionHandler;
        handler = typeof loaded === 'function' ? loaded : (loaded.default as FunctionHandler);
      }
      return handler;
    });
  }
  return functions;
}

export function createSiteApp({ publicDir, functionsDir }: BuiltSite): express.Express {
  if (!fs.existsSync(path.join(publicDir, 'index.html'))) {
    throw new Error(`No built site in ${publicDir}: run gatsby build first`);
  }
  const functions = loadFunctions(functionsDir);
  // Load every Function before taking traffic, so no visitor waits for a cold one.
  for (const load of functions.values()) load();
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  app.all('/api/:route', (req, res, next) => {
    const load = functions.get(req.params.route);
    if (!load) return next();
    Promise.resolve()
      .then(() => load()(req, res))
      .catch((error: Error) => {
        console.error(`Function ${req.params.route} failed:`, error.message);
        if (!res.headersSent)
          res.status(500).json({ status: 500, error: 'function_failed', message: 'Something went wrong.' });
      });
  });

  // trailingSlash: 'never' (gatsby-config.ts): one address per page.
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith('/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = req.url.slice(req.path.length);
      return res.redirect(301, req.path.replace(/\/+$/, '') + query);
    }
    return next();
  });

  const setHeaders = (res: Response, file: string) => res.setHeader('Cache-Control', cacheControl(file));
  app.use(express.static(publicDir, { index: false, redirect: false, dotfiles: 'ignore', setHeaders }));
  app.get('*', (req, res, next) => {
    const page = path.join(
      publicDir,
      path.normalize(decodeURIComponent(req.path)).replace(/^(\.\.[/\\])+/, ''),
      'index.html',
    );
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
  return app;
}

/**
 * Serves whichever release `releases/current` points at: each request reads the link (one
 * readlink), so a new release is served from the next request on, and a request already under
 * way finishes on the release it started with. Releases older than the last few are dropped.
 */
export function createReleasesApp(releasesDir: string): express.RequestHandler {
  const apps = new Map<string, express.Express>();
  return (req, res, next) => {
    let release: string;
    try {
      release = path.join(releasesDir, fs.readlinkSync(path.join(releasesDir, 'current')));
    } catch {
      res.status(503).set('Retry-After', '10').type('text').send('The site is being built. Try again in a moment.');
      return;
    }
    let app = apps.get(release);
    if (!app) {
      app = createSiteApp({ publicDir: path.join(release, 'public'), functionsDir: path.join(release, 'functions') });
      apps.set(release, app);
      for (const known of apps.keys()) if (!fs.existsSync(known)) apps.delete(known);
    }
    app(req, res, next);
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

export function startSiteServer({ root, port, host = 'localhost', releasesDir }: SiteServerOptions): Promise<Server> {
  const handler = releasesDir
    ? createReleasesApp(releasesDir)
    : createSiteApp({ publicDir: path.join(root, 'public'), functionsDir: path.join(root, '.cache', 'functions') });
  const app = express();
  app.disable('x-powered-by');
  app.use(applySecurityHeaders());
  app.use(handler);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once('error', reject);
  });
}
