import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import {
  EXPIRED_QUOTE_LINK,
  expiredQuoteOf,
  FRESH_LINK_HELD,
  freshLinkSentMessage,
  requestFreshLink,
} from '../leads/fresh-link';
import { confirmationsPerHour } from '../leads/intake';
import { INVALID_QUOTE_LINK } from '../leads/link-messages';
import { quoteLinkDays, readQuoteLink } from '../leads/quote-link';
import { changeQuote, findQuote } from '../leads/quote-page';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { estimateQuote } from '../pricing/quote-estimate';
import { rateTableInForce } from '../pricing/rates';
import { acceptJsonPost, clientIp, fail, send } from '../server/http';
import { guarded } from '../server/guarded';
import { runtimeEnv, stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';

stopFunctionReloadLeak();

export { INVALID_QUOTE_LINK };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The customer's quote page: GET ?ref&t&sig shows the quote; POST { ref, t, sig, change } changes
 * it (the same lead, a new estimate version). Only the signed link opens it: anything else is 403.
 * The intake's answer's link sees the quote, never its order (only that it is booked).
 * A link past its days answers 410 with the quote's route; POST { ref, t, sig, action:
 * 'fresh-link' } then e-mails a fresh link to the address on file.
 */
async function quote(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const reading = req.method === 'GET';
  if (!reading && !acceptJsonPost(req, res, { checkOrigin: true })) return;
  const source = (reading ? req.query : (req.body ?? {})) as Record<string, unknown>;
  const link = { ref: text(source.ref), t: text(source.t), sig: text(source.sig) };
  const days = quoteLinkDays(runtimeEnv());
  try {
    const { check, origin } = readQuoteLink(link, serverSecret('LEAD_LINK_SECRET'), { days });
    if (check === 'invalid') return fail(res, 403, 'invalid_link', INVALID_QUOTE_LINK);
    const db = await sharedLeadDatabase();
    if (!reading && source.action === 'fresh-link') {
      const outcome = await requestFreshLink(db, link.ref, Date.now(), confirmationsPerHour(runtimeEnv()), {
        ip: clientIp(req),
        salt: serverSecret('RATE_LIMIT_SALT'),
      });
      if (outcome === 'not-found') return fail(res, 404, 'not_found', 'We could not find this quote.');
      const held = outcome === 'held';
      return send(res, 202, {
        status: 202,
        message: held ? FRESH_LINK_HELD : freshLinkSentMessage(days),
        data: { emailed: !held },
      });
    }
    if (check === 'expired') {
      const expired = await expiredQuoteOf(db, link.ref);
      if (!expired) return fail(res, 404, 'not_found', 'We could not find this quote.');
      return send(res, 410, { status: 410, error: 'link_expired', message: EXPIRED_QUOTE_LINK, data: expired });
    }
    const table = await rateTableInForce();
    if (reading) {
      const view = await findQuote(db, link.ref, table, origin);
      if (!view) return fail(res, 404, 'not_found', 'We could not find this quote.');
      return send(res, 200, { status: 200, data: view });
    }
    const answer = await changeQuote(db, link.ref, source.change, {
      table,
      origin,
      estimate: (request) => estimateQuote(request, table),
    });
    return send(res, answer.status, answer.body);
  } catch (error) {
    console.error('quote failed:', (error as Error).message);
    return fail(
      res,
      503,
      'unavailable',
      'We could not load your quote just now. Please try again in a moment, or call us.',
    );
  }
}

export default guarded('quote', quote);
