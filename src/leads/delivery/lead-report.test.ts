/** @jest-environment node */
import type { Database } from '../store/database';
import { testEngine, withTestDatabase } from '../testing/test-database';
import { insertTestOrder } from '../../orders/testing/order-fixtures';
import { storeWaitingBooking } from '../../orders/waiting-booking';
import {
  exportLeadsCsv,
  LEAD_CSV_HEADER,
  leadTable,
  openRequests,
  orderLines,
  orderReportText,
  recentLeads,
  recentOrders,
} from './lead-report';
import { parseCsv } from './testing/read-csv';
import { seedLead, seedOrderEvent, seedOrderRequest } from './testing/seed';
import { camryAndPickup, seaRayOnTrailer } from '../testing/fixtures';

let db: Database;
withTestDatabase((opened) => (db = opened));

async function seedMixedStates() {
  const delivered = await seedLead(db, { createdAt: Date.UTC(2025, 9, 7, 14, 3) });
  await db.run("UPDATE outbox SET status = 'delivered', attempts = 1, delivered_at = ? WHERE lead_id = ?", [
    Date.UTC(2025, 9, 7, 14, 4),
    delivered.number,
  ]);
  const formula = await seedLead(db, {
    payload: {
      firstName: '=HYPERLINK("http://evil.example","Click")',
      email: '@evil@example.com',
      phone: '+1 310 555 0199',
      originCity: 'Paris, "TX"',
    },
  });
  await db.run(
    "UPDATE outbox SET status = 'dead', attempts = 81, last_error = 'HTTP 500' WHERE lead_id = ? AND channel = 'crm'",
    [formula.number],
  );
  await db.run("UPDATE outbox SET attempts = 3 WHERE lead_id = ? AND channel = 'broker_email'", [formula.number]);
  const spam = await seedLead(db, {
    status: 'spam',
    payload: { firstName: 'Bot\u001b[31m', vehicles: [seaRayOnTrailer, camryAndPickup[0]!] },
  });
  // A fourth quote from one address in a day: kept for the sales team, no e-mail to the visitor.
  const held = await seedLead(db, {
    createdAt: Date.UTC(2025, 9, 7, 15, 0),
    status: 'held',
    holdReason: 'email-limit',
    sms: { agreed: true, version: 'sms-2026-11' },
  });
  return { delivered, formula, spam, held };
}

