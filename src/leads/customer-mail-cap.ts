import { createHmac } from 'crypto';
import { isIPv4, isIPv6 } from 'net';
import type { Queryable, Transaction } from './store/database';

/**
 * Every e-mail the site sends to a customer's address goes through queueCustomerMail: the quote's
 * confirmation, a fresh quote link, the order's copy, each status update, and any other the site
 * adds. Under one lock it decides whether the e-mail is sent (an outbox row `pending`) or held for
 * an agent (`held`, sent by `npm run leads -- release-held`), writes that row, and records the
 * decision in `customer_mails`, the ledger the cap and its shares are counted in.
 *
 * The cap (CUSTOMER_CONFIRMATIONS_PER_HOUR, default 60) is what the site may send in any hour: a
 * flood of forms cannot turn the site into a relay that writes to strangers. A cap alone can be
 * filled by a few senders, holding every real customer's e-mail for the rest of the hour, so no
 * one source may take more than a share of it (the numbers are explained at ADDRESS_SHARE).
 */

/** The site's e-mails to customers in any hour, when CUSTOMER_CONFIRMATIONS_PER_HOUR is unset. */
export const DEFAULT_CONFIRMATIONS_PER_HOUR = 60;

const HOUR_MS = 60 * 60 * 1000;

/** What the e-mail is (the ledger's `kind`): one name per kind of e-mail to a customer. */
export type CustomerMailKind = 'confirmation' | 'fresh-link' | 'order-copy' | 'status-update' | 'booking-confirmation';

/**
 * Why an e-mail was held (the ledger's `held_for`):
 * - `unverified`: its quote came without a valid form token (posted by a script, not the form);
 * - `token-reused`: its quote came with a form token another quote had already used;
 * - `confirmation-held`: its quote's own confirmation is held, and nothing else goes to that
 *   address before an agent has looked;
 * - `address-share`, `network-share`: the visitor's address, or its network, had had its share;
 * - `hourly-cap`: the hour's cap was reached.
 */
export const HELD_FOR = [
  'unverified',
  'token-reused',
  'confirmation-held',
  'address-share',
  'network-share',
  'hourly-cap',
] as const;
export type HeldFor = (typeof HELD_FOR)[number];

/**
 * The share of the hour's cap one visitor's address may take: a fifteenth (4 of the default 60),
 * at least 2. An address is one IPv4 address or one IPv6 /64 (one household's or one office's
 * network: a device picks any address in its /64). A busy hour's real uses fit in it: a family on
 * one connection quoting two cars and booking both (two confirmations, two order copies), or a
 * dealer's office sending its first few quotes of the hour (past them the quotes still reach the
 * broker at once; only the e-mails wait for an agent).
 */
export const ADDRESS_SHARE = 1 / 15;
/**
 * The share one network may take: two fifteenths (8 of 60), at least 4. A network is an IPv4 /24
 * or an IPv6 /48 (what one organisation, hosting customer or mobile gateway commonly holds), so
 * a sender cannot multiply its share by using many addresses next to each other, while an office
 * building or a campus still has room for two or three busy addresses. A flood from a handful of
 * networks (five) takes at most two thirds of the cap; from a handful of addresses, a third.
 */
export const NETWORK_SHARE = 2 / 15;

export const addressShareOf = (perHour: number) => Math.max(2, Math.ceil(perHour * ADDRESS_SHARE));
export const networkShareOf = (perHour: number) => Math.max(4, Math.ceil(perHour * NETWORK_SHARE));

/**
 * When the broker is alerted: at the first e-mail held because the hour's cap was reached, or
 * once this many were held within the hour for any reason (a replayed token, a source over its
 * share, requests without the form's token). At most one alert an hour.
 */
export const BULK_HELD = 5;
/** The alert waits this long after it trips, so the count it gives takes in the burst that tripped it. */
export const ALERT_GATHER_MS = 60 * 1000;
/** `held_mail_alert:<seconds>`: the broker's alert that customers' e-mails are being held, queued at that second. */
export const HELD_MAIL_ALERT_CHANNEL_PREFIX = 'held_mail_alert:';

