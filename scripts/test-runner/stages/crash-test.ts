/**
 * The crash test of reliability-targets.md: clients submit leads at a steady rate, retrying with
 * the same idempotency key until they are acknowledged, while the server is killed with SIGKILL
 * again and again (and the outbox relay now and then). Afterwards every acknowledged lead must be
 * stored exactly once, the database must pass its integrity check after each kill, and every lead
 * must have reached the test CRM exactly once (the CRM keeps one record per Idempotency-Key).
 */
import type { ChildProcess } from 'child_process';
import { randomUUID } from 'crypto';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import os from 'os';
import path from 'path';
import { verifyCrmSignature } from '../../../src/leads/delivery/crm-webhook';
import { validLead } from '../../../src/leads/testing/fixtures';
import type { Database } from '../../../src/leads/store/database';
import { openLeadDatabase } from '../../../src/leads/store/open-store';
import { note } from '../../shared/log';
import { answers, start, stop, waitFor } from '../../shared/processes';

export interface CrashTestOptions {
  root: string;
  /** The lead database settings: DATABASE_URL or LEADS_SQLITE_FILE. */
  databaseEnv: Record<string, string>;
  port: number;
  kills: number;
  leadsPerSecond: number;
  /** Time between kills, so that leads arrive between them. */
  killEveryMs?: number;
}

export interface CrashCheck {
  name: string;
  ok: boolean;
  detail: string;
}

export interface CrashTestResult {
  checks: CrashCheck[];
  acknowledged: number;
  kills: number;
  retries: number;
  crmDuplicateDeliveries: number;
  seconds: number;
}

