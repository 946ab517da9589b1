/** @jest-environment node */
import type { Database } from '../store/database';
import { testEngine, withTestDatabase } from '../testing/test-database';
import { exportLeadsCsv, LEAD_CSV_HEADER, leadTable, recentLeads } from './lead-report';
import { parseCsv } from './testing/read-csv';
import { seedLead } from './testing/seed';
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
      /^No\.\s+Request id\s+Received\s+Status\s+Name\s+E-mail\s+Route\s+Vehicles\s+SMS\s+CRM\s+Customer mail\s+Broker mail$/,
    );
    const line = (requestId: string) => lines.find((l) => l.includes(requestId)) ?? '';
    expect(line(delivered.requestId)).toMatch(
      /2025-10-07 14:03 UTC\s+received\s+Maria\s+m\*\*\*@e\*\*\*\.com\s+Beverly Hills, CA → New York, NY\s+1\s+-\s+delivered\s+delivered\s+delivered$/,
    );
    // The held lead: why it was held, the visitor's SMS answer, and no customer mail.
    expect(line(held.requestId)).toMatch(/held: e-mail limit\s+Maria\s+.*\s+1\s+yes\s+pending\s+-\s+pending$/);
    expect(line(formula.requestId)).toMatch(/DEAD\s+pending\s+retrying \(3\)$/);
    expect(line(spam.requestId)).toMatch(/spam\s+Bot \[31m.*New York, NY\s+2: boat, car\s+-\s+-\s+-\s+-$/);
    expect(table).not.toContain('maria.lopez@example.com');
    expect(table).not.toContain('\u001b');
    expect(leadTable(await recentLeads(db, 10), { full: true })).toContain('maria.lopez@example.com');
  });
});
