import { spawnSync } from 'child_process';
import fs from 'fs';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';
import type pg from 'pg';
import { editAndPublishPost, signInAsEditor, type EditorAccount } from '../../../../__tests__/e2e/cms-admin';
import type { ReceivedMail } from '../../../../src/leads/delivery/testing/smtp-peer';
import type { TestCrm } from '../../../../src/leads/delivery/testing/test-crm';
import { validLead } from '../../../../src/leads/testing/fixtures';
import type { LookupData, UnpackedArtifact } from './artifacts';
import {
  answerHeader,
  answerText,
  get,
  jsonPost,
  runArtifact,
  type ArtifactRun,
  type LambdaEvent,
} from './artifact-runner';
import type { CheckList } from './checks';
import { checkOrderArtifacts } from './order-checks';

export interface ArtifactCheckOptions {
  artifacts: UnpackedArtifact[];
  /** An editor's account on the CMS the site was built from (the catch-up check publishes). */
  editor: EditorAccount;
  /** The host's environment variables: the only environment a Function gets. */
  hostEnv: Record<string, string>;
  pool: pg.Pool;
  crm: TestCrm;
  smtp: { mails: ReceivedMail[] };
}

/** Gatsby's Functions by their file in src/api, with the lookup indexes each one needs (none is []). */
const GATSBY_FUNCTIONS: Record<string, LookupData[]> = {
  autocomplete: ['worldCities'],
  book: ['places', 'seaports', 'worldCities'],
  cityPortLookup: ['seaports', 'worldCities'],
  cityZipLookup: ['places'],
  createLead: ['places', 'seaports', 'worldCities'],
  createOpportunityAndSendToBooking: ['places', 'seaports', 'worldCities'],
  estimate: ['places', 'seaports', 'worldCities'],
  makeLookup: ['vehicles'],
  modelLookup: ['vehicles'],
  pingGRPC: ['places', 'seaports', 'vehicles', 'worldCities'],
  quote: ['places', 'seaports', 'worldCities'],
  orderStatus: [],
  orderRequest: [],
};
const RELAY = 'outbox-relay';
const CATCH_UP = 'build-catch-up';
/** The scheduled Functions of netlify/functions/, bundled by Netlify's esbuild. */
const SCHEDULED = [RELAY, CATCH_UP];

/** Netlify lists a Gatsby Function by its route, a scheduled one by its name. */
const route = (apiName: string) => (SCHEDULED.includes(apiName) ? apiName : `/api/${apiName}`);

/** A scheduled run, as Netlify's scheduler calls a Function. */
const scheduledEvent = (name: string) => ({
  httpMethod: 'POST',
  path: `/.netlify/functions/${name}`,
  multiValueHeaders: { 'x-nf-event': ['schedule'] },
  body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }),
  isBase64Encoded: false,
});

