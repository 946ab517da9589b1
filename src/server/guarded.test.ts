/** @jest-environment node */
import fs from 'fs';
import http, { type Server } from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { FUNCTION_POLICIES } from './function-policies';
import { guarded, GUARDED } from './guarded';

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown;

/** A real server whose handler is guarded as a Function is; `json` is what express adds. */
async function serve(handler: Handler): Promise<{ url: string; server: Server }> {
  const server = http.createServer((req, res) => {
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
    void guarded('test', handler)(
      req as unknown as GatsbyFunctionRequest,
      response as unknown as GatsbyFunctionResponse,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

describe('a guarded Function', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  it.each([
    [
      'throws',
      () => {
        throw new Error('broken at once');
      },
    ],
    [
      'rejects',
      async () => {
        await Promise.resolve();
        throw new Error('broken later');
      },
    ],
  ])('that %s is answered once with a JSON 500 and logged with the request id', async (_what, handler) => {
    const { url, server } = await serve(handler);
    try {
      const response = await fetch(url, { headers: { 'x-request-id': 'req-123' } });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({
        status: 500,
        error: 'function_failed',
        message: 'Something went wrong on our side. Please try again.',
        errors: {},
      });
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^Function test failed \(request req-123\): broken/));
    } finally {
      server.close();
    }
  });

  it('that fails after it began its answer ends that answer', async () => {
    const { url, server } = await serve(async (_req, res) => {
      res.setHeader('content-type', 'text/plain');
      res.write('half');
      await Promise.resolve();
      throw new Error('broken midway');
    });
    try {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('half');
    } finally {
      server.close();
    }
  });
});

describe('the Functions', () => {
  const apiDir = path.join(__dirname, '..', 'api');
  const routes = fs
    .readdirSync(apiDir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

  it('each have a policy at the front door, and no policy names a Function that is not there', () => {
    expect(Object.keys(FUNCTION_POLICIES).sort()).toEqual(routes);
  });

  it.each(routes)('%s is guarded', async (route) => {
    const loaded = (await import(path.join(apiDir, `${route}.ts`))) as { default: Handler & { [GUARDED]?: string } };
    expect(loaded.default[GUARDED]).toBe(route);
  });
});
