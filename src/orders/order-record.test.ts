/** @jest-environment node */
import { submitQuote } from '../leads/intake';
import type { Database } from '../leads/store/database';
import { validLead } from '../leads/testing/fixtures';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { loadOrderByRequestId, loadOrderRecord, statusOf } from './order-record';
import type { OrderEvent } from './order';
import { insertTestOrder, sampleOrderDetails, sampleTerms } from './testing/order-fixtures';

let db: Database;
withTestDatabase((opened) => (db = opened));

const options = { rateLimitSalt: 'salt', linkSecret: 'secret', siteUrl: 'http://localhost:9000' };

async function storedLead(email: string) {
  const answer = await submitQuote(db, { kind: 'lead', body: validLead({ email }), clientIp: '203.0.113.9' }, options);
  const id = (answer.body.data as { lead: { id: string } }).lead.id;
  const row = await db.get('SELECT id FROM leads WHERE public_id = ?', [id]);
  return { requestId: id, leadId: Number(row?.id) };
}

const event = (id: number, status: OrderEvent['status'], occurredAt: number): OrderEvent => ({
  id,
  eventId: `e${id}`,
  status,
  occurredAt,
  receivedAt: 0,
});

describe(`an order record (${testEngine()})`, () => {
  it('reads back what a booking wrote, with its signature, terms and no events yet', async () => {
    const { leadId, requestId } = await storedLead('order.record@example.com');
    expect(await loadOrderRecord(db, leadId)).toBeNull();
    await insertTestOrder(db, leadId, { now: 1_800_000_000_000 });
    const order = await loadOrderByRequestId(db, requestId);
    expect(order).toMatchObject({
      leadId,
      requestId,
      status: 'booked',
      bookedAt: 1_800_000_000_000,
      quoteVersion: 1,
      details: sampleOrderDetails(),
      signature: { name: 'Maria Lopez', termsHash: sampleTerms.hash, ip: '203.0.113.7' },
      terms: sampleTerms,
      events: [],
      requests: [],
    });
  });

  it('takes its status from the event that happened last, whatever order they came in', () => {
    expect(statusOf([], 5)).toEqual({ status: 'booked', at: 5 });
    const events = [event(2, 'in_transit', 300), event(1, 'carrier_assigned', 100), event(3, 'picked_up', 200)];
    expect(statusOf(events, 5)).toEqual({ status: 'in_transit', at: 300 });
    // Two at the same moment: the one further along the road.
    expect(statusOf([event(5, 'delivered', 400), event(4, 'in_transit', 400)], 5).status).toBe('delivered');
  });
});
