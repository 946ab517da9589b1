/**
 * The hostile stage's rows that must write leads (issue 40, findings 3 and 6), on a site server
 * of their own with a lead store of its own, so the stage's other rows keep their guarantee that
 * nothing they send is written. This server runs as a deployment would where it matters here:
 * the default hourly cap on e-mails to customers (60, not the tests' 100,000), TRUST_PROXY (each
 * request's address is its X-Forwarded-For), no SITE_URL (links must come from the local default
 * on its port, never from a Host header), and secrets of the stage's own, so it can sign links and
 * status events as the site does.
 *
 * - the flood as tried: one warm-up's form token replayed for 45 quotes from 23 addresses (2
 *   each), in an hour that had already had 15 customers' quotes: a real customer's confirmation
 *   (a token of their own, another address) is still delivered, and the broker is alerted;
 * - a booking by a customer whose e-mails are held is not told "we have e-mailed you";
 * - 20 change messages with control characters refused (422, nothing stored);
 * - a `__proto__` key answered 422, naming it, by every JSON Function that checks fields;
 * - a quote sent with `Host: evil.example` is answered with links on the site's own address.
 */
import type { ChildProcess } from 'child_process';
import { randomBytes } from 'crypto';
import fs from 'fs';
import http from 'http';
import net from 'net';
import path from 'path';
import { signCrmBody } from '../../../../src/leads/delivery/crm-webhook';
import type { Transports } from '../../../../src/leads/delivery/channel-transport';
import { deliverDue } from '../../../../src/leads/delivery/relay';
import { decoded, header } from '../../../../src/leads/delivery/testing/read-eml';
import { createTransports } from '../../../../src/leads/delivery/transports';
import { UNKNOWN_BROKER_FACTS } from '../../../../src/leads/delivery/broker-facts';
import type { Database } from '../../../../src/leads/store/database';
import { openLeadDatabase } from '../../../../src/leads/store/open-store';
import { quoteLinkParts } from '../../../../src/leads/quote-link';
import { validLead } from '../../../../src/leads/testing/fixtures';
import { insertTestOrder } from '../../../../src/orders/testing/order-fixtures';
import { stage } from '../../../shared/log';
import { answers, start, stop, waitFor } from '../../../shared/processes';
import { newRow as row, type HostileRow } from './hostile-row';

export interface OwnLeadStoreOptions {
  root: string;
  /** The environment the stage serves the site with; this server's lead store and settings replace parts of it. */
  env: NodeJS.ProcessEnv;
  /** Where this server's lead store and mail go (the stage removes it). */
  scratch: string;
}

interface Answer {
  status: number;
  ms: number;
  text: string;
  json: Record<string, unknown>;
}

const BROKER_EMAIL = 'sales@velmora-transport.example';
/** A person needs 3 s from the warm-up to the quote (MIN_FILL_MS): the flood waited that long too. */
const FILL_WAIT_MS = 3300;
const ANSWER_LIMIT_MS = 2000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Traces and paths no answer may carry (as the stage's other rows check). */
const LEAKS = [/\n\s+at .+:\d+:\d+/, /node_modules/, /\/(work|home|root|tmp|usr)\//, /\b[\w-]+\.(js|ts):\d+/];

function tally(target: HostileRow, what: string, answer: Answer) {
  target.count += 1;
  target.answers.set(String(answer.status), (target.answers.get(String(answer.status)) ?? 0) + 1);
  target.worstMs = Math.max(target.worstMs, answer.ms);
  if (answer.ms > ANSWER_LIMIT_MS) target.problems.push(`${what}: took ${Math.round(answer.ms)} ms`);
  const leak = LEAKS.find((pattern) => pattern.test(answer.text));
  if (leak) target.problems.push(`${what}: the answer carries ${leak} (${answer.text.slice(0, 160)})`);
}

const brief = (answer: Answer) => `${answer.status} ${answer.text.slice(0, 240)}`;

/** A port nobody listens on now, for this server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One request, as a client at `from` behind the trusted proxy sends it (`host` as it likes). */
function request(
  port: number,
  method: 'GET' | 'POST',
  route: string,
  { body, from, host, headers = {} }: { body?: string; from?: string; host?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: route,
      agent: false,
      headers: {
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...(host ? { host } : {}),
        ...headers,
      },
    });
    const settle = (status: number, text: string) => {
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        json = {};
      }
      resolve({ status, ms: performance.now() - started, text, json });
    };
    req.setTimeout(15_000, () => {
      req.destroy();
      settle(0, 'no answer in 15 s');
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => settle(res.statusCode ?? 0, text));
    });
    req.on('error', (error) => settle(0, `refused (${error.message})`));
    req.end(body);
  });
}

