import { randomUUID } from 'crypto';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { fail } from './http';

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown;

/** Marks a handler made by `guarded` (a test checks every Function carries it). */
export const GUARDED = Symbol.for('velmora.guarded-function');

/** The request's id: the site server's front door sets X-Request-Id, Netlify X-Nf-Request-Id. */
export function requestIdOf(req: GatsbyFunctionRequest): string {
  const named = req.headers['x-request-id'] ?? req.headers['x-nf-request-id'];
  const value = Array.isArray(named) ? named[0] : named;
  return value && /^[\w.:-]{1,100}$/.test(value) ? value : randomUUID();
}

/**
 * A Function that can never fail its server: whatever it throws or rejects with, at any depth, is
 * logged with the request's id and answered once with a JSON 500 (or the answer under way is
 * ended). Gatsby's wrapper calls a Function without awaiting it, so a rejection that escaped here
 * would be nobody's: an unhandled rejection in the process that serves every visitor.
 */
export function guarded<H extends Handler>(name: string, handler: H): H {
  const answerFailure = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse, error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Function ${name} failed (request ${requestIdOf(req)}): ${message}`);
    if (!res.headersSent) fail(res, 500, 'function_failed', 'Something went wrong on our side. Please try again.');
    else if (!res.writableEnded) res.end();
  };
  const wrapped = ((req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => {
    try {
      return Promise.resolve(handler(req, res)).catch((error: unknown) => answerFailure(req, res, error));
    } catch (error) {
      answerFailure(req, res, error);
      return Promise.resolve();
    }
  }) as H;
  Object.defineProperty(wrapped, GUARDED, { value: name });
  return wrapped;
}
