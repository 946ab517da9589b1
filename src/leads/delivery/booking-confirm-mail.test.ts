/** @jest-environment node */
import path from 'path';
import { bookingView, bookOrder, type BookOptions } from '../../orders/booking';
import { sampleTerms } from '../../orders/testing/order-fixtures';
import { estimateQuote } from '../../pricing/quote-estimate';
import { DEFAULT_RATE_TABLE } from '../../pricing/rate-table';
import { withTempDir } from '../../testing/temp-dirs';
import { issueFormToken } from '../form-token';
import { submitQuote } from '../intake';
import { readQuoteLink } from '../quote-link';
import type { Database } from '../store/database';
import { validLead } from '../testing/fixtures';
import { testEngine, withTestDatabase } from '../testing/test-database';
import { deliverDue } from './relay';
import { attachmentOf, decoded, header } from './testing/read-eml';
import { sampleBrokerFacts } from './testing/sample-lead';
import { filesIn, readIn } from './testing/seed';
import { createTransports } from './transports';

const LINK_SECRET = 'confirm-mail-link-secret';
const SITE = 'https://www.velmora.test';
let db: Database;
let varDir: string;
withTestDatabase((opened) => (db = opened));
withTempDir('velmora-confirm-var-', (made) => (varDir = made));

const table = DEFAULT_RATE_TABLE;
const options: BookOptions = {
  table,
  terms: sampleTerms,
  estimate: (request) => estimateQuote(request, table),
  signer: { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 (test)' },
  mailCap: { perHour: 60, salt: 'confirm-mail-salt' },
};
const transports = () =>
  createTransports({ LEAD_LINK_SECRET: LINK_SECRET, SITE_URL: SITE }, varDir, false, async () => sampleBrokerFacts)
    .transports;
const mailDir = () => path.join(varDir, 'mail');
/** Every customer e-mail written so far, decoded, with its headers. */
const customerMails = () =>
  filesIn(mailDir())
    .filter((file) => !/-(broker|order)-notification/.test(file))
    .map((file) => ({ file, raw: readIn(mailDir(), file) }));

/** What a stranger types on the booking page they were handed. */
const TYPED = {
  street: '77 Sunset Blvd Suite 1200',
  contactName: 'Velmora Billing Department',
  contactPhone: '(310) 555-0111',
  signature: 'Velmora Accounts Team',
};

describe(`the "confirm your booking" e-mail, on ${testEngine()}`, () => {
  it('carries nothing the visitor typed; its link books, and only then do the order and its PDF go out', async () => {
    const intake = await submitQuote(
      db,
      {
        kind: 'booking',
        body: {
          ...validLead({ firstName: 'Owen Stranger' }),
          formToken: issueFormToken(LINK_SECRET, Date.now() - 40_000),
        },
        clientIp: '10.9.0.1',
      },
      { rateLimitSalt: 'salt', linkSecret: LINK_SECRET, siteUrl: SITE, estimate: options.estimate },
    );
    const ref = (intake.body.data as { lead: { id: string } }).lead.id;
    const view = (await bookingView(db, ref, { ...options, origin: 'answer' }))!;
    const end = { street: TYPED.street, contactName: TYPED.contactName, contactPhone: TYPED.contactPhone };
    const signed = {
      version: view.version,
      termsHash: view.terms.hash,
      pickup: end,
      delivery: end,
      pickupWindow: view.pickupWindow,
      transportType: view.transportType,
      price: view.windows[0]?.prices.Open?.price ?? null,
      signature: { name: TYPED.signature, consent: true },
    };
    expect((await bookOrder(db, ref, signed, { ...options, origin: 'answer' })).status).toBe(202);
    expect(await deliverDue(db, transports())).toMatchObject({ claimed: 4, delivered: 4 });

    const mails = customerMails();
    const files = mails.map(({ file }) => file).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(new RegExp(`^${ref}-booking-confirmation-request-\\d+\\.eml$`));
    expect(files[1]).toBe(`${ref}-customer-confirmation.eml`);
    for (const { raw } of mails) for (const typed of Object.values(TYPED)) expect(decoded(raw)).not.toContain(typed);
    const ask = mails.find(({ file }) => file.includes('booking-confirmation-request'))!.raw;
    expect(header(ask, 'subject')).toEqual([`Confirm your Velmora booking ${ref}`]);
    // Not even the name typed on the quote: the mailbox alone, and "Hello,".
    expect(header(ask, 'to')).toEqual(['maria.lopez@example.com']);
    const text = decoded(ask);
    expect(text).not.toContain('Owen');
    expect(text).toContain('Hello,');
    expect(text).toContain('Nothing is booked yet: only you can confirm it, from this e-mail.');
    expect(text).toContain('CA 90210, United States');
    expect(text).not.toContain('Beverly Hills');
    const href = /https:\/\/www\.velmora\.test\/book#ref=VLM-[0-9A-Z]{10}&t=[0-9a-z]+&sig=[\w-]{43}/.exec(text)?.[0];
    const link = Object.fromEntries(new URLSearchParams(new URL(String(href)).hash.slice(1)));
    // A link e-mailed to this address: it books.
    expect(readQuoteLink({ ref: link.ref ?? '', t: link.t ?? '', sig: link.sig ?? '' }, LINK_SECRET)).toEqual({
      check: 'valid',
      origin: 'email',
    });

    // The owner reviews what waits, and signs it with their own name (correcting the contact).
    const waiting = (await bookingView(db, ref, options))!;
    expect(waiting.waiting?.pickup.street).toBe(TYPED.street);
    const owner = { street: TYPED.street, contactName: 'Maria Lopez', contactPhone: '(310) 555-0199' };
    const booked = await bookOrder(
      db,
      ref,
      { ...signed, pickup: owner, delivery: owner, signature: { name: 'Maria Lopez', consent: true } },
      options,
    );
    expect(booked.status).toBe(201);
    expect(await deliverDue(db, transports())).toMatchObject({ delivered: 3 });
    const copy = readIn(mailDir(), `${ref}-order-confirmation.eml`);
    expect(decoded(copy)).toContain(TYPED.street);
    expect(decoded(copy)).toContain('Maria Lopez (the full name typed)');
    expect(decoded(copy)).not.toContain(TYPED.signature);
    expect(attachmentOf(copy, 'application/pdf')?.toString('latin1')).toContain(
      '(Maria Lopez \\(the full name typed\\)) Tj',
    );
    expect(await deliverDue(db, transports())).toMatchObject({ claimed: 0 });
  });
});
