import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { bookingSignatureValid, findBookingSummary } from '../leads/booking-summary';
import { INVALID_BOOKING_LINK } from '../leads/link-messages';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { fail, send } from '../server/http';
import { guarded } from '../server/guarded';
import { stopFunctionReloadLeak } from '../runtime/runtime';
import { serverSecret } from '../runtime/secrets';

stopFunctionReloadLeak();

/** The booking page's data: GET ?ref&sig from the signed URL the booking form received. */
async function bookingStatus(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (req.method !== 'GET') return fail(res, 405, 'method_not_allowed', 'Use GET.', { Allow: 'GET' });
  const ref = typeof req.query.ref === 'string' ? req.query.ref : '';
  const sig = typeof req.query.sig === 'string' ? req.query.sig : '';
  try {
    if (!ref || !sig || !bookingSignatureValid(ref, sig, serverSecret('LEAD_LINK_SECRET'))) {
      return fail(res, 403, 'invalid_link', INVALID_BOOKING_LINK);
    }
    const summary = await findBookingSummary(await sharedLeadDatabase(), ref);
    if (!summary) return fail(res, 404, 'not_found', 'We could not find this booking.');
    return send(res, 200, { status: 200, data: summary });
  } catch (error) {
    console.error('bookingStatus failed:', (error as Error).message);
    return fail(res, 503, 'unavailable', 'We could not load your booking just now. Please try again in a moment.');
  }
}

export default guarded('bookingStatus', bookingStatus);