describe(`lead report on ${testEngine()}`, () => {
  it('exports every lead with its delivery state as RFC 4180 CSV, formulas neutralised', async () => {
    const { delivered, formula, spam, held } = await seedMixedStates();
    let csv = '';
    expect(await exportLeadsCsv(db, (chunk) => void (csv += chunk))).toBe(4);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [head, ...records] = parseCsv(csv);
    expect(head).toEqual([...LEAD_CSV_HEADER]);
    expect(records.map((record) => record[1])).toEqual([
      delivered.requestId,
      formula.requestId,
      spam.requestId,
      held.requestId,
    ]);
    const rows = records.map((record) => Object.fromEntries(LEAD_CSV_HEADER.map((name, i) => [name, record[i]])));

    expect(rows[0]).toMatchObject({
      number: String(delivered.number),
      status: 'received',
      received_at: '2025-10-07T14:03:00.000Z',
      first_name: 'Maria',
      email: 'maria.lopez@example.com',
      origin_city: 'Beverly Hills',
      destination_city: 'New York',
      vehicle_count: '1',
      vehicles: '2020 Toyota Camry (Car)',
      vehicle_categories: 'car',
      crm_status: 'delivered',
      crm_delivered_at: '2025-10-07T14:04:00.000Z',
      broker_email_status: 'delivered',
      hold_reason: '',
      sms_updates: '',
    });
    expect(rows[1]).toMatchObject({
      first_name: `'=HYPERLINK("http://evil.example","Click")`,
      email: "'@evil@example.com",
      phone: "'+1 310 555 0199",
      origin_city: 'Paris, "TX"',
      crm_status: 'dead',
      crm_attempts: '81',
      broker_email_status: 'pending',
      broker_email_attempts: '3',
    });
    expect(rows[2]).toMatchObject({
      status: 'spam',
      vehicle_count: '2',
      vehicles:
        '2018 Sea Ray Sundancer 320 (Boat) – Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes; 2012 Toyota Camry (Car)',
      vehicle_categories: 'boat; car',
      crm_status: '',
      customer_email_status: '',
    });
    expect(rows[3]).toMatchObject({
      status: 'held',
      hold_reason: 'email-limit',
      crm_status: 'pending',
      broker_email_status: 'pending',
      customer_email_status: '',
      sms_updates: 'yes',
      sms_consent_version: 'sms-2026-11',
      sms_answered_at: '2025-10-07T15:00:00.000Z',
    });
    expect(records.flat().some((cell) => /^[=+\-@\t\r]/.test(cell))).toBe(false);
  });

  it('lists the newest leads with masked e-mail, route, vehicle count and each delivery state', async () => {
    const { delivered, formula, spam, held } = await seedMixedStates();
    const rows = await recentLeads(db, 2);
    expect(rows.map((row) => row.requestId)).toEqual([held.requestId, spam.requestId]);

    const table = leadTable(await recentLeads(db, 10));
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^No\.\s+Request id\s+Received\s+Status\s+Name\s+E-mail\s+Route\s+Vehicles\s+SMS\s+CRM\s+Customer mail\s+Broker mail\s+Order$/,
    );
    const line = (requestId: string) => lines.find((l) => l.includes(requestId)) ?? '';
    expect(line(delivered.requestId)).toMatch(
      /2025-10-07 14:03 UTC\s+received\s+Maria\s+m\*\*\*@e\*\*\*\.com\s+Beverly Hills, CA → New York, NY\s+1\s+-\s+delivered\s+delivered\s+delivered\s+-$/,
    );
    // The held lead: why it was held, the visitor's SMS answer, and no customer mail.
    expect(line(held.requestId)).toMatch(/held: e-mail limit\s+Maria\s+.*\s+1\s+yes\s+pending\s+-\s+pending\s+-$/);
    expect(line(formula.requestId)).toMatch(/DEAD\s+pending\s+retrying \(3\)\s+-$/);
    expect(line(spam.requestId)).toMatch(/spam\s+Bot \[31m.*New York, NY\s+2: boat, car\s+-\s+-\s+-\s+-\s+-$/);
    expect(table).not.toContain('maria.lopez@example.com');
    expect(table).not.toContain('\u001b');
    expect(leadTable(await recentLeads(db, 10), { full: true })).toContain('maria.lopez@example.com');
  });

  describe('orders (issue 28)', () => {
    const bookedAt = Date.UTC(2025, 9, 8, 9, 12);
    const at = (day: number, hour: number) => Date.UTC(2025, 9, day, hour);

    /** Maria's order followed to its pickup (the events arriving out of order), a change asked on the way; Kim's cancelled. */
    async function seedOrders() {
      const followed = await seedLead(db, { createdAt: Date.UTC(2025, 9, 7, 14, 3), channels: [] });
      const followedOrder = await insertTestOrder(db, followed.number, { now: bookedAt });
      await seedOrderEvent(db, followedOrder, 'picked_up', {
        occurredAt: at(12, 16),
        details: { note: 'Call +1 310 555 0142 at the gate' },
      });
      await seedOrderEvent(db, followedOrder, 'carrier_assigned', {
        occurredAt: at(9, 15),
        details: { carrier: { name: 'Reliable Auto Haulers', mcNumber: '1163054', pickupEstimate: '2025-10-12' } },
      });
      await seedOrderRequest(
        db,
        followedOrder,
        'change',
        'Deliver to my office instead, maria.work@example.com',
        at(13, 8),
      );
      await db.run(
        "INSERT INTO outbox (lead_id, channel, status, attempts, next_attempt_at, created_at, delivered_at) VALUES (?, 'order_email', 'delivered', 1, 0, 0, 1)",
        [followed.number],
      );
      const cancelled = await seedLead(db, {
        createdAt: Date.UTC(2025, 9, 7, 15, 0),
        channels: [],
        payload: { email: 'kim@example.org' },
      });
      const cancelledOrder = await insertTestOrder(db, cancelled.number, {
        now: bookedAt + 60_000,
        signerName: 'Kim Nguyen\u001b[2J',
      });
      await seedOrderRequest(db, cancelledOrder, 'cancel', 'Please cancel', at(9, 10));
      await seedOrderEvent(db, cancelledOrder, 'cancelled', { occurredAt: at(9, 11) });
      const unbooked = await seedLead(db, { createdAt: Date.UTC(2025, 9, 7, 16, 0) });
      return { followed, cancelled, unbooked };
    }

    it("lists each lead's order: status, when booked, the signer, the terms and the latest event", async () => {
      const { followed, cancelled, unbooked } = await seedOrders();
      const rows = await recentLeads(db, 10);
      const table = leadTable(rows).split('\n');
      const line = (requestId: string) => table.find((l) => l.includes(requestId)) ?? '';
      expect(line(followed.requestId)).toMatch(/\s+Picked up$/);
      expect(line(cancelled.requestId)).toMatch(/\s+Cancelled$/);
      expect(line(unbooked.requestId)).toMatch(/pending\s+pending\s+pending\s+-$/);
      expect(orderLines(rows)).toEqual([
        `${cancelled.requestId} (lead ${cancelled.number}): booked 2025-10-08 09:13 UTC, signed by Kim Nguyen [2J, terms test-1; latest: Cancelled 2025-10-09 11:00 UTC`,
        `${followed.requestId} (lead ${followed.number}): booked 2025-10-08 09:12 UTC, signed by Maria Lopez, terms test-1; latest: Picked up 2025-10-12 16:00 UTC`,
      ]);

      let csv = '';
      await exportLeadsCsv(db, (chunk) => void (csv += chunk));
      const [head, ...records] = parseCsv(csv);
      const first = Object.fromEntries((head ?? []).map((name, i) => [name, records[0]?.[i]]));
      expect(first).toMatchObject({
        request_id: followed.requestId,
        order_status: 'picked_up',
        order_status_at: '2025-10-12T16:00:00.000Z',
        order_booked_at: '2025-10-08T09:12:00.000Z',
        order_signer: 'Maria Lopez',
        order_terms_version: 'test-1',
      });
      expect(records[2]?.[head?.indexOf('order_status') ?? -1]).toBe('');
    });

    it('shows each order whole: the timeline in the order things happened, open requests and deliveries, masked', async () => {
      const { followed, cancelled } = await seedOrders();
      const reports = await recentOrders(db, 10);
      expect(reports.map((report) => report.order.requestId)).toEqual([cancelled.requestId, followed.requestId]);
      const [kim, maria] = reports.map((report) => orderReportText(report));

      expect(maria?.split('\n')).toEqual([
        `Order ${followed.requestId} (order ${reports[1]?.order.number}, lead ${followed.number}): Picked up since 2025-10-12 16:00 UTC`,
        '  Customer: Maria (m***@e***.com, ***0199)',
        '  Route: Beverly Hills, CA → New York, NY; 1 vehicle; Open; pickup window flexible; $1,320 to $1,620',
        '  Pickup: contact Maria Lopez ***0199',
        '  Delivery: contact Daniel Lopez ***0148',
        `  Signed: Maria Lopez, 2025-10-08 09:12 UTC, terms test-1 (${reports[1]?.order.terms.hash.slice(0, 12)}…), estimate version 1`,
        '  Timeline:',
        '    2025-10-08 09:12 UTC  Booked',
        '    2025-10-09 15:00 UTC  Carrier assigned: Reliable Auto Haulers, MC 1163054, pickup expected 2025-10-12',
        '    2025-10-12 16:00 UTC  Picked up (Call ***0142 at the gate)',
        '  Open requests:',
        '    2025-10-13 08:00 UTC  Change (request ' +
          `${reports[1]?.order.requests[0]?.id}): Deliver to my office instead, m***@e***.com`,
        '  Deliveries: order_email delivered',
      ]);
      // A request made before the order was cancelled is answered by it.
      expect(openRequests(reports[0]!.order)).toEqual([]);
      expect(kim).toContain('  Open requests (1 more made before the order ended):\n    none');
      expect(kim).not.toContain('\u001b');

      const full = orderReportText(reports[1]!, { full: true });
      expect(full).toContain('  Pickup: 1200 N Crescent Dr, contact Maria Lopez (310) 555-0199');
      expect(full).toContain('maria.work@example.com');
      expect(full).toContain('IP 203.0.113.7');
      expect(maria).not.toMatch(/Crescent|203\.0\.113\.7|maria\.lopez@|555-0199/);
    });

    it('shows a booking that waits for the e-mail’s confirmation as unconfirmed: not an order', async () => {
      const waiting = await seedLead(db, { createdAt: Date.UTC(2025, 9, 7, 17, 0) });
      const signedAt = Date.UTC(2025, 9, 7, 17, 5);
      await storeWaitingBooking(db, {
        leadId: waiting.number,
        signedAt,
        quoteVersion: 1,
        terms: { version: 'test-1', hash: 'a'.repeat(64) },
        signer: { name: 'Velmora Billing', ip: '203.0.113.7', userAgent: 'test' },
        details: {
          pickup: { street: '1 Main St', contactName: 'Ann', contactPhone: '(310) 555-0100' },
          delivery: { street: '2 Main St', contactName: 'Ann', contactPhone: '(310) 555-0100' },
          pickupWindow: 'flexible',
          transportType: 'Open',
          price: [1320, 1620],
          priceLabel: 'Open carrier',
        },
        requestHash: 'b'.repeat(64),
      });
      const rows = await recentLeads(db, 10);
      const line =
        leadTable(rows)
          .split('\n')
          .find((l) => l.includes(waiting.requestId)) ?? '';
      // Signed in 2025: its seven days are long gone by now.
      expect(line).toMatch(/\s+unconfirmed, expired$/);
      expect(orderLines(rows, signedAt + 1000)).toEqual([
        `${waiting.requestId} (lead ${waiting.number}): not an order yet: a booking signed on the site 2025-10-07 17:05 UTC waits for the customer's confirmation from their e-mail (until 2025-10-14 17:05 UTC)`,
      ]);
      expect(orderLines(rows, signedAt + 8 * 86_400_000)[0]).toMatch(/\(expired, nothing booked\)$/);
      expect(await recentOrders(db, 10)).toEqual([]);
    });
  });
});
