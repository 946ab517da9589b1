/** @jest-environment node */
import {
  ALERT_GATHER_MS,
  BULK_HELD,
  HELD_MAIL_ALERT_CHANNEL_PREFIX,
  addressShareOf,
  heldMailSummary,
  networkShareOf,
  queueCustomerMail,
  sourceBuckets,
  type CustomerMail,
} from './customer-mail-cap';
import type { Database } from './store/database';
import { testEngine, withTestDatabase } from './testing/test-database';

let db: Database;
withTestDatabase((opened) => (db = opened));

const NOW = Date.UTC(2026, 10, 25, 14);
const HOUR = 3_600_000;
let leads = 0;

/** A stored quote to e-mail about: each its own row, as the intake writes it (its own e-mails aside). */
async function newLead(): Promise<number> {
  leads += 1;
  const row = await db.get(
    `INSERT INTO leads (public_id, kind, status, created_at, first_name, email, phone, payload)
     VALUES (?, 'lead', 'received', ?, 'Maria', ?, '(310) 555-0199', '{}') RETURNING id`,
    [`VLM-${String(leads).padStart(10, '0')}`, NOW, `maria.${leads}@example.com`],
  );
  return Number(row?.id);
}

/** One e-mail decided in a transaction of its own, as each request does. */
const queue = (mail: Partial<CustomerMail> & { leadId: number }, perHour = 60) =>
  db.transaction((tx) =>
    queueCustomerMail(tx, { channel: 'customer_email', kind: 'confirmation', now: NOW, ...mail }, perHour),
  );

/** A visitor's quote confirmation, from `ip`. */
const confirmationFrom = async (ip: string, now = NOW, perHour = 60) =>
  queue({ leadId: await newLead(), source: { ip, salt: 'salt' }, now }, perHour);

const alerts = async () =>
  (
    await db.all('SELECT lead_id, status, next_attempt_at, created_at FROM outbox WHERE channel LIKE ? ORDER BY id', [
      `${HELD_MAIL_ALERT_CHANNEL_PREFIX}%`,
    ])
  ).map((row) => ({ ...row }));

describe('the buckets a visitor counts in', () => {
  it('counts an IPv4 address and its /24, an IPv6 /64 and its /48', () => {
    expect(sourceBuckets('203.0.113.7')).toEqual({ address: '203.0.113.7', network: '203.0.113.0/24' });
    expect(sourceBuckets('::ffff:203.0.113.7')).toEqual({ address: '203.0.113.7', network: '203.0.113.0/24' });
    expect(sourceBuckets('2001:db8:85a3:42:8a2e:370:7334:1')).toEqual({
      address: '2001:db8:85a3:42::/64',
      network: '2001:db8:85a3::/48',
    });
    // Every address of one /64 is one address; the next /64 of the /48 is another, in the same network.
    expect(sourceBuckets('2001:db8:85a3:42::99')).toEqual(sourceBuckets('2001:DB8:85A3:0042:ffff::1'));
    expect(sourceBuckets('2001:db8:85a3:43::1')).toEqual({
      address: '2001:db8:85a3:43::/64',
      network: '2001:db8:85a3::/48',
    });
    expect(sourceBuckets('::1')).toEqual({ address: '0:0:0:0::/64', network: '0:0:0::/48' });
    expect(sourceBuckets('fe80::1%eth0')).toEqual({ address: 'fe80:0:0:0::/64', network: 'fe80:0:0::/48' });
  });

  it('has none for an address the server could not read: only the cap applies there', () => {
    for (const ip of ['unknown', '', '999.1.1.1', '2001:db8::1::2', 'evil.example'])
      expect(sourceBuckets(ip)).toBeNull();
  });

  it("gives an address a fifteenth of the hour's cap and a network two (at least 2 and 4)", () => {
    expect([addressShareOf(60), networkShareOf(60)]).toEqual([4, 8]);
    expect([addressShareOf(300), networkShareOf(300)]).toEqual([20, 40]);
    expect([addressShareOf(10), networkShareOf(10)]).toEqual([2, 4]);
  });
});

