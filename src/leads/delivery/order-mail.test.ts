/** @jest-environment node */
import { JSDOM } from 'jsdom';
import type { OrderRecord } from '../../orders/order';
import { quoteUrl } from '../quote-link';
import { DEFAULT_BROKER_EMAIL, DEFAULT_MAIL_FROM, type MailMessage, type MailSettings } from './mailer';
import { orderBrokerNotice, orderConfirmation, orderRequestNotice, statusUpdate } from './order-mail';
import { orderPdf, orderPdfFileName, pdfText } from './order-pdf';
import { carrierAssigned, sampleBrokerFacts, sampleLead, sampleOrder, withEstimate } from './testing/sample-lead';

const SECRET = 'order-mail-test-secret';
const SITE = 'https://www.velmora.test';
const settings: MailSettings = {
  from: DEFAULT_MAIL_FROM,
  brokerEmail: DEFAULT_BROKER_EMAIL,
  quoteLink: (ref, madeAt) => quoteUrl(SITE, ref, SECRET, madeAt),
  broker: sampleBrokerFacts,
};

const leadWith = (order: Partial<OrderRecord> = {}) => withEstimate(sampleLead({ order: sampleOrder(order) }));
const documentOf = (message: MailMessage) => new JSDOM(message.html).window.document;
const textOf = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const rowsOf = (message: MailMessage) =>
  Object.fromEntries(
    [...documentOf(message).querySelectorAll('.vm-facts tr')].map((row) => [
      textOf(row.querySelector('th')),
      textOf(row.querySelector('td')),
    ]),
  );
const buttonOf = (message: MailMessage, label: string) =>
  [...documentOf(message).querySelectorAll('a')].find((a) => textOf(a) === label)?.getAttribute('href');

/** The words jsPDF drew: each `(…) Tj` operand of the page streams, unescaped. */
function pdfWords(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => (match[1] ?? '').replace(/\\(.)/g, '$1'));
}

const pdfOf = (message: MailMessage) => message.attachments.find((file) => file.contentType === 'application/pdf');

const longTerms = {
  ...sampleOrder().terms,
  body: Array.from(
    { length: 30 },
    (_, i) =>
      `${i + 1}. Clause ${i + 1} of the terms: what the carrier, the broker and the customer each agree to, written out at the length real terms are, so that they run across several pages.`,
  ).join('\n\n'),
};

