/** @jest-environment node */
import path from 'path';
import { withTempDir } from '../../testing/temp-dirs';
import type { Database } from '../store/database';
import { testDatabaseUrl, testEngine, withTestDatabase } from '../testing/test-database';
import type { Transports } from './channel-transport';
import { CRM_TIMEOUT_MS, crmWebhookTransport, type CrmLead } from './crm-webhook';
import { deliverDue, deliveryLogLine, outboxSummary, retryDeadLetters, startRelay, type DeliveryResult } from './relay';
import { DEAD_LETTER_AFTER_MS, FIRST_RETRY_MS, LONGEST_RETRY_MS } from './retry-schedule';
import { eventually, filesIn, outboxRows, readIn, seedLead } from './testing/seed';
import { databaseEnv, startScript } from './testing/scripts';
import { startTestCrm, type TestCrm } from './testing/test-crm';
import { createTransports } from './transports';
import { sampleBrokerFacts } from './testing/sample-lead';

const SECRET = 'test-crm-secret';
const engine = testEngine();
let db: Database;
let crm: TestCrm;
let varDir: string;
let transports: Transports;
const mailDir = () => path.join(varDir, 'mail');
/** Fixed jitter: each retry waits 7/8 of its nominal delay. */
const random = () => 0.5;

withTestDatabase((opened) => (db = opened));
beforeAll(async () => (crm = await startTestCrm(SECRET)));
afterAll(() => crm.close());
withTempDir('velmora-var-', (made) => (varDir = made));
beforeEach(async () => {
  crm.reset();
  await crm.up();
  ({ transports } = createTransports(
    { CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET },
    varDir,
    false,
    async () => sampleBrokerFacts,
  ));
});

/** Runs passes, each at the time the row is next due, until `done` holds. */
async function passUntil(leadNumber: number, done: (status: string) => boolean, from: number) {
  const attemptTimes: number[] = [];
  let now = from;
  for (let i = 0; i < 500; i += 1) {
    const pass = await deliverDue(db, transports, { now, random });
    if (pass.claimed) attemptTimes.push(now);
    const [row] = await outboxRows(db, leadNumber);
    if (!row) throw new Error('no outbox row');
    if (done(row.status)) return { row, attemptTimes };
    now = row.nextAttemptAt;
  }
  throw new Error('never finished');
}

