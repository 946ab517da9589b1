import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { clientAddress } from './client-address';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, measureJsonValue } from './function-policies';
import { runtimeEnv } from '../runtime/runtime';

export { MAX_BODY_BYTES };

export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  errors?: Record<string, string>;
}

export function send(res: GatsbyFunctionResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.json(body);
}

export const fail = (
  res: GatsbyFunctionResponse,
  status: number,
  error: string,
  message: string,
  headers?: Record<string, string>,
) => send(res, status, { status, error, message, errors: {} } satisfies ErrorBody, headers);

const header = (req: GatsbyFunctionRequest, name: string): string | undefined => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** The visitor's address, which rate limits count by (see client-address.ts). */
export const clientIp = (req: GatsbyFunctionRequest): string => clientAddress(req);

/**
 * A browser always names the page that posts: the site itself (same host), or a site the broker
 * embeds the form on (ALLOWED_ORIGINS). Requests without Origin come from non-browser clients.
 */
export function originAllowed(req: GatsbyFunctionRequest): boolean {
  const origin = header(req, 'origin');
  if (!origin) return true;
  const host = header(req, 'host');
  const allowed = new Set(
    [runtimeEnv().SITE_URL, ...(runtimeEnv().ALLOWED_ORIGINS ?? '').split(',')]
      .map((value) => value?.trim())
      .filter((value): value is string => Boolean(value))
      .map((value) => {
        try {
          return new URL(value).origin;
        } catch {
          return value;
        }
      }),
  );
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return allowed.has(origin);
}

/**
 * Checks what every JSON endpoint needs before it reads the body; answers and returns false when
 * one fails. On the site server the front door has already counted and parsed the body
 * (scripts/services/site-server/front-door.ts); on other hosts the declared length is checked
 * here, and the parsed body's depth is walked without recursion: nothing re-serialises what a
 * stranger sent.
 */
export function acceptJsonPost(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
  { checkOrigin = false, maxBytes = MAX_BODY_BYTES } = {},
): boolean {
  if (req.method !== 'POST') {
    fail(res, 405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' });
    return false;
  }
  const type = header(req, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    fail(res, 415, 'unsupported_media_type', 'Send the request as application/json.');
    return false;
  }
  const declared = Number(header(req, 'content-length') ?? 0);
  const measured = measureJsonValue(req.body ?? null);
  if (!(declared <= maxBytes) || measured.bytes > maxBytes) {
    fail(res, 413, 'payload_too_large', `The request is larger than ${maxBytes / 1024} KB.`);
    return false;
  }
  if (measured.depth > MAX_JSON_DEPTH) {
    fail(res, 400, 'too_deep', 'The request nests too deeply.');
    return false;
  }
  if (checkOrigin && !originAllowed(req)) {
    fail(res, 403, 'origin_not_allowed', 'This form may not be posted from that site.');
    return false;
  }
  return true;
}

export const idempotencyKeyOf = (req: GatsbyFunctionRequest): string | undefined =>
  header(req, 'idempotency-key')?.trim();