const SECRET = 'crash-test-crm-secret';
/** SIGKILL to the whole process group: tsx runs the server in a child process of its own. */
const killHard = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // Already gone.
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CRM that verifies signatures and keeps one record per Idempotency-Key (409 for repeats). */
function startTestCrm() {
  const received = new Map<string, number>();
  let badSignatures = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      if (!verifyCrmSignature(body, String(req.headers['velmora-signature'] ?? ''), SECRET, 300)) {
        badSignatures += 1;
        res.writeHead(401).end();
        return;
      }
      const seen = received.get(key) ?? 0;
      received.set(key, seen + 1);
      res.writeHead(seen ? 409 : 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise<{ url: string; received: Map<string, number>; badSignatures: () => number; close: () => void }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve({
          url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
          received,
          badSignatures: () => badSignatures,
          close: () => server.close(),
        }),
      ),
  );
}

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestResult> {
  const started = Date.now();
  const crm = await startTestCrm();
  const tsx = path.join(options.root, 'node_modules', '.bin', 'tsx');
  // The server and relay run in a scratch folder: their var/ (mail, secrets) is thrown away after.
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-test-'));
  const env = {
    ...process.env,
    // Never the developer's own lead database or mail server, whatever .env says.
    DATABASE_URL: '',
    LEADS_SQLITE_FILE: '',
    SMTP_URL: '',
    ...options.databaseEnv,
    TRUST_PROXY: 'true',
    CRM_WEBHOOK_URL: crm.url,
    CRM_WEBHOOK_SECRET: SECRET,
    SITE_URL: `http://localhost:${options.port}`,
  };
  const base = `http://localhost:${options.port}`;
  const startServer = async () => {
    const server = start(tsx, ['scripts/services/site-server/serve.ts', '--port', String(options.port)], {
      cwd: options.root,
      env,
      label: 'crash:site',
    });
    await waitFor('The site server', () => answers(`${base}/api/pingGRPC`), {
      whileAlive: server,
      timeoutMs: 60_000,
      intervalMs: 100,
    });
    return server;
  };
  const startRelay = () =>
    start(tsx, [path.join(options.root, 'scripts', 'services', 'outbox-relay.ts')], {
      cwd: workDir,
      env,
      label: 'crash:relay',
    });

  const checks: CrashCheck[] = [];
  const acknowledged = new Map<string, string>();
  let retries = 0;
  let stopClients = false;
  let server = await startServer();
  let relay: ChildProcess = startRelay();
  const db: Database = await openLeadDatabase(options.databaseEnv);

  // A name is letters only: client 27 is "Crash Client bb".
  const lettersOf = (n: number) =>
    n.toString(26).replace(/[0-9a-p]/g, (digit) => 'abcdefghijklmnopqrstuvwxyz'[parseInt(digit, 26)]!);
  const submitUntilAcknowledged = async (n: number) => {
    const key = `crash-${randomUUID()}`;
    const body = JSON.stringify(
      validLead({ email: `crash.${n}.${key.slice(6, 14)}@example.com`, firstName: `Crash Client ${lettersOf(n)}` }),
    );
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    for (;;) {
      try {
        const response = await fetch(`${base}/api/createLead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': ip },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status === 201) {
          const answer = (await response.json()) as { data: { lead: { id: string } } };
          acknowledged.set(key, answer.data.lead.id);
          return;
        }
        if (response.status < 500)
          throw new Error(`lead ${n} refused with ${response.status}: ${await response.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('lead ')) throw error;
      }
      retries += 1;
      await sleep(100);
    }
  };

  // Clients: a steady rate of new leads, each retried until acknowledged.
  let submitted = 0;
  const inFlight = new Set<Promise<void>>();
  const clients = (async () => {
    const gap = 1000 / options.leadsPerSecond;
    while (!stopClients) {
      const attempt = submitUntilAcknowledged((submitted += 1));
      inFlight.add(attempt);
      void attempt.finally(() => inFlight.delete(attempt));
      await sleep(gap);
    }
  })();

  const integrity = async (): Promise<string> => {
    if (db.dialect !== 'sqlite') return 'ok';
    const row = await db.get('PRAGMA integrity_check');
    return String(Object.values(row ?? {})[0]);
  };
  const killEveryMs = options.killEveryMs ?? 2500;
  let kills = 0;
  const integrityFailures: string[] = [];
  for (; kills < options.kills; kills += 1) {
    await sleep(killEveryMs);
    killHard(server);
    if (kills % 3 === 1) {
      killHard(relay);
      relay = startRelay();
    }
    await new Promise((resolve) => server.once('exit', resolve));
    const verdict = await integrity();
    if (verdict !== 'ok') integrityFailures.push(`after kill ${kills + 1}: ${verdict}`);
    server = await startServer();
  }
  stopClients = true;
  await clients;
  await Promise.all([...inFlight]);

  // Let the relay deliver everything that is waiting.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const pending = Number(
      (await db.get("SELECT COUNT(*) AS n FROM outbox WHERE channel = 'crm' AND status = 'pending'"))?.n ?? 0,
    );
    if (pending === 0) break;
    await sleep(500);
  }

  const stored = await db.all(
    `SELECT k.key AS key, l.public_id AS public_id FROM idempotency_keys k JOIN leads l ON l.id = k.lead_id WHERE k.key LIKE 'lead:crash-%'`,
  );
  const storedByKey = new Map(stored.map((row) => [String(row.key).replace(/^lead:/, ''), String(row.public_id)]));
  const leadsTotal = Number(
    (await db.get("SELECT COUNT(*) AS n FROM leads WHERE first_name LIKE 'Crash Client %'"))?.n ?? 0,
  );
  const lost = [...acknowledged].filter(([key, id]) => storedByKey.get(key) !== id);
  const notInCrm = [...acknowledged.values()].filter((id) => !crm.received.has(id));
  const crmDuplicateDeliveries = [...crm.received.values()].reduce((sum, count) => sum + count - 1, 0);

  checks.push(
    {
      name: 'the server was killed with SIGKILL again and again',
      ok: kills === options.kills,
      detail: `${kills} kills`,
    },
    {
      name: 'leads were acknowledged while it was',
      ok: acknowledged.size > 0,
      detail: `${acknowledged.size} acknowledged, ${retries} retries`,
    },
    { name: 'every acknowledged lead is stored under its key', ok: lost.length === 0, detail: `${lost.length} lost` },
    {
      name: 'no lead is stored twice',
      ok: leadsTotal === acknowledged.size,
      detail: `${leadsTotal} stored for ${acknowledged.size} acknowledged`,
    },
    {
      name: 'the database passes its integrity check after each kill',
      ok: integrityFailures.length === 0,
      detail: integrityFailures.join('; ') || `${kills} checks ok`,
    },
    {
      name: 'every lead reached the CRM, once per id',
      ok: notInCrm.length === 0 && crm.received.size === acknowledged.size,
      detail: `${crm.received.size} in the CRM, ${notInCrm.length} missing, ${crmDuplicateDeliveries} repeat deliveries refused by the CRM`,
    },
    {
      name: 'every CRM delivery was signed',
      ok: crm.badSignatures() === 0,
      detail: `${crm.badSignatures()} bad signatures`,
    },
  );

  await Promise.all([stop(server), stop(relay)]);
  await db.close();
  crm.close();
  fs.rmSync(workDir, { recursive: true, force: true });
  for (const check of checks) note(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  return {
    checks,
    acknowledged: acknowledged.size,
    kills,
    retries,
    crmDuplicateDeliveries,
    seconds: (Date.now() - started) / 1000,
  };
}
