import { SMS_CONSENT_VERSION } from '../../quote/consent';
import { submitQuote } from '../../leads/intake';
import type { Database } from '../../leads/store/database';
import { validLead } from '../../leads/testing/fixtures';
import { insertTestOrder } from './order-fixtures';

let count = 0;

/**
 * A quote taken by the intake as a visitor sends it (with or without consent to text updates),
 * then booked by the order fixture: what the tests of everything after a booking start from.
 */
export async function bookedOrder(
  db: Database,
  { sms = false, now = Date.now() }: { sms?: boolean; now?: number } = {},
): Promise<{ requestId: string; leadId: number; orderId: number }> {
  count += 1;
  const body = {
    ...validLead({ email: `booked.${process.pid}.${count}@example.com` }),
    ...(sms ? { smsUpdates: true, smsConsentVersion: SMS_CONSENT_VERSION } : {}),
  };
  const answer = await submitQuote(
    db,
    { kind: 'lead', body, clientIp: `198.18.${count % 250}.${(count * 7) % 250}` },
    { rateLimitSalt: 'salt', linkSecret: 'link-secret', siteUrl: 'https://www.velmora.test', now },
  );
  const requestId = (answer.body.data as { lead: { id: string } }).lead.id;
  const leadId = Number((await db.get('SELECT id FROM leads WHERE public_id = ?', [requestId]))?.id);
  const orderId = await insertTestOrder(db, leadId, { now });
  return { requestId, leadId, orderId };
}
