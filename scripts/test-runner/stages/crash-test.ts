/**
 * The crash test of reliability-targets.md: clients submit leads at a steady rate, retrying with
 * the same idempotency key until they are acknowledged (backing off, retryDelayMs), and visitors read pages, while the server
 * is killed with SIGKILL again and again: every other time its serving worker alone, else the whole
 * server (and the outbox relay now and then). Afterwards every acknowledged lead must be stored
 * exactly once, the database must pass its integrity check after each kill, and every lead must
 * have reached the test CRM exactly once (the CRM keeps one record per Idempotency-Key). When a
 * worker is killed (issue 40), every request must be answered or reset, none refused, none left
 * waiting past the server's request timeout, and the site must answer again within 1 s.
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
import { SERVER_LIMITS } from '../../services/site-server/site-server';

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
/** Visitors reading the home page throughout, each on a new connection per request, 0.1 s apart. */
const VISITORS = 8;
/** The site must answer again within this of its worker's death. */
const ANSWER_AGAIN_MS = 1000;

/** How a request ended: answered (its status), reset, refused, or left waiting. */
type Ending = 'answered' | 'reset' | 'refused' | 'hung';

/** How a fetch that threw ended. */
function endingOf(error: unknown): Ending {
  if ((error as Error).name === 'TimeoutError') return 'hung';
  const code = ((error as { cause?: { code?: string } }).cause ?? {}).code;
  return code === 'ECONNREFUSED' ? 'refused' : 'reset';
}
/** A GET of the home page on a connection of its own: how it ended, and its status if answered. */
function visit(port: number, timeoutMs: number): Promise<{ ending: Ending; status?: number }> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (ending: Ending, status?: number) => {
      if (!settled) resolve({ ending, status });
      settled = true;
    };
    const req = http.get({ host: 'localhost', port, path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => settle('answered', res.statusCode));
      res.on('error', () => settle('reset'));
    });
    req.setTimeout(timeoutMs, () => {
      settle('hung');
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
  });
}

