/**
 * npm test's newcomer stage (issue 22): the README's two commands the way a new developer runs
 * them. A fresh `git clone` of the committed HEAD into an empty folder outside the repository (so
 * nothing resolves from this checkout's node_modules), `npm install` there, then `npm start` with
 * the default environment (no .env; the ports moved through SITE_PORT, CMS_PORT, BUILD_HOOK_PORT
 * and HEALTH_PORT only when a default one is taken on this machine), twice: a cold start on a CMS
 * that never ran, and a warm one. Each start is timed to the site's first answer, checked (every
 * route of SPEC §2, a lookup, a lead stored and delivered by the relay, the CMS admin), stopped
 * with Ctrl-C's SIGINT to its process group, and must leave no process and no port behind. The
 * warm start also has its site server killed with SIGKILL (issue 23): npm start's supervisor must
 * bring it back within 5 s while the CMS, the relay and the build receiver run on untouched.
 */
import { execFile, execFileSync, type ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import net from 'net';
import os from 'os';
import path from 'path';
import { validLead } from '../../../src/leads/testing/fixtures';
import { SPEC_ROUTES } from '../../../__tests__/spec-routes';
import { QUIET_ENV } from '../../dev/cms';
import { note, stage } from '../../shared/log';
import { run, start, stop } from '../../shared/processes';
import { ROOT } from '../../shared/repo-root';
import type { StageResult } from '../stage-result';
import type { Health } from '../../dev/supervisor';

export interface NewcomerRow {
  name: string;
  ok: boolean;
  detail?: string;
}

const DEFAULT_PORTS = {
  SITE_PORT: 9000,
  CMS_PORT: 1337,
  BUILD_HOOK_PORT: 9001,
  HEALTH_PORT: 9002,
  // The editors' preview, which npm start starts after Ready (scripts/dev/preview.ts).
  PREVIEW_PORT: 9003,
  PREVIEW_HOOK_PORT: 9004,
} as const;
type PortName = keyof typeof DEFAULT_PORTS;
/** Ports the other stages use: never chosen as a replacement. */
const TEST_PORTS = new Set([
  1339, 1341, 9100, 9101, 9102, 9103, 9104, 9105, 9106, 9107, 9108, 9110, 9111, 25432, 25433,
]);
const COLD_START_LIMIT_MS = 20 * 60_000;
const WARM_START_LIMIT_MS = 10 * 60_000;
const STOP_LIMIT_MS = 60_000;
const DELIVERY_LIMIT_MS = 60_000;
/** Issue 23's acceptance: a site server killed with SIGKILL answers again within this. */
const SITE_BACK_LIMIT_MS = 5000;
/** What npm start supervises when it started the local CMS, as /health names them. */
const SUPERVISED_PARTS = ['cms', 'build receiver', 'site server', 'relay'];

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Free when nothing listens on it, on IPv4 or IPv6 loopback (the site listens on "localhost"). */
async function portFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', (error: NodeJS.ErrnoException) =>
        // No IPv6 on this machine: nothing can listen there either.
        resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
      );
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** The documented defaults, each moved (upwards, to a free port) only when taken here. */
async function choosePorts(): Promise<Record<PortName, number>> {
  const chosen = {} as Record<PortName, number>;
  const used = new Set<number>();
  for (const [name, port] of Object.entries(DEFAULT_PORTS) as [PortName, number][]) {
    let candidate = port;
    while (
      used.has(candidate) ||
      TEST_PORTS.has(candidate) ||
      Object.values(DEFAULT_PORTS).some((p) => p === candidate && p !== port) ||
      !(await portFree(candidate))
    ) {
      candidate += 1;
    }
    chosen[name] = candidate;
    used.add(candidate);
  }
  return chosen;
}

/**
 * What a newcomer's shell has: this machine's environment without any of the project's settings
 * (every variable .env.example names, which this suite's own .env may have set), without npm's
 * lifecycle variables (npm_config_local_prefix would point npm at this checkout) and without this
 * checkout's node_modules/.bin on PATH. The ports are added only when moved.
 */
