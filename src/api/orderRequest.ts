import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { EXPIRED_QUOTE_LINK } from '../leads/fresh-link';
import { EMAILED_LINK_NEEDED, INVALID_QUOTE_LINK } from '../leads/link-messages';
import { quoteLinkDays, readQuoteLink } from '../leads/quote-link';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { requestOrderChange } from '../orders/order-requests';
import { runtimeEnv, stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';
import { guarded } from '../server/guarded';
import { acceptJsonPost, fail, send } from '../server/http';

stopFunctionReloadLeak();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A change or cancellation the customer asks for after booking, from the order on their quote
 * page: POST { ref, t, sig, request: { kind, message } }. Only a signed link e-mailed to the address
 * on the quote may ask (not the one the intake's answer handed out); the request
 * goes to an agent (src/orders/order-requests.ts), and nothing about the order changes here.
 */
async function orderRequest(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (!acceptJsonPost(req, res, { checkOrigin: true })) return;
  const source = (req.body ?? {}) as Record<string, unknown>;
  const link = { ref: text(source.ref), t: text(source.t), sig: text(source.sig) };
  try {
    const { check, origin } = readQuoteLink(link, serverSecret('LEAD_LINK_SECRET'), {
      days: quoteLinkDays(runtimeEnv()),
    });
    if (check === 'invalid') return fail(res, 403, 'invalid_link', INVALID_QUOTE_LINK);
    // The order is its owner's: a request comes from a link e-mailed to the address on the quote.
    if (origin !== 'email') return fail(res, 403, 'emailed_link_needed', EMAILED_LINK_NEEDED);
    if (check === 'expired') return fail(res, 410, 'link_expired', EXPIRED_QUOTE_LINK);
    const answer = await requestOrderChange(await sharedLeadDatabase(), link.ref, source.request);
    return send(res, answer.status, answer.body);
  } catch (error) {
    console.error('orderRequest failed:', (error as Error).message);
    return fail(
      res,
      503,
      'unavailable',
      'We could not send your request just now. Please try again in a moment, or call us.',
    );
  }
}

export default guarded('orderRequest', orderRequest);