describe(`e-mails to customers, their cap and its shares, on ${testEngine()}`, () => {
  it('sends under every limit, and records each e-mail without the address', async () => {
    const decision = await confirmationFrom('198.51.100.20');
    expect(decision).toMatchObject({ sent: true, heldFor: null });
    const row = await db.get(
      'SELECT o.status, m.kind, m.address, m.network, m.held_for FROM customer_mails m JOIN outbox o ON o.id = m.outbox_id',
    );
    expect(row).toMatchObject({ status: 'pending', kind: 'confirmation', held_for: null });
    expect(String(row?.address)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('198.51.100');
  });

  it("holds what one address sends past its share, while another address's goes", async () => {
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) outcomes.push(await confirmationFrom('198.51.100.20'));
    expect(outcomes.map((outcome) => outcome.heldFor)).toEqual([
      null,
      null,
      null,
      null,
      'address-share',
      'address-share',
    ]);
    expect((await confirmationFrom('198.51.100.21')).sent).toBe(true);
    // An hour later the address has its share again.
    expect((await confirmationFrom('198.51.100.20', NOW + HOUR + 1)).sent).toBe(true);
  });

  it('holds what one network sends past its share, however many addresses it uses', async () => {
    const outcomes = [];
    for (let i = 1; i <= 10; i += 1) outcomes.push(await confirmationFrom(`192.0.2.${i}`));
    expect(outcomes.filter((outcome) => outcome.sent)).toHaveLength(8);
    expect(outcomes.slice(8).map((outcome) => outcome.heldFor)).toEqual(['network-share', 'network-share']);
    expect((await confirmationFrom('192.0.3.1')).sent).toBe(true);
    // IPv6: one /48, many /64s.
    const six = [];
    for (let i = 1; i <= 9; i += 1) six.push(await confirmationFrom(`2001:db8:77:${i}::1`));
    expect(six.map((outcome) => outcome.heldFor).at(-1)).toBe('network-share');
  });

  it("holds past the hour's cap whoever sends, and leaves room for everyone while a few sources flood", async () => {
    // Five flooding networks take at most 8 each; 60 - 40 = 20 places stay for everyone else.
    for (let network = 1; network <= 5; network += 1)
      for (let i = 1; i <= 12; i += 1) await confirmationFrom(`10.${network}.0.${i}`);
    expect(await db.get('SELECT COUNT(*) AS n FROM customer_mails WHERE held_for IS NULL')).toEqual({ n: 40 });
    const customers = [];
    for (let i = 1; i <= 20; i += 1) customers.push(await confirmationFrom(`172.16.${i}.9`));
    expect(customers.every((decision) => decision.sent)).toBe(true);
    expect((await confirmationFrom('172.17.0.1')).heldFor).toBe('hourly-cap');
    // What the broker's systems send counts in the cap too.
    expect((await queue({ leadId: await newLead(), channel: 'status_email:1', kind: 'status-update' })).heldFor).toBe(
      'hourly-cap',
    );
  });

  it('holds every other e-mail of a quote whose confirmation is held, and what its caller holds', async () => {
    const leadId = await newLead();
    expect((await queue({ leadId, holdFor: 'unverified', source: { ip: '198.51.100.5', salt: 's' } })).heldFor).toBe(
      'unverified',
    );
    const copy = await queue({ leadId, channel: 'order_email', kind: 'order-copy' });
    expect(copy).toMatchObject({ sent: false, heldFor: 'confirmation-held' });
    expect(await db.get("SELECT status FROM outbox WHERE channel = 'order_email'")).toEqual({ status: 'held' });
  });

  it('alerts the broker once an hour: at the cap at once, else at the fifth e-mail held', async () => {
    for (let i = 1; i < BULK_HELD; i += 1)
      await queue({ leadId: await newLead(), holdFor: 'token-reused', now: NOW + i });
    expect(await alerts()).toEqual([]);
    const tripping = await newLead();
    await queue({ leadId: tripping, holdFor: 'token-reused', now: NOW + BULK_HELD });
    // It waits a minute, so its count takes in the burst that tripped it.
    expect(await alerts()).toEqual([
      {
        lead_id: tripping,
        status: 'pending',
        next_attempt_at: NOW + BULK_HELD + ALERT_GATHER_MS,
        created_at: NOW + BULK_HELD,
      },
    ]);
    for (let i = 0; i < 20; i += 1)
      await queue({ leadId: await newLead(), holdFor: 'token-reused', now: NOW + 100 + i });
    expect(await alerts()).toHaveLength(1);
    // An hour on, the cap reached alerts at its first held e-mail.
    const later = NOW + HOUR + 200;
    await confirmationFrom('198.51.100.77', later, 1);
    expect(await alerts()).toHaveLength(1);
    await confirmationFrom('198.51.100.78', later + 1, 1);
    expect(await alerts()).toHaveLength(2);
  });

  it('sums up what was held in the hour, by why, and how many wait in all', async () => {
    for (let i = 0; i < 3; i += 1) await queue({ leadId: await newLead(), holdFor: 'token-reused', now: NOW - i });
    for (let i = 0; i < 5; i += 1) await confirmationFrom('198.51.100.30', NOW - 10);
    await queue({ leadId: await newLead(), holdFor: 'unverified', now: NOW - 2 * HOUR });
    const summary = await heldMailSummary(db, NOW);
    expect(summary).toMatchObject({
      until: NOW,
      heldInHour: 4,
      sentInHour: 4,
      waiting: 5,
      held: { 'token-reused': 3, 'address-share': 1, unverified: 0, 'hourly-cap': 0 },
    });
  });
});