/** The two buckets a visitor's address counts in; null when it cannot be told apart from others. */
export interface SourceBuckets {
  address: string;
  network: string;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail as its two groups), or null. */
function ipv6Groups(ip: string): number[] | null {
  let text = ip;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = rest === undefined ? [] : part(rest);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (rest === undefined && missing !== 0)) return null;
  const groups = [...front, ...Array<number>(missing).fill(0), ...back];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The address and network a visitor's address counts in: an IPv4 address and its /24; an IPv6
 * /64 and its /48 (an IPv4-mapped IPv6 address is the IPv4 one). An address the server could not
 * read (client-address.ts's `unknown`, which it warns about loudly) is no source: every visitor
 * would share its share, so only the cap applies there.
 */
export function sourceBuckets(ip: string): SourceBuckets | null {
  const plain = ip
    .trim()
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) {
    const octets = plain.split('.').map(Number);
    return { address: octets.join('.'), network: `${octets.slice(0, 3).join('.')}.0/24` };
  }
  if (!isIPv6(plain)) return null;
  const groups = ipv6Groups(plain);
  if (!groups) return null;
  const hex = (count: number) => groups.slice(0, count).map((group) => group.toString(16));
  return { address: `${hex(4).join(':')}::/64`, network: `${hex(3).join(':')}::/48` };
}

/** One e-mail to a customer, as its caller asks for it. */
export interface CustomerMail {
  /** leads.id of the quote it is about (its address is the quote's e-mail). */
  leadId: number;
  /** The outbox channel that sends it (`customer_email`, `quote_link:<s>`, `order_email`, ...). */
  channel: string;
  kind: CustomerMailKind;
  now: number;
  /**
   * The visitor's address of the request that made it (the quote's, the booking's, the request
   * for a fresh link) with the salt that keys it, so the ledger holds no address; none for what
   * the broker's own systems make (a status update from dispatch), which counts in the cap only.
   */
  source?: { ip: string; salt: string };
  /** Held whatever the counts say: its quote came without a valid form token, or with a spent one. */
  holdFor?: Extract<HeldFor, 'unverified' | 'token-reused'>;
}

/** What a caller outside the intake passes on: the hour's cap and the salt that keys addresses in the ledger. */
export interface CustomerMailCap {
  perHour: number;
  salt: string;
}

export interface CustomerMailDecision {
  /** True when it is on its way (pending); false when it is held for an agent. */
  sent: boolean;
  heldFor: HeldFor | null;
  outboxId: number;
}

const keyed = (salt: string, kind: string, value: string) =>
  createHmac('sha256', salt).update(`mail-${kind}:${value}`).digest('hex');

const countOf = async (tx: Queryable, sql: string, params: (string | number)[]) =>
  Number((await tx.get(sql, params))?.n ?? 0);

/**
 * Decides whether one e-mail to a customer is sent or held, queues it in the outbox accordingly
 * and records it in the ledger, in the caller's transaction and under the lock every such
 * decision takes (two requests never both take the hour's last place). In this order it is held:
 * when its caller says so (`holdFor`); when its quote's confirmation is held; when its source's
 * address or network has had its share of the hour; when the hour's cap is reached. A hold that
 * trips the alert (the cap reached, or BULK_HELD held in the hour) queues the broker's alert,
 * at most one an hour.
 */
