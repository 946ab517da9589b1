import http from 'http';
import { Readable } from 'stream';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { clientAddress, forwardedAddress, UNKNOWN_ADDRESS, type AddressedRequest } from './client-address';
import { lookupEndpoint } from './lookup-endpoint';

/** A request as gatsby-adapter-netlify's handler makes it: a stream with IncomingMessage's prototype, no socket. */
function adapterRequest(headers: Record<string, string>, body = '{}'): AddressedRequest & Readable {
  const req = Object.assign(new Readable({ read() {} }), http.IncomingMessage.prototype) as unknown as Readable &
    AddressedRequest & { method: string; url: string; body: unknown };
  req.method = 'POST';
  req.url = '/api/cityZipLookup';
  req.headers = Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
  req.netlifyFunctionParams = { event: { httpMethod: 'POST', headers }, context: {} };
  req.body = JSON.parse(body) as unknown;
  return req;
}

const socketRequest = (remoteAddress: string | undefined, headers: Record<string, string> = {}): AddressedRequest => ({
  headers,
  socket: { remoteAddress },
});

describe('clientAddress', () => {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  beforeEach(() => (warnings.length = 0));

  it("reads Netlify's own header under the adapter, whatever X-Forwarded-For the client wrote", () => {
    const req = adapterRequest({ 'x-nf-client-connection-ip': '198.51.100.7', 'x-forwarded-for': '6.6.6.6' });
    expect(req.socket).toBeUndefined();
    expect(clientAddress(req, {}, warn)).toBe('198.51.100.7');
    expect(clientAddress(req, { TRUST_PROXY: '1' }, warn)).toBe('198.51.100.7');
    expect(warnings).toEqual([]);
  });

  it('counts an adapter request without the platform header as unknown, and says so loudly', () => {
    expect(clientAddress(adapterRequest({}), {}, warn)).toBe(UNKNOWN_ADDRESS);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/CANNOT TELL VISITORS APART/);
    expect(warnings[0]).toMatch(/x-nf-client-connection-ip/);
  });

  it('takes TRUST_PROXY as 1 or true, and otherwise ignores X-Forwarded-For', () => {
    const req = socketRequest('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' });
    expect(clientAddress(req, { TRUST_PROXY: '1' }, warn)).toBe('203.0.113.9');
    expect(clientAddress(req, { TRUST_PROXY: 'true' }, warn)).toBe('203.0.113.9');
    expect(clientAddress(req, { TRUST_PROXY: 'TRUE' }, warn)).toBe('203.0.113.9');
    expect(clientAddress(req, {}, warn)).toBe('10.0.0.2');
    expect(clientAddress(req, { TRUST_PROXY: 'no' }, warn)).toBe('10.0.0.2');
  });

  it("behind a trusted proxy takes the hop it added, never the client's own first entry", () => {
    // The client wrote "6.6.6.6"; our one proxy appended the address it saw.
    const req = socketRequest('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' });
    expect(clientAddress(req, { TRUST_PROXY: '1' }, warn)).toBe('203.0.113.9');
    // Two proxies of ours (a CDN, then a load balancer): the second entry from the right.
    const twoHops = socketRequest('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.7' });
    expect(clientAddress(twoHops, { TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }, warn)).toBe('203.0.113.9');
  });

  it('counts too short a forwarded chain as unknown', () => {
    const req = socketRequest('10.0.0.2', { 'x-forwarded-for': '203.0.113.9' });
    expect(clientAddress(req, { TRUST_PROXY: '1', TRUSTED_PROXY_HOPS: '2' }, warn)).toBe(UNKNOWN_ADDRESS);
    expect(warnings[0]).toMatch(/TRUSTED_PROXY_HOPS \(2\)/);
  });

  it('uses the socket when a trusted proxy sent no X-Forwarded-For, and unknown when there is no socket', () => {
    expect(clientAddress(socketRequest('10.0.0.3'), { TRUST_PROXY: '1' }, warn)).toBe('10.0.0.3');
    expect(clientAddress(socketRequest(undefined), {}, warn)).toBe(UNKNOWN_ADDRESS);
    expect(warnings[0]).toMatch(/set TRUST_PROXY=1/);
  });

  it('reads the hops from the right, ignoring blanks', () => {
    expect(forwardedAddress(' 1.1.1.1 ,, 2.2.2.2 ', 1)).toBe('2.2.2.2');
    expect(forwardedAddress('1.1.1.1, 2.2.2.2', 2)).toBe('1.1.1.1');
    expect(forwardedAddress('', 1)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
  });
});

describe('rate limits under the adapter', () => {
  function answerOf(req: AddressedRequest) {
    const endpoint = lookupEndpoint('test lookup', () => ['a suggestion']);
    let status = 0;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      setHeader: () => res,
      json: () => res,
    };
    endpoint(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse);
    return status;
  }
  const fromVisitor = (address: string) =>
    adapterRequest({ 'content-type': 'application/json', 'x-nf-client-connection-ip': address });

  it('gives each visitor their own bucket: one visitor over the limit blocks no other', () => {
    const first = Array.from({ length: 12 }, () => answerOf(fromVisitor('198.51.100.20')));
    expect(first.filter((status) => status === 200)).toHaveLength(10);
    expect(first.filter((status) => status === 429)).toHaveLength(2);
    expect(answerOf(fromVisitor('198.51.100.21'))).toBe(200);
  });
});
