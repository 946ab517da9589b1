/** @jest-environment node */
import fs from 'fs';
import http, { type Server } from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { admit } from '../scripts/services/site-server/front-door';
import { signCrmBody } from '../src/leads/delivery/crm-webhook';
import { issueFormToken } from '../src/leads/form-token';
import { submitQuote } from '../src/leads/intake';
import { quoteLinkParts } from '../src/leads/quote-link';
import { validLead } from '../src/leads/testing/fixtures';
import type { BookingView } from '../src/orders/booking';
import { loadOrderByRequestId } from '../src/orders/order-record';
import { estimateQuote } from '../src/pricing/quote-estimate';
import { DEFAULT_RATE_TABLE, type RateTable } from '../src/pricing/rate-table';
import { sharedLeadDatabase } from '../src/leads/store/open-store';
import { ORDER_REQUEST_RECEIVED } from '../src/orders/order-request-rules';
import { bookedOrder } from '../src/orders/testing/booked-order';

/**
 * The order's Functions as the site server runs them: the front door reads the body (and keeps its
 * bytes), then /api/orderStatus checks the signature over exactly those bytes and records the
 * event, /api/orderRequest takes a customer's request from the signed link, and /api/book signs
 * an order at the price its page showed, with the rate table the Functions read at that moment.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'order-status-'));
const saved = { ...process.env };
process.env.LEADS_SQLITE_FILE = path.join(dir, 'leads.db');
process.env.ORDER_STATUS_SECRET = 'status-secret-for-tests';
process.env.LEAD_LINK_SECRET = 'link-secret-for-tests';
// The rate table the Functions read: a file this test changes, as a broker changes the rates.
const ratesFile = path.join(dir, 'rates.json');
fs.writeFileSync(ratesFile, JSON.stringify(DEFAULT_RATE_TABLE));
process.env.PRICING_RATES_FILE = ratesFile;
// No CMS here: the built-in order terms, at once.
process.env.CMS_GRAPHQL_URL = 'http://127.0.0.1:9/graphql';
delete process.env.DATABASE_URL;

let server: Server;
let base: string;
let url: string;

beforeAll(async () => {
  type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
  const functions: Record<string, Handler> = {
    orderStatus: ((await import('../src/api/orderStatus')) as { default: Handler }).default,
    orderRequest: ((await import('../src/api/orderRequest')) as { default: Handler }).default,
    book: ((await import('../src/api/book')) as { default: Handler }).default,
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
    const address = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = address.pathname.replace(/^\/api\//, '');
    Object.assign(req, { query: Object.fromEntries(address.searchParams) });
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

describe('/api/orderRequest from the link the intake answered', () => {
  it('is refused: the order is followed and changed from the e-mailed link', async () => {
    const { requestId } = await bookedOrder(await sharedLeadDatabase());
    const answered = quoteLinkParts(requestId, 'link-secret-for-tests', Date.now(), 'answer');
    const answer = await fetch(`${base}/orderRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...answered, request: { kind: 'cancel', message: 'Cancel it, please.' } }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'emailed_link_needed' });
    expect(
      await (await sharedLeadDatabase()).all("SELECT id FROM order_requests WHERE message = 'Cancel it, please.'"),
    ).toEqual([]);
  });
});

describe('/api/book when the rates change after the page was opened', () => {
  /** The rate table the Functions read, changed the way a broker's file is: a new version, every land price up. */
  function raiseRates(): void {
    const table = JSON.parse(fs.readFileSync(ratesFile, 'utf8')) as RateTable;
    const raised = {
      ...table,
      version: `${table.version}-raised`,
      land: { ...table.land, fixed: table.land.fixed + 300 },
    };
    fs.writeFileSync(ratesFile, JSON.stringify(raised));
    // A file changed within the same millisecond as it was read still reads as changed.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(ratesFile, later, later);
  }

  const post = (body: unknown) =>
    fetch(`${base}/book`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)' },
      body: JSON.stringify(body),
    });

  it('answers 409 with the new price; the same signed again with the new price is booked', async () => {
    // The built-in terms are used while the CMS (none here) cannot be asked: it says so once.
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await sharedLeadDatabase();
    const intake = await submitQuote(
      db,
      {
        kind: 'lead',
        body: {
          ...validLead({ email: `rates.${Date.now()}@example.com` }),
          formToken: issueFormToken('link-secret-for-tests', Date.now() - 40_000),
        },
        clientIp: '198.18.200.1',
      },
      {
        rateLimitSalt: 'salt',
        linkSecret: 'link-secret-for-tests',
        siteUrl: 'https://www.velmora.test',
        estimate: (request) => estimateQuote(request, DEFAULT_RATE_TABLE),
      },
    );
    const requestId = (intake.body.data as { lead: { id: string } }).lead.id;
    // The customer's e-mailed link: it books at once.
    const link = quoteLinkParts(requestId, 'link-secret-for-tests');
    const opened = await fetch(`${base}/book?${new URLSearchParams({ ...link }).toString()}`);
    expect(opened.status).toBe(200);
    const seen = ((await opened.json()) as { data: BookingView }).data;
    expect(seen.link).toBe('email');
    const shown = seen.windows.find((window) => window.id === 'one-day')?.prices.Open?.price;
    const booking = {
      ...link,
      version: seen.version,
      termsHash: seen.terms.hash,
      pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
      delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
      pickupWindow: 'one-day',
      transportType: 'Open',
      price: shown,
      signature: { name: 'Maria Lopez', consent: true },
    };

    raiseRates();
    const refused = await post(booking);
    expect(refused.status).toBe(409);
    const answer = (await refused.json()) as { error: string; data: BookingView };
    expect(answer.error).toBe('price_changed');
    const now = answer.data.windows.find((window) => window.id === 'one-day')?.prices.Open?.price;
    expect(now?.[0]).toBeGreaterThan(shown?.[0] ?? Infinity);
    expect(await loadOrderByRequestId(db, requestId)).toBeNull();

    const signed = await post({ ...booking, price: now });
    expect(signed.status).toBe(201);
    const order = await loadOrderByRequestId(db, requestId);
    expect(order?.details).toMatchObject({ pickupWindow: 'one-day', transportType: 'Open', price: now });
    expect(order?.quoteVersion).toBe(2);
    warnings.mockRestore();
  });
});