function newcomerEnv(ports: Record<PortName, number>): NodeJS.ProcessEnv {
  const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  const projectNames = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (projectNames.has(name) || /^npm_/i.test(name) || name === 'INIT_CWD' || name === 'NODE_ENV') continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !dir.startsWith(ROOT) && !dir.includes(`${path.sep}node_modules${path.sep}`))
    .join(path.delimiter);
  // The stack's rule for every script that runs Gatsby or Strapi (CI exports them too).
  Object.assign(env, QUIET_ENV);
  for (const name of Object.keys(DEFAULT_PORTS) as PortName[]) {
    if (ports[name] !== DEFAULT_PORTS[name]) env[name] = String(ports[name]);
  }
  return env;
}

/**
 * Where the clone goes: an empty folder outside this checkout, so that nothing in it can resolve a
 * module from this checkout's node_modules. In memory (/dev/shm) when that has room for a clone,
 * its install and builds (about 2 GB), as it saves minutes of disk writes on a slow disk, both for
 * the install and for removing 1.5 GB of small files afterwards; else the system's temporary folder.
 */
function scratchParent(): string {
  const memory = '/dev/shm';
  try {
    const stats = fs.statfsSync(memory);
    if (stats.bavail * stats.bsize > 6 * 1024 ** 3) {
      fs.accessSync(memory, fs.constants.W_OK);
      return memory;
    }
  } catch {
    // No such folder here.
  }
  return os.tmpdir();
}

/** Every process whose working folder or command line is inside `dir` (not this one). */
function processesIn(dir: string): { pid: number; command: string }[] {
  const found: { pid: number; command: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let cwd = '';
    let command = '';
    try {
      command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      cwd = fs.readlinkSync(`/proc/${entry}/cwd`);
    } catch {
      // Gone meanwhile, or a kernel thread.
    }
    if (cwd === dir || cwd.startsWith(`${dir}${path.sep}`) || command.includes(dir)) {
      found.push({ pid: Number(entry), command: command.slice(0, 160) || `(cwd ${cwd})` });
    }
  }
  return found;
}

async function getStatus(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number, intervalMs = 500) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return true;
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

const SCHEMA_QUERY = `{ __schema { types { name kind fields { name type { name kind ofType { name kind ofType { name kind } } } } inputFields { name } enumValues { name } } } }`;
/** The CMS's schema as the build receiver fingerprints it, per start, to explain a clean rebuild. */
const schemas = new Map<string, Record<string, string>>();

