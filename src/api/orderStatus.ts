import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { CRM_SIGNATURE_HEADER } from '../leads/delivery/crm-webhook';
import { sharedLeadDatabase } from '../leads/store/open-store';
import { recordStatusEvent } from '../orders/status-events';
import { missingSettingMessage } from '../runtime/deployment';
import { runtimeEnv, stopFunctionReloadLeak } from '../runtime/runtime';
import { confirmationsPerHour } from '../leads/intake';
import { serverSecret } from '../runtime/secrets';
import { FUNCTION_POLICIES } from '../server/function-policies';
import { guarded, requestIdOf } from '../server/guarded';
import { acceptJsonPost, fail, send } from '../server/http';
import { readOrderStatusCall } from '../server/order-status-endpoint';
import { rawBodyOf } from '../server/raw-body';

stopFunctionReloadLeak();

/** ORDER_STATUS_SECRET, or null where a production deployment lacks it (said in the log and the answer). */
function statusSecret(): string | null {
  try {
    return serverSecret('ORDER_STATUS_SECRET');
  } catch (error) {
    console.error('orderStatus:', (error as Error).message);
    return null;
  }
}

/**
 * The broker's dispatch system reports an order's status here (README, "Order status webhook"):
 * server to server, so no Origin check; the HMAC signature over the raw body is what admits it.
 */
async function orderStatus(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  if (!acceptJsonPost(req, res, { maxBytes: FUNCTION_POLICIES.orderStatus?.maxBytes })) return;
  const secret = statusSecret();
  if (!secret) return fail(res, 503, 'not_configured', missingSettingMessage('ORDER_STATUS_SECRET'));
  const signature = req.headers[CRM_SIGNATURE_HEADER.toLowerCase()];
  const call = readOrderStatusCall({
    rawBody: rawBodyOf(req),
    signature: Array.isArray(signature) ? signature[0] : signature,
    secret,
  });
  if (!call.ok) {
    console.log(`orderStatus ${call.answer.status}: refused (request ${requestIdOf(req)})`);
    return send(res, call.answer.status, call.answer.body);
  }
  const { event } = call;
  try {
    const answer = await recordStatusEvent(
      await sharedLeadDatabase(),
      event,
      Date.now(),
      confirmationsPerHour(runtimeEnv()),
    );
    // One line per event, without personal data: its ids, its status and the answer.
    console.log(
      `orderStatus ${answer.status}: event ${event.eventId} of ${event.requestId}, ${event.status} (request ${requestIdOf(req)})`,
    );
    return send(res, answer.status, answer.body);
  } catch (error) {
    console.error(`orderStatus failed for event ${event.eventId}:`, (error as Error).message);
    return fail(res, 503, 'unavailable', 'The event could not be stored just now. Send it again later.', {
      'Retry-After': '30',
    });
  }
}

export default guarded('orderStatus', orderStatus);
