import { createHash, createHmac, timingSafeEqual } from 'crypto';
import express from 'express';
import type { Server } from 'http';
import { cmsGraphqlUrl } from '../../../src/runtime/cms-config';
import { policySourcesFromEnv, previewSecurityHeaders } from '../../../src/security/security-headers';
import { answerErrors, createReleasesApp, listenWithLimits, sitePath } from './site-server';

/**
 * The editors' preview of the site (issue 29): the newest release of the preview's builds
 * (var/preview/releases, built from drafts), served as the site server serves the live one, on a
 * port of its own, to editors alone and to no search engine.
 *
 * - The secret: `?preview=<SITE_PREVIEW_SECRET>` on any address sets a cookie (HttpOnly,
 *   SameSite=Lax) and redirects to the same address without it, so the secret does not stay in
 *   the address bar, the history or a shared link. Without the cookie or the secret: 401 and a
 *   sentence saying where to open the preview from. The cookie holds an HMAC of the secret, not
 *   the secret: a new secret ends every old cookie.
 * - Every answer: noindex, nofollow (X-Robots-Tag), no-store, and a frame-ancestors that lets
 *   the CMS's admin frame the page (Strapi's preview panel); robots.txt disallows everything.
 * - /api/*: 404 JSON. The preview takes no requests (no lead, quote or booking starts there) and
 *   serves no Functions.
 */
export interface PreviewServerOptions {
  releasesDir: string;
  /** SITE_PREVIEW_SECRET. */
  secret: string;
  /** The CMS's origins, whose admin may frame the preview. */
  cmsOrigins: readonly string[];
  env?: NodeJS.ProcessEnv;
}

export const PREVIEW_COOKIE = 'velmora_preview';
/**
 * The same token for the preview inside the CMS's admin (Strapi's Preview frames it). When the CMS
 * is another site (127.0.0.1 and localhost are two sites; so are a hosted CMS's domain and the
 * preview's), the browser keeps no SameSite=Lax cookie in that frame: this one is SameSite=None,
 * Secure (browsers take Secure cookies from localhost over http) and Partitioned, so it lives in
 * the admin's frame only.
 */
export const PREVIEW_FRAMED_COOKIE = 'velmora_preview_framed';
/** A working day: an editor opening the preview again the next day comes through the CMS's link. */
export const PREVIEW_COOKIE_MAX_AGE_S = 12 * 60 * 60;

export const PREVIEW_UNAUTHORIZED_TEXT =
  "This is the editors' preview of the site. Open it from the CMS: Preview, on the entry you are editing.\n";
export const PREVIEW_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
export const PREVIEW_API_MESSAGE =
  'The preview takes no requests: quotes, leads and bookings are sent on the live site.';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant time whatever the lengths (both sides hashed first); an empty secret matches nothing. */
export function sameSecret(given: string, secret: string): boolean {
  return secret.length > 0 && given.length > 0 && timingSafeEqual(digest(given), digest(secret));
}

/** What the cookie holds for a secret. */
export const cookieToken = (secret: string): string =>
  createHmac('sha256', secret).update('velmora site preview cookie').digest('base64url');

/** The preview cookie's value in a Cookie header, or null (absent, repeated or unreadable counts as absent). */
export function previewCookieOf(header: string | undefined, name: string = PREVIEW_COOKIE): string | null {
  if (!header || header.length > 8192) return null;
  const values = header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
  return values.length === 1 ? values[0]! : null;
}

/**
 * The CMS origins that may frame the preview: CMS_PUBLIC_URL's when set, else the local CMS's
 * (CMS_GRAPHQL_URL's origin, by 127.0.0.1 and by localhost: an editor opens the admin either way).
 */
export function previewFrameOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origin = (url: string) => {
    try {
      return new URL(url).origin;
    } catch {
      return null;
    }
  };
  const publicUrl = env.CMS_PUBLIC_URL?.trim();
  const base = origin(publicUrl || cmsGraphqlUrl(env));
  if (!base) return [];
  const url = new URL(base);
  if (publicUrl || !['127.0.0.1', 'localhost'].includes(url.hostname)) return [base];
  const twin = new URL(base);
  twin.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return [base, twin.origin];
}

/** The address an editor opens: the preview's origin and path, with the secret. */
export const previewLink = (origin: string, secret: string, path = '/') =>
  `${origin.replace(/\/$/, '')}${path}?preview=${encodeURIComponent(secret)}`;

export function createPreviewApp({
  releasesDir,
  secret,
  cmsOrigins,
  env = process.env,
}: PreviewServerOptions): express.Express {
  if (!secret.trim()) throw new Error('SITE_PREVIEW_SECRET is not set: the preview needs a secret');
  const headers = [
    ...previewSecurityHeaders(policySourcesFromEnv(env), cmsOrigins),
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
  const token = cookieToken(secret);
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');

  // Set as the answer's head is written, over whatever the static files' handler set: every answer.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead;
    res.writeHead = function previewHead(this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) {
        for (const { key, value } of headers) this.setHeader(key, value);
        this.setHeader('Cache-Control', 'no-store');
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  });

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').send(PREVIEW_ROBOTS_TXT);
  });

  app.all(['/api', '/api/*'], (_req, res) => {
    res.set('Connection', 'close').status(404).json({
      status: 404,
      error: 'preview_only',
      message: PREVIEW_API_MESSAGE,
      errors: {},
    });
  });

  app.use((req, res, next) => {
    const queryAt = req.originalUrl.indexOf('?');
    const rawPath = queryAt < 0 ? req.originalUrl : req.originalUrl.slice(0, queryAt);
    const query = new URLSearchParams(queryAt < 0 ? '' : req.originalUrl.slice(queryAt + 1));
    const given = query.getAll('preview');
    if (given.length > 0) {
      if (given.length !== 1 || !sameSecret(given[0]!, secret)) return unauthorized(res);
      query.delete('preview');
      const rest = query.toString();
      res.cookie(PREVIEW_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: PREVIEW_COOKIE_MAX_AGE_S * 1000,
        secure: req.secure,
      });
      res.cookie(PREVIEW_FRAMED_COOKIE, token, {
        httpOnly: true,
        sameSite: 'none',
        secure: true,
        partitioned: true,
        path: '/',
        maxAge: PREVIEW_COOKIE_MAX_AGE_S * 1000,
      });
      // The same address without the secret; sitePath keeps a leading `//host` from naming another site.
      return res.redirect(303, `${sitePath(rawPath)}${rest ? `?${rest}` : ''}`);
    }
    const header = req.get('cookie');
    for (const name of [PREVIEW_COOKIE, PREVIEW_FRAMED_COOKIE]) {
      const cookie = previewCookieOf(header, name);
      if (cookie !== null && sameSecret(cookie, token)) return next();
    }
    return unauthorized(res);
  });

  app.use(createReleasesApp(releasesDir).handle);
  app.use(answerErrors);
  return app;
}

function unauthorized(res: express.Response): void {
  res.status(401).type('text/plain').send(PREVIEW_UNAUTHORIZED_TEXT);
}

export function startPreviewServer(options: PreviewServerOptions & { port: number; host?: string }): Promise<Server> {
  return listenWithLimits(createPreviewApp(options), options.port, options.host ?? 'localhost');
}
