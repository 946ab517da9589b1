/** @jest-environment node */
import { DEFAULT_RATE_TABLE } from '../pricing/rate-table';
import type { LeadPayload } from '../quote/lead-payload';
import type { Database } from '../leads/store/database';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { loadOrderByRequestId } from './order-record';
import { requestOrderChange } from './order-requests';
import { orderViewOf, type OrderView } from './order-view';
import { readStatusEvent, recordStatusEvent } from './status-events';
import { bookedOrder } from './testing/booked-order';

let db: Database;
withTestDatabase((opened) => (db = opened));

const NOW = Date.parse('2026-12-02T21:00:00Z');
const BOOKED = NOW - 86_400_000;
const at = (minutesBefore: number) => new Date(NOW - minutesBefore * 60_000).toISOString();

async function send(requestId: string, eventId: string, status: string, minutesBefore: number, extra = {}) {
  const read = readStatusEvent({ eventId, requestId, status, occurredAt: at(minutesBefore), ...extra }, NOW);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  expect((await recordStatusEvent(db, read.event, NOW)).status).toBe(201);
}

async function viewOf(requestId: string): Promise<OrderView> {
  const record = await loadOrderByRequestId(db, requestId);
  const row = await db.get('SELECT payload FROM leads WHERE public_id = ?', [requestId]);
  if (!record || !row) throw new Error('no order');
  const payload = JSON.parse(String(row.payload)) as LeadPayload;
  return orderViewOf(record, { payload, pickupWindows: DEFAULT_RATE_TABLE.pickupWindows });
}

const steps = (view: OrderView) => view.timeline.map((step) => [step.label, step.state, step.at]);

describe(`the order on the customer's page (${testEngine()})`, () => {
  it('shows what was booked, and a timeline with nothing but Booked done yet', async () => {
    const { requestId } = await bookedOrder(db, { now: BOOKED });
    const view = await viewOf(requestId);
    expect(view).toEqual({
      requestId,
      status: 'booked',
      statusLabel: 'Booked',
      bookedAt: new Date(BOOKED).toISOString(),
      signerName: 'Maria Lopez',
      termsVersion: 'test-1',
      pickup: { street: '1200 N Crescent Dr', place: 'Beverly Hills, CA 90210, US', contactName: 'Maria Lopez' },
      delivery: { street: '350 W 31st St, Apt 12B', place: 'New York, NY 10001, US', contactName: 'Daniel Lopez' },
      pickupWindow: { id: 'flexible', label: 'Flexible (within 7 days)' },
      transportType: 'Open',
      price: [1320, 1620],
      priceLabel: 'Open carrier',
      timeline: [
        { status: 'booked', label: 'Booked', state: 'current', at: new Date(BOOKED).toISOString(), notes: [] },
        { status: 'carrier_assigned', label: 'Carrier assigned', state: 'upcoming', at: null, notes: [] },
        { status: 'picked_up', label: 'Picked up', state: 'upcoming', at: null, notes: [] },
        { status: 'in_transit', label: 'In transit', state: 'upcoming', at: null, notes: [] },
        { status: 'delivered', label: 'Delivered', state: 'upcoming', at: null, notes: [] },
      ],
      requests: [],
    });
  });

  it('marks the steps by the event that happened last, with the carrier and the notes', async () => {
    const { requestId } = await bookedOrder(db, { now: BOOKED });
    // Sent out of order: the pickup first, then the assignment that happened before it.
    await send(requestId, 'v-2', 'picked_up', 60, { note: 'Loaded without a scratch.' });
    await send(requestId, 'v-1', 'carrier_assigned', 180, {
      carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: 'Thursday morning' },
    });
    const view = await viewOf(requestId);
    expect(view).toMatchObject({ status: 'picked_up', statusLabel: 'Picked up' });
    expect(steps(view)).toEqual([
      ['Booked', 'done', new Date(BOOKED).toISOString()],
      ['Carrier assigned', 'done', at(180)],
      ['Picked up', 'current', at(60)],
      ['In transit', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
    expect(view.timeline[1]?.carrier).toEqual({
      name: 'Bluewater Auto Carriers',
      mcNumber: '774512',
      pickupEstimate: 'Thursday morning',
    });
    expect(view.timeline[2]?.notes).toEqual(['Loaded without a scratch.']);
  });

  it('ends a cancelled order with Cancelled after the steps it reached', async () => {
    const { requestId } = await bookedOrder(db, { now: BOOKED });
    await send(requestId, 'c-1', 'carrier_assigned', 120, { carrier: { name: 'Bluewater', mcNumber: '1' } });
    await send(requestId, 'c-2', 'cancelled', 30, { note: 'Cancelled at your request.' });
    const view = await viewOf(requestId);
    expect(view.statusLabel).toBe('Cancelled');
    expect(steps(view)).toEqual([
      ['Booked', 'done', new Date(BOOKED).toISOString()],
      ['Carrier assigned', 'done', at(120)],
      ['Cancelled', 'current', at(30)],
    ]);
    expect(view.timeline[2]?.notes).toEqual(['Cancelled at your request.']);
  });

  it('never carries the customer’s e-mail or phone, nor a contact’s phone', async () => {
    const { requestId } = await bookedOrder(db, { now: BOOKED });
    await send(requestId, 'p-1', 'carrier_assigned', 120, { carrier: { name: 'Bluewater', mcNumber: '1' } });
    await requestOrderChange(db, requestId, { kind: 'change', message: 'Please pick up after 5 pm.' }, NOW);
    const view = await viewOf(requestId);
    expect(view.requests).toEqual([
      { kind: 'change', createdAt: new Date(NOW).toISOString(), message: 'Please pick up after 5 pm.' },
    ]);
    const lead = await db.get('SELECT email, phone FROM leads WHERE public_id = ?', [requestId]);
    const text = JSON.stringify(view);
    for (const secret of [String(lead?.email), String(lead?.phone), '(310) 555-0199', '(212) 555-0148', '555'])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/@|phone/i);
  });
});
