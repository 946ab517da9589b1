import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { EXPIRED_QUOTE_LINK, expiredQuoteOf } from '../leads/fresh-link';
import { confirmationsPerHour } from '../leads/intake';
import { INVALID_QUOTE_LINK } from '../leads/link-messages';
import { quoteLinkDays, readQuoteLink } from '../leads/quote-link';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { bookingView, bookOrder } from '../orders/booking';
import { termsInForce } from '../orders/order-terms';
import { estimateQuote } from '../pricing/quote-estimate';
import { rateTableInForce } from '../pricing/rates';
import { acceptJsonPost, clientIp, fail, send } from '../server/http';
import { guarded } from '../server/guarded';
import { runtimeEnv, stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';

stopFunctionReloadLeak();

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The signature record keeps the browser as it named itself, cut short: it is evidence, not a place to store a stranger's text. */
const userAgentOf = (req: GatsbyFunctionRequest) => {
  const value = req.headers['user-agent'];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, 300);
};

/**
 * The booking page: GET ?ref&t&sig shows the quote to book, its choices and the order terms;
 * POST { ref, t, sig, ...booking } signs and books it (src/orders/booking.ts). The quote page's
 * signed link opens it: anything else is 403, a link past its days 410 as on the quote page. A
 * link from an e-mail books (201); the link the intake's answer handed out keeps the signature
 * waiting for the e-mail's confirmation (202).
 */
async function book(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const reading = req.method === 'GET';
  if (!reading && !acceptJsonPost(req, res, { checkOrigin: true })) return;
  const source = (reading ? req.query : (req.body ?? {})) as Record<string, unknown>;
  const link = { ref: text(source.ref), t: text(source.t), sig: text(source.sig) };
  try {
    const { check, origin } = readQuoteLink(link, serverSecret('LEAD_LINK_SECRET'), {
      days: quoteLinkDays(runtimeEnv()),
    });
    if (check === 'invalid') return fail(res, 403, 'invalid_link', INVALID_QUOTE_LINK);
    const db = await sharedLeadDatabase();
    if (check === 'expired') {
      const expired = await expiredQuoteOf(db, link.ref);
      if (!expired) return fail(res, 404, 'not_found', 'We could not find this quote.');
      return send(res, 410, { status: 410, error: 'link_expired', message: EXPIRED_QUOTE_LINK, data: expired });
    }
    const [table, terms] = await Promise.all([rateTableInForce(), termsInForce()]);
    if (reading) {
      const view = await bookingView(db, link.ref, { table, terms, origin });
      if (!view) return fail(res, 404, 'not_found', 'We could not find this quote.');
      return send(res, 200, { status: 200, data: view });
    }
    const { ref: _ref, t: _t, sig: _sig, ...booking } = source;
    const answer = await bookOrder(db, link.ref, booking, {
      table,
      terms,
      origin,
      estimate: (request) => estimateQuote(request, table),
      signer: { ip: clientIp(req), userAgent: userAgentOf(req) },
      mailCap: { perHour: confirmationsPerHour(runtimeEnv()), salt: serverSecret('RATE_LIMIT_SALT') },
    });
    return send(res, answer.status, answer.body, answer.headers);
  } catch (error) {
    console.error('book failed:', (error as Error).message);
    return fail(
      res,
      503,
      'unavailable',
      'We could not open your booking just now. Nothing was booked: please try again in a moment, or call us.',
    );
  }
}

export default guarded('book', book);
