import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { INVALID_QUOTE_LINK } from '../leads/link-messages';
import { quoteSignatureValid } from '../leads/quote-link';
import { changeQuote, findQuote } from '../leads/quote-page';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { estimateQuote } from '../pricing/quote-estimate';
import { rateTableInForce } from '../pricing/rates';
import { acceptJsonPost, fail, send } from '../server/http';
import { guarded } from '../server/guarded';
import { stopFunctionReloadLeak } from '../server/runtime';
import { serverSecret } from '../server/secrets';

stopFunctionReloadLeak();

export { INVALID_QUOTE_LINK };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The customer's quote page: GET ?ref&sig shows the quote; POST { ref, sig, change } changes it
 * (the same lead, a new estimate version). Only the signed link opens it: anything else is 403.
 */
async function quote(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const reading = req.method === 'GET';
  if (!reading && !acceptJsonPost(req, res, { checkOrigin: true })) return;
  const source = (reading ? req.query : (req.body ?? {})) as Record<string, unknown>;
  const ref = text(source.ref);
  try {
    if (!quoteSignatureValid(ref, text(source.sig), serverSecret('LEAD_LINK_SECRET'))) {
      return fail(res, 403, 'invalid_link', INVALID_QUOTE_LINK);
    }
    const db = await sharedLeadDatabase();
    const table = await rateTableInForce();
    if (reading) {
      const view = await findQuote(db, ref, table);
      if (!view) return fail(res, 404, 'not_found', 'We could not find this quote.');
      return send(res, 200, { status: 200, data: view });
    }
    const answer = await changeQuote(db, ref, source.change, {
      table,
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