const dataOf = (answer: Answer) => (answer.json.data ?? {}) as Record<string, unknown>;
const requestIdOf = (answer: Answer) => String((dataOf(answer).lead as { id?: unknown } | undefined)?.id ?? '');
/** The signed values of a link the site answered (its fragment: ref, t, sig). */
function linkValues(url: unknown): { ref: string; t: string; sig: string } | null {
  if (typeof url !== 'string') return null;
  const parts = new URLSearchParams(url.slice(url.indexOf('#') + 1));
  const values = { ref: parts.get('ref') ?? '', t: parts.get('t') ?? '', sig: parts.get('sig') ?? '' };
  return values.ref && values.sig ? values : null;
}
const quoteLinkOf = (answer: Answer) => linkValues((dataOf(answer).quote as { url?: unknown } | undefined)?.url);
/** The customer's own link, as the e-mails sign it (the answer's link books nothing until it is confirmed). */
const emailedLinkOf = (answer: Answer, secret: string) => {
  const ref = requestIdOf(answer);
  return ref ? quoteLinkParts(ref, secret) : null;
};
/** True when a JSON answer's field errors name `field` as their own key. */
const namesField = (answer: Answer, field: string) =>
  typeof answer.json.errors === 'object' && answer.json.errors !== null && Object.hasOwn(answer.json.errors, field);

/** Mail files the relay wrote, and what the relay does with the rows this test does not look at. */
function stageTransports(env: NodeJS.ProcessEnv, varDir: string): Transports {
  const { transports } = createTransports(env, varDir, false, async () => UNKNOWN_BROKER_FACTS);
  const skipped = async () => ({ detail: 'not delivered by the hostile stage' });
  return { ...transports, crm: skipped, broker_email: skipped };
}

/** Relay passes as the relay runs them, two minutes on (the broker's alert gathers for one). */
async function relayAll(db: Database, transports: Transports): Promise<void> {
  const now = Date.now() + 2 * 60_000;
  for (let pass = 0; pass < 50; pass += 1) {
    if ((await deliverDue(db, transports, { now, batchSize: 50 })).claimed === 0) return;
  }
}

