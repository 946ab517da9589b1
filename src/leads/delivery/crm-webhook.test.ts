/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { SMS_CONSENT_WORDINGS } from '../../quote/consent';
import { withTempDir } from '../../testing/temp-dirs';
import {
  crmDeliveryKey,
  crmFileTransport,
  crmLead,
  crmWebhookTransport,
  signCrmBody,
  verifyCrmSignature,
  type CrmLead,
} from './crm-webhook';
import { carrierAssigned, sampleLead, sampleOrder } from './testing/sample-lead';
import { camryAndPickup, seaRayOnTrailer } from '../testing/fixtures';
import { startTestCrm, type TestCrm } from './testing/test-crm';

const SECRET = 'whsec-test';
const lead = sampleLead;

describe('CRM webhook signature', () => {
  const body = JSON.stringify(crmLead(lead()));
  const now = Date.UTC(2025, 9, 7, 14, 5);

  it('verifies the body it signed, with the signed timestamp', () => {
    const header = signCrmBody(body, SECRET, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(header.startsWith(`t=${Math.floor(now / 1000)},`)).toBe(true);
    expect(verifyCrmSignature(body, header, SECRET, 300, now)).toBe(true);
    expect(verifyCrmSignature(Buffer.from(body), header, SECRET, 300, now + 299_000)).toBe(true);
  });

  it('fails a tampered body, another secret, an old or a future timestamp, and a forged timestamp', () => {
    const header = signCrmBody(body, SECRET, now);
    expect(verifyCrmSignature(body.replace('Maria', 'Mario'), header, SECRET, 300, now)).toBe(false);
    expect(verifyCrmSignature(`${body} `, header, SECRET, 300, now)).toBe(false);
    expect(verifyCrmSignature(body, header, 'another-secret', 300, now)).toBe(false);
    expect(verifyCrmSignature(body, header, SECRET, 300, now + 301_000)).toBe(false);
    expect(verifyCrmSignature(body, header, SECRET, 300, now - 301_000)).toBe(false);
    const forged = header.replace(/^t=\d+/, `t=${Math.floor(now / 1000) + 3600}`);
    expect(verifyCrmSignature(body, forged, SECRET, 300, now + 3_600_000)).toBe(false);
  });

  it('refuses malformed headers and accepts any one matching v1 (secret rotation)', () => {
    const header = signCrmBody(body, SECRET, now);
    const v1 = header.split('v1=')[1];
    for (const bad of [
      undefined,
      '',
      'garbage',
      `v1=${v1}`,
      `t=abc,v1=${v1}`,
      `t=1,t=2,v1=${v1}`,
      `t=${Math.floor(now / 1000)},v1=zz`,
    ]) {
      expect(verifyCrmSignature(body, bad, SECRET, 300, now)).toBe(false);
    }
    expect(verifyCrmSignature(body, header, '', 300, now)).toBe(false);
    const rotated = `${header.split(',')[0]},v1=${'0'.repeat(64)},v1=${v1}`;
    expect(verifyCrmSignature(body, rotated, SECRET, 300, now)).toBe(true);
  });
});

describe('CRM webhook body', () => {
  it('carries the lead number, request identification, kind, time, contact, route, date, vehicles, tracking and status', () => {
    const body: CrmLead = crmLead(lead({ kind: 'booking' }));
    expect(body).toEqual({
      event: 'lead',
      number: 42,
      requestId: 'VLM-7K3M9QX2HD',
      kind: 'booking',
      status: 'received',
      receivedAt: '2025-10-07T14:03:00.000Z',
      contact: { firstName: 'Maria', email: 'maria.lopez@example.com', phone: '(310) 555-0199' },
      route: {
        origin: { country: 'US', state: 'CA', city: 'Beverly Hills', postalCode: '90210' },
        destination: { country: 'US', state: 'NY', city: 'New York', postalCode: '10001' },
        transportType: 'Open',
        international: false,
        shippingMethod: null,
      },
      shipDate: '2025-10-14',
      vehicles: [{ make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' }],
      tracking: { id: 'spring-campaign', source: 'Home Page', fbclid: 'IwAR0example', templateId: 'home' },
      holdReason: null,
      smsUpdates: null,
      revision: 0,
      estimate: null,
      order: null,
      request: null,
    });
  });

  it("carries each vehicle's category and facts as stored; a vehicle sent without one stays SPEC's entry", () => {
    const body = crmLead(lead({}, { vehicles: [seaRayOnTrailer, camryAndPickup[1]!] }));
    expect(body.vehicles).toEqual([
      {
        make: 'Sea Ray',
        model: 'Sundancer 320',
        year: 2018,
        inop: 0,
        type: 'Car',
        category: 'boat',
        facts: { lengthFt: 32, beamFt: 10.5, heightFt: 12.5, onOwnTrailer: true },
      },
      { make: 'Ford', model: 'F-150', year: 2019, inop: 1, type: 'Pickup' },
    ]);
  });

  it('carries the SMS updates answer with its wording version and words, and why a held lead was held', () => {
    const answeredAt = Date.UTC(2026, 10, 25, 9, 30);
    const agreed = crmLead(
      lead({ status: 'held', holdReason: 'email-limit', sms: { agreed: true, version: 'sms-2026-11', answeredAt } }),
    );
    expect(agreed).toMatchObject({
      status: 'held',
      holdReason: 'email-limit',
      smsUpdates: {
        agreed: true,
        wordingVersion: 'sms-2026-11',
        wording: SMS_CONSENT_WORDINGS['sms-2026-11'],
        answeredAt: '2026-11-25T09:30:00.000Z',
      },
    });
    expect(agreed.smsUpdates?.wording).toContain('Reply STOP to opt out');
    const declined = crmLead(lead({ sms: { agreed: false, version: 'sms-2026-11', answeredAt } }));
    expect(declined.smsUpdates).toMatchObject({ agreed: false, wordingVersion: 'sms-2026-11' });
    // A version this build does not know (a newer site wrote it) still reaches the CRM, without words.
    expect(crmLead(lead({ sms: { agreed: true, version: 'sms-2099-01', answeredAt } })).smsUpdates).toMatchObject({
      wordingVersion: 'sms-2099-01',
      wording: null,
    });
  });
});

describe('the CRM record of an order (issue 28)', () => {
  const request = {
    id: 5,
    kind: 'change' as const,
    message: 'Pick up a day later, please.',
    createdAt: Date.UTC(2025, 9, 10, 8),
  };
  const booked = () => lead({ order: sampleOrder({ events: [carrierAssigned()], requests: [request] }) });

  it('sends the signed order as an "order signed" update of the same record: details, signature record and terms', () => {
    const body = crmLead(booked(), { revision: 0, order: 'signed' });
    expect(body).toMatchObject({
      event: 'order-signed',
      number: 42,
      requestId: 'VLM-7K3M9QX2HD',
      revision: 0,
      request: null,
    });
    expect(body.order).toEqual({
      number: 7,
      status: 'booked',
      statusAt: '2025-10-08T09:12:33.000Z',
      bookedAt: '2025-10-08T09:12:33.000Z',
      quoteVersion: 2,
      details: sampleOrder().details,
      signature: {
        name: 'Maria Lopez',
        signedAt: '2025-10-08T09:12:33.000Z',
        ip: '203.0.113.7',
        userAgent: 'Mozilla/5.0 (test)',
      },
      terms: { version: 'test-1', title: 'Vehicle transport order terms', hash: sampleOrder().terms.hash },
    });
    expect(() => crmLead(lead(), { revision: 0, order: 'signed' })).toThrow('VLM-7K3M9QX2HD has no order');
  });

  it('sends a change or cancel request with the request, and the order as it stands', () => {
    const body = crmLead(booked(), { revision: 0, order: 'request', orderRequestId: 5 });
    expect(body).toMatchObject({
      event: 'order-request',
      order: { number: 7, status: 'booked' },
      request: {
        id: 5,
        kind: 'change',
        message: 'Pick up a day later, please.',
        createdAt: '2025-10-10T08:00:00.000Z',
      },
    });
    expect(() => crmLead(booked(), { revision: 0, order: 'request', orderRequestId: 6 })).toThrow('has no request 6');
  });

  it('keys each update apart, the lead and its quote changes as before', () => {
    expect(crmDeliveryKey('VLM-A')).toBe('VLM-A');
    expect(crmDeliveryKey('VLM-A', 0)).toBe('VLM-A');
    expect(crmDeliveryKey('VLM-A', 3)).toBe('VLM-A:v3');
    expect(crmDeliveryKey('VLM-A', { revision: 3 })).toBe('VLM-A:v3');
    expect(crmDeliveryKey('VLM-A', { revision: 0, order: 'signed' })).toBe('VLM-A:order-signed');
    expect(crmDeliveryKey('VLM-A', { revision: 0, order: 'request', orderRequestId: 12 })).toBe('VLM-A:request:12');
    expect(crmLead(lead(), 3)).toMatchObject({ event: 'quote-changed', revision: 3, order: null });
  });
});

describe('CRM webhook delivery', () => {
  let crm: TestCrm;
  beforeAll(async () => (crm = await startTestCrm(SECRET)));
  afterAll(() => crm.close());
  beforeEach(() => crm.reset());
  const send = crmWebhookTransport({ url: '', secret: SECRET });
  const transport = () => crmWebhookTransport({ url: crm.url, secret: SECRET });

  it('POSTs signed JSON with the request identification as Idempotency-Key', async () => {
    expect(await transport()(lead())).toEqual({ detail: 'HTTP 201' });
    const [request] = crm.requests;
    expect(request).toMatchObject({
      idempotencyKey: 'VLM-7K3M9QX2HD',
      contentType: 'application/json',
      signatureValid: true,
    });
    expect(JSON.parse(request?.rawBody ?? '')).toEqual(crmLead(lead()));
    expect(crm.stored.get('VLM-7K3M9QX2HD')).toBe(1);
  });

  it('POSTs the "order signed" update and a request, signed, each with its own Idempotency-Key', async () => {
    const booked = lead({
      order: sampleOrder({
        requests: [{ id: 5, kind: 'cancel', message: 'Cancel it', createdAt: Date.UTC(2025, 9, 10) }],
      }),
    });
    expect(await transport()(booked, { revision: 0, order: 'signed' })).toEqual({ detail: 'HTTP 201' });
    expect(await transport()(booked, { revision: 0, order: 'request', orderRequestId: 5 })).toEqual({
      detail: 'HTTP 201',
    });
    expect(crm.requests.map((request) => [request.idempotencyKey, request.signatureValid])).toEqual([
      ['VLM-7K3M9QX2HD:order-signed', true],
      ['VLM-7K3M9QX2HD:request:5', true],
    ]);
    expect(JSON.parse(crm.requests[0]?.rawBody ?? '')).toMatchObject({ event: 'order-signed', order: { number: 7 } });
    expect(JSON.parse(crm.requests[1]?.rawBody ?? '')).toMatchObject({ event: 'order-request', request: { id: 5 } });
  });

  it('sends the SMS answer inside the signed body', async () => {
    const withSms = lead({ sms: { agreed: true, version: 'sms-2026-11', answeredAt: Date.UTC(2026, 10, 25) } });
    await transport()(withSms);
    const [request] = crm.requests;
    expect(request?.signatureValid).toBe(true);
    expect(JSON.parse(request?.rawBody ?? '').smsUpdates).toMatchObject({
      agreed: true,
      wordingVersion: 'sms-2026-11',
    });
    expect(verifyCrmSignature(request?.rawBody ?? '', request?.signature, SECRET)).toBe(true);
  });

  it('counts a 409 as delivered and any other non-2xx as a failure', async () => {
    crm.alreadyHas('VLM-7K3M9QX2HD');
    expect(await transport()(lead())).toEqual({ detail: 'already in the CRM (HTTP 409)' });
    for (const status of [400, 401, 404, 429, 500, 503]) {
      crm.failWith(status);
      await expect(transport()(lead())).rejects.toThrow(`The CRM answered HTTP ${status}`);
    }
    const wrongSecret = crmWebhookTransport({ url: crm.url, secret: 'not-the-secret' });
    crm.reset();
    await expect(wrongSecret(lead())).rejects.toThrow('HTTP 401');
    expect(crm.stored.size).toBe(0);
  });

  it('fails when the CRM is down or the address is unusable', async () => {
    await crm.down();
    await expect(transport()(lead())).rejects.toThrow(
      /The CRM could not be reached: (connect ECONNREFUSED|other side closed)/,
    );
    await crm.up();
    await expect(send(lead())).rejects.toThrow(/could not be reached/);
  });
});

describe('CRM file delivery (no CRM_WEBHOOK_URL)', () => {
  let dir: string;
  withTempDir('velmora-crm-', (made) => (dir = made));

  it('writes one JSON file per lead, named by its request identification, owner-only, with no temporary left', async () => {
    const crmDir = path.join(dir, 'crm');
    await crmFileTransport(crmDir)(lead());
    await crmFileTransport(crmDir)(lead()); // a retry rewrites the same file
    await crmFileTransport(crmDir)(lead({ requestId: 'VLM-../../etc/x' }));
    expect(fs.readdirSync(crmDir).sort()).toEqual(['VLM-7K3M9QX2HD.json', 'VLM-______etc_x.json']);
    const file = path.join(crmDir, 'VLM-7K3M9QX2HD.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(crmLead(lead()));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('rewrites the same file with the order on it when the order is signed', async () => {
    const crmDir = path.join(dir, 'crm');
    await crmFileTransport(crmDir)(lead());
    await crmFileTransport(crmDir)(lead({ order: sampleOrder() }), { revision: 0, order: 'signed' });
    expect(fs.readdirSync(crmDir)).toEqual(['VLM-7K3M9QX2HD.json']);
    const record = JSON.parse(fs.readFileSync(path.join(crmDir, 'VLM-7K3M9QX2HD.json'), 'utf8')) as CrmLead;
    expect(record).toMatchObject({
      event: 'order-signed',
      requestId: 'VLM-7K3M9QX2HD',
      order: { signature: { name: 'Maria Lopez' } },
    });
  });
});
