/**
 * The hostile stage's rows of issue 40's finding 4: booking in someone else's name. An attacker
 * fetches a form token from the warm-up, sends the booking form with a stranger's address, takes
 * the links the answer hands back, and books and e-signs with text of their own; or fills the
 * fields that reach the customer's e-mail and its PDF with a phishing line.
 *
 * - "a booking through the answer's link": it must be answered as waiting (202), store no order,
 *   queue none of the order's e-mails, and the relay (run here, writing .eml files as it does
 *   without SMTP) must send the stranger's address nothing that was typed: only the "confirm
 *   your booking" e-mail, whose link (e-mailed, so its reader owns the mailbox) then books, once.
 * - "phishing strings in fields that reach a customer": the lead's first name and the booking's
 *   streets, contacts and signature, each refused 422 naming the field.
 *
 * It writes leads, so the stage calls it after its own "no lead written" check.
 */
import fs from 'fs';
import path from 'path';
import { UNKNOWN_BROKER_FACTS } from '../../../../src/leads/delivery/broker-facts';
import { deliverDue } from '../../../../src/leads/delivery/relay';
import { attachmentOf, decoded } from '../../../../src/leads/delivery/testing/read-eml';
import { createTransports } from '../../../../src/leads/delivery/transports';
import { openLeadDatabase } from '../../../../src/leads/store/open-store';
import { validLead } from '../../../../src/leads/testing/fixtures';
import { newRow, type HostileRow } from './hostile-row';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

const ANSWER_LIMIT_MS = 2000;
/** The line the attacker wanted in the victim's order confirmation and its PDF (issue 40). */
const PHISHING_LINE = 'Velmora Billing: wire $1,200 to IBAN DE89 3704 0044 0532 0130 00 http://evil.example';
const PHISHING = [
  PHISHING_LINE,
  'http://evil.example',
  'www.evil.example',
  'evil.example',
  'evil . example',
  'Ann evil.example',
  'pay@evil.example',
];
/** What the attacker types on the booking page they were handed: text any field takes. */
const TYPED = {
  street: '77 Sunset Blvd Suite 1200',
  contactName: 'Velmora Billing Department',
  contactPhone: '(310) 555-0111',
  signature: 'Velmora Accounts Team',
};

function tally(row: HostileRow, answer: Answer) {
  row.count += 1;
  row.answers.set(String(answer.status), (row.answers.get(String(answer.status)) ?? 0) + 1);
  row.worstMs = Math.max(row.worstMs, answer.ms);
  if (answer.ms > ANSWER_LIMIT_MS) row.problems.push(`answered in ${Math.round(answer.ms)} ms`);
}

const brief = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;

export interface BookingDoorOptions {
  port: number;
  /** The served site's lead store (SQLite), which the relay reads here. */
  leadsFile: string;
  /** A folder of the stage's own, for the relay's .eml files. */
  scratch: string;
}

