/** @jest-environment node */
import { createHmac } from 'crypto';
import { signCrmBody } from '../leads/delivery/crm-webhook';
import { readOrderStatusCall } from './order-status-endpoint';

const NOW = Date.parse('2026-12-02T21:00:00Z');
const event = {
  eventId: 'dispatch-7',
  requestId: 'VLM-7K3M9QX2HD',
  status: 'picked_up',
  occurredAt: '2026-12-02T20:55:00Z',
};
const call = (text: string, signature: string | undefined, secret = 'current-key') =>
  readOrderStatusCall({ rawBody: Buffer.from(text), signature, secret, now: NOW });

describe('reading an /api/orderStatus call', () => {
  const text = JSON.stringify(event);

  it('reads the event of a body signed with the key within 300 s either way', () => {
    expect(call(text, signCrmBody(text, 'current-key', NOW - 299_000))).toEqual({
      ok: true,
      event: { ...event, occurredAt: Date.parse(event.occurredAt) },
    });
    expect(call(text, signCrmBody(text, 'current-key', NOW + 299_000)).ok).toBe(true);
  });

  it.each([
    ['no header', undefined],
    ['another key', signCrmBody(text, 'old-key', NOW)],
    ['a timestamp 301 s old', signCrmBody(text, 'current-key', NOW - 301_000)],
    ['a header of another scheme', 'sha256=abc'],
  ])('refuses %s with 401 before reading the body', (_what, signature) => {
    const read = call(text, signature);
    expect(read).toMatchObject({ ok: false, answer: { status: 401, body: { error: 'invalid_signature' } } });
  });

  it('takes a rotation: the sender signs with the old and the new key, either one matches', () => {
    const t = Math.floor(NOW / 1000);
    const v1 = (key: string) => createHmac('sha256', key).update(`${t}.${text}`).digest('hex');
    const both = `t=${t},v1=${v1('old-key')},v1=${v1('current-key')}`;
    expect(call(text, both).ok).toBe(true);
    expect(call(text, both, 'old-key').ok).toBe(true);
  });

  it('answers a signed body that is not JSON 400, and one that is not an event 422 with its fields', () => {
    const broken = '{"eventId": ';
    expect(call(broken, signCrmBody(broken, 'current-key', NOW))).toMatchObject({
      answer: { status: 400, body: { error: 'invalid_json' } },
    });
    const late = JSON.stringify({ ...event, occurredAt: '2026-12-02T21:06:00Z' });
    expect(call(late, signCrmBody(late, 'current-key', NOW))).toMatchObject({
      answer: { status: 422, body: { errors: { occurredAt: 'Not more than 5 minutes in the future' } } },
    });
  });
});
