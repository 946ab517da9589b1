/** @jest-environment node */
import http, { type Server } from 'http';
import type { AddressInfo } from 'net';
import { admit, type FrontDoorRequest } from './front-door';
import type { GatsbyFunctionRequest } from 'gatsby';
import { jsonTextTooDeep, MAX_BODY_BYTES } from '../../../src/server/function-policies';
import { rawBodyOf } from '../../../src/server/raw-body';

/** A real HTTP server whose only route is the front door, answering what it let through. */
let server: Server;
let base: string;
let reached: { route: string; body: unknown }[] = [];
/** The body each admitted request's Function would read for a signature (src/server/raw-body.ts). */
let rawBodies: string[] = [];

beforeAll(async () => {
  server = http.createServer((req: FrontDoorRequest, res) => {
    const route = (req.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? '';
    void admit(route, req, res).then((admitted) => {
      if (!admitted) return;
      reached.push({ route, body: req.body });
      rawBodies.push(rawBodyOf(req as unknown as GatsbyFunctionRequest).toString('utf8'));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, ended: req.readableEnded }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  reached = [];
  rawBodies = [];
});

const post = (route: string, body: BodyInit, type = 'application/json') =>
  fetch(`${base}/api/${route}`, { method: 'POST', headers: { 'content-type': type }, body });

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('the front door', () => {
  it('lets a JSON post through with its body parsed once and the stream consumed', async () => {
    const response = await post('createLead', JSON.stringify({ firstName: 'Maria', vehicles: [{ make: 'Ford' }] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, ended: true });
    expect(reached).toEqual([{ route: 'createLead', body: { firstName: 'Maria', vehicles: [{ make: 'Ford' }] } }]);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the bytes as sent beside the parsed body, for a signature over them', async () => {
    // A sender's own formatting, which JSON.stringify of the parsed body would not give back.
    const text = '{\n  "eventId": "dispatch-1",\n  "note": "caf\\u00e9 \u2192 ok"\n}';
    const response = await post('orderStatus', text);
    expect(response.status).toBe(200);
    expect(reached).toEqual([{ route: 'orderStatus', body: { eventId: 'dispatch-1', note: 'café → ok' } }]);
    expect(rawBodies).toEqual([text]);
  });

  it.each([
    ['5,000 deep to a lookup', 'makeLookup', nested(5_000), 413, 'payload_too_large'],
    ['1,000 deep to a lookup', 'makeLookup', nested(1_000), 400, 'too_deep'],
    ['5,000 deep to the lead intake', 'createLead', nested(5_000), 400, 'too_deep'],
    ['100,000 deep to the lead intake', 'createLead', nested(100_000), 413, 'payload_too_large'],
  ])('refuses JSON nested %s before parsing it', async (_what, route, body, status, error) => {
    const response = await post(route, body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ status, error });
    expect(reached).toEqual([]);
  });

  it('counts the bytes of a body sent without a length, and refuses it once past the limit', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i += 1) controller.enqueue(new TextEncoder().encode(`"${'x'.repeat(1022)}",`));
        controller.close();
      },
    });
    const response = await fetch(`${base}/api/createLead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    expect(reached).toEqual([]);
  });

  it('refuses a declared length over the limit without reading the body', async () => {
    const response = await post('createLead', JSON.stringify({ note: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });

  it.each([
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['a form', 'application/x-www-form-urlencoded', 'a=1'],
    ['text', 'text/plain', '{}'],
    ['JSON in Latin-1', 'application/json; charset=iso-8859-1', '{}'],
  ])('refuses %s with 415', async (_what, type, body) => {
    const response = await post('createLead', body, type);
    expect(response.status).toBe(415);
    expect(reached).toEqual([]);
  });

  it('refuses bytes that are not UTF-8, and text that is not JSON, with 400', async () => {
    const invalid = await post('estimate', new Uint8Array([0x7b, 0x22, 0xc3, 0x28, 0x22, 0x3a, 0x31, 0x7d]));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid_encoding' });
    const broken = await post('estimate', '{"firstName": "Ma');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid_json' });
    expect(reached).toEqual([]);
  });

  it('takes only the methods a Function takes', async () => {
    const get = await fetch(`${base}/api/createLead`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const put = await fetch(`${base}/api/quote`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const read = await fetch(`${base}/api/pingGRPC`);
    expect(read.status).toBe(200);
    expect(reached).toEqual([{ route: 'pingGRPC', body: {} }]);
  });

  it('lets an unknown route through untouched, for the 404', async () => {
    const response = await fetch(`${base}/api/nothing-here`);
    expect(response.status).toBe(200);
    expect(reached).toEqual([{ route: 'nothing-here', body: undefined }]);
  });
});

describe('jsonTextTooDeep', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonTextTooDeep(nested(16))).toBe(false);
    expect(jsonTextTooDeep(nested(17))).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ a: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' }))).toBe(false);
    expect(jsonTextTooDeep(JSON.stringify({ a: 'quote \\" then [[[[[[[[[[[[[[[[[[[[[[[[[[' }))).toBe(false);
  });
});
