import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { issueFormToken } from '../leads/form-token';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { preloadLookupIndexes } from '../lookups';
import { fail, send } from '../server/http';
import { guarded } from '../server/guarded';
import { stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';

stopFunctionReloadLeak();

/**
 * SPEC §7's warm-up: opens the lead store and loads the lookup indexes before the visitor types,
 * and gives the form its token (the server's signed time, src/leads/form-token.ts).
 */
async function pingGRPC(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    fail(res, 405, 'method_not_allowed', 'Use GET.', { Allow: 'GET' });
    return;
  }
  try {
    await sharedLeadDatabase();
    const indexes = preloadLookupIndexes();
    const formToken = issueFormToken(serverSecret('LEAD_LINK_SECRET'));
    send(res, 200, { status: 'ok', formToken, lookups: { warmMs: indexes.milliseconds } });
  } catch (error) {
    console.error('Warm-up failed:', (error as Error).message);
    fail(res, 503, 'unavailable', 'Not ready yet.', { 'Retry-After': '5' });
  }
}

export default guarded('pingGRPC', pingGRPC);
