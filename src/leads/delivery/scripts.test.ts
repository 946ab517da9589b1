/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { withTempDir } from '../../testing/temp-dirs';
import type { Database } from '../store/database';
import { testEngine, withTestDatabase } from '../testing/test-database';
import { LEAD_CSV_HEADER } from './lead-report';
import { parseCsv } from './testing/read-csv';
import { databaseEnv, runScript, startScript } from './testing/scripts';
import { insertTestOrder } from '../../orders/testing/order-fixtures';
import { eventually, filesIn, outboxRows, seedLead, seedOrderEvent, seedOrderRequest } from './testing/seed';
import { startTestCrm, type TestCrm } from './testing/test-crm';

const SECRET = 'scripts-test-secret';
let db: Database;
let crm: TestCrm;
let dir: string;
withTestDatabase((opened) => (db = opened));
beforeAll(async () => (crm = await startTestCrm(SECRET)));
afterAll(() => crm.close());
beforeEach(() => crm.reset());
withTempDir('velmora-scripts-', (made) => (dir = made));

const leads = async (...args: string[]) => runScript('scripts/services/leads.ts', args, await databaseEnv(db));

describe(`scripts/services/leads.ts on ${testEngine()}`, () => {
  it('lists the newest leads with masked e-mail, and full addresses only with --full', async () => {
    const older = await seedLead(db, { createdAt: Date.now() - 60_000 });
    const newer = await seedLead(db, { payload: { email: 'kim.nguyen@example.org' } });
    const listed = await leads('list', '--limit', '1');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain(newer.requestId);
    expect(listed.stdout).not.toContain(older.requestId);
    expect(listed.stdout).toContain('k***@e***.org');
    expect(listed.stdout).not.toContain('kim.nguyen@example.org');
    expect(listed.stdout).toMatch(/Beverly Hills, CA → New York, NY\s+1\s+-\s+pending\s+pending\s+pending/);
    expect((await leads('list', '--full')).stdout).toContain('kim.nguyen@example.org');
  }, 30_000);

  it("shows orders: each lead's order in the list, and `orders` with its timeline and open requests, masked", async () => {
    expect((await leads('orders')).stdout).toBe('No orders yet.\n');
    const lead = await seedLead(db);
    const order = await insertTestOrder(db, lead.number);
    await seedOrderEvent(db, order, 'carrier_assigned', {
      details: { carrier: { name: 'Reliable Auto Haulers', mcNumber: '1163054' } },
    });
    await seedOrderRequest(db, order, 'cancel', 'Please cancel, call me on 310 555 0142');

    const listed = await leads('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/pending\s+pending\s+pending\s+Carrier assigned\n/);
    expect(listed.stdout).toMatch(
      new RegExp(
        `${lead.requestId} \\(lead ${lead.number}\\): booked .* UTC, signed by Maria Lopez, terms test-1; latest: Carrier assigned`,
      ),
    );

    const shown = await leads('orders', '--limit', '5');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      `Order ${lead.requestId} (order ${order}, lead ${lead.number}): Carrier assigned since`,
    );
    expect(shown.stdout).toContain('Carrier assigned: Reliable Auto Haulers, MC 1163054');
    expect(shown.stdout).toMatch(/Cancellation \(request \d+\): Please cancel, call me on \*\*\*0142/);
    expect(shown.stdout).toContain('1 most recent order (--full shows addresses, e-mail and phone numbers)');
    expect(shown.stdout).not.toMatch(/maria\.lopez@example\.com|555 0142|Crescent/);
    const full = await leads('orders', '--full');
    expect(full.stdout).toContain('maria.lopez@example.com');
    expect(full.stdout).toContain('1200 N Crescent Dr');
  }, 30_000);

  it('exports every lead as CSV to a file or to standard output', async () => {
    await seedLead(db, { payload: { firstName: '=cmd|" /C calc"!A0' } });
    await seedLead(db);
    const out = path.join(dir, 'leads.csv');
    const written = await leads('export', '--csv', '--out', out);
    expect(written).toMatchObject({ code: 0 });
    expect(written.stdout).toContain(`2 leads exported to ${out}`);
    const records = parseCsv(fs.readFileSync(out, 'utf8'));
    expect(records[0]).toEqual([...LEAD_CSV_HEADER]);
    expect(records).toHaveLength(3);
    expect(records[1]?.[5]).toBe(`'=cmd|" /C calc"!A0`);
    expect(fs.statSync(out).mode & 0o777).toBe(0o600);

    const piped = await leads('export', '--csv');
    expect(piped.stdout).toBe(fs.readFileSync(out, 'utf8'));
    expect((await leads('export')).code).toBe(2);
  }, 30_000);

  it('shows the outbox with its dead letters and their last error, masked, and requeues them', async () => {
    const lead = await seedLead(db, { channels: ['crm', 'customer_email'] });
    await db.run(
      "UPDATE outbox SET status = 'dead', attempts = 81, last_error = '550 <maria.lopez@example.com> rejected' WHERE channel = 'customer_email'",
    );
    const shown = await leads('outbox');
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/crm\s+pending\s+1/);
    expect(shown.stdout).toMatch(/customer_email\s+dead\s+1/);
    expect(shown.stdout).toContain('1 waiting; the oldest for');
    expect(shown.stdout).toContain(`lead ${lead.number} ${lead.requestId} (m***@e***.com, ***0199)`);
    expect(shown.stdout).toContain('550 <m***@e***.com> rejected');
    expect(shown.stdout).not.toContain('maria.lopez@example.com');

    expect((await leads('retry-dead')).stdout).toContain('1 dead letter queued');
    expect((await outboxRows(db)).map((row) => row.status)).toEqual(['pending', 'pending']);
  }, 30_000);

  it('answers a wrong command or option with the usage and exit code 2', async () => {
    for (const args of [['nonsense'], ['list', '--limit', 'x'], ['list', '--wat']]) {
      const result = await leads(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage:');
    }
  }, 30_000);
});

