import type pg from 'pg';
import type { ReceivedMail } from '../../../../src/leads/delivery/testing/smtp-peer';
import type { TestCrm } from '../../../../src/leads/delivery/testing/test-crm';
import { signCrmBody } from '../../../../src/leads/delivery/crm-webhook';
import { quoteLinkParts } from '../../../../src/leads/quote-link';
import { answerHeader, answerText, get, jsonPost, type ArtifactRun, type LambdaEvent } from './artifact-runner';
import type { CheckList } from './checks';

interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

export interface OrderCheckContext {
  checks: CheckList;
  /** Runs a Function from its unpacked zip (null when there is no zip). */
  call: (apiName: string, events: LambdaEvent[] | object[]) => Promise<ArtifactRun | null>;
  ran: (run: ArtifactRun | null) => run is ArtifactRun;
  notRun: (run: ArtifactRun | null) => string;
  hostEnv: Record<string, string>;
  pool: pg.Pool;
  crm: TestCrm;
  smtp: { mails: ReceivedMail[] };
  /** The lead createLead took from its zip: its request identification and its signed quote link. */
  requestId: string;
  quoteUrl: string;
  /** E-mail of that lead. */
  email: string;
  /** Runs the scheduled relay once from its zip; its answer's summary. */
  relay: () => Promise<ArtifactRun | null>;
}

const json = (run: ArtifactRun, index = 0): JsonAnswer => {
  const text = answerText(run.answers[index]);
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Not JSON: `text` says what came back.
  }
  return { status: run.answers[index]?.statusCode ?? 0, body, text };
};
const brief = (answer: JsonAnswer) => `HTTP ${answer.status}: ${answer.text.slice(0, 200)}`;

/** A POST whose body is exactly `text` (a sender's own formatting, which the signature covers). */
const rawJsonPost = (route: string, text: string, headers: Record<string, string>): LambdaEvent => ({
  ...jsonPost(route, null, headers),
  multiValueHeaders: {
    ...jsonPost(route, null, headers).multiValueHeaders,
    'content-length': [String(Buffer.byteLength(text))],
  },
  body: text,
});

/**
 * Issue 28 as the host runs it: the lead's booking through `book`, a status event from the
 * broker's dispatch system through `orderStatus` (signed over its raw body, which the adapter's
 * parsed request must not lose), and the relay delivering the signed order (with its PDF) by
 * SMTP and the "order signed" update to the CRM.
 */
