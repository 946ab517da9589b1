/** @jest-environment node */
import http from 'http';
import type { AddressInfo } from 'net';
import { fetchGraphql } from './fetch-graphql';

let server: http.Server;
let url: string;
let answer: (res: http.ServerResponse, body: string) => void;
const seen: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      answer(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const request = { operationName: 'Menus', query: 'query Menus { menus { name } }', variables: { limit: 8 } };

describe('content call (SPEC §7 and §8)', () => {
  it('posts operationName, variables and query as JSON and returns the data', async () => {
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"menus":[]}}');
    await expect(fetchGraphql(url, request)).resolves.toEqual({ menus: [] });
    const last = seen[seen.length - 1];
    expect(last.headers['content-type']).toBe('application/json');
    expect(last.headers.accept).toBe('*/*');
    expect(JSON.parse(last.body)).toEqual(request);
  });

  it("throws and logs 'Error: {status} - {statusText}' when the answer is not OK", async () => {
    answer = (res) => res.writeHead(503, 'Service Unavailable').end();
    await expect(fetchGraphql(url, request)).rejects.toThrow('Error: 503 - Service Unavailable');
    expect(console.error).toHaveBeenCalledWith('Error: 503 - Service Unavailable');
  });

  it("throws 'GraphQL error' when the answer carries errors", async () => {
    answer = (res) => res.writeHead(200).end('{"errors":[{"message":"Cannot query field"}]}');
    await expect(fetchGraphql(url, request)).rejects.toThrow('GraphQL error');
  });

  it("throws 'Network error' when nothing answers", async () => {
    await expect(fetchGraphql('http://127.0.0.1:1/graphql', request)).rejects.toThrow('Network error');
  });
});
