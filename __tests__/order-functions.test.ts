/** @jest-environment node */
import fs from 'fs';
import http, { type Server } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { admit } from '../scripts/services/site-server/front-door';
import { signCrmBody } from '../src/leads/delivery/crm-webhook';
import { quoteLinkParts } from '../src/leads/quote-link';
import { sharedLeadDatabase } from '../src/leads/store/open-store';
import { ORDER_REQUEST_RECEIVED } from '../src/orders/order-request-rules';
import { bookedOrder } from '../src/orders/testing/booked-order';

/**
 * The order's Functions as the site server runs them: the front door reads the body (and keeps its
 * bytes), then /api/orderStatus checks the signature over exactly those bytes and records the
 * event, and /api/orderRequest takes a customer's request from the signed link.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-status-'));
const saved = { ...process.env };
process.env.LEADS_SQLITE_FILE = path.join(dir, 'leads.db');
process.env.ORDER_STATUS_SECRET = 'status-secret-for-tests';
process.env.LEAD_LINK_SECRET = 'link-secret-for-tests';
delete process.env.DATABASE_URL;

let server: Server;
let base: string;
let url: string;

beforeAll(async () => {
  type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
  const functions: Record<string, Handler> = {
    orderStatus: ((await import('../src/api/orderStatus')) as { default: Handler }).default,
    orderRequest: ((await import('../src/api/orderRequest')) as { default: Handler }).default,
  };
  server = http.createServer((req, res) => {
    const response = Object.assign(res, {
      status: (code: number) => {
        res.statusCode = code;
        return response;
      },
      json: (body: unknown) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      },
    });
    const route = (req.url ?? '').replace(/^\/api\//, '');
    void admit(route, req, res).then(async (admitted) => {
      if (admitted)
        await functions[route]?.(
          req as unknown as GatsbyFunctionRequest,
          response as unknown as GatsbyFunctionResponse,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  url = `${base}/orderStatus`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await (await sharedLeadDatabase()).close();
  process.env = saved;
  fs.rmSync(dir, { recursive: true, force: true });
});

let logs: jest.SpyInstance;
beforeEach(() => {
  logs = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => logs.mockRestore());

const post = (text: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });

const eventRows = async () =>
  Number((await (await sharedLeadDatabase()).get('SELECT COUNT(*) AS n FROM order_events'))?.n);

describe('/api/orderStatus behind the front door', () => {
  it('takes an event signed over its own formatting, once; refuses it tampered, unsigned or old', async () => {
    const { requestId } = await bookedOrder(await sharedLeadDatabase());
    const event = {
      eventId: `dispatch-${Date.now()}`,
      requestId,
      status: 'carrier_assigned',
      occurredAt: new Date().toISOString(),
      carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512' },
    };
    const text = JSON.stringify(event, null, 2);
    const signature = signCrmBody(text, 'status-secret-for-tests');
    const tampered = await post(text.replace('Bluewater', 'Redwater'), { 'Velmora-Signature': signature });
    expect(tampered.status).toBe(401);
    expect(await tampered.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await post(text)).status).toBe(401);
    const old = signCrmBody(text, 'status-secret-for-tests', Date.now() - 10 * 60_000);
    expect((await post(text, { 'Velmora-Signature': old })).status).toBe(401);
    expect(await eventRows()).toBe(0);

    const taken = await post(text, { 'Velmora-Signature': signature });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toEqual({
      status: 201,
      data: { requestId, orderStatus: 'carrier_assigned', eventId: event.eventId },
    });
    expect((await post(text, { 'Velmora-Signature': signature })).status).toBe(409);
    expect(await eventRows()).toBe(1);
    // The log names the event and the answer, never the customer.
    const lines = logs.mock.calls.map((call) => String(call[0])).join('\n');
    expect(lines).toContain(`orderStatus 201: event ${event.eventId} of ${requestId}, carrier_assigned`);
    expect(lines).not.toMatch(/@example\.com|555-0199|Maria/);
  });

  it('answers field errors 422 for a signed body that is not an event', async () => {
    const text = JSON.stringify({ eventId: 'x', status: 'lost' });
    const answer = await post(text, { 'Velmora-Signature': signCrmBody(text, 'status-secret-for-tests') });
    expect(answer.status).toBe(422);
    expect((await answer.json()).errors).toMatchObject({ requestId: expect.any(String), status: expect.any(String) });
  });

  it('answers 503 naming the setting when a production deployment has no ORDER_STATUS_SECRET', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.NETLIFY = 'true';
    delete process.env.ORDER_STATUS_SECRET;
    try {
      const answer = await post('{}', { 'Velmora-Signature': 't=1,v1=00' });
      expect(answer.status).toBe(503);
      expect((await answer.json()).message).toMatch(/^ORDER_STATUS_SECRET is not set/);
    } finally {
      delete process.env.NETLIFY;
      process.env.ORDER_STATUS_SECRET = 'status-secret-for-tests';
      process.env.LEAD_LINK_SECRET = 'link-secret-for-tests';
      errors.mockRestore();
    }
  });
});

describe('/api/orderRequest behind the front door', () => {
  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/orderRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('takes a request from the signed link of a booked quote; refuses another link or another site', async () => {
    const { requestId } = await bookedOrder(await sharedLeadDatabase());
    const link = quoteLinkParts(requestId, 'link-secret-for-tests');
    const request = { kind: 'change', message: 'Please deliver after 5 pm.' };
    const forged = await ask({ ...link, sig: quoteLinkParts(requestId, 'another-secret').sig, request });
    expect(forged.status).toBe(403);
    const elsewhere = await ask({ ...link, request }, { origin: 'https://elsewhere.example' });
    expect(elsewhere.status).toBe(403);
    const taken = await ask({ ...link, request });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ message: ORDER_REQUEST_RECEIVED, data: { requests: [request] } });
    const rows = await (await sharedLeadDatabase()).all('SELECT kind, message FROM order_requests');
    expect(rows).toEqual([{ kind: 'change', message: 'Please deliver after 5 pm.' }]);
  });
});