export async function checkOrderArtifacts(context: OrderCheckContext): Promise<void> {
  const { checks, call, ran, notRun, hostEnv, pool, crm, smtp, requestId, quoteUrl, email } = context;
  if (!quoteUrl) {
    checks.add('book from its zip: a lead to book', false, 'createLead answered no quote link');
    return;
  }
  // Booked as its customer books it: through the link e-mailed to the address on the quote (the
  // answer's own link only keeps a booking waiting for that e-mail's confirmation).
  const link: Record<string, string> = { ...quoteLinkParts(requestId, hostEnv.LEAD_LINK_SECRET ?? '') };
  const view = await call('book', [get('/api/book', link)]);
  let booking: Record<string, unknown> = {};
  await checks.check(
    "book from its zip: the lead's signed link opens its booking page, with the terms in force",
    () => {
      if (!ran(view)) return notRun(view);
      const answer = json(view);
      const data = (answer.body.data ?? {}) as {
        version?: number;
        terms?: { hash?: string };
        windows?: { id?: string; prices?: { Open?: { price?: number[] } | null } }[];
        link?: string;
      };
      if (answer.status !== 200 || !data.terms?.hash || !Array.isArray(data.windows) || data.link !== 'email')
        return brief(answer);
      booking = {
        ...link,
        version: data.version,
        termsHash: data.terms.hash,
        pickup: { street: '1200 N Crescent Dr', contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' },
        delivery: { street: '350 W 31st St', contactName: 'Daniel Lopez', contactPhone: '(212) 555-0148' },
        pickupWindow: 'flexible',
        transportType: 'Open',
        price: data.windows.find((window) => window.id === 'flexible')?.prices?.Open?.price ?? null,
        signature: { name: 'Maria Lopez', consent: true },
      };
      return true;
    },
  );
  const headers = { 'x-forwarded-for': '203.0.113.30', 'user-agent': 'Mozilla/5.0 (production stage)' };
  const signed = await call('book', [jsonPost('/api/book', booking, headers), jsonPost('/api/book', booking, headers)]);
  await checks.check(
    'book from its zip: signing books the order (201), the same submit again books nothing more',
    () => {
      if (!ran(signed)) return notRun(signed);
      const [first, second] = [json(signed, 0), json(signed, 1)];
      return first.status === 201 &&
        second.status === 200 &&
        answerHeader(signed.answers[1], 'idempotent-replayed') === 'true'
        ? true
        : `${brief(first)}; again: ${brief(second)}`;
    },
  );
  await checks.check('PostgreSQL holds one order with its signature record and its three outbox rows', async () => {
    const orders = await pool.query<{ id: string; signer_name: string; signer_user_agent: string; terms_hash: string }>(
      'SELECT o.id, o.signer_name, o.signer_user_agent, o.terms_hash FROM orders o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = $1',
      [requestId],
    );
    if (orders.rowCount !== 1) return `${orders.rowCount} orders`;
    const [order] = orders.rows;
    if (order?.signer_name !== 'Maria Lopez' || order.terms_hash !== booking.termsHash)
      return `signature record: ${JSON.stringify(order)}`;
    const outbox = await pool.query<{ channel: string }>(
      "SELECT o.channel FROM outbox o JOIN leads l ON l.id = o.lead_id WHERE l.public_id = $1 AND o.channel IN ('order_email', 'order_broker_email', 'crm:order') ORDER BY o.channel",
      [requestId],
    );
    return outbox.rowCount === 3 ? true : `order rows: ${outbox.rows.map((row) => row.channel).join(', ')}`;
  });

  // The dispatch system's event, pretty-printed as many senders format JSON: the signature covers those bytes.
  const secret = hostEnv.ORDER_STATUS_SECRET ?? '';
  const event = {
    eventId: `dispatch-${Date.now()}`,
    requestId,
    status: 'carrier_assigned',
    occurredAt: new Date().toISOString(),
    carrier: { name: 'Bluewater Auto Carriers', mcNumber: '774512', pickupEstimate: '2026-12-03' },
  };
  const text = JSON.stringify(event, null, 2);
  const signature = signCrmBody(text, secret);
  const tampered = text.replace('Bluewater', 'Redwater');
  const status = await call('orderStatus', [
    rawJsonPost('/api/orderStatus', tampered, { 'Velmora-Signature': signature }),
    rawJsonPost('/api/orderStatus', text, { 'Velmora-Signature': signature }),
    rawJsonPost('/api/orderStatus', text, { 'Velmora-Signature': signature }),
  ]);
  await checks.check(
    'orderStatus from its zip: a tampered body is refused (401), the signed event taken (201), again 409',
    () => {
      if (!ran(status)) return notRun(status);
      const answers = [json(status, 0), json(status, 1), json(status, 2)];
      return answers.map((answer) => answer.status).join() === '401,201,409' ? true : answers.map(brief).join('; ');
    },
  );

  const relayed = await context.relay();
  await checks.check('outbox-relay from its zip: delivers the order, its status e-mail and the CRM update', () => {
    if (!ran(relayed)) return notRun(relayed);
    const summary = JSON.parse(relayed.answers[0]?.body ?? '{}') as { delivered?: number; claimed?: number };
    return (summary.delivered ?? 0) >= 4 && summary.delivered === summary.claimed
      ? true
      : `${relayed.answers[0]?.body}\n${relayed.output.slice(0, 400)}`;
  });
  await checks.check('SMTP received the signed order with its PDF copy, and the carrier e-mail', () => {
    const toCustomer = smtp.mails.filter((mail) => mail.to.includes(email));
    const order = toCustomer.find((mail) => /application\/pdf/.test(mail.data) && mail.data.includes(requestId));
    const carrier = toCustomer.find((mail) => mail.data.includes('Bluewater Auto Carriers'));
    return order && carrier
      ? true
      : `${toCustomer.length} e-mails to the customer; order with PDF: ${Boolean(order)}; carrier: ${Boolean(carrier)}`;
  });
  await checks.check('the CRM received the "order signed" update of the same record, signed, once', () => {
    const received = crm.requests.filter((request) => request.idempotencyKey === `${requestId}:order-signed`);
    const body = JSON.parse(received[0]?.rawBody ?? '{}') as {
      event?: string;
      order?: { signature?: { name?: string } };
    };
    return received.length === 1 &&
      received[0]?.signatureValid &&
      body.event === 'order-signed' &&
      body.order?.signature?.name === 'Maria Lopez'
      ? true
      : `${received.length} requests; ${received[0]?.rawBody.slice(0, 200) ?? ''}`;
  });
}