describe(`outbox relay on ${engine}`, () => {
  it('delivers every row of every lead in one pass while the CRM is up', async () => {
    const leads = [await seedLead(db), await seedLead(db, { kind: 'booking' }), await seedLead(db)];
    const now = Date.now();
    const pass = await deliverDue(db, transports, { now });

    expect(pass).toMatchObject({ claimed: 9, delivered: 9, retrying: 0, dead: 0 });
    const rows = await outboxRows(db);
    expect(rows.every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(
      rows.every(
        (row) => row.deliveredAt !== null && row.deliveredAt >= now && row.deliveredAt - row.createdAt < 5 * 60_000,
      ),
    ).toBe(true);

    expect(crm.requests.map((request) => request.idempotencyKey).sort()).toEqual(
      leads.map((lead) => lead.requestId).sort(),
    );
    for (const request of crm.requests) {
      expect(request.signatureValid).toBe(true);
      expect(request.contentType).toBe('application/json');
      const body = JSON.parse(request.rawBody) as CrmLead;
      const lead = leads.find((l) => l.requestId === body.requestId);
      expect(body).toMatchObject({
        number: lead?.number,
        kind: expect.stringMatching(/^(lead|booking)$/),
        status: 'received',
        contact: { firstName: 'Maria', email: 'maria.lopez@example.com', phone: '(310) 555-0199' },
        route: {
          origin: { city: 'Beverly Hills', postalCode: '90210' },
          destination: { city: 'New York' },
          transportType: 'Open',
        },
        vehicles: [{ make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' }],
        tracking: { id: 'spring-campaign', source: 'Home Page', fbclid: 'IwAR0example' },
      });
      expect(new Date(body.receivedAt).getTime()).toBe(lead?.createdAt);
    }

    const mails = filesIn(mailDir());
    expect(mails).toHaveLength(6);
    for (const lead of leads) {
      expect(mails).toEqual(
        expect.arrayContaining([
          `${lead.requestId}-customer-confirmation.eml`,
          `${lead.requestId}-broker-notification.eml`,
        ]),
      );
      expect(readIn(mailDir(), `${lead.requestId}-customer-confirmation.eml`)).toContain(lead.requestId);
    }
    expect((await deliverDue(db, transports, { now: now + 60_000 })).claimed).toBe(0);
  });

  it('retries with growing backoff while the CRM answers 500 or is down, then delivers once it is back', async () => {
    const lead = await seedLead(db, { channels: ['crm'] });
    const delays: number[] = [];
    let now = lead.createdAt;
    const failOnce = async (expectedError: RegExp) => {
      const pass = await deliverDue(db, transports, { now, random });
      expect(pass).toMatchObject({ claimed: 1, retrying: 1 });
      const [row] = await outboxRows(db);
      expect(row?.lastError).toMatch(expectedError);
      // Not a moment before it is due again.
      expect((await deliverDue(db, transports, { now: (row?.nextAttemptAt ?? 0) - 1, random })).claimed).toBe(0);
      delays.push((row?.nextAttemptAt ?? 0) - now);
      now = row?.nextAttemptAt ?? 0;
    };

    crm.failWith(500);
    for (let i = 0; i < 3; i += 1) await failOnce(/HTTP 500/);
    await crm.down();
    for (let i = 0; i < 3; i += 1) await failOnce(/could not be reached/);
    await crm.up();
    crm.reset();
    const last = await deliverDue(db, transports, { now, random });

    expect(last).toMatchObject({ claimed: 1, delivered: 1 });
    expect(delays[0]).toBeGreaterThanOrEqual(FIRST_RETRY_MS * 0.75);
    expect(delays[0]).toBeLessThanOrEqual(FIRST_RETRY_MS + 1000);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThan(delays[i - 1] ?? 0);
    const [row] = await outboxRows(db);
    expect(row).toMatchObject({ status: 'delivered', attempts: 7, lastError: null });
    expect(crm.stored.get(lead.requestId)).toBe(1);
  });

  it('dead-letters a row after 72 hours of failures, shows it in the summary, and can give it another try', async () => {
    await crm.down();
    const lead = await seedLead(db, { channels: ['crm'] });
    const { row, attemptTimes } = await passUntil(lead.number, (status) => status === 'dead', lead.createdAt);

    const deadline = lead.createdAt + DEAD_LETTER_AFTER_MS;
    expect(attemptTimes[attemptTimes.length - 1]).toBeGreaterThanOrEqual(deadline);
    expect(attemptTimes.slice(0, -1).every((time) => time < deadline)).toBe(true);
    const gaps = attemptTimes.slice(1).map((time, i) => time - (attemptTimes[i] ?? 0));
    expect(Math.max(...gaps)).toBeLessThanOrEqual(LONGEST_RETRY_MS + 1000);
    expect(row).toMatchObject({ status: 'dead', attempts: attemptTimes.length });
    expect(row.lastError).toMatch(/could not be reached/);
    expect((await deliverDue(db, transports, { now: deadline + 7 * 86_400_000 })).claimed).toBe(0);

    const summary = await outboxSummary(db, deadline + 1000);
    expect(summary).toMatchObject({ dead: 1, pending: 0, oldestPendingAgeMs: null });
    expect(summary.counts).toEqual([{ channel: 'crm', status: 'dead', count: 1 }]);
    expect(summary.deadLetters).toEqual([
      expect.objectContaining({
        channel: 'crm',
        attempts: row.attempts,
        lastError: row.lastError,
        lead: expect.objectContaining({ requestId: lead.requestId }),
      }),
    ]);

    await crm.up();
    const later = deadline + 86_400_000;
    expect(await retryDeadLetters(db, later)).toBe(1);
    expect(await deliverDue(db, transports, { now: later })).toMatchObject({ claimed: 1, delivered: 1 });
    expect(crm.stored.get(lead.requestId)).toBe(1);
  });

  it('counts a 409 from a CRM that already has the lead as delivered', async () => {
    const lead = await seedLead(db, { channels: ['crm'] });
    crm.alreadyHas(lead.requestId);
    const pass = await deliverDue(db, transports);
    expect(pass).toMatchObject({ delivered: 1 });
    expect(pass.results[0]?.detail).toMatch(/409/);
    expect((await outboxRows(db))[0]?.status).toBe('delivered');
    expect(crm.stored.has(lead.requestId)).toBe(false);
  });

  it('fails an attempt the CRM does not answer in time and retries it', async () => {
    const lead = await seedLead(db, { channels: ['crm'] });
    crm.failWith('hang');
    const slow: Transports = {
      ...transports,
      crm: crmWebhookTransport({ url: crm.url, secret: SECRET, timeoutMs: 300 }),
    };
    const pass = await deliverDue(db, slow, { now: lead.createdAt });
    expect(pass).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await outboxRows(db))[0]?.lastError).toMatch(/did not answer within 0.3 s/);
    expect(CRM_TIMEOUT_MS).toBe(10_000);
  });

  it('takes over a row whose relay died mid-delivery once its lock runs out', async () => {
    const lead = await seedLead(db, { channels: ['crm'] });
    const now = lead.createdAt;
    // What a relay that claimed the row and then crashed leaves behind.
    await db.run('UPDATE outbox SET locked_until = ?, attempts = 1', [now + 60_000]);
    expect((await deliverDue(db, transports, { now: now + 59_000 })).claimed).toBe(0);
    expect(await deliverDue(db, transports, { now: now + 61_000 })).toMatchObject({ claimed: 1, delivered: 1 });
    expect((await outboxRows(db))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('never claims a row another relay is delivering: two relays on one database deliver each row once', async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, () => seedLead(db)));
    crm.delayMs = 5;
    const second = testDatabaseUrl() ? await openTestDatabaseHandle() : db;
    const relay = async (handle: Database) => {
      let delivered = 0;
      for (;;) {
        const pass = await deliverDue(handle, transports, { batchSize: 4 });
        delivered += pass.delivered;
        if (pass.claimed === 0) return delivered;
      }
    };
    const [a, b] = await Promise.all([relay(db), relay(second)]);
    if (second !== db) await second.close();

    expect(a + b).toBe(60);
    expect(a).toBeGreaterThan(0);
    expect(b).toBeGreaterThan(0);
    expect(crm.requests).toHaveLength(20);
    expect([...crm.stored.values()].every((count) => count === 1)).toBe(true);
    expect(new Set(crm.requests.map((request) => request.idempotencyKey)).size).toBe(leads.length);
    expect(filesIn(mailDir())).toHaveLength(40);
  });

  it('delivers each row exactly once with two relay processes running at the same time', async () => {
    const leads = await Promise.all(Array.from({ length: 30 }, () => seedLead(db)));
    crm.delayMs = 3;
    const env = { ...(await databaseEnv(db)), CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET };
    const workers = [0, 1].map(() => startScript('src/leads/delivery/testing/relay-worker.ts', [varDir], env));
    await eventually(async () => workers.every((w) => w.stdout().includes('ready')), 30_000, 'both relay processes');
    for (const worker of workers) worker.child.stdin.end('go\n');
    const codes = await Promise.all(workers.map((w) => w.exited));

    expect(codes.map((code, i) => (code === 0 ? 0 : `${code}: ${workers[i]?.stderr()}`))).toEqual([0, 0]);
    const delivered = workers.map(
      (w) => (JSON.parse(w.stdout().split('\n')[1] ?? '{}') as { delivered: number }).delivered,
    );
    expect(delivered[0]! + delivered[1]!).toBe(90);
    expect(delivered.every((count) => count > 0)).toBe(true);
    expect(crm.requests).toHaveLength(30);
    expect(new Set(crm.requests.map((request) => request.idempotencyKey)).size).toBe(30);
    expect([...crm.stored.values()].every((count) => count === 1)).toBe(true);
    expect(filesIn(mailDir())).toHaveLength(60);
    expect((await outboxRows(db)).every((row) => row.status === 'delivered' && row.attempts === 1)).toBe(true);
    expect(leads).toHaveLength(30);
  }, 60_000);

  it('runs in the background, reports each delivery, and stops cleanly', async () => {
    const results: DeliveryResult[] = [];
    const stop = startRelay(db, transports, { intervalMs: 50, onResult: (result) => results.push(result) });
    await seedLead(db);
    await seedLead(db);
    await eventually(
      async () => (await outboxRows(db)).every((row) => row.status === 'delivered'),
      10_000,
      'deliveries',
    );
    await stop();
    expect(results).toHaveLength(6);
    expect(results.every((result) => result.outcome === 'delivered')).toBe(true);

    await seedLead(db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await outboxRows(db)).filter((row) => row.status === 'pending')).toHaveLength(3);
  });

  it('summarises the outbox by channel and status with the age of the oldest pending row', async () => {
    const now = Date.now();
    await seedLead(db, { createdAt: now - 90_000 });
    await seedLead(db, { createdAt: now - 10_000, channels: ['crm'] });
    await deliverDue(db, { ...transports, crm: async () => Promise.reject(new Error('CRM off')) }, { now, random });
    const summary = await outboxSummary(db, now);
    expect(summary.counts).toEqual([
      { channel: 'broker_email', status: 'delivered', count: 1 },
      { channel: 'crm', status: 'pending', count: 2 },
      { channel: 'customer_email', status: 'delivered', count: 1 },
    ]);
    expect(summary).toMatchObject({ pending: 2, dead: 0, oldestPendingAgeMs: 90_000, deadLetters: [] });
  });

  it('writes log lines that name the lead without its e-mail address or phone number', async () => {
    const lead = await seedLead(db, { channels: ['crm'] });
    crm.failWith(500);
    const pass = await deliverDue(db, transports, { now: lead.createdAt, random });
    const line = deliveryLogLine(pass.results[0]!, lead.createdAt);
    expect(line).toContain(lead.requestId);
    expect(line).toContain('m***@e***.com');
    expect(line).toContain('***0199');
    expect(line).not.toContain(lead.email);
    expect(line).not.toContain('555-0199');
    expect(line).toMatch(/retrying crm .* in 26 s \(attempt 1 failed\): The CRM answered HTTP 500/);
  });
});

/** A second connection to the same PostgreSQL database (another relay's pool). */
async function openTestDatabaseHandle(): Promise<Database> {
  const { openLeadDatabase } = await import('../store/open-store');
  return openLeadDatabase({ DATABASE_URL: testDatabaseUrl() });
}