export async function queueCustomerMail(
  tx: Transaction,
  mail: CustomerMail,
  perHour = DEFAULT_CONFIRMATIONS_PER_HOUR,
): Promise<CustomerMailDecision> {
  await tx.lock('customer-confirmations');
  const since = mail.now - HOUR_MS;
  const buckets = mail.source ? sourceBuckets(mail.source.ip) : null;
  const address = buckets && mail.source ? keyed(mail.source.salt, 'address', buckets.address) : null;
  const network = buckets && mail.source ? keyed(mail.source.salt, 'network', buckets.network) : null;
  const sentSince = (where: string, params: (string | number)[]) =>
    countOf(tx, `SELECT COUNT(*) AS n FROM customer_mails WHERE held_for IS NULL AND queued_at > ?${where}`, [
      since,
      ...params,
    ]);

  let heldFor: HeldFor | null = mail.holdFor ?? null;
  if (!heldFor && mail.kind !== 'confirmation') {
    const confirmation = await tx.get("SELECT status FROM outbox WHERE lead_id = ? AND channel = 'customer_email'", [
      mail.leadId,
    ]);
    if (confirmation && confirmation.status !== 'pending' && confirmation.status !== 'delivered')
      heldFor = 'confirmation-held';
  }
  if (!heldFor && address && (await sentSince(' AND address = ?', [address])) >= addressShareOf(perHour))
    heldFor = 'address-share';
  if (!heldFor && network && (await sentSince(' AND network = ?', [network])) >= networkShareOf(perHour))
    heldFor = 'network-share';
  if (!heldFor && (await sentSince('', [])) >= perHour) heldFor = 'hourly-cap';

  const queued = await tx.get(
    `INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, 0, ?, ?) RETURNING id`,
    [mail.leadId, mail.channel, heldFor ? 'held' : 'pending', mail.now, mail.now],
  );
  const outboxId = Number(queued?.id);
  await tx.run(
    `INSERT INTO customer_mails (outbox_id, lead_id, kind, address, network, queued_at, held_for)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [outboxId, mail.leadId, mail.kind, address, network, mail.now, heldFor],
  );
  if (heldFor) await alertWhenTripped(tx, mail, heldFor, since);
  return { sent: heldFor === null, heldFor, outboxId };
}

async function alertWhenTripped(tx: Transaction, mail: CustomerMail, heldFor: HeldFor, since: number) {
  // The condition is written out as outbox_held_mail_alerts' (migration 7), so the index is used.
  const alerted = await countOf(
    tx,
    `SELECT COUNT(*) AS n FROM outbox WHERE channel LIKE '${HELD_MAIL_ALERT_CHANNEL_PREFIX}%' AND created_at > ?`,
    [since],
  );
  if (alerted > 0) return;
  // No more than BULK_HELD are counted: a flood's thousands need not be.
  const held = await countOf(
    tx,
    'SELECT COUNT(*) AS n FROM (SELECT 1 FROM customer_mails WHERE held_for IS NOT NULL AND queued_at > ? LIMIT ?) AS held',
    [since, BULK_HELD],
  );
  if (heldFor !== 'hourly-cap' && held < BULK_HELD) return;
  await tx.run(
    'INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, 0, ?, ?)',
    [
      mail.leadId,
      `${HELD_MAIL_ALERT_CHANNEL_PREFIX}${Math.floor(mail.now / 1000)}`,
      'pending',
      mail.now + ALERT_GATHER_MS,
      mail.now,
    ],
  );
}

/** What the broker's alert says: the e-mails held in the hour to `until`, by why, and how many wait in all. */
export interface HeldMailSummary {
  until: number;
  held: Record<HeldFor, number>;
  heldInHour: number;
  sentInHour: number;
  /** Customers' e-mails held now (outbox `held`), whenever they were queued: what release-held would send. */
  waiting: number;
}

export async function heldMailSummary(db: Queryable, until: number): Promise<HeldMailSummary> {
  const rows = await db.all(
    'SELECT held_for, COUNT(*) AS n FROM customer_mails WHERE queued_at > ? AND queued_at <= ? GROUP BY held_for',
    [until - HOUR_MS, until],
  );
  const held = Object.fromEntries(HELD_FOR.map((reason) => [reason, 0])) as Record<HeldFor, number>;
  let sentInHour = 0;
  for (const row of rows) {
    const reason = row.held_for === null ? null : String(row.held_for);
    if (reason === null) sentInHour += Number(row.n);
    else if ((HELD_FOR as readonly string[]).includes(reason)) held[reason as HeldFor] += Number(row.n);
  }
  const waiting = await countOf(
    db,
    "SELECT COUNT(*) AS n FROM outbox o JOIN customer_mails m ON m.outbox_id = o.id WHERE o.status = 'held'",
    [],
  );
  return {
    until,
    held,
    heldInHour: Object.values(held).reduce((sum, n) => sum + n, 0),
    sentInHour,
    waiting,
  };
}