async function cmsSchemaTypes(cmsPort: number): Promise<Record<string, string>> {
  const answer = await getStatus(`http://127.0.0.1:${cmsPort}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: SCHEMA_QUERY }),
  });
  const types = (JSON.parse(answer.text) as { data: { __schema: { types: { name: string }[] } } }).data.__schema.types;
  return Object.fromEntries(types.map((type, index) => [type.name, `${index} ${JSON.stringify(type)}`]));
}

/** The types whose definition differs, or else whether only their order does. */
function schemaDifference(before: Record<string, string>, after: Record<string, string>): string {
  const body = (entry: string | undefined) => entry?.replace(/^\d+ /, '');
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = names.filter((name) => body(before[name]) !== body(after[name]));
  if (changed.length) return `types that differ from the cold start's: ${changed.slice(0, 8).join(', ')}`;
  const moved = names.filter((name) => before[name] !== after[name]);
  return moved.length ? `the same types, listed in another order (${moved.length} moved)` : 'the same schema';
}

interface StartContext {
  label: 'cold' | 'warm';
  clone: string;
  env: NodeJS.ProcessEnv;
  ports: Record<PortName, number>;
  rows: NewcomerRow[];
  /** Per-route rows (cold), or one row for all routes (warm). */
  routeRowEach: boolean;
}

/** `npm start` in the clone until the site first answers; the seconds, or null when it never did. */
async function launch(ctx: StartContext, limitMs: number): Promise<{ child: ChildProcess; ms: number | null }> {
  const { label, clone, env, ports, rows } = ctx;
  stage(`newcomer: npm start (${label}) in the clone; waiting for http://localhost:${ports.SITE_PORT}/`);
  const started = Date.now();
  // Its own process group, as a shell's job: Ctrl-C signals the whole group.
  const child = start('npm', ['start'], { cwd: clone, env, label: `newcomer ${label}` });
  const site = `http://localhost:${ports.SITE_PORT}/`;
  const served = await waitUntil(async () => {
    if (exited(child)) throw new Error('exited');
    return (await fetch(site, { signal: AbortSignal.timeout(3000) })).status === 200;
  }, limitMs);
  const ms = served && !exited(child) ? Date.now() - started : null;
  if (ms !== null) note(`${label} start: ${seconds(ms)} s to first serve`);
  rows.push({
    name: `${label}: npm start serves http://localhost:${ports.SITE_PORT}/${ms === null ? '' : ` (${seconds(ms)} s)`}`,
    ok: ms !== null,
    detail:
      ms === null
        ? exited(child)
          ? `npm start exited (${child.signalCode ?? `exit ${child.exitCode}`}) before the site answered`
          : `no 200 within ${limitMs / 60_000} min`
        : undefined,
  });
  return { child, ms };
}

/**
 * The routes of SPEC §2: the fixed ones, a post found in the built sitemap.xml, and a category
 * found among /blog's links (category pages are noindex, so the sitemap leaves them out).
 */
async function specRoutes(siteUrl: string): Promise<{ routes: string[]; missing: string[] }> {
  const text = async (route: string) => (await getStatus(`${siteUrl}${route}`).catch(() => ({ text: '' }))).text;
  const sitemap = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    new URL(match[1]).pathname.replace(/\/$/, ''),
  );
  const blogLinks = [...(await text('/blog')).matchAll(/href="(\/blog\/[^"#?]+)"/g)].map((match) =>
    match[1].replace(/\/$/, ''),
  );
  const post = sitemap.find((p) => /^\/blog\/(?!category\/)[^/]+$/.test(p));
  const category = blogLinks.find((p) => /^\/blog\/category\/[^/]+$/.test(p));
  const missing = [
    ...(post ? [] : ['a post /blog/{slug} in sitemap.xml']),
    ...(category ? [] : ['a category /blog/category/{slug} linked from /blog']),
  ];
  const routes = [...SPEC_ROUTES];
  routes.splice(2, 0, ...[post, category].filter((p): p is string => Boolean(p)));
  return { routes, missing };
}

async function checkRunning(ctx: StartContext): Promise<void> {
  const { label, clone, env, ports, rows } = ctx;
  const siteUrl = `http://localhost:${ports.SITE_PORT}`;
  stage(`newcomer: checking the running site (${label})`);

  // Every route of SPEC §2.
  const { routes, missing } = await specRoutes(siteUrl);
  for (const what of missing) rows.push({ name: `${label}: ${what}`, ok: false, detail: 'not found' });
  const routeFailures: string[] = [];
  for (const route of routes) {
    const answer = await getStatus(`${siteUrl}${route}`).catch((error: Error) => ({ status: 0, text: error.message }));
    const ok = answer.status === 200;
    if (!ok) routeFailures.push(`${route} → ${answer.status || answer.text}`);
    if (ctx.routeRowEach)
      rows.push({ name: `${label}: GET ${route} → 200`, ok, detail: ok ? undefined : `${answer.status}` });
  }
  if (!ctx.routeRowEach) {
    rows.push({
      name: `${label}: all ${routes.length} routes of SPEC §2 answer 200`,
      ok: routeFailures.length === 0,
      detail: routeFailures.join(', ') || undefined,
    });
  }

  // The form's warm-up, as the page sends it when the form mounts: its answer carries the form token.
  const warmUp = await getStatus(`${siteUrl}/api/pingGRPC`).catch((error: Error) => ({
    status: 0,
    text: error.message,
  }));
  const warmedAt = Date.now();
  let formToken = '';
  try {
    formToken = String((JSON.parse(warmUp.text) as { formToken?: unknown }).formToken ?? '');
  } catch {
    formToken = '';
  }
  rows.push({
    name: `${label}: GET /api/pingGRPC (the form's warm-up) → 200 with a form token`,
    ok: warmUp.status === 200 && formToken.startsWith('f2.'),
    detail: warmUp.status === 200 ? undefined : `${warmUp.status} ${warmUp.text.slice(0, 200)}`,
  });

  // A lookup, as the form asks for suggestions.
  const headers = { 'Content-Type': 'application/json', Accept: '*/*', Origin: siteUrl };
  const lookup = await getStatus(`${siteUrl}/api/cityZipLookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ input: '90210' }),
  }).catch((error: Error) => ({ status: 0, text: error.message, type: '' }));
  let first: Record<string, unknown> | undefined;
  try {
    first = (JSON.parse(lookup.text) as { data: Record<string, unknown>[] }).data[0];
  } catch {
    first = undefined;
  }
  rows.push({
    name: `${label}: POST /api/cityZipLookup "90210" suggests Beverly Hills, CA`,
    ok: lookup.status === 200 && first?.City === 'Beverly Hills' && first?.StateId === 'CA',
    detail: lookup.status === 200 ? undefined : `${lookup.status} ${lookup.text.slice(0, 200)}`,
  });

  // A lead sent as the quote form sends it: JSON, its Idempotency-Key, the site's Origin, the
  // form's fill time (fillMs above MIN_FILL_MS, the honeypot "website" empty) and the warm-up's
  // form token, at least the 3 s a person needs after it.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, warmedAt + 4_000 - Date.now())));
  const email = `newcomer.${label}.${Date.now()}@example.com`;
  const leadAnswer = await getStatus(`${siteUrl}/api/createLead`, {
    method: 'POST',
    headers: { ...headers, 'Idempotency-Key': `quote-${randomBytes(16).toString('hex')}` },
    body: JSON.stringify({ ...validLead({ email, fillMs: 38_000 }), formToken }),
  }).catch((error: Error) => ({ status: 0, text: error.message, type: '' }));
  const sent = Date.now();
  let requestId = '';
  try {
    requestId = (JSON.parse(leadAnswer.text) as { data: { lead: { id: string } } }).data.lead.id;
  } catch {
    requestId = '';
  }
  rows.push({
    name: `${label}: POST /api/createLead as the form sends it → 201 with a request identification`,
    ok: leadAnswer.status === 201 && /^VLM-/.test(requestId),
    detail: leadAnswer.status === 201 ? requestId : `${leadAnswer.status} ${leadAnswer.text.slice(0, 200)}`,
  });
  if (requestId) {
    const listed = await new Promise<string>((resolve) =>
      execFile(
        'npm',
        ['run', '--silent', 'leads', '--', 'list', '--limit', '5'],
        { cwd: clone, env, encoding: 'utf8', timeout: 60_000 },
        (error, stdout, stderr) => resolve(error ? `failed: ${error.message} ${stderr}` : stdout),
      ),
    );
    rows.push({
      name: `${label}: the lead is stored (npm run leads -- list in the clone shows ${requestId})`,
      ok: listed.includes(requestId),
      detail: listed.includes(requestId) ? undefined : listed.slice(0, 300),
    });
    const crmFile = path.join(clone, 'var', 'crm', `${requestId}.json`);
    const mails = () =>
      fs.existsSync(path.join(clone, 'var', 'mail'))
        ? fs.readdirSync(path.join(clone, 'var', 'mail')).filter((f) => f.startsWith(requestId) && f.endsWith('.eml'))
        : [];
    const delivered = await waitUntil(() => fs.existsSync(crmFile) && mails().length >= 2, DELIVERY_LIMIT_MS, 1000);
    rows.push({
      name: `${label}: the relay delivers it within ${DELIVERY_LIMIT_MS / 1000} s (var/crm/${requestId}.json, 2 .eml in var/mail)`,
      ok: delivered,
      detail: delivered
        ? `${seconds(Date.now() - sent)} s`
        : `crm file: ${fs.existsSync(crmFile) ? 'yes' : 'no'}; mails: ${mails().join(', ') || 'none'}`,
    });
  }

  // The start's first build: incremental on the warm start (a clean one means the CMS's schema
  // fingerprint changed between two starts of the same CMS).
  const builds = await getStatus(`http://127.0.0.1:${ports.BUILD_HOOK_PORT}/builds.json`).catch(() => ({ text: '' }));
  let latest: { schemaChanged?: boolean; durationMs?: number | null } | undefined;
  try {
    latest = (JSON.parse(builds.text) as { builds: { schemaChanged: boolean; durationMs: number | null }[] }).builds[0];
  } catch {
    latest = undefined;
  }
  const types = await cmsSchemaTypes(ports.CMS_PORT).catch(() => ({}) as Record<string, string>);
  schemas.set(label, types);
  if (label === 'warm') {
    const difference = schemaDifference(schemas.get('cold') ?? {}, types);
    rows.push({
      name: 'warm: the first build reuses the cold start\'s cache (no "CMS schema changed" clean build)',
      ok: latest?.schemaChanged === false,
      detail:
        latest?.schemaChanged === false ? undefined : `schemaChanged ${String(latest?.schemaChanged)}; ${difference}`,
    });
  }

  // The CMS's admin UI, built on the first start.
  const admin = await getStatus(`http://127.0.0.1:${ports.CMS_PORT}/admin`).catch((error: Error) => ({
    status: 0,
    type: '',
    text: error.message,
  }));
  rows.push({
    name: `${label}: the CMS admin http://127.0.0.1:${ports.CMS_PORT}/admin answers 200 HTML`,
    ok: admin.status === 200 && admin.type.includes('text/html'),
    detail: admin.status === 200 ? undefined : `${admin.status} ${admin.type}`,
  });
}

async function readHealth(healthPort: number): Promise<{ status: number; health: Health | null; text: string }> {
  const answer = await getStatus(`http://127.0.0.1:${healthPort}/health`).catch((error: Error) => ({
    status: 0,
    type: '',
    text: error.message,
  }));
  try {
    return { status: answer.status, health: JSON.parse(answer.text) as Health, text: answer.text };
  } catch {
    return { status: answer.status, health: null, text: answer.text };
  }
}

/**
 * GET over a connection of its own: fetch keeps connections alive and reuses them, and a request
 * on one made before a kill may still be answered by a process of the old server (a cluster
 * worker outlives its primary for a moment). A new connection is answered only by what listens
 * now. The status, or 0 when refused or silent for 2 s.
 */
function statusOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** "cms running pid 12 restarts 0, ...": what /health says, for a row's detail. */
const partsText = (health: Health | null) =>
  health
    ? Object.entries(health.parts)
        .map(([name, part]) => `${name} ${part.state} pid ${part.pid} restarts ${part.restarts}`)
        .join(', ')
    : 'no JSON';

/**
 * npm start's supervisor (issue 23): /health reports every part; the site server, killed with
 * SIGKILL, answers again within 5 s; the other parts never stopped (same pids, no restart).
 */
async function checkSupervision(ctx: StartContext): Promise<void> {
  const { label, ports, rows } = ctx;
  const site = `http://localhost:${ports.SITE_PORT}/`;
  stage(`newcomer: npm start's supervisor (${label}): /health, then SIGKILL to the site server`);

  const before = await readHealth(ports.HEALTH_PORT);
  const partsRunning = (health: Health | null) =>
    SUPERVISED_PARTS.every((name) => health?.parts[name]?.state === 'running' && health.parts[name].pid);
  const healthy = before.status === 200 && before.health?.status === 'ok' && partsRunning(before.health);
  rows.push({
    name: `${label}: GET http://127.0.0.1:${ports.HEALTH_PORT}/health → 200 "ok", with ${SUPERVISED_PARTS.join(', ')} running`,
    ok: healthy,
    detail: healthy ? partsText(before.health) : `${before.status} ${before.text.slice(0, 300)}`,
  });
  const sitePid = before.health?.parts['site server']?.pid;
  const killRow = `${label}: SIGKILL to the site server; the site answers again within ${SITE_BACK_LIMIT_MS / 1000} s`;
  const others = SUPERVISED_PARTS.filter((name) => name !== 'site server');
  const afterRow = `${label}: /health then: ${others.join(', ')} with the same pids and 0 restarts; the site server with a new pid and 1 restart (SIGKILL)`;
  if (!healthy || !sitePid) {
    // Not tried without a healthy start and the site server's pid: counted as failed, not left out.
    for (const name of [killRow, afterRow]) rows.push({ name, ok: false, detail: 'not tried: /health was not ok' });
    return;
  }

  const killedAt = Date.now();
  let killed = true;
  try {
    process.kill(sitePid, 'SIGKILL');
  } catch {
    killed = false;
  }
  // The site's first 200 after the kill, on a new connection as a new visitor's.
  const back = await waitUntil(
    async () => (await statusOnNewConnection(site)) === 200,
    SITE_BACK_LIMIT_MS + 25_000,
    100,
  );
  const backMs = Date.now() - killedAt;
  note(`The site server (pid ${sitePid}) was killed with SIGKILL; the site answered again after ${seconds(backMs)} s`);
  rows.push({
    name: `${killRow} (pid ${sitePid}${back ? `, ${seconds(backMs)} s` : ''})`,
    ok: killed && back && backMs <= SITE_BACK_LIMIT_MS,
    detail: !killed ? 'could not signal it' : back ? `${backMs} ms` : `no 200 within ${seconds(backMs)} s`,
  });

  // The supervisor sees the new server ready within its next readiness check.
  let after = await readHealth(ports.HEALTH_PORT);
  await waitUntil(async () => {
    after = await readHealth(ports.HEALTH_PORT);
    return after.health?.status === 'ok';
  }, 10_000);
  const part = (health: Health | null, name: string) => health?.parts[name];
  const othersUntouched = others.every(
    (name) =>
      part(after.health, name)?.state === 'running' &&
      part(after.health, name)?.pid === part(before.health, name)?.pid &&
      part(after.health, name)?.restarts === 0,
  );
  const siteAfter = part(after.health, 'site server');
  const siteRestarted =
    siteAfter?.state === 'running' &&
    typeof siteAfter.pid === 'number' &&
    siteAfter.pid !== sitePid &&
    siteAfter.restarts === 1 &&
    siteAfter.lastExit?.signal === 'SIGKILL';
  rows.push({
    name: afterRow,
    ok: after.status === 200 && othersUntouched && siteRestarted,
    detail: `${after.status} ${after.health?.status ?? ''}: ${partsText(after.health)}`,
  });
}

/** Ctrl-C: SIGINT to npm start's process group; then nothing of it may be left, no port held. */
async function interrupt(ctx: StartContext, child: ChildProcess): Promise<void> {
  const { label, clone, ports, rows } = ctx;
  stage(`newcomer: Ctrl-C (SIGINT to npm start's process group, ${label})`);
  const sentAt = Date.now();
  if (!exited(child) && child.pid) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // Already gone.
    }
  }
  const stopped = await waitUntil(() => exited(child), STOP_LIMIT_MS, 200);
  rows.push({
    name: `${label}: npm start exits on SIGINT`,
    ok: stopped,
    detail: stopped
      ? `${seconds(Date.now() - sentAt)} s, ${child.signalCode ?? `exit ${child.exitCode}`}`
      : `still running after ${STOP_LIMIT_MS / 1000} s`,
  });
  // The group's members exit with it; a few seconds' grace for the last ones to be reaped.
  await waitUntil(() => processesIn(clone).length === 0, 10_000, 500);
  const left = processesIn(clone);
  rows.push({
    name: `${label}: no process left in the clone after Ctrl-C`,
    ok: left.length === 0,
    detail: left.map((p) => `${p.pid} ${p.command}`).join('; ') || undefined,
  });
  const portList = Object.values(ports);
  await waitUntil(async () => (await Promise.all(portList.map(portFree))).every(Boolean), 10_000, 500);
  const held = [];
  for (const port of portList) if (!(await portFree(port))) held.push(port);
  rows.push({
    name: `${label}: ports ${portList.join(', ')} free again`,
    ok: held.length === 0,
    detail: held.length ? `still held: ${held.join(', ')}` : undefined,
  });
  killLeftovers(clone);
}

