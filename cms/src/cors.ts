/**
 * The origins a browser may call the CMS from: the site's (SITE_URL) and the CMS's own (its
 * public URL, and localhost or 127.0.0.1 on its port); CMS_CORS_ORIGINS adds more, comma-separated.
 * Any other origin gets no CORS headers, so a page elsewhere cannot read the CMS's answers, with
 * or without an editor's credentials.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  const add = (url: string | undefined) => {
    if (!url?.trim()) return;
    try {
      origins.add(new URL(url.trim()).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  };
  add(env.SITE_URL || 'http://localhost:9000');
  add(env.CMS_PUBLIC_URL);
  const port = env.CMS_PORT || '1337';
  add(`http://localhost:${port}`);
  add(`http://127.0.0.1:${port}`);
  for (const origin of (env.CMS_CORS_ORIGINS ?? '').split(',')) add(origin);
  return [...origins];
}

/** For @koa/cors: the request's origin when it is allowed, else none (no CORS headers). */
export const corsOrigin =
  (origins: string[] = allowedOrigins()) =>
  (ctx: { get(name: string): string }): string => {
    const origin = ctx.get('Origin');
    return origins.includes(origin) ? origin : '';
  };
