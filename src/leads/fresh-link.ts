import type { LeadPayload } from '../quote/lead-payload';
import { FRESH_LINK_CHANNEL_PREFIX } from './delivery/channel-transport';
import { shortRouteText } from './delivery/lead-record';
import { DEFAULT_CONFIRMATIONS_PER_HOUR, visitorEmailsThisHour } from './intake';
import type { Database } from './store/database';

/**
 * A quote link past its days: the page still shows which quote it was (its route) and offers to
 * e-mail a fresh link to the address on file. The fresh link is an outbox row like any other
 * delivery (`quote_link:<seconds>`), so it survives a crash and is retried; at most one an hour
 * per quote. A quote whose first confirmation was never sent (held for an agent) gets its fresh
 * link held too: an agent sees it before the site writes to that address.
 */
export const FRESH_LINK_INTERVAL_MS = 60 * 60 * 1000;

export { EXPIRED_QUOTE_LINK } from './link-messages';
export const FRESH_LINK_SENT =
  'A fresh link is on its way to the e-mail address you gave us. It can take a few minutes to arrive; it works for 60 days.';

export const freshLinkSentMessage = (days: number) => FRESH_LINK_SENT.replace('60 days', `${days} days`);

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
 * Queues the e-mail with a fresh link, unless one was queued within the hour. It counts toward the
 * site-wide hourly cap on e-mails to visitors (CUSTOMER_CONFIRMATIONS_PER_HOUR): past it, held.
 */
export async function requestFreshLink(
  db: Database,
  ref: string,
  now = Date.now(),
  perHour = DEFAULT_CONFIRMATIONS_PER_HOUR,
): Promise<FreshLinkOutcome> {
  return db.transaction(async (tx) => {
    const lead = await tx.get("SELECT id FROM leads WHERE public_id = ? AND status = 'received'", [ref]);
    if (!lead) return 'not-found';
    const id = Number(lead.id);
    await tx.lock(`fresh-link:${id}`);
    const recent = await tx.get(
      'SELECT COUNT(*) AS n FROM outbox WHERE lead_id = ? AND channel LIKE ? AND created_at > ?',
      [id, `${FRESH_LINK_CHANNEL_PREFIX}%`, now - FRESH_LINK_INTERVAL_MS],
    );
    if (Number(recent?.n ?? 0) > 0) return 'recently-sent';
    const confirmation = await tx.get("SELECT status FROM outbox WHERE lead_id = ? AND channel = 'customer_email'", [
      id,
    ]);
    const sentThisHour = await visitorEmailsThisHour(tx, now);
    const status = confirmation?.status === 'delivered' && sentThisHour < perHour ? 'pending' : 'held';
    await tx.run(
      'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
      [id, `${FRESH_LINK_CHANNEL_PREFIX}${Math.floor(now / 1000)}`, status, now, now],
    );
    return status === 'pending' ? 'queued' : 'held';
  });
}
