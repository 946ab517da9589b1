import http from 'http';
import { SERVER_LIMITS } from '../../../services/site-server/site-server';
import { stage } from '../../../shared/log';
import { newRow, type HostileRow } from './hostile-row';

const VISITORS = 20;
/** The site must answer again within this of its worker's death. */
const ANSWER_AGAIN_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Visit {
  /** The status, "reset", "refused", or that nothing came. */
  answer: string;
  started: number;
  ms: number;
}

/** A visitor's GET / on a connection of its own, waited for up to the server's request timeout. */
function visit(port: number): Promise<Visit> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: string) => {
      if (!settled) resolve({ answer, started, ms: Date.now() - started });
      settled = true;
    };
    const req = http.request({ host: '127.0.0.1', port, path: '/', agent: false });
    req.setTimeout(SERVER_LIMITS.requestTimeoutMs, () => {
      settle(`no answer in ${SERVER_LIMITS.requestTimeoutMs / 1000} s`);
      req.destroy();
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => settle(String(res.statusCode)));
      res.on('error', () => settle('reset'));
      res.on('aborted', () => settle('reset'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => settle(error.code === 'ECONNREFUSED' ? 'refused' : 'reset'));
    req.end();
  });
}

const servingWorker = (lines: string[]): { pid: number; index: number } | null => {
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const match = /^Serving the built site .*\(worker (\d+)\)$/.exec(lines[index]!.trim());
    if (match) return { pid: Number(match[1]), index };
  }
  return null;
};

/**
 * Issue 40's finding 5: the site server's serving worker SIGKILLed while 20 visitors' requests
 * arrive. Every request must be answered (or reset, if the dying worker had it), none refused and
 * none left waiting past the server's request timeout, and the site must answer again within 1 s.
 * `lines` is the server's output, which names its serving worker (and its standby, once ready).
 */
export async function workerDeathRows({
  port,
  lines,
  alive,
}: {
  port: number;
  lines: string[];
  alive: () => boolean;
}): Promise<HostileRow[]> {
  const row = newRow(`the serving worker killed (SIGKILL) under ${VISITORS} visitors`);
  stage(`hostile: the serving worker killed (SIGKILL) while ${VISITORS} visitors' requests arrive`);
  const serving = servingWorker(lines);
  if (!serving) {
    row.problems.push("the server's output names no serving worker");
    return [row];
  }
  // The server keeps a standby worker ready; it is waited for (a server without one goes on).
  const deadline = Date.now() + 10_000;
  const standbyReady = () => lines.slice(serving.index).some((line) => /standby worker \d+ ready/.test(line));
  while (!standbyReady() && Date.now() < deadline) await sleep(100);

  const visits: Visit[] = [];
  let stop = false;
  const visitor = async () => {
    while (!stop) visits.push(await visit(port));
  };
  const visitors = Array.from({ length: VISITORS }, visitor);
  await sleep(1000);
  process.kill(serving.pid, 'SIGKILL');
  const killedAt = Date.now();
  await sleep(2000);
  stop = true;
  await Promise.all(visitors);

  for (const { answer, ms } of visits) {
    row.count += 1;
    row.answers.set(answer, (row.answers.get(answer) ?? 0) + 1);
    row.worstMs = Math.max(row.worstMs, ms);
  }
  const count = (test: (answer: string) => boolean) => visits.filter((v) => test(v.answer)).length;
  const refused = count((answer) => answer === 'refused');
  const unanswered = count((answer) => answer.startsWith('no answer'));
  const other = count((answer) => !['200', 'reset', 'refused'].includes(answer) && !answer.startsWith('no answer'));
  if (refused) row.problems.push(`${refused} connections refused while the worker was replaced`);
  if (unanswered)
    row.problems.push(
      `${unanswered} connections neither answered nor closed in ${SERVER_LIMITS.requestTimeoutMs / 1000} s`,
    );
  if (other) row.problems.push(`${other} visitors answered other than 200`);
  const again = visits
    .filter((v) => v.answer === '200' && v.started >= killedAt)
    .reduce((first, v) => Math.min(first, v.started + v.ms - killedAt), Infinity);
  if (again > ANSWER_AGAIN_MS)
    row.problems.push(
      Number.isFinite(again)
        ? `the site answered again ${again} ms after the kill (limit ${ANSWER_AGAIN_MS})`
        : 'the site did not answer again within 2 s of the kill',
    );
  if (!alive()) row.problems.push('the server exited');
  const next = servingWorker(lines);
  row.memory = `${standbyReady() ? 'a standby was ready' : 'no standby reported ready'}; answering again ${
    Number.isFinite(again) ? `${again} ms` : 'not within 2 s'
  } after the kill; worker ${serving.pid} → ${next && next.pid !== serving.pid ? next.pid : 'none yet'}`;
  return [row];
}
