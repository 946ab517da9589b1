import { randomUUID } from 'crypto';
import type { IncomingMessage, ServerResponse } from 'http';
import { jsonTextTooDeep, policyOf, type FunctionPolicy } from '../../../src/server/function-policies';

/**
 * The front door of every `/api/*` request on the site server, before any Function code and
 * before Gatsby's own body parsers: only the methods and content types each Function takes
 * (src/server/function-policies.ts), the raw body counted in bytes as it arrives and refused with
 * 413 the moment it passes the Function's limit, strict UTF-8, a nesting limit checked on the text
 * before JSON.parse runs once. The Function gets the parsed body as `req.body`, and the bytes it was
 * parsed from as `req.rawBody` (a signature covers the bytes as sent: src/server/raw-body.ts); with
 * the request stream consumed, Gatsby's wrapper parses nothing again (its multer reads uploads of
 * any size). Refusals are JSON in the shape the Functions answer with.
 */
export type FrontDoorRequest = IncomingMessage & { body?: unknown; rawBody?: Buffer };

export interface Refusal {
  status: number;
  error: string;
  message: string;
  headers?: Record<string, string>;
}

const refusal = (status: number, error: string, message: string, headers?: Record<string, string>): Refusal => ({
  status,
  error,
  message,
  headers,
});

/** Answers a refusal once; a body still arriving is not read (the connection is closed after). */
export function refuse(req: IncomingMessage, res: ServerResponse, { status, error, message, headers }: Refusal): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const pending = !req.readableEnded;
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
  if (pending) {
    // The rest of the body is never read: the answer goes out, then the connection closes (after a
    // moment, so that the client reads the answer before the unread bytes reset the connection).
    res.setHeader('Connection', 'close');
    req.removeAllListeners('data');
    req.resume();
    res.on('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref());
  }
  res.end(JSON.stringify({ status, error, message, errors: {} }));
}

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** What the request line and headers alone tell: a refusal, or null to read the body. */
export function checkHead(req: IncomingMessage, policy: FunctionPolicy): Refusal | null {
  const method = (req.method ?? '').toUpperCase();
  if (!(policy.methods as readonly string[]).includes(method)) {
    return refusal(405, 'method_not_allowed', `Use ${policy.methods.filter((m) => m !== 'HEAD').join(' or ')}.`, {
      Allow: policy.methods.join(', '),
    });
  }
  const declared = header(req, 'content-length');
  const chunked = header(req, 'transfer-encoding') !== '';
  const hasBody = chunked || (declared !== '' && declared !== '0');
  if (method !== 'POST') {
    return hasBody ? refusal(400, 'unexpected_body', `A ${method} request has no body.`) : null;
  }
  const type = header(req, 'content-type').toLowerCase();
  const [mediaType, ...parameters] = type.split(';').map((part) => part.trim());
  if (mediaType !== 'application/json') {
    return refusal(415, 'unsupported_media_type', 'Send the request as application/json.');
  }
  const charset = parameters.find((part) => part.startsWith('charset='))?.slice('charset='.length);
  if (charset && !['utf-8', 'utf8', '"utf-8"'].includes(charset)) {
    return refusal(415, 'unsupported_media_type', 'Send the request as application/json in UTF-8.');
  }
  if (declared !== '' && !(Number(declared) <= policy.maxBytes)) return tooLarge(policy);
  return null;
}

const tooLarge = (policy: FunctionPolicy) =>
  refusal(413, 'payload_too_large', `The request is larger than ${policy.maxBytes / 1024} KB.`);

/** Reads the body, counting bytes as they arrive; resolves with the bytes or a refusal. */
export function readBody(req: IncomingMessage, policy: FunctionPolicy): Promise<Buffer | Refusal> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (outcome: Buffer | Refusal) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > policy.maxBytes) {
        chunks.length = 0;
        finish(tooLarge(policy));
      } else chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('error', () => finish(refusal(400, 'bad_request', 'The request could not be read.')));
    req.on('aborted', () => finish(refusal(400, 'bad_request', 'The request was cut short.')));
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's JSON value, or a refusal: strict UTF-8, not too deep, parsed once. */
export function parseJsonBody(bytes: Buffer): { value: unknown } | Refusal {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return refusal(400, 'invalid_encoding', 'The request is not valid UTF-8.');
  }
  if (text.trim() === '') return refusal(400, 'invalid_json', 'Send a JSON body.');
  if (jsonTextTooDeep(text)) return refusal(400, 'too_deep', 'The request nests too deeply.');
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return refusal(400, 'invalid_json', 'The request is not valid JSON.');
  }
}

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'status' in value && 'error' in value;

/**
 * Lets a request through to its Function (resolves true, the body parsed on `req.body` and its
 * bytes on `req.rawBody`, a request id on `X-Request-Id`) or answers it (resolves false). An unknown route resolves true
 * untouched: the site's 404 answers it.
 */
export async function admit(route: string, req: FrontDoorRequest, res: ServerResponse): Promise<boolean> {
  const policy = policyOf(route);
  if (!policy) return true;
  const requestId = randomUUID();
  req.headers['x-request-id'] = requestId;
  res.setHeader('X-Request-Id', requestId);
  const head = checkHead(req, policy);
  if (head) {
    refuse(req, res, head);
    return false;
  }
  const bytes = await readBody(req, policy);
  if (isRefusal(bytes)) {
    refuse(req, res, bytes);
    return false;
  }
  if ((req.method ?? '').toUpperCase() !== 'POST') {
    req.body = {};
    return true;
  }
  const parsed = parseJsonBody(bytes);
  if (isRefusal(parsed)) {
    refuse(req, res, parsed);
    return false;
  }
  req.body = parsed.value;
  req.rawBody = bytes;
  return true;
}