/** The host's build hook, as a local peer: counts the calls. */
async function startBuildHook(): Promise<{ url: string; calls: () => number; close: () => Promise<void> }> {
  let calls = 0;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST') calls += 1;
    req.resume();
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/catch-up`,
    calls: () => calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * What an adapter Function's zip may hold: Netlify's entry and telemetry scripts, the adapter's
 * handler and its manifest, the adapter's `cookie` module, and Gatsby's compiled Function.
 */
const ADAPTER_ZIP_FILE =
  /^(?:[\w-]+\.js|___netlify-[\w-]+\.mjs|\.netlify\/functions-internal\/[\w-]+\/[\w-]+\.(?:js|json)|node_modules\/(?:[\w-]+\/node_modules\/)*cookie\/[\w./-]+|\.cache\/functions\/\w+\.js)$/;

interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  contentType: string;
}

const json = (run: ArtifactRun, index = 0): JsonAnswer => {
  const answer = run.answers[index];
  const text = answerText(answer);
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: the checks below say so through `contentType` and `text`.
  }
  return { status: answer?.statusCode ?? 0, body, text, contentType: answerHeader(answer, 'content-type') ?? '' };
};

const dataList = (answer: JsonAnswer): Record<string, unknown>[] =>
  Array.isArray(answer.body.data) ? (answer.body.data as Record<string, unknown>[]) : [];

const brief = (answer: JsonAnswer) => `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;

export async function checkArtifacts(checks: CheckList, options: ArtifactCheckOptions): Promise<void> {
  const { artifacts, hostEnv, pool, crm, smtp, editor } = options;
  const byName = new Map(artifacts.map((artifact) => [artifact.displayName, artifact]));

  // What was deployed: one zip per Function, one bundled file in each, the lookup data only where used.
  for (const [apiName, needs] of Object.entries(GATSBY_FUNCTIONS)) {
    const artifact = byName.get(route(apiName));
    if (!checks.add(`${apiName}: Netlify made its deploy zip`, Boolean(artifact), `no zip for ${route(apiName)}`))
      continue;
    const compiled = artifact?.files.filter((file) => file.startsWith('.cache/functions/')) ?? [];
    const strays = artifact?.files.filter((file) => !ADAPTER_ZIP_FILE.test(file)) ?? [];
    checks.add(
      `${apiName}: its zip holds Gatsby's compiled Function (one file) and the adapter's handler, nothing else`,
      compiled.length === 1 && strays.length === 0,
      `compiled: ${compiled.join(', ') || 'none'}; other files: ${strays.join(', ') || 'none'}`,
    );
    checks.add(
      `${apiName}: it carries exactly the lookup indexes it uses (${needs.join(', ') || 'none'})`,
      JSON.stringify([...(artifact?.lookupData ?? [])].sort()) === JSON.stringify(needs),
      `carries: ${artifact?.lookupData.join(', ') || 'none'}`,
    );
  }
  for (const name of SCHEDULED) {
    const scheduled = byName.get(name);
    checks.add(`${name}: Netlify made the scheduled Function's deploy zip`, Boolean(scheduled), `no ${name}.zip`);
    if (!scheduled) continue;
    const bundle = new RegExp(`^(?:${name}\\.js|___netlify-[\\w-]+\\.mjs|netlify/functions/${name}\\.js)$`);
    const strays = scheduled.files.filter((file) => !bundle.test(file));
    checks.add(
      `${name}: its zip holds the esbuild bundle and Netlify's entry, nothing else`,
      strays.length === 0,
      `other files: ${strays.join(', ')}`,
    );
    // The relay names a customer's vehicles as the catalog spells them (src/leads/delivery/customer-facts.ts):
    // the vehicles index (145 KB) and no other.
    const expected = name === RELAY ? ['vehicles'] : [];
    checks.add(
      `${name}: it carries ${expected.length ? `only the ${expected.join(', ')} lookup index` : 'no lookup index'}`,
      scheduled.lookupData.join() === expected.join(),
      scheduled.lookupData.join() || 'none',
    );
  }

  const runs: { name: string; run: ArtifactRun }[] = [];
  const call = async (
    apiName: string,
    events: LambdaEvent[] | object[],
    env = hostEnv,
  ): Promise<ArtifactRun | null> => {
    const artifact = byName.get(route(apiName));
    if (!artifact) return null;
    const run = await runArtifact(artifact.dir, artifact.entry, events, env);
    runs.push({ name: apiName, run });
    if (run.error)
      process.stdout.write(`    [${apiName}] ${run.error}\n${run.output.replace(/^/gm, `    [${apiName}] `)}\n`);
    return run;
  };
  const ran = (run: ArtifactRun | null): run is ArtifactRun => run !== null && !run.error && run.answers.length > 0;
  /** Why a run gave no answer (typed loosely: after `ran` fails, TypeScript sees only null). */
  const notRun = (run: ArtifactRun | null) =>
    `did not run: ${run ? (run.error ?? 'no answer').split('\n')[0] : 'no artifact'}`;

  // Nothing of the project is reachable from the unpacked folders: a missing module fails there.
  const sample = artifacts[0];
  if (sample) {
    const probe = spawnSync(process.execPath, ['-e', "require('pg')"], {
      cwd: sample.dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      encoding: 'utf8',
    });
    checks.add(
      'an unpacked artifact cannot reach the project: require("pg") there fails with MODULE_NOT_FOUND',
      probe.status !== 0 && probe.stderr.includes('MODULE_NOT_FOUND'),
      `exit ${probe.status}: ${probe.stderr.slice(0, 200)}`,
    );
    checks.add(
      'an unpacked artifact has no src/lookups/data beside it (a read from disk would fail)',
      !fs.existsSync(path.join(sample.dir, 'src')),
      'src/ is there',
    );
  }

  // The lookups answer real suggestions.
  const lookups: [string, object, (answer: JsonAnswer) => boolean, string][] = [
    [
      'cityZipLookup',
      { input: '90210' },
      (a) => dataList(a)[0]?.City === 'Beverly Hills' && dataList(a)[0]?.Zip === '90210',
      '"90210" gives Beverly Hills, CA 90210',
    ],
    [
      'makeLookup',
      { input: 'Toy', Year: 2020 },
      (a) => dataList(a).some((make) => make.Make === 'Toyota' && make.MakeID === 448),
      '"Toy" gives Toyota (MakeID 448)',
    ],
    [
      'modelLookup',
      { input: 'Cam', MakeID: 448, Year: 2020 },
      (a) => dataList(a).some((model) => model.Model === 'Camry'),
      'Toyota (448) in 2020, "Cam", gives Camry',
    ],
    [
      'cityPortLookup',
      { input: 'Baltimore', searchPort: true },
      (a) => dataList(a).some((port) => /Baltimore/.test(String(port.PortName ?? port.City ?? ''))),
      '"Baltimore" gives the Port of Baltimore',
    ],
    [
      'autocomplete',
      { input: 'Miami' },
      (a) => dataList(a).length > 0 && /^Miami/.test(String(dataList(a)[0]?.City ?? dataList(a)[0]?.Name ?? '')),
      '"Miami" gives Miami',
    ],
  ];
  for (const [apiName, body, expected, what] of lookups) {
    const run = await call(apiName, [jsonPost(`/api/${apiName}`, body)]);
    await checks.check(`${apiName} from its zip: ${what}`, () => {
      if (!ran(run)) return notRun(run);
      const answer = json(run);
      return answer.status === 200 && expected(answer) ? true : brief(answer);
    });
  }

  // The estimate answers a price.
  const estimate = await call('estimate', [jsonPost('/api/estimate', { from: 'Miami, FL', to: 'Boston, MA' })]);
  await checks.check('estimate from its zip: Miami, FL to Boston, MA answers a price range', () => {
    if (!ran(estimate)) return notRun(estimate);
    const answer = json(estimate);
    const data = answer.body.data as { kind?: string; options?: { price?: number[] }[] } | undefined;
    const price = data?.options?.[0]?.price;
    return answer.status === 200 && data?.kind === 'estimate' && Array.isArray(price) && Number(price[0]) > 0
      ? true
      : brief(answer);
  });

  // The warm-up opens the lead store (PostgreSQL) and loads the indexes.
  const ping = await call('pingGRPC', [get('/api/pingGRPC')]);
  const warmedAt = Date.now();
  const formToken = ran(ping) ? String(json(ping).body.formToken ?? '') : '';
  await checks.check(
    'pingGRPC from its zip: opens PostgreSQL and the lookup indexes (200) and gives a form token',
    () =>
      ran(ping) && json(ping).status === 200 && formToken.startsWith('f2.')
        ? true
        : ran(ping)
          ? brief(json(ping))
          : notRun(ping),
  );
  // A person needs more than 3 s from the warm-up to the quote (src/leads/form-token.ts).
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, warmedAt + 4_000 - Date.now())));

  // A lead, sent twice with one Idempotency-Key by two separate instances: one lead, three deliveries.
  const email = `production.${Date.now()}@example.com`;
  const lead = { ...validLead({ email }), formToken };
  const key = `production-${Date.now()}`;
  const leadEvent = jsonPost('/api/createLead', lead, { 'Idempotency-Key': key, 'x-forwarded-for': '203.0.113.20' });
  const first = await call('createLead', [leadEvent]);
  const again = await call('createLead', [leadEvent]);
  let requestId = '';
  let quoteUrl = '';
  await checks.check('createLead from its zip: a valid lead is taken (201)', () => {
    if (!ran(first)) return notRun(first);
    const answer = json(first);
    const data = answer.body.data as { lead?: { id?: string }; quote?: { url?: string } } | undefined;
    requestId = data?.lead?.id ?? '';
    quoteUrl = data?.quote?.url ?? '';
    return answer.status === 201 && requestId ? true : brief(answer);
  });
  await checks.check('createLead from its zip: the same Idempotency-Key again replays the first answer', () => {
    if (!ran(again) || !ran(first)) return 'did not run';
    const answer = json(again);
    return answer.status === 201 &&
      answerHeader(again.answers[0], 'idempotent-replayed') === 'true' &&
      answer.text === json(first).text
      ? true
      : `${brief(answer)} (idempotent-replayed: ${answerHeader(again.answers[0], 'idempotent-replayed')})`;
  });
  await checks.check('PostgreSQL holds that lead exactly once, with its three outbox rows', async () => {
    const leads = await pool.query<{ id: string; public_id: string }>(
      'SELECT id, public_id FROM leads WHERE email = $1',
      [email],
    );
    if (leads.rowCount !== 1) return `${leads.rowCount} leads with that e-mail`;
    const outbox = await pool.query<{ channel: string }>(
      'SELECT channel FROM outbox WHERE lead_id = $1 ORDER BY channel',
      [leads.rows[0]?.id],
    );
    const channels = outbox.rows.map((row) => row.channel).join(', ');
    return channels === 'broker_email, crm, customer_email' ? true : `outbox rows: ${channels || 'none'}`;
  });

  // The customer's quote page, through its signed link.
  const link = quoteUrl ? new URL(quoteUrl) : null;
  const quote = link
    ? await call('quote', [
        get('/api/quote', Object.fromEntries(new URLSearchParams(link.hash.slice(1)))),
        get('/api/quote', { ...Object.fromEntries(new URLSearchParams(link.hash.slice(1))), sig: 'A'.repeat(43) }),
      ])
    : null;
  await checks.check("quote from its zip: the lead's signed link opens its quote page", () => {
    if (!link) return 'createLead answered no quote link';
    if (!ran(quote)) return notRun(quote);
    const answer = json(quote);
    return answer.status === 200 && answer.text.includes(requestId) ? true : brief(answer);
  });
  await checks.check('quote from its zip: a wrong signature is refused (403)', () =>
    ran(quote) && quote.answers.length > 1 && json(quote, 1).status === 403 ? true : 'not refused',
  );

  // A booking, and the booking status's refusal of a forged link.
  const booking = await call('createOpportunityAndSendToBooking', [
    jsonPost('/api/createOpportunityAndSendToBooking', validLead({ email: `booking.${email}` }), {
      'x-forwarded-for': '203.0.113.21',
    }),
  ]);
  await checks.check(
    'createOpportunityAndSendToBooking from its zip: a booking answers its booking page URL (201)',
    () => {
      if (!ran(booking)) return notRun(booking);
      const answer = json(booking);
      return answer.status === 201 && String(answer.body.url ?? '').includes('/book#ref=') ? true : brief(answer);
    },
  );

  // Production without DATABASE_URL: a clear 503, never SQLite.
  const { DATABASE_URL: _unused, ...withoutDatabase } = hostEnv;
  const noDatabase = await call(
    'createLead',
    [jsonPost('/api/createLead', validLead({ email: `nodb.${email}` }), { 'x-forwarded-for': '203.0.113.22' })],
    withoutDatabase,
  );
  await checks.check(
    'createLead without DATABASE_URL: a 503 JSON answer, the log naming DATABASE_URL, no SQLite file',
    () => {
      if (!ran(noDatabase)) return notRun(noDatabase);
      const answer = json(noDatabase);
      const artifact = byName.get(route('createLead'));
      const sqlite = artifact ? fs.existsSync(path.join(artifact.dir, 'var')) : false;
      if (answer.status !== 503 || !answer.contentType.includes('application/json')) return brief(answer);
      if (!noDatabase.output.includes('DATABASE_URL is not set'))
        return `the log does not name DATABASE_URL: ${noDatabase.output.slice(0, 200)}`;
      return sqlite ? 'a var/ folder (SQLite) was made beside the artifact' : true;
    },
  );

  // The scheduled relay, run once from its zip as Netlify's scheduler calls it, delivers the lead.
  const relayRun = await call(RELAY, [scheduledEvent(RELAY)]);
  await checks.check('outbox-relay from its zip: one scheduled run delivers the waiting rows', () => {
    if (!ran(relayRun)) return notRun(relayRun);
    const answer = relayRun.answers[0];
    const summary = JSON.parse(answer?.body ?? '{}') as { delivered?: number; claimed?: number };
    return answer?.statusCode === 200 && (summary.delivered ?? 0) >= 3 && summary.delivered === summary.claimed
      ? true
      : `HTTP ${answer?.statusCode}: ${answer?.body}\n${relayRun.output.slice(0, 400)}`;
  });
  await checks.check('the CRM received the lead once, signed, keyed by its request identification', () => {
    const received = crm.requests.filter((request) => request.idempotencyKey === requestId);
    return received.length === 1 && received[0]?.signatureValid && crm.stored.get(requestId) === 1
      ? true
      : `${received.length} requests for ${requestId}, signature valid: ${received[0]?.signatureValid}`;
  });
  await checks.check("SMTP received the customer's confirmation and the broker's notification", () => {
    const toCustomer = smtp.mails.filter((mail) => mail.to.includes(email));
    const toBroker = smtp.mails.filter(
      (mail) => mail.to.includes(hostEnv.BROKER_EMAIL ?? '') && mail.data.includes(requestId),
    );
    return toCustomer.length === 1 && toBroker.length === 1
      ? true
      : `${toCustomer.length} to the customer, ${toBroker.length} to the broker`;
  });
  await checks.check("PostgreSQL marks the lead's three deliveries delivered", async () => {
    const rows = await pool.query<{ status: string }>(
      'SELECT o.status FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.email = $1',
      [email],
    );
    const statuses = rows.rows.map((row) => row.status);
    return statuses.length === 3 && statuses.every((value) => value === 'delivered') ? true : statuses.join(', ');
  });

  // The order after the quote (issue 28): booked, signed, followed, delivered.
  await checkOrderArtifacts({
    checks,
    call,
    ran,
    notRun,
    hostEnv,
    pool,
    crm,
    smtp,
    requestId,
    quoteUrl,
    email,
    relay: () => call(RELAY, [scheduledEvent(RELAY)]),
  });

  // The catch-up of missed webhooks: nothing to do while the deployed site matches the CMS; after an
  // editor publishes (here no webhook calls any hook), one call of the host's build hook.
  const hook = await startBuildHook();
  try {
    const catchUpEnv = { ...hostEnv, BUILD_HOOK_URL: hook.url };
    const unchanged = await call(CATCH_UP, [scheduledEvent(CATCH_UP)], catchUpEnv);
    await checks.check(`${CATCH_UP} from its zip: the site built from the CMS as it is calls no build hook`, () => {
      if (!ran(unchanged)) return notRun(unchanged);
      const outcome = (JSON.parse(unchanged.answers[0]?.body ?? '{}') as { outcome?: string }).outcome;
      return outcome === 'up to date' && hook.calls() === 0 ? true : `${outcome}; ${hook.calls()} hook calls`;
    });
    const posts = (await (
      await fetch(hostEnv.CMS_GRAPHQL_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ blogs(pagination: { limit: 1 }) { documentId } }' }),
      })
    ).json()) as { data?: { blogs?: { documentId: string }[] } };
    const documentId = posts.data?.blogs?.[0]?.documentId ?? '';
    await editAndPublishPost(
      await signInAsEditor(editor),
      documentId,
      { Name: `Published unseen ${Date.now()}` },
      editor.cms,
    );
    const changed = await call(CATCH_UP, [scheduledEvent(CATCH_UP)], catchUpEnv);
    await checks.check(`${CATCH_UP} from its zip: after a publish nobody built, it calls the build hook once`, () => {
      if (!ran(changed)) return notRun(changed);
      const outcome = (JSON.parse(changed.answers[0]?.body ?? '{}') as { outcome?: string }).outcome;
      return outcome === 'build requested' && hook.calls() === 1 ? true : `${outcome}; ${hook.calls()} hook calls`;
    });
  } finally {
    await hook.close();
  }

  // Every run loaded its code from its own folder only.
  const outside = new Map<string, string[]>();
  for (const { name, run } of runs) outside.set(name, [...(outside.get(name) ?? []), ...run.loadedFromOutside]);
  for (const [name, files] of outside) {
    checks.add(
      `${name}: loaded nothing from outside its unpacked zip`,
      files.length === 0,
      files.slice(0, 3).join(', '),
    );
  }
}