/** The clean-up the rows above must never need: whatever still runs in the clone is killed. */
function killLeftovers(clone: string) {
  for (const { pid } of processesIn(clone)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone.
    }
  }
}

export async function newcomerStage(): Promise<StageResult> {
  const stageStarted = Date.now();
  const rows: NewcomerRow[] = [];
  const scratch = fs.mkdtempSync(path.join(scratchParent(), 'velmora-newcomer-'));
  const clone = path.join(scratch, 'velmora-site');
  let child: ChildProcess | null = null;
  const timings: string[] = [];
  try {
    // A newcomer's copy: the committed HEAD, nothing uncommitted or ignored from this checkout.
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    stage(`newcomer: git clone of HEAD ${head.slice(0, 10)} into ${clone}`);
    await run('git', ['clone', '--quiet', '--no-checkout', ROOT, clone], { label: 'newcomer git' });
    await run('git', ['-c', 'advice.detachedHead=false', 'checkout', '--quiet', head], {
      cwd: clone,
      label: 'newcomer git',
    });
    rows.push({ name: `a fresh git clone of HEAD (${head.slice(0, 10)})`, ok: true });

    // The install needs no port: the defaults are moved (or not) just before each start.
    const installEnv = newcomerEnv({ ...DEFAULT_PORTS });

    stage('newcomer: npm install in the clone (as the README says; the npm cache is warm)');
    const installStarted = Date.now();
    const installed = await run('npm', ['install'], { cwd: clone, env: installEnv, label: 'newcomer install' }).then(
      () => null,
      (error: Error) => error.message,
    );
    const installMs = Date.now() - installStarted;
    note(`npm install: ${seconds(installMs)} s`);
    timings.push(`npm install ${seconds(installMs)} s`);
    rows.push({
      name: `npm install in the fresh clone (${seconds(installMs)} s)`,
      ok: installed === null,
      detail: installed ?? undefined,
    });
    if (installed !== null) throw new Error(`npm install failed in the fresh clone: ${installed}`);

    for (const label of ['cold', 'warm'] as const) {
      // Chosen just now: other programs on a shared machine may have taken a port meanwhile.
      const ports = await choosePorts();
      const moved = (Object.keys(ports) as PortName[]).filter((name) => ports[name] !== DEFAULT_PORTS[name]);
      note(
        moved.length
          ? `Taken here, so moved: ${moved.map((name) => `${name}=${ports[name]} (default ${DEFAULT_PORTS[name]})`).join(', ')}`
          : `The default ports ${Object.values(DEFAULT_PORTS).join(', ')} are free: no port variable set`,
      );
      const env = newcomerEnv(ports);
      const ctx: StartContext = { label, clone, env, ports, rows, routeRowEach: label === 'cold' };
      const launched = await launch(ctx, label === 'cold' ? COLD_START_LIMIT_MS : WARM_START_LIMIT_MS);
      child = launched.child;
      timings.push(`${label} start ${launched.ms === null ? 'never served' : `${seconds(launched.ms)} s`}`);
      process.stdout.write(
        `${label === 'cold' ? 'cold start' : 'warm start'}: ${launched.ms === null ? 'never served' : `${seconds(launched.ms)} s${label === 'cold' ? ' to first serve' : ''}`}\n`,
      );
      if (launched.ms !== null) await checkRunning(ctx);
      if (launched.ms !== null && label === 'warm') await checkSupervision(ctx);
      await interrupt(ctx, child);
      child = null;
      if (launched.ms === null) break;
    }
  } catch (error) {
    rows.push({ name: 'the newcomer stage ran to its end', ok: false, detail: (error as Error).message });
  } finally {
    if (child) await stop(child);
    killLeftovers(scratch);
    // Strapi and Gatsby may still be writing for a moment after their processes are reaped. rm -rf
    // runs beside this process, where Node's rmSync would block it (minutes on a slow disk).
    const removeStarted = Date.now();
    let removed = false;
    for (let attempt = 0; attempt < 3 && !removed; attempt += 1) {
      await run('rm', ['-rf', scratch]).catch(() => sleep(1000));
      removed = !fs.existsSync(scratch);
    }
    note(`Removing the clone: ${seconds(Date.now() - removeStarted)} s`);
    rows.push({ name: 'the scratch clone is removed', ok: removed, detail: removed ? undefined : scratch });
  }

  const failed = rows.filter((row) => !row.ok);
  for (const row of rows) {
    process.stdout.write(`  ${row.ok ? 'passed' : 'FAILED'}  ${row.name}${row.detail ? `  (${row.detail})` : ''}\n`);
  }
  const duration = Date.now() - stageStarted;
  note(
    `newcomer: ${rows.length - failed.length} of ${rows.length} passed in ${seconds(duration)} s (${timings.join(', ')})`,
  );
  return {
    name: 'newcomer',
    passed: rows.length - failed.length,
    failed: failed.length,
    skipped: 0,
    error: failed.length ? `${failed.length} newcomer check(s) failed` : undefined,
    failures: failed.map((row) => `${row.name}${row.detail ? `: ${row.detail.split('\n')[0]}` : ''}`),
  };
}
