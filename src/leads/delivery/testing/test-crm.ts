import http from 'http';
import type { AddressInfo } from 'net';
import { CRM_SIGNATURE_HEADER, verifyCrmSignature } from '../crm-webhook';

export interface ReceivedWebhook {
  idempotencyKey: string;
  contentType: string;
  signature: string;
  signatureValid: boolean;
  rawBody: string;
}

/**
 * A CRM for the tests, on 127.0.0.1: verifies the signature (401 when wrong), keeps a lead once
 * per Idempotency-Key (409 for one it has), and can be made to fail, hang or go down.
 */
export interface TestCrm {
  readonly url: string;
  /** Every POST it answered, in order. */
  readonly requests: ReceivedWebhook[];
  /** How many times each Idempotency-Key was stored (must never exceed 1). */
  readonly stored: Map<string, number>;
  /** Answers with this status (or never answers) instead of storing, until reset. */
  failWith(status: number | 'hang'): void;
  /** Makes it already hold this key, as after a delivery whose answer was lost. */
  alreadyHas(key: string): void;
  /** Milliseconds it takes to answer. */
  delayMs: number;
  reset(): void;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestCrm(secret: string): Promise<TestCrm> {
  let failure: number | 'hang' | null = null;
  const requests: ReceivedWebhook[] = [];
  const stored = new Map<string, number>();
  const known = new Set<string>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = String(req.headers[CRM_SIGNATURE_HEADER.toLowerCase()] ?? '');
      const received: ReceivedWebhook = {
        idempotencyKey: String(req.headers['idempotency-key'] ?? ''),
        contentType: String(req.headers['content-type'] ?? ''),
        signature,
        signatureValid: verifyCrmSignature(rawBody, signature, secret),
        rawBody,
      };
      const answer = () => {
        if (failure === 'hang') return;
        requests.push(received);
        const reply = (status: number, body: object) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
        if (failure !== null) return reply(failure, { error: 'failing on purpose' });
        if (!received.signatureValid) return reply(401, { error: 'bad signature' });
        if (known.has(received.idempotencyKey)) return reply(409, { error: 'already have it' });
        known.add(received.idempotencyKey);
        stored.set(received.idempotencyKey, (stored.get(received.idempotencyKey) ?? 0) + 1);
        return reply(201, { id: received.idempotencyKey });
      };
      if (crm.delayMs > 0) setTimeout(answer, crm.delayMs);
      else answer();
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const port = await listen(0);

  const crm: TestCrm = {
    url: `http://127.0.0.1:${port}/webhooks/leads`,
    requests,
    stored,
    delayMs: 0,
    failWith: (status) => (failure = status),
    alreadyHas: (key) => known.add(key),
    reset() {
      failure = null;
      crm.delayMs = 0;
      requests.length = 0;
      stored.clear();
      known.clear();
    },
    down: () => (server.listening ? stop() : Promise.resolve()),
    up: async () => {
      if (!server.listening) await listen(port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
  return crm;
}