/** SIGKILL to the whole process group: tsx runs the server in a child process of its own. */
const killHard = (child: ChildProcess) => {
  try {
    process.kill(-(child.pid as number), 'SIGKILL');
  } catch {
    // Already gone.
  }
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How long a client waits before its next try: backing off from 0.1 s to 3.2 s, each wait drawn at
 * random up to that (full jitter), as a client that means to get through does. Hundreds of
 * clients retrying every 0.1 s after a restart (all from this machine's one address, past the
 * server's connections per address) were a flood of their own that the server then answered
 * for tens of seconds, whatever it was being tested for.
 */
const retryDelayMs = (tries: number) => Math.random() * Math.min(3200, 100 * 2 ** (tries - 1));

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
  /** The server's output, which names its serving worker and its standby (site-workers.ts). */
  let serverLines: string[] = [];
  const startServer = async () => {
    const server = start(tsx, ['scripts/services/site-server/serve.ts', '--port', String(options.port)], {
      cwd: options.root,
      env,
      label: 'crash:site',
    });
    const lines: string[] = [];
    serverLines = lines;
    let partial = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
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
  /** Lead requests sent and not yet answered (not those waiting out a back-off to be sent again). */
  let awaitingAnswer = 0;
  /** Every request of the clients and visitors: when it started, how it ended. */
  const requests: { started: number; ending: Ending }[] = [];
  const ended = (started: number, ending: Ending) => requests.push({ started, ending });
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
    let tries = 0;
    for (;;) {
      const started = Date.now();
      awaitingAnswer += 1;
      try {
        const response = await fetch(`${base}/api/createLead`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'Idempotency-Key': key, 'X-Forwarded-For': ip },
          body,
          signal: AbortSignal.timeout(SERVER_LIMITS.requestTimeoutMs),
        });
        ended(started, 'answered');
        if (response.status === 201) {
          const answer = (await response.json()) as { data: { lead: { id: string } } };
          acknowledged.set(key, answer.data.lead.id);
          return;
        }
        if (response.status < 500)
          throw new Error(`lead ${n} refused with ${response.status}: ${await response.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('lead ')) throw error;
        ended(started, endingOf(error));
      } finally {
        awaitingAnswer -= 1;
      }
      retries += 1;
      await sleep(retryDelayMs((tries += 1)));
    }
  };

  // Clients: a steady rate of new leads, each retried until acknowledged.
  let submitted = 0;
  /** Leads not yet acknowledged: sent and waiting for an answer, or waiting to be sent again. */
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

  // Visitors: the home page, again and again, each request on a connection of its own.
  const visitors = Array.from({ length: VISITORS }, async () => {
    while (!stopClients) {
      const started = Date.now();
      const { ending } = await visit(options.port, SERVER_LIMITS.requestTimeoutMs);
      ended(started, ending);
      await sleep(ending === 'answered' ? 100 : 50);
    }
  });

  /** The serving worker, once its standby is ready (waited for up to 20 s; a server without one goes on). */
  const servingWorker = async (): Promise<number | null> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const lines = serverLines;
      const index = lines.reduce((found, line, at) => (/\(worker \d+\)$/.test(line.trim()) ? at : found), -1);
      const ready = index >= 0 && lines.slice(index).some((line) => /standby worker \d+ ready/.test(line));
      if (index >= 0 && (ready || Date.now() > deadline))
        return Number(/\(worker (\d+)\)$/.exec(lines[index]!.trim())![1]);
      if (Date.now() > deadline) return null;
      await sleep(100);
    }
  };
  /** How long the site takes to answer a new request again: a page asked for every 50 ms. */
  const answeredAgainMs = async (since: number): Promise<number> => {
    for (;;) {
      const ok = (await visit(options.port, 2000)).status === 200;
      if (ok || Date.now() - since > 30_000) return Date.now() - since;
      await sleep(50);
    }
  };
  /**
   * Waits (up to 30 s) until the server keeps up with the clients: for a whole second, no more
   * leads sent and waiting for its answer than arrive in a tenth of one. A server just restarted
   * under this load has a backlog for a few seconds (the clients that waited through the restart);
   * a worker killed then would measure the backlog, not the worker's replacement. Leads waiting out
   * a back-off before they are sent again are no backlog of the server's (they come back spread
   * over seconds, as after any outage) and are not counted: counting them, a slowed host's
   * PostgreSQL run waited the whole 30 s for clients asleep, then killed the worker anyway. Returns
   * the leads waiting for an answer when it stops waiting, and those waiting to be sent again.
   */
  const caughtUp = async (): Promise<{ waiting: number; backingOff: number }> => {
    const most = Math.max(5, Math.ceil(options.leadsPerSecond / 10));
    const deadline = Date.now() + 30_000;
    for (let keptUp = 0; keptUp < 10 && Date.now() < deadline;) {
      keptUp = awaitingAnswer <= most ? keptUp + 1 : 0;
      await sleep(100);
    }
    return { waiting: awaitingAnswer, backingOff: Math.max(0, inFlight.size - awaitingAnswer) };
  };
  const workerKills: { at: number; againMs: number; waiting: number; backingOff: number }[] = [];

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
    if (kills % 2 === 0) {
      // The serving worker alone: the server goes on with its standby.
      const worker = await servingWorker();
      if (worker === null) {
        integrityFailures.push(`kill ${kills + 1}: the server named no serving worker`);
        continue;
      }
      const { waiting, backingOff } = await caughtUp();
      const at = Date.now();
      process.kill(worker, 'SIGKILL');
      workerKills.push({ at, againMs: await answeredAgainMs(at), waiting, backingOff });
    } else {
      killHard(server);
      if (kills % 3 === 1) {
        killHard(relay);
        relay = startRelay();
      }
      await new Promise((resolve) => server.once('exit', resolve));
    }
    const verdict = await integrity();
    if (verdict !== 'ok') integrityFailures.push(`after kill ${kills + 1}: ${verdict}`);
    if (kills % 2 === 1) server = await startServer();
  }
  stopClients = true;
  await clients;
  await Promise.all([...inFlight, ...visitors]);

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

  const count = (ending: Ending, inWorkerKills = false) =>
    requests.filter(
      (request) =>
        request.ending === ending &&
        (!inWorkerKills ||
          workerKills.some(
            ({ at, againMs }) => request.started >= at - 1000 && request.started <= at + againMs + 1000,
          )),
    ).length;
  const slowest = Math.max(0, ...workerKills.map((kill) => kill.againMs));
  checks.push(
    {
      name: 'the server was killed with SIGKILL again and again: its serving worker, then all of it',
      ok: kills === options.kills && workerKills.length === Math.ceil(options.kills / 2),
      detail: `${workerKills.length} worker kills, ${kills - workerKills.length} server kills`,
    },
    {
      name: 'every request was answered or reset when the worker was killed, none refused',
      ok: count('refused', true) === 0,
      detail: `${requests.length} requests in all: ${count('answered')} answered, ${count('reset')} reset, ${count('refused')} refused (${count('refused', true)} of them while a worker was replaced)`,
    },
    {
      name: `no request was left waiting past the server's request timeout (${SERVER_LIMITS.requestTimeoutMs / 1000} s)`,
      ok: count('hung') === 0,
      detail: `${count('hung')} left without an answer`,
    },
    {
      name: `the site answered again within ${ANSWER_AGAIN_MS / 1000} s of each worker's death`,
      ok: workerKills.length > 0 && slowest <= ANSWER_AGAIN_MS,
      detail: `after ${workerKills.map((kill) => `${kill.againMs} ms (${kill.waiting} ${kill.waiting === 1 ? 'lead' : 'leads'} waiting for an answer when killed, ${kill.backingOff} to be sent again)`).join(', ') || 'no worker kill'}`,
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
