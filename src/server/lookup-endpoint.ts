import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { LOOKUP_MAX_BODY_BYTES } from './function-policies';
import { guarded } from './guarded';
import { acceptJsonPost, clientIp, send } from './http';
import { LookupRateLimiter } from './lookup-rate-limit';
import { processWide } from '../runtime/process-wide';
import { stopFunctionReloadLeak } from '../runtime/runtime';

/**
 * A lookup Function (SPEC §7): POST JSON, answer `{ data: [...] }`, empty when nothing matches.
 * A failed lookup is logged and answered with no suggestions (SPEC §8), never an error page.
 */
export const lookupEndpoint = (name: string, lookup: (body: Record<string, unknown>) => unknown[]) => {
  stopFunctionReloadLeak();
  return guarded(name, (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => {
    if (!acceptJsonPost(req, res, { maxBytes: LOOKUP_MAX_BODY_BYTES })) return;
    const verdict = processWide('lookups:rate-limiter', () => new LookupRateLimiter()).take(clientIp(req));
    if (!verdict.allowed) {
      send(
        res,
        429,
        { data: [], error: 'rate_limited', retryAfter: verdict.retryAfterSeconds },
        { 'Retry-After': String(verdict.retryAfterSeconds) },
      );
      return;
    }
    const body =
      req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    try {
      send(res, 200, { data: lookup(body) });
    } catch (error) {
      console.error(`${name} failed:`, (error as Error).message);
      send(res, 200, { data: [] });
    }
  });
};
