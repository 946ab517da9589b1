/** @jest-environment node */
import { releaseHeldConfirmations } from '../leads/delivery/relay';
import type { Database } from '../leads/store/database';
import { testEngine, withTestDatabase } from '../leads/testing/test-database';
import { loadOrderByRequestId } from './order-record';
import { readStatusEvent, recordStatusEvent, type StatusEvent } from './status-events';
import { bookedOrder } from './testing/booked-order';

let db: Database;
withTestDatabase((opened) => (db = opened));

const NOW = Date.parse('2026-12-02T21:00:00Z');
const at = (minutesBefore: number) => new Date(NOW - minutesBefore * 60_000).toISOString();

const carrierAssigned = {
  eventId: 'dispatch-1001',
  requestId: 'VLM-7K3M9QX2HD',
  status: 'carrier_assigned',
  occurredAt: '2026-12-02T15:30:00-05:00',
  carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: '2026-12-03' },
  note: 'Your driver calls the pickup contact a day ahead.',
};

const read = (body: unknown) => {
  const result = readStatusEvent(body, NOW);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.event;
};

describe('reading a status event', () => {
  it('reads a carrier assignment as the dispatch system sends it, its time in any zone', () => {
    expect(read(carrierAssigned)).toEqual({
      eventId: 'dispatch-1001',
      requestId: 'VLM-7K3M9QX2HD',
      status: 'carrier_assigned',
      occurredAt: Date.parse('2026-12-02T20:30:00Z'),
      carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: '2026-12-03' },
      note: 'Your driver calls the pickup contact a day ahead.',
    });
    expect(
      read({ ...carrierAssigned, carrier: { ...carrierAssigned.carrier, pickupEstimate: 'Thursday morning' } }),
    ).toMatchObject({ carrier: { pickupEstimate: 'Thursday morning' } });
    const pickedUp = { eventId: 'e.2:x_y-z', requestId: 'VLM-7K3M9QX2HD', status: 'picked_up', occurredAt: at(1) };
    expect(read(pickedUp)).toEqual({ ...pickedUp, occurredAt: NOW - 60_000 });
  });

  it('refuses a `__proto__` key as the unknown field it is', () => {
    const result = readStatusEvent(
      JSON.parse(`{"__proto__":{"status":"delivered"},${JSON.stringify(carrierAssigned).slice(1)}`),
      NOW,
    );
    expect(JSON.parse(JSON.stringify(result))).toEqual({ ok: false, errors: { ['__proto__']: 'Unknown field' } });
  });

  it.each([
    ['an unknown field', { ...carrierAssigned, ocurredAt: at(1) }, 'ocurredAt'],
    [
      'an unknown carrier field',
      { ...carrierAssigned, carrier: { ...carrierAssigned.carrier, dot: '1' } },
      'carrier.dot',
    ],
    ['an event id with a space', { ...carrierAssigned, eventId: 'dispatch 1' }, 'eventId'],
    ['an event id of 201 characters', { ...carrierAssigned, eventId: 'e'.repeat(201) }, 'eventId'],
    ['a request id not ours', { ...carrierAssigned, requestId: 'VLM-123' }, 'requestId'],
    ['booked, which only a signature makes', { ...carrierAssigned, status: 'booked' }, 'status'],
    ['a time without a zone', { ...carrierAssigned, occurredAt: '2026-12-02T15:30:00' }, 'occurredAt'],
    ['a date that does not exist', { ...carrierAssigned, occurredAt: '2026-02-30T10:00:00Z' }, 'occurredAt'],
    ['a time 6 minutes ahead', { ...carrierAssigned, occurredAt: at(-6) }, 'occurredAt'],
    ['carrier_assigned without a carrier', { ...carrierAssigned, carrier: undefined }, 'carrier'],
    ['an MC number with letters', { ...carrierAssigned, carrier: { name: 'A', mcNumber: 'MC77' } }, 'carrier.mcNumber'],
    [
      'an MC number of 9 digits',
      { ...carrierAssigned, carrier: { name: 'A', mcNumber: '123456789' } },
      'carrier.mcNumber',
    ],
    ['an MC number as a number', { ...carrierAssigned, carrier: { name: 'A', mcNumber: 774512 } }, 'carrier.mcNumber'],
    ['a blank carrier name', { ...carrierAssigned, carrier: { name: '  ', mcNumber: '1' } }, 'carrier.name'],
    [
      'a pickup estimate of 61 characters',
      { ...carrierAssigned, carrier: { name: 'A', mcNumber: '1', pickupEstimate: 'x'.repeat(61) } },
      'carrier.pickupEstimate',
    ],
    ['a note of 501 characters', { ...carrierAssigned, note: 'n'.repeat(501) }, 'note'],
  ])('refuses %s', (_what, body, field) => {
    const result = readStatusEvent(JSON.parse(JSON.stringify(body)), NOW);
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : result.errors).toHaveProperty([field]);
  });

  it('takes a time up to 5 minutes ahead (clocks drift), and refuses what is not an object', () => {
    expect(readStatusEvent({ ...carrierAssigned, occurredAt: at(-4) }, NOW).ok).toBe(true);
    expect(readStatusEvent([carrierAssigned], NOW)).toEqual({ ok: false, errors: { body: 'Send a JSON object' } });
  });
});