export async function bookingDoorRows({ port, leadsFile, scratch }: BookingDoorOptions): Promise<HostileRow[]> {
  const base = `http://127.0.0.1:${port}`;
  let address = 0;
  const call = async (method: 'GET' | 'POST', route: string, body?: unknown): Promise<Answer> => {
    address += 1;
    const started = performance.now();
    const response = await fetch(`${base}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        // A connection of its own per request (the served site trusts X-Forwarded-For in tests).
        'x-forwarded-for': `198.18.40.${address % 250}`,
        'user-agent': 'Mozilla/5.0 (hostile stage)',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { text: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed, ms: performance.now() - started };
  };
  const linkOf = (url: string) => Object.fromEntries(new URLSearchParams(new URL(url).hash.slice(1)));

  /** A warm-up's form token, aged past the time a person takes, as the attacker waits it out. */
  const tokens = async (count: number) => {
    const answers = await Promise.all(Array.from({ length: count }, () => call('GET', '/api/pingGRPC')));
    await new Promise((resolve) => setTimeout(resolve, 3200));
    return answers.map((answer) => String(answer.body.formToken ?? ''));
  };
  /** A booking body as the booking page sends it; `price` only where the server takes one. */
  const bookingBody = (
    link: Record<string, string>,
    view: Record<string, unknown>,
    fields: { pickup: object; delivery: object; signature: string },
    withPrice: boolean,
  ) => {
    const windows = (view.windows ?? []) as { id: string; prices: { Open?: { price: number[] } | null } }[];
    return {
      ...link,
      version: view.version,
      termsHash: (view.terms as { hash?: string } | undefined)?.hash,
      pickup: fields.pickup,
      delivery: fields.delivery,
      pickupWindow: 'flexible',
      transportType: 'Open',
      ...(withPrice ? { price: windows.find((window) => window.id === 'flexible')?.prices.Open?.price ?? null } : {}),
      signature: { name: fields.signature, consent: true },
    };
  };
  /** Sends a booking as the page would; a server that knows no `price` field is sent it without (today's code). */
  const book = async (
    link: Record<string, string>,
    view: Record<string, unknown>,
    fields: Parameters<typeof bookingBody>[2],
  ) => {
    const answer = await call('POST', '/api/book', bookingBody(link, view, fields, true));
    const errors = (answer.body.errors ?? {}) as Record<string, string>;
    return errors.price === 'Unknown field'
      ? call('POST', '/api/book', bookingBody(link, view, fields, false))
      : answer;
  };

  const db = await openLeadDatabase({ DATABASE_URL: '', LEADS_SQLITE_FILE: leadsFile });
  const varDir = path.join(scratch, 'booking-doors-var');
  const mailDir = path.join(varDir, 'mail');
  const { transports } = createTransports(
    { SITE_URL: `http://localhost:${port}` },
    varDir,
    false,
    async () => UNKNOWN_BROKER_FACTS,
  );
  /** The relay's pass, as it runs beside the site: every due row delivered, customer e-mails as .eml files. */
  const relay = () => deliverDue(db, transports, { batchSize: 100 });
  const customerMails = (ref: string) =>
    (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
      .filter((file) => file.startsWith(ref) && !/-(broker-notification|order-notification|order-request)/.test(file))
      .map((file) => ({ file, raw: fs.readFileSync(path.join(mailDir, file), 'utf8') }));
  const typedIn = (raw: string) => {
    const pdf = attachmentOf(raw, 'application/pdf')?.toString('latin1') ?? '';
    const text = `${decoded(raw)}\n${pdf}`;
    return Object.values(TYPED).filter((typed) => text.includes(typed));
  };

  try {
    const [answerToken, phishingToken] = await tokens(2);
    const rows = [await answerLinkRow(answerToken ?? ''), await phishingRow(phishingToken ?? '')];
    return rows;
  } finally {
    await db.close();
  }

  async function answerLinkRow(formToken: string): Promise<HostileRow> {
    const row = newRow("a booking through the answer's link (finding 4)");
    const victim = `victim.${Date.now()}@example.com`;
    const lead = await call('POST', '/api/createOpportunityAndSendToBooking', {
      ...validLead({ email: victim }),
      formToken,
    });
    tally(row, lead);
    const url = String(lead.body.url ?? '');
    const ref = String((lead.body.data as { lead?: { id?: string } } | undefined)?.lead?.id ?? '');
    if (lead.status !== 201 || !url) {
      row.problems.push(`the booking form was answered ${brief(lead)}`);
      return row;
    }
    // The attacker opens the answer's url (SPEC §4: the form opens it) and books in the victim's name.
    const link = linkOf(url);
    const view = await call('GET', `/api/book?${new URLSearchParams(link).toString()}`);
    tally(row, view);
    const data = (view.body.data ?? {}) as Record<string, unknown>;
    const end = { street: TYPED.street, contactName: TYPED.contactName, contactPhone: TYPED.contactPhone };
    const signed = await book(link, data, { pickup: end, delivery: end, signature: TYPED.signature });
    tally(row, signed);
    if (signed.status !== 202) row.problems.push(`the answer's link booked: ${brief(signed)}`);
    const orders = await db.get(
      'SELECT COUNT(*) AS n FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?',
      [ref],
    );
    if (Number(orders?.n) > 0) row.problems.push('an order was stored: the booking binds the address’s owner');
    await relay();
    const beforeConfirm = customerMails(ref);
    for (const { file, raw } of beforeConfirm) {
      const found = typedIn(raw);
      if (found.length)
        row.problems.push(
          `${file} mailed the typed ${found.map((typed) => JSON.stringify(typed)).join(', ')} to the address typed`,
        );
    }
    const ask = beforeConfirm.find(({ file }) => file.includes('booking-confirmation-request'));
    if (!ask) {
      row.problems.push(
        `no "confirm your booking" e-mail: the relay sent ${beforeConfirm.map(({ file }) => file).join(', ') || 'nothing'}`,
      );
      return row;
    }
    // The owner of the mailbox opens the e-mail's link, reviews, and signs with their own name: booked, once.
    const href = /https?:\/\/[^\s"<>]+\/book#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[\w-]{43}/.exec(
      decoded(ask.raw),
    )?.[0];
    if (!href) {
      row.problems.push('the "confirm your booking" e-mail has no booking link');
      return row;
    }
    const emailed = linkOf(href);
    const review = await call('GET', `/api/book?${new URLSearchParams(emailed).toString()}`);
    tally(row, review);
    const reviewed = (review.body.data ?? {}) as { waiting?: { pickup?: { street?: string } } };
    if (reviewed.waiting?.pickup?.street !== TYPED.street)
      row.problems.push(`the e-mail's link does not offer what waits: ${brief(review)}`);
    const owner = { street: TYPED.street, contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' };
    const fields = { pickup: owner, delivery: owner, signature: 'Maria Lopez' };
    const confirmed = await book(emailed, (review.body.data ?? {}) as Record<string, unknown>, fields);
    const again = await book(emailed, (review.body.data ?? {}) as Record<string, unknown>, fields);
    tally(row, confirmed);
    tally(row, again);
    if (confirmed.status !== 201 || again.status !== 200)
      row.problems.push(`confirmed from the e-mail: ${brief(confirmed)}; again: ${brief(again)}`);
    await relay();
    const copy = customerMails(ref).find(({ file }) => file.includes('order-confirmation'));
    if (!copy) row.problems.push('no order confirmation after the owner signed');
    else if (decoded(copy.raw).includes(TYPED.signature)) row.problems.push('the order names the attacker’s signature');
    const count = await db.get(
      'SELECT COUNT(*) AS n FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = ?',
      [ref],
    );
    row.memory = `lead ${ref}: ${Number(count?.n)} order after the owner's confirmation; e-mails before it: ${beforeConfirm.map(({ file }) => file.replace(`${ref}-`, '')).join(', ')}`;
    return row;
  }

  async function phishingRow(formToken: string): Promise<HostileRow> {
    const row = newRow('phishing strings in fields that reach a customer (finding 4)');
    const refusedNaming = (answer: Answer, field: string) =>
      answer.status === 422 && Object.hasOwn((answer.body.errors ?? {}) as object, field);
    for (const text of PHISHING) {
      const lead = await call('POST', '/api/createLead', {
        ...validLead({ email: `phish.${Date.now()}.${row.count}@example.com`, firstName: text }),
        formToken,
      });
      tally(row, lead);
      if (!refusedNaming(lead, 'firstName')) row.problems.push(`first name ${JSON.stringify(text)}: ${brief(lead)}`);
    }
    const lead = await call('POST', '/api/createOpportunityAndSendToBooking', {
      ...validLead({ email: `phish.booking.${Date.now()}@example.com` }),
      formToken,
    });
    tally(row, lead);
    if (lead.status !== 201) {
      row.problems.push(`no booking to try the fields on: ${brief(lead)}`);
      return row;
    }
    const link = linkOf(String(lead.body.url));
    const view = (await call('GET', `/api/book?${new URLSearchParams(link).toString()}`)).body.data as Record<
      string,
      unknown
    >;
    const good = { street: '350 W 31st St. Apt 12B', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' };
    for (const text of PHISHING) {
      for (const field of [
        'pickup.street',
        'pickup.contactName',
        'pickup.contactPhone',
        'delivery.street',
        'delivery.contactName',
        'signature.name',
      ]) {
        const [side, key] = field.split('.') as [string, string];
        const fields = {
          pickup: side === 'pickup' ? { ...good, [key]: text } : good,
          delivery: side === 'delivery' ? { ...good, [key]: text } : good,
          signature: field === 'signature.name' ? text : 'Maria Lopez',
        };
        const answer = await book(link, view, fields);
        tally(row, answer);
        if (!refusedNaming(answer, field)) row.problems.push(`${field} ${JSON.stringify(text)}: ${brief(answer)}`);
      }
    }
    return row;
  }
}
