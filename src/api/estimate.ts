import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { answerEstimate } from '../server/estimate-endpoint';
import { rateTableInForce } from '../pricing/rates';
import { acceptJsonPost, clientIp, fail, send } from '../server/http';
import { LookupRateLimiter } from '../server/lookup-rate-limit';
import { processWide } from '../runtime/process-wide';
import { guarded } from '../server/guarded';
import { stopFunctionReloadLeak } from '../runtime/runtime';

stopFunctionReloadLeak();

/** POST the quote form's fields (or a route card's from and to): the instant estimate, stored nowhere. */
async function estimate(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (!acceptJsonPost(req, res)) return;
  // As cheap as a lookup, and limited like one.
  const verdict = processWide('estimate:rate-limiter', () => new LookupRateLimiter()).take(clientIp(req));
  if (!verdict.allowed) {
    return fail(res, 429, 'rate_limited', 'Too many requests. Please try again shortly.', {
      'Retry-After': String(verdict.retryAfterSeconds),
    });
  }
  try {
    const answer = await answerEstimate(req.body, await rateTableInForce());
    return send(res, answer.status, answer.body);
  } catch (error) {
    console.error('estimate failed:', (error as Error).message);
    return fail(res, 503, 'unavailable', 'We could not work out an estimate just now. An agent will price your quote.');
  }
}

export default guarded('estimate', estimate);