describe(`recording status events (${testEngine()})`, () => {
  const event = (
    requestId: string,
    eventId: string,
    status: StatusEvent['status'],
    minutesBefore: number,
    extra = {},
  ) => read({ eventId, requestId, status, occurredAt: at(minutesBefore), ...extra });
  const carrier = { carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512' } };
  const outboxOf = async (leadId: number) =>
    (
      await db.all('SELECT channel FROM outbox WHERE lead_id = ? AND channel LIKE ? ORDER BY id', [leadId, 'status_%'])
    ).map((row) => String(row.channel));
  const eventRowId = async (eventId: string) =>
    Number((await db.get('SELECT id FROM order_events WHERE event_id = ?', [eventId]))?.id);

  it('takes events in order: each becomes the status, and each queues the customer’s e-mail', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 3_600_000 });
    const first = await recordStatusEvent(db, event(requestId, 'a-1', 'carrier_assigned', 30, carrier), NOW);
    expect(first).toEqual({
      status: 201,
      body: { status: 201, data: { requestId, orderStatus: 'carrier_assigned', eventId: 'a-1' } },
    });
    await recordStatusEvent(db, event(requestId, 'a-2', 'picked_up', 10), NOW);
    const order = await loadOrderByRequestId(db, requestId);
    expect(order).toMatchObject({ status: 'picked_up', statusAt: NOW - 600_000 });
    expect(order?.events.map((e) => [e.eventId, e.status, e.receivedAt])).toEqual([
      ['a-1', 'carrier_assigned', NOW],
      ['a-2', 'picked_up', NOW],
    ]);
    expect(order?.events[0]?.carrier).toEqual(carrier.carrier);
    // No text messages: this customer did not agree to them.
    expect(await outboxOf(leadId)).toEqual([
      `status_email:${await eventRowId('a-1')}`,
      `status_email:${await eventRowId('a-2')}`,
    ]);
  });

  it("counts each status e-mail in the hour's cap on e-mails to customers: past it, held (the text still goes)", async () => {
    const { requestId, leadId } = await bookedOrder(db, { sms: true, now: NOW - 3_600_000 });
    // The fixture's quote came without the form's token: an agent has looked at it and released it.
    expect(await releaseHeldConfirmations(db)).toBe(1);
    // The hour's one place goes to the first event's e-mail; the second waits for an agent.
    await recordStatusEvent(db, event(requestId, 'c-1', 'carrier_assigned', 30, carrier), NOW, 1);
    await recordStatusEvent(db, event(requestId, 'c-2', 'picked_up', 10), NOW, 1);
    const rows = await db.all(
      "SELECT channel, status FROM outbox WHERE lead_id = ? AND channel LIKE 'status_%' ORDER BY id",
      [leadId],
    );
    const [first, second] = [await eventRowId('c-1'), await eventRowId('c-2')];
    expect(rows).toEqual([
      { channel: `status_email:${first}`, status: 'pending' },
      { channel: `status_sms:${first}`, status: 'pending' },
      { channel: `status_email:${second}`, status: 'held' },
      { channel: `status_sms:${second}`, status: 'pending' },
    ]);
    expect(
      await db.get("SELECT held_for FROM customer_mails WHERE kind = 'status-update' AND held_for IS NOT NULL"),
    ).toEqual({ held_for: 'hourly-cap' });
  });

  it('ends in the right state whatever order the events arrive in, messaging only about the latest', async () => {
    const { requestId, leadId } = await bookedOrder(db, { sms: true, now: NOW - 3_600_000 });
    const answers = [
      await recordStatusEvent(db, event(requestId, 'b-delivered', 'delivered', 5), NOW),
      await recordStatusEvent(db, event(requestId, 'b-transit', 'in_transit', 20), NOW),
      await recordStatusEvent(db, event(requestId, 'b-picked', 'picked_up', 40), NOW),
    ];
    expect(answers.map((a) => [a.status, (a.body.data as { orderStatus: string }).orderStatus])).toEqual([
      [201, 'delivered'],
      [201, 'delivered'],
      [201, 'delivered'],
    ]);
    const order = await loadOrderByRequestId(db, requestId);
    expect(order?.status).toBe('delivered');
    expect(order?.events.map((e) => e.status)).toEqual(['picked_up', 'in_transit', 'delivered']);
    // The late ones joined the timeline; only the delivery was news (e-mail, and a text with consent).
    const delivered = await eventRowId('b-delivered');
    expect(await outboxOf(leadId)).toEqual([`status_email:${delivered}`, `status_sms:${delivered}`]);
  });

  it('answers the same event again 409 and writes nothing; the same id with other content 422', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 3_600_000 });
    const assigned = event(requestId, 'c-1', 'carrier_assigned', 30, carrier);
    expect((await recordStatusEvent(db, assigned, NOW)).status).toBe(201);
    const again = await recordStatusEvent(db, { ...assigned }, NOW + 1000);
    expect(again).toEqual({
      status: 409,
      body: {
        status: 409,
        error: 'duplicate_event',
        message: 'This event is already recorded: treat it as delivered.',
        data: { requestId, orderStatus: 'carrier_assigned', eventId: 'c-1' },
      },
    });
    const changed = await recordStatusEvent(
      db,
      { ...assigned, carrier: { name: 'Redwater Hauling', mcNumber: '774512' } },
      NOW + 2000,
    );
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ error: 'event_id_reused', errors: { eventId: expect.any(String) } });
    // Another order's event under an id already used is a reused id too.
    const other = await bookedOrder(db, { now: NOW - 3_600_000 });
    expect((await recordStatusEvent(db, { ...assigned, requestId: other.requestId }, NOW)).status).toBe(422);
    expect(Number((await db.get('SELECT COUNT(*) AS n FROM order_events'))?.n)).toBe(1);
    expect(await outboxOf(leadId)).toHaveLength(1);
    expect(await outboxOf(other.leadId)).toEqual([]);
  });

  it('refuses an event of an order that does not exist (404), writing nothing', async () => {
    const { requestId } = await bookedOrder(db, { now: NOW - 3_600_000 });
    await db.run('DELETE FROM orders');
    const answer = await recordStatusEvent(db, event(requestId, 'd-1', 'picked_up', 5), NOW);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'unknown_order' });
    const unknown = await recordStatusEvent(db, event('VLM-0000000000', 'd-2', 'picked_up', 5), NOW);
    expect(unknown.status).toBe(404);
    expect(Number((await db.get('SELECT COUNT(*) AS n FROM order_events'))?.n)).toBe(0);
    expect(Number((await db.get("SELECT COUNT(*) AS n FROM outbox WHERE channel LIKE 'status_%'"))?.n)).toBe(0);
  });

  it('takes a correction after delivery or cancellation: the event that happened last decides', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 3_600_000 });
    await recordStatusEvent(db, event(requestId, 'f-1', 'delivered', 30), NOW);
    // The dispatcher recorded the delivery by mistake: the car is still on the road.
    const corrected = await recordStatusEvent(
      db,
      event(requestId, 'f-2', 'in_transit', 10, { note: 'Delivery tomorrow' }),
      NOW,
    );
    expect(corrected.body.data).toMatchObject({ orderStatus: 'in_transit' });
    await recordStatusEvent(db, event(requestId, 'f-3', 'cancelled', 5), NOW);
    expect((await loadOrderByRequestId(db, requestId))?.status).toBe('cancelled');
    const reinstated = await recordStatusEvent(db, event(requestId, 'f-4', 'carrier_assigned', 1, carrier), NOW);
    expect(reinstated.body.data).toMatchObject({ orderStatus: 'carrier_assigned' });
    expect(await outboxOf(leadId)).toHaveLength(4);
  });

  it('records two events of one order sent at once, both, each status e-mail once', async () => {
    const { requestId, leadId } = await bookedOrder(db, { now: NOW - 3_600_000 });
    const answers = await Promise.all([
      recordStatusEvent(db, event(requestId, 'g-1', 'carrier_assigned', 20, carrier), NOW),
      recordStatusEvent(db, event(requestId, 'g-2', 'picked_up', 10), NOW),
      recordStatusEvent(db, event(requestId, 'g-2', 'picked_up', 10), NOW),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 409]);
    expect((await loadOrderByRequestId(db, requestId))?.status).toBe('picked_up');
    const channels = await outboxOf(leadId);
    expect(channels).toContain(`status_email:${await eventRowId('g-2')}`);
    expect(new Set(channels).size).toBe(channels.length);
  });
});