export async function ownLeadStoreRows(options: OwnLeadStoreOptions): Promise<HostileRow[]> {
  const { root, scratch } = options;
  fs.mkdirSync(scratch, { recursive: true });
  const leadsFile = path.join(scratch, 'leads.db');
  const varDir = path.join(scratch, 'var');
  const port = await freePort();
  const secrets = {
    LEAD_LINK_SECRET: randomBytes(32).toString('base64url'),
    RATE_LIMIT_SALT: randomBytes(32).toString('base64url'),
    ORDER_STATUS_SECRET: randomBytes(32).toString('base64url'),
  };
  const env: NodeJS.ProcessEnv = {
    ...options.env,
    ...secrets,
    DATABASE_URL: '',
    LEADS_SQLITE_FILE: leadsFile,
    // No SITE_URL: links must come from the local default on this port, whatever the Host says.
    SITE_URL: '',
    SITE_PORT: String(port),
    // The deployed default (60), not the tests' 100,000.
    CUSTOMER_CONFIRMATIONS_PER_HOUR: '',
    TRUST_PROXY: 'true',
    TRUSTED_PROXY_HOPS: '1',
    BROKER_EMAIL,
    // Nobody answers there: the rates and order terms are the built-in ones, at once.
    CMS_GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
  };
  let server: ChildProcess | null = null;
  let db: Database | null = null;
  const rows: HostileRow[] = [];
  try {
    stage(`hostile: rows that write leads, on a server of their own (port ${port}, the default cap of 60 an hour)`);
    server = start(
      process.execPath,
      ['--import', 'tsx', 'scripts/services/site-server/serve.ts', '--port', String(port), '--host', '127.0.0.1'],
      { cwd: root, label: 'hostile:leads-site', env },
    );
    const site = server;
    await waitFor('The site server with its own lead store', () => answers(`http://127.0.0.1:${port}/api/pingGRPC`), {
      whileAlive: site,
      timeoutMs: 90_000,
    });
    db = await openLeadDatabase({ DATABASE_URL: '', LEADS_SQLITE_FILE: leadsFile });
    const call = (method: 'GET' | 'POST', route: string, init: Parameters<typeof request>[3] = {}) =>
      request(port, method, route, init);
    const warmUp = async (from: string) => String((await call('GET', '/api/pingGRPC', { from })).json.formToken ?? '');
    const quote = (from: string, body: object, route = 'createLead') =>
      call('POST', `/api/${route}`, { from, body: JSON.stringify(body) });

    // 1. The flood as tried, in an hour that already had 15 customers' quotes.
    const flood = row(
      'one form token, 45 quotes from 23 addresses: a real customer still e-mailed, the broker alerted',
    );
    const earlierFrom = Array.from({ length: 15 }, (_, i) => `10.41.${i}.9`);
    const floodFrom = Array.from({ length: 45 }, (_, i) => `10.66.${i >> 1}.7`);
    const customerFrom = '198.51.100.44';
    // Every page's warm-up first (rows 4 and 5 send quotes too), then the 3 s a person needs.
    const [floodToken, customerToken, protoToken, linkToken, ...earlierTokens] = await Promise.all([
      warmUp(floodFrom[0]!),
      warmUp(customerFrom),
      warmUp('10.68.0.1'),
      warmUp('10.69.0.1'),
      ...earlierFrom.map((from) => warmUp(from)),
    ]);
    await sleep(FILL_WAIT_MS);
    const earlier: Answer[] = [];
    for (const [i, from] of earlierFrom.entries()) {
      const answer = await quote(from, {
        ...validLead({ email: `earlier.${i}@example.com` }),
        formToken: earlierTokens[i],
      });
      tally(flood, `an earlier customer's quote from ${from}`, answer);
      if (answer.status !== 201) flood.problems.push(`an earlier customer's quote: ${brief(answer)}`);
      earlier.push(answer);
    }
    const floodIds: string[] = [];
    for (const [i, from] of floodFrom.entries()) {
      const answer = await quote(from, {
        ...validLead({ email: `victim.${i}@flood.example`, firstName: 'Ann' }),
        formToken: floodToken,
      });
      tally(flood, `the flood's quote ${i + 1} from ${from}`, answer);
      if (answer.status !== 201) flood.problems.push(`the flood's quote ${i + 1}: ${brief(answer)}`);
      floodIds.push(requestIdOf(answer));
    }
    const customer = await quote(customerFrom, {
      ...validLead({ email: 'maria.lopez@example.com' }),
      formToken: customerToken,
    });
    tally(flood, 'the real customer', customer);
    const customerId = requestIdOf(customer);
    const confirmation = dataOf(customer).confirmation as { emailed?: unknown } | undefined;
    if (customer.status !== 201 || !customerId) flood.problems.push(`the real customer's quote: ${brief(customer)}`);
    else if (confirmation?.emailed !== true)
      flood.problems.push(
        `the real customer's answer does not say their confirmation was e-mailed: ${brief(customer)}`,
      );

    const transports = stageTransports(env, varDir);
    await relayAll(db, transports);
    const mailDir = path.join(varDir, 'mail');
    const mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [];
    if (!mails.includes(`${customerId}-customer-confirmation.eml`))
      flood.problems.push(`the real customer's confirmation was not delivered (${customerId}: held)`);
    const victimsMailed = floodIds.filter((id) => mails.includes(`${id}-customer-confirmation.eml`)).length;
    if (victimsMailed > 1)
      flood.problems.push(`${victimsMailed} of the flood's 45 confirmations went out (its token is one visitor's)`);
    const alertFile = mails.find((file) => file.includes('-held-mail-alert'));
    if (!alertFile) flood.problems.push('the broker was not alerted (no held e-mails alert was sent)');
    else {
      const raw = fs.readFileSync(path.join(mailDir, alertFile), 'utf8');
      const text = decoded(raw);
      const to = header(raw, 'to').join(' ');
      if (!to.includes(BROKER_EMAIL)) flood.problems.push(`the alert went to ${to}, not the broker`);
      if (!/Customer e-mails held: 4\d in the last hour/.test(header(raw, 'subject').join(' ')))
        flood.problems.push(`the alert does not say how many were held: ${header(raw, 'subject').join(' ')}`);
      if (!text.includes('npm run leads -- release-held'))
        flood.problems.push('the alert does not say how to release them');
    }
    const alerts = mails.filter((file) => file.includes('-held-mail-alert')).length;
    flood.memory = `${earlier.length} earlier quotes, 45 flood quotes, 1 customer; ${victimsMailed} flood e-mail sent; customer ${mails.includes(`${customerId}-customer-confirmation.eml`) ? 'e-mailed' : 'HELD'}; ${alerts} alert`;
    rows.push(flood);

    // 2. A customer whose e-mails are held books: the page is never told "we have e-mailed you".
    const held = row('a booking whose copy is held is not told it was e-mailed');
    const victim = await quote('10.67.0.7', {
      ...validLead({ email: 'held.customer@flood.example' }),
      formToken: floodToken,
    });
    tally(held, 'a quote with a spent token', victim);
    // Through the answer's link the booking waits for an e-mail that is held: the page must say so;
    // through the e-mailed link (once an agent released it) it is booked with its copy held.
    const answerLink = quoteLinkOf(victim);
    const victimLink = emailedLinkOf(victim, secrets.LEAD_LINK_SECRET);
    if (!answerLink || !victimLink) held.problems.push(`no link in the answer: ${brief(victim)}`);
    else {
      const signAs = async (link: { ref: string; t: string; sig: string }, what: string) => {
        const view = await call('GET', `/api/book?${new URLSearchParams(link).toString()}`, { from: '10.67.0.7' });
        tally(held, `the booking page (${what})`, view);
        const shown = dataOf(view) as {
          version?: number;
          terms?: { hash?: string };
          windows?: { id: string; prices: { Open?: { price?: number[] } | null } }[];
        };
        const price = shown.windows?.find((window) => window.id === 'flexible')?.prices.Open?.price ?? null;
        const booking = await call('POST', '/api/book', {
          from: '10.67.0.7',
          body: JSON.stringify({
            ...link,
            version: shown.version ?? 1,
            termsHash: shown.terms?.hash ?? '0'.repeat(64),
            pickup: { street: '1200 N Crescent Dr', contactName: 'Ann Reyes', contactPhone: '(310) 555-0199' },
            delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Ann Reyes', contactPhone: '(212) 555-0148' },
            pickupWindow: 'flexible',
            transportType: 'Open',
            price,
            signature: { name: 'Ann Reyes', consent: true },
          }),
        });
        tally(held, `the booking (${what})`, booking);
        return booking;
      };
      const waiting = await signAs(answerLink, "the answer's link");
      if (waiting.status !== 202) held.problems.push(`the booking through the answer's link: ${brief(waiting)}`);
      else if ((dataOf(waiting) as { confirmation?: unknown }).confirmation !== 'held')
        held.problems.push(
          `the waiting booking says its confirmation e-mail was sent while it is held: ${brief(waiting)}`,
        );
      const booking = await signAs(victimLink, 'the e-mailed link');
      if (booking.status !== 201) held.problems.push(`the booking through the e-mailed link: ${brief(booking)}`);
      for (const answer of [waiting, booking])
        if (/We have e-mailed/i.test(String(answer.json.message ?? '')))
          held.problems.push(`the booking's answer says "${String(answer.json.message)}" while its e-mails are held`);
      if ((dataOf(booking) as { copyEmailed?: unknown }).copyEmailed !== false)
        held.problems.push('the booking answer does not say its copy is held');
    }
    rows.push(held);

    // 3. Change messages with control characters, on a booked order of the real customer.
    const controls = row('20 change messages with control characters');
    const customerLink = emailedLinkOf(customer, secrets.LEAD_LINK_SECRET);
    const customerLead = Number((await db.get('SELECT id FROM leads WHERE public_id = ?', [customerId]))?.id);
    if (!customerLink || !customerLead) controls.problems.push('the real customer has no quote to book');
    else {
      await insertTestOrder(db, customerLead);
      const characters = [
        '\u0000',
        '\u0001',
        '\u0002',
        '\u0003',
        '\u0004',
        '\u0005',
        '\u0006',
        '\u0007',
        '\u0008',
        '\u000b',
        '\u000c',
        '\u000e',
        '\u000f',
        '\u0010',
        '\u0011',
        '\u0012',
        '\u001b',
        '\u001f',
        '\u007f',
        '\u0085',
      ];
      for (const [i, character] of characters.entries()) {
        const answer = await call('POST', '/api/orderRequest', {
          from: customerFrom,
          body: JSON.stringify({
            ...customerLink,
            request: { kind: 'change', message: `Please deliver to 12 Elm St${character} instead (request ${i + 1})` },
          }),
        });
        tally(controls, `U+${character.charCodeAt(0).toString(16).padStart(4, '0')}`, answer);
        if (answer.status !== 422 || !namesField(answer, 'message'))
          controls.problems.push(
            `a message with U+${character.charCodeAt(0).toString(16).padStart(4, '0')}: ${brief(answer)}`,
          );
      }
      const stored = Number((await db.get('SELECT COUNT(*) AS n FROM order_requests'))?.n ?? 0);
      if (stored > 0) controls.problems.push(`${stored} of them stored`);
      // A message of several lines, as the text area sends it, is still taken.
      const plain = await call('POST', '/api/orderRequest', {
        from: customerFrom,
        body: JSON.stringify({
          ...customerLink,
          request: { kind: 'change', message: 'Please pick up after 5 pm.\nGate code:\t4411' },
        }),
      });
      tally(controls, 'a plain message of two lines', plain);
      if (plain.status !== 201) controls.problems.push(`a plain two-line message: ${brief(plain)}`);
      controls.memory = `${stored} stored of 20; a plain two-line message ${plain.status}`;
    }
    rows.push(controls);

    // 4. A `__proto__` key, to every JSON Function that checks fields.
    const proto = row('a __proto__ key, to every JSON Function that checks fields');
    const withProto = (body: object) => `{"__proto__":{"admin":true},${JSON.stringify(body).slice(1)}`;
    const leadsBefore = Number((await db.get('SELECT COUNT(*) AS n FROM leads'))?.n ?? 0);
    const unbooked = emailedLinkOf(earlier[0]!, secrets.LEAD_LINK_SECRET);
    const protoRequests: [string, string, string][] = [
      [
        'createLead',
        '/api/createLead',
        withProto({ ...validLead({ email: 'proto.1@example.com' }), formToken: protoToken }),
      ],
      [
        'createOpportunityAndSendToBooking',
        '/api/createOpportunityAndSendToBooking',
        withProto({ ...validLead({ email: 'proto.2@example.com' }), formToken: protoToken }),
      ],
      ['estimate (a quote)', '/api/estimate', withProto(validLead())],
      ['estimate (a route card)', '/api/estimate', withProto({ from: 'Miami, FL', to: 'Boston, MA' })],
      [
        'book',
        '/api/book',
        withProto({
          ...customerLink,
          version: 1,
          termsHash: '0'.repeat(64),
          pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
          delivery: { street: '350 W 31st St, Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
          pickupWindow: 'flexible',
          transportType: 'Open',
          signature: { name: 'Maria Lopez', consent: true },
        }),
      ],
      [
        'quote (a change)',
        '/api/quote',
        JSON.stringify({ ...unbooked, change: JSON.parse(withProto({ version: 1 })) }),
      ],
      [
        'orderRequest',
        '/api/orderRequest',
        JSON.stringify({
          ...customerLink,
          request: JSON.parse(withProto({ kind: 'cancel', message: 'Sold the car' })),
        }),
      ],
    ];
    for (const [what, route, body] of protoRequests) {
      // JSON.parse keeps `__proto__` a field; JSON.stringify of what it made writes it back.
      const answer = await call('POST', route, { from: '10.68.0.1', body });
      tally(proto, what, answer);
      if (answer.status !== 422 || !namesField(answer, '__proto__')) proto.problems.push(`${what}: ${brief(answer)}`);
    }
    const event = withProto({
      eventId: `hostile-${Date.now()}`,
      requestId: customerId,
      status: 'carrier_assigned',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
      carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512' },
    });
    const signed = await call('POST', '/api/orderStatus', {
      body: event,
      headers: { 'Velmora-Signature': signCrmBody(event, secrets.ORDER_STATUS_SECRET) },
    });
    tally(proto, 'orderStatus', signed);
    if (signed.status !== 422 || !namesField(signed, '__proto__')) proto.problems.push(`orderStatus: ${brief(signed)}`);
    const leadsAfter = Number((await db.get('SELECT COUNT(*) AS n FROM leads'))?.n ?? 0);
    if (leadsAfter !== leadsBefore) proto.problems.push(`${leadsAfter - leadsBefore} leads written`);
    rows.push(proto);

    // 5. Links from the site's own address, whatever Host a request names.
    const links = row('links from the configured site address, whatever the Host header');
    const own = `http://localhost:${port}/`;
    const forged = await call('POST', '/api/createOpportunityAndSendToBooking', {
      from: '10.69.0.1',
      host: 'evil.example',
      body: JSON.stringify({ ...validLead({ email: 'host.header@example.com' }), formToken: linkToken }),
    });
    tally(links, 'a booking form quote with Host: evil.example', forged);
    const given = [
      forged.json.url,
      (dataOf(forged).quote as { url?: unknown } | undefined)?.url,
      (dataOf(forged).booking as { url?: unknown } | undefined)?.url,
    ];
    if (forged.status !== 201) links.problems.push(`the quote: ${brief(forged)}`);
    for (const url of given)
      if (typeof url !== 'string' || !url.startsWith(own)) links.problems.push(`a link not on ${own}: ${String(url)}`);
    links.memory = `links on ${String(given[0]).slice(0, 40)}…`;
    rows.push(links);
  } finally {
    await db?.close();
    if (server) await stop(server);
  }
  return rows;
}