describe("the customer's signed order e-mail", () => {
  it('says it is booked, that nothing was charged and what happens next, with the button to follow it', () => {
    const lead = leadWith();
    const message = orderConfirmation(lead, settings);
    expect(message.subject).toBe('Your Velmora order VLM-7K3M9QX2HD: booked');
    expect(message.to).toEqual({ name: 'Maria', address: 'maria.lopez@example.com' });
    expect(message.headers['Auto-Submitted']).toBe('auto-generated');
    const body = textOf(documentOf(message).body);
    for (const text of [body, message.text]) {
      expect(text).toContain('Your order VLM-7K3M9QX2HD is booked');
      expect(text).toContain('Nothing has been charged: you are charged only once a carrier is confirmed');
      expect(text).toContain('a Velmora agent assigns a carrier to your shipment');
      expect(text).toContain("the carrier's name and MC number");
    }
    // The link is made at booking, so it works for QUOTE_LINK_DAYS from then.
    const link = quoteUrl(SITE, lead.requestId, SECRET, lead.order?.bookedAt);
    expect(buttonOf(message, 'Follow your order')).toBe(link);
    expect(message.text).toContain(`Follow your order: ${link}`);
  });

  it('writes the order: street addresses and contacts at each end, vehicles, dates, transport, price and version', () => {
    const message = orderConfirmation(leadWith(), settings);
    expect(rowsOf(message)).toMatchObject({
      'Request identification': 'VLM-7K3M9QX2HD',
      Booked: '2025-10-08 09:12:33 UTC',
      Pickup: '1200 N Crescent Dr, CA 90210, United States',
      'Pickup contact': 'Maria Lopez, (310) 555-0199',
      Delivery: '350 W 31st St, Apt 12B, NY 10001, United States',
      'Delivery contact': 'Daniel Lopez, (212) 555-0148',
      Vehicles: '2020 Toyota Camry (car)',
      'Ship date': 'Tuesday, October 14, 2025',
      'Pickup window': 'Flexible (within 7 days)',
      Transport: 'Open carrier',
      'Price range accepted': '$1,320 to $1,620 (Open carrier)',
      'Estimate accepted': 'Version 2',
    });
    expect(message.text).toContain('  Pickup: 1200 N Crescent Dr, CA 90210, United States');
    expect(message.text).toContain('  Delivery contact: Daniel Lopez, (212) 555-0148');
    expect(message.text).toContain('  Price range accepted: $1,320 to $1,620 (Open carrier)');
  });

  it('shows the signature record in full (the name, UTC time, terms title, version and hash, IP), not a hash alone', () => {
    const lead = leadWith();
    const message = orderConfirmation(lead, settings);
    const { terms } = sampleOrder();
    const rows = rowsOf(message);
    expect(rows).toMatchObject({
      'Signed by': 'Maria Lopez (the full name typed)',
      'Signed at': '2025-10-08 09:12:33 UTC',
      Terms: `${terms.title}, version ${terms.version}`,
      'Terms fingerprint (SHA-256)': terms.hash,
      'IP address': '203.0.113.7',
    });
    expect(message.text).toContain(`  Terms: ${terms.title}, version ${terms.version}`);
    expect(message.text).toContain(`  Terms fingerprint (SHA-256): ${terms.hash}`);
    expect(message.text).toContain('  Signed by: Maria Lopez (the full name typed)');
    // The browser's user agent is for the broker's record, not the customer's copy.
    expect(message.text).not.toContain('Mozilla/5.0 (test)');
  });

  it('names the vehicles and places only in checked facts: a typed model or city never goes back', () => {
    const lead = leadWith();
    const typed = {
      ...lead,
      payload: {
        ...lead.payload,
        originCity: 'Visit spam.example now',
        vehicles: [{ ...lead.payload.vehicles[0]!, model: 'Call 555 scam' }],
      },
    };
    const message = orderConfirmation(typed, settings);
    expect(message.text).not.toMatch(/spam\.example|scam/);
    expect(rowsOf(message).Vehicles).toBe('2020 Toyota (car)');
  });

  it('attaches a PDF copy named after the order: a real PDF of pages, with the order, the signature and the terms', () => {
    const lead = leadWith({ terms: longTerms });
    const message = orderConfirmation(lead, settings);
    const pdf = pdfOf(message);
    expect(pdf).toMatchObject({ filename: 'velmora-order-VLM-7K3M9QX2HD.pdf', contentDisposition: 'attachment' });
    const bytes = pdf?.content ?? Buffer.alloc(0);
    const source = bytes.toString('latin1');
    expect(source.startsWith('%PDF-')).toBe(true);
    expect(source.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table is where startxref says: the file is whole.
    const startxref = Number(/startxref\s+(\d+)/.exec(source)?.[1]);
    expect(source.slice(startxref, startxref + 4)).toBe('xref');
    const pages = source.match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
    expect(source).toMatch(new RegExp(`/Count ${pages.length}\\b`));

    const words = pdfWords(bytes);
    const all = words.join('\n');
    expect(words).toContain('Velmora order VLM-7K3M9QX2HD');
    expect(all).toContain('Maria Lopez (the full name typed)');
    expect(all).toContain('1200 N Crescent Dr, CA 90210, United States');
    expect(all).toContain(`Vehicle transport order terms (version ${longTerms.version})`);
    expect(all).toContain(longTerms.hash);
    expect(all).toContain('203.0.113.7');
    // Every clause of the terms is there, the last one too, and every page is numbered.
    expect(all).toContain('30. Clause 30 of the terms');
    expect(words).toContain(`Velmora order VLM-7K3M9QX2HD \u00b7 Page ${pages.length} of ${pages.length}`);
  });

  it('makes the same PDF for the same order, so a resend carries the same document', () => {
    const lead = leadWith();
    const first = pdfOf(orderConfirmation(lead, settings))?.content;
    const again = pdfOf(orderConfirmation(lead, settings))?.content;
    expect(first?.equals(again ?? Buffer.alloc(0))).toBe(true);
  });

  it('fails without an order rather than send an empty copy', () => {
    expect(() => orderConfirmation(sampleLead(), settings)).toThrow('VLM-7K3M9QX2HD has no order');
  });
});

describe('the PDF text', () => {
  it('writes dashes and quotes plainly and anything beyond Latin-1 as "?", which the built-in fonts cannot draw', () => {
    expect(pdfText('Beverly Hills → New York – “José” 北')).toBe('Beverly Hills to New York - "José" ?');
    expect(orderPdfFileName('VLM-../x')).toBe('velmora-order-VLM-___x.pdf');
    const pdf = orderPdf({
      title: 'Velmora order VLM-TEST',
      siteName: 'Velmora Auto Transport',
      summary: ['Signed by Zoë O’Brien – booked'],
      sections: [],
      terms: sampleOrder().terms,
      createdAt: 0,
    });
    // Latin-1 stays one byte a character: the words are there as written, not as UTF-16.
    expect(pdfWords(pdf)).toContain("Signed by Zoë O'Brien - booked");
  });
});

describe('a status e-mail', () => {
  const delivery = (orderEventId: number) => ({ revision: 0, order: 'status' as const, orderEventId });

  it("tells a carrier's assignment with its name, MC number and pickup estimate, and the button to follow the order", () => {
    const event = carrierAssigned();
    const lead = leadWith({ status: 'carrier_assigned', events: [event] });
    const message = statusUpdate(lead, settings, delivery(event.id));
    expect(message.subject).toBe('Your Velmora order VLM-7K3M9QX2HD: carrier assigned');
    const sentence =
      'A carrier is assigned: Reliable Auto Haulers, MC 1163054, pickup expected Thursday, October 16, 2025.';
    expect(textOf(documentOf(message).body)).toContain(sentence);
    expect(message.text).toContain(sentence);
    expect(rowsOf(message)).toMatchObject({
      Carrier: 'Reliable Auto Haulers',
      'MC number': '1163054',
      'Pickup expected': 'Thursday, October 16, 2025',
      Status: 'Carrier assigned, 2025-10-09 15:00:00 UTC',
    });
    expect(buttonOf(message, 'Follow your order')).toBe(quoteUrl(SITE, lead.requestId, SECRET, event.receivedAt));
    // Its own file and Message-ID, in the thread of the order's confirmation.
    expect(message.part).toBe(String(event.id));
    expect(message.messageId).toBe(`<VLM-7K3M9QX2HD_status-${event.id}.status-update@velmora-transport.example>`);
    expect(message.headers.References).toBe(orderConfirmation(lead, settings).messageId);
  });

  it('says in words what each later status means, with the note from dispatch', () => {
    const cases = [
      ['picked_up', 'Your vehicle was picked up', 'picked up'],
      ['in_transit', 'Your vehicle is on its way', 'in transit'],
      ['delivered', 'Delivered: your vehicle has arrived', 'delivered'],
      ['cancelled', 'Cancelled: your order was cancelled', 'cancelled'],
    ] as const;
    for (const [status, sentence, subject] of cases) {
      const event = {
        ...carrierAssigned({ id: 20, status, note: 'Delayed by weather in Kansas' }),
        carrier: undefined,
      };
      const message = statusUpdate(leadWith({ events: [event] }), settings, delivery(20));
      expect(message.subject).toBe(`Your Velmora order VLM-7K3M9QX2HD: ${subject}`);
      expect(message.text).toContain(`${sentence}.`);
      expect(message.text).toContain('A note from dispatch: Delayed by weather in Kansas');
      expect(textOf(documentOf(message).body)).toContain(sentence);
    }
  });

  it('fails for an event the order does not have', () => {
    expect(() => statusUpdate(leadWith({ events: [carrierAssigned()] }), settings, delivery(99))).toThrow(
      'has no status event 99',
    );
  });
});

describe("the broker's e-mails about an order", () => {
  it('lays out a signed order for a call: the customer first, then the order and its signature record as typed', () => {
    const lead = leadWith();
    const message = orderBrokerNotice(lead, settings);
    expect(message.subject).toBe('Order signed VLM-7K3M9QX2HD: Beverly Hills, CA → New York, NY, 1 vehicle');
    expect(message.to.address).toBe('sales@velmora-transport.example');
    expect(message.replyTo).toEqual({ name: 'Maria', address: 'maria.lopez@example.com' });
    const document = documentOf(message);
    expect(textOf(document.querySelector('.vm-call p'))).toBe('Maria');
    expect(message.text).toMatch(/^Maria signed order VLM-7K3M9QX2HD\.\n\nCall Maria: \(310\) 555-0199\n/);
    expect(rowsOf(message)).toMatchObject({
      Pickup: '1200 N Crescent Dr, Beverly Hills, CA 90210, US',
      'Delivery contact': 'Daniel Lopez, (212) 555-0148',
      'Lead number': '7K3-M9Q (row 42, order 7)',
      'Signed by': 'Maria Lopez (the full name typed)',
      Browser: 'Mozilla/5.0 (test)',
      'Terms fingerprint (SHA-256)': sampleOrder().terms.hash,
    });
    const contactLink = [...document.querySelectorAll('a')].find((a) => textOf(a) === 'Daniel Lopez, (212) 555-0148');
    expect(contactLink?.getAttribute('href')).toBe('tel:2125550148');
  });

  it('sends a change or cancel request to the sales inbox with the words, the order and who to call', () => {
    const request = {
      id: 5,
      kind: 'cancel' as const,
      message: 'Plans changed, please cancel.',
      createdAt: Date.UTC(2025, 9, 10, 8),
    };
    const lead = leadWith({ requests: [request] });
    const message = orderRequestNotice(lead, settings, { revision: 0, order: 'request', orderRequestId: 5 });
    expect(message.subject).toBe('Cancellation request for order VLM-7K3M9QX2HD: Beverly Hills, CA → New York, NY');
    expect(message.part).toBe('5');
    expect(message.text).toContain('Call Maria: (310) 555-0199');
    expect(message.text).toContain('Their words: Plans changed, please cancel.');
    expect(message.text).toContain('the request changed nothing on the order');
    expect(rowsOf(message)).toMatchObject({
      Request: 'Cancellation (request 5)',
      Asked: '2025-10-10 08:00:00 UTC',
      'Order status': 'Booked since 2025-10-08 09:12:33 UTC',
      Pickup: '1200 N Crescent Dr, Beverly Hills, CA 90210, US',
    });
    expect(() => orderRequestNotice(lead, settings, { revision: 0, order: 'request', orderRequestId: 6 })).toThrow(
      'has no request 6',
    );
  });
});