describe(`scripts/services/outbox-relay.ts on ${testEngine()}`, () => {
  it('delivers leads as they arrive, logs them masked, and stops cleanly on SIGTERM', async () => {
    const relay = startScript(
      'scripts/services/outbox-relay.ts',
      [],
      { ...(await databaseEnv(db)), CRM_WEBHOOK_URL: crm.url, CRM_WEBHOOK_SECRET: SECRET, SMTP_URL: '' },
      dir,
    );
    try {
      await eventually(async () => relay.stdout().includes('dead letters: 0'), 30_000, 'the relay to start');
      const lead = await seedLead(db);
      await eventually(
        async () => (await outboxRows(db)).every((row) => row.status === 'delivered'),
        15_000,
        'the deliveries',
      );
      await eventually(
        async () =>
          relay
            .stdout()
            .split('\n')
            .filter((line) => line.includes(' delivered ')).length === 3,
      );
      relay.child.kill('SIGTERM');
      expect(await relay.exited).toBe(0);

      const output = relay.stdout();
      expect(output).toContain(`signed webhook to ${crm.url}`);
      expect(output).toContain(
        `delivered crm for lead ${lead.number} ${lead.requestId} (m***@e***.com, ***0199): HTTP 201`,
      );
      expect(output).toMatch(/SIGTERM: finishing the deliveries in flight\n.*Outbox relay stopped/);
      expect(output + relay.stderr()).not.toContain(lead.email);
      expect(output + relay.stderr()).not.toContain('555-0199');
      expect(crm.stored.get(lead.requestId)).toBe(1);
      // var/ is the working directory's, as for the site.
      expect(filesIn(path.join(dir, 'var', 'mail'))).toHaveLength(2);
    } finally {
      relay.child.kill('SIGKILL');
    }
  }, 60_000);
});
