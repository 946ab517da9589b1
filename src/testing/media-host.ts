import http from 'http';
import type { AddressInfo } from 'net';

/** A stand-in for the CMS's media host on a free local port, for the build's image tests. */
export interface StandInMediaHost {
  origin: string;
  /** The path of every request, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** What the host serves: each path's content type and body. */
export type HostedFiles = Record<string, { type: string; body: Buffer | string }>;

/** Serves each file at its path with its content type; any other path is a 404. */
export async function startMediaHost(files: HostedFiles): Promise<StandInMediaHost> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = files[req.url ?? ''];
    res.writeHead(file ? 200 : 404, file ? { 'content-type': file.type } : {});
    res.end(file?.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A host for the suite's tests, serving what `files` makes: started before them, closed after them. */
export function withMediaHost(files: () => Promise<HostedFiles>): Omit<StandInMediaHost, 'close'> {
  let host: StandInMediaHost;
  beforeAll(async () => (host = await startMediaHost(await files())));
  afterAll(() => host.close());
  return {
    get origin() {
      return host.origin;
    },
    get requests() {
      return host.requests;
    },
  };
}
