import type { LeadPayload } from '../quote/lead-payload';
import { FRESH_LINK_CHANNEL_PREFIX } from './delivery/channel-transport';
import { shortRouteText } from './delivery/lead-record';
import { DEFAULT_CONFIRMATIONS_PER_HOUR, queueCustomerMail, type CustomerMail } from './customer-mail-cap';
import type { Database } from './store/database';

/**
 * A quote link past its days: the page still shows which quote it was (its route) and offers to
 * e-mail a fresh link to the address on file. The fresh link is an outbox row like any other
 * delivery (`quote_link:<seconds>`), so it survives a crash and is retried; at most one an hour
 * per quote. It is an e-mail to a customer like any other (customer-mail-cap.ts): a quote whose
 * confirmation is held gets its fresh link held too (an agent sees it before the site writes to
 * that address), and it counts in the hour's cap and its asker's share.
 */
export const FRESH_LINK_INTERVAL_MS = 60 * 60 * 1000;

export { EXPIRED_QUOTE_LINK } from './link-messages';
export const FRESH_LINK_SENT =
  'A fresh link is on its way to the e-mail address you gave us. It can take a few minutes to arrive; it works for 60 days.';

export const freshLinkSentMessage = (days: number) => FRESH_LINK_SENT.replace('60 days', `${days} days`);

/** What the page says when the fresh link is held for an agent: the truth, not "on its way". */
export const FRESH_LINK_HELD =
  'We have not e-mailed a fresh link yet: an agent will check your request first and send it, or call you, within one business hour.';

export interface ExpiredQuote {
  requestId: string;
  /** "Beverly Hills, CA → New York, NY" */
  route: string;
}

export async function expiredQuoteOf(db: Database, ref: string): Promise<ExpiredQuote | null> {
  const row = await db.get("SELECT public_id, payload FROM leads WHERE public_id = ? AND status = 'received'", [ref]);
  if (!row) return null;
  return { requestId: String(row.public_id), route: shortRouteText(JSON.parse(String(row.payload)) as LeadPayload) };
}

export type FreshLinkOutcome = 'queued' | 'held' | 'recently-sent' | 'not-found';

/**
 * Queues the e-mail with a fresh link, unless one was queued within the hour: sent or held as
 * queueCustomerMail decides, counted for `source` (the address that asked for it).
 */
export async function requestFreshLink(
  db: Database,
  ref: string,
  now = Date.now(),
  perHour = DEFAULT_CONFIRMATIONS_PER_HOUR,
  source?: CustomerMail['source'],
): Promise<FreshLinkOutcome> {
  return db.transaction(async (tx) => {
    const lead = await tx.get("SELECT id FROM leads WHERE public_id = ? AND status = 'received'", [ref]);
    if (!lead) return 'not-found';
    const id = Number(lead.id);
    await tx.lock(`fresh-link:${id}`);
    const recent = await tx.get(
      'SELECT status FROM outbox WHERE lead_id = ? AND channel LIKE ? AND created_at > ? ORDER BY created_at DESC LIMIT 1',
      [id, `${FRESH_LINK_CHANNEL_PREFIX}%`, now - FRESH_LINK_INTERVAL_MS],
    );
    // The one asked for within the hour stands: the page says where it is (on its way, or held).
    if (recent) return recent.status === 'held' ? 'held' : 'recently-sent';
    const decision = await queueCustomerMail(
      tx,
      {
        leadId: id,
        channel: `${FRESH_LINK_CHANNEL_PREFIX}${Math.floor(now / 1000)}`,
        kind: 'fresh-link',
        now,
        ...(source ? { source } : {}),
      },
      perHour,
    );
    return decision.sent ? 'queued' : 'held';
  });
}
