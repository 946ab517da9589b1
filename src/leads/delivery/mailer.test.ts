/** @jest-environment node */
import fc from 'fast-check';
import fs from 'fs';
import path from 'path';
import { withTempDir } from '../../testing/temp-dirs';
import type { LeadRecord } from './lead-record';
import {
  brokerNotification,
  customerConfirmation,
  DEFAULT_BROKER_EMAIL,
  DEFAULT_MAIL_FROM,
  emlFileSender,
  headerText,
  mailTransport,
  shipDateText,
  withSmtpTimeouts,
  type MailSettings,
} from './mailer';
import { sampleBrokerFacts, sampleLead } from './testing/sample-lead';
import { decoded, header, headersOf } from './testing/read-eml';
import { startSmtpPeer } from './testing/smtp-peer';
import { createTransports } from './transports';

const settings: MailSettings = { from: DEFAULT_MAIL_FROM, brokerEmail: DEFAULT_BROKER_EMAIL };
const INJECTED = 'Maria\r\nBcc: x@evil.example';
let dir: string;
withTempDir('velmora-mail-', (made) => (dir = made));

async function emlOf(lead: LeadRecord, compose = customerConfirmation): Promise<string> {
  await mailTransport((l) => compose(l, settings), emlFileSender(dir))(lead);
  const purpose = compose === customerConfirmation ? 'customer-confirmation' : 'broker-notification';
  return fs.readFileSync(path.join(dir, `${lead.requestId}-${purpose}.eml`), 'utf8');
}

describe("the customer's confirmation", () => {
  it('says who will contact them and when, with their request identification, route, date and vehicles', () => {
    const { subject, text, html } = customerConfirmation(
      sampleLead(
        {},
        {
          vehicles: [
            { make: 'Toyota', model: 'Camry', year: 2020, inop: 0, type: 'Car' },
            { make: 'Ford', model: 'F-150', year: 1978, inop: 1, type: 'Pickup' },
          ],
        },
      ),
      settings,
    );
    expect(subject).toBe('Your Velmora quote request VLM-7K3M9QX2HD');
    for (const body of [text, html]) {
      expect(body).toContain('Hello Maria,');
      expect(body).toContain('Your request identification is VLM-7K3M9QX2HD');
      expect(body).toContain('A Velmora agent will contact you by phone or e-mail within one business hour');
      expect(body).toContain('Our agents are available 24/7.');
      expect(body).toContain('Velmora does not pass your details to other brokers.');
      expect(body).toContain('CA 90210, United States');
      expect(body).toContain('NY 10001, United States');
      expect(body).toContain('Tuesday, October 14, 2025');
      expect(body).toContain('2020 Toyota Camry (car)');
      expect(body).toContain('1978 Ford F-150 (pickup, does not run)');
      expect(body).not.toMatch(/\$|price|USD|cost/i);
    }
    expect(customerConfirmation(sampleLead({ kind: 'booking' }), settings).subject).toBe(
      'Your Velmora booking request VLM-7K3M9QX2HD',
    );
  });

  it('escapes what the customer typed in the HTML part', () => {
    const { html, text } = customerConfirmation(sampleLead({ firstName: '<script>alert("x")</script>' }), settings);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,');
    expect(text).toContain('Hello <script>alert("x")</script>,');
  });

  it("carries none of the visitor's free text but the name: no city, port, make or model as typed", () => {
    const spam = 'WIN 5000 dollars now at cheap-pills dot example';
    const { html, text } = customerConfirmation(
      sampleLead(
        {},
        {
          originCity: spam,
          originState: 'Visit us',
          originPostalCode: 'CALL NOW 555',
          destinationCountry: 'DE',
          destinationCity: spam,
          destinationState: '',
          destinationPostalCode: '',
          vehicles: [
            { make: spam, model: spam, year: 2020, inop: 0, type: 'Car' },
            { make: 'toyota', model: spam, year: 2018, inop: 1, type: 'SUV' },
          ],
        },
      ),
      { ...settings, quoteLink: (ref) => `https://www.velmora.test/quote?ref=${ref}&sig=x` },
    );
    for (const body of [text, html]) {
      expect(body).not.toMatch(/WIN 5000|cheap-pills|Visit us|CALL NOW/);
      expect(body).toContain('United States');
      expect(body).toContain('Germany');
      expect(body).toContain('2020 car');
      expect(body).toContain('2018 Toyota (SUV, does not run)');
      expect(body).toContain('every detail you gave us');
    }
    // The broker reads it all, as typed.
    expect(brokerNotification(sampleLead({}, { originCity: spam }), settings).text).toContain(spam);
  });

  it('is written as an .eml file holding the request identification, from Velmora, to the customer', async () => {
    const raw = await emlOf(sampleLead());
    expect(header(raw, 'subject')).toEqual(['Your Velmora quote request VLM-7K3M9QX2HD']);
    expect(header(raw, 'from')).toEqual(['Velmora Auto Transport <quotes@velmora-transport.example>']);
    expect(header(raw, 'to')).toEqual(['Maria <maria.lopez@example.com>']);
    expect(header(raw, 'message-id')).toEqual(['<VLM-7K3M9QX2HD.customer-confirmation@velmora-transport.example>']);
    expect(header(raw, 'auto-submitted')).toEqual(['auto-generated']);
    expect(decoded(raw)).toContain('Your request identification is VLM-7K3M9QX2HD');
    expect(header(raw, 'content-type')[0]).toMatch(/^multipart\/alternative/);
    // The text, then the HTML with the logo it shows by Content-ID.
    const parts = [...raw.matchAll(/^Content-Type: ([a-z]+\/[a-z]+)/gim)].map((match) => match[1]?.toLowerCase());
    expect(parts).toEqual(['multipart/alternative', 'text/plain', 'multipart/related', 'text/html', 'image/png']);
    expect(header(raw, 'content-id')).toEqual([]);
    expect(raw).toMatch(/\r\nContent-ID: <logo@velmora-transport>\r\n/);
  });
});

describe("the broker's notification", () => {
  it('goes to the sales inbox with everything needed to call back, and replies go to the customer', async () => {
    const raw = await emlOf(sampleLead(), brokerNotification);
    expect(header(raw, 'to')).toEqual([`Velmora sales <${DEFAULT_BROKER_EMAIL}>`]);
    expect(header(raw, 'reply-to')).toEqual(['Maria <maria.lopez@example.com>']);
    expect(header(raw, 'subject')[0]).toMatch(
      /^New quote request VLM-7K3M9QX2HD: Beverly Hills, CA .* New York, NY, 1 vehicle$/,
    );
    const body = decoded(raw);
    for (const fact of [
      'VLM-7K3M9QX2HD',
      'Lead number: 7K3-M9Q (row 42)',
      '2025-10-07 14:03 UTC',
      'maria.lopez@example.com',
      '(310) 555-0199',
      'spring-campaign',
      'IwAR0example',
      'within one business hour',
    ]) {
      expect(body).toContain(fact);
    }
  });
});

describe('header injection', () => {
  it('keeps a name or a city with CR/LF on one header line: no Bcc, one recipient', async () => {
    const lead = sampleLead(
      { firstName: INJECTED },
      { originCity: 'Austin\r\nBcc: y@evil.example', destinationCity: 'Miami\nCc: z@evil.example' },
    );
    for (const raw of [await emlOf(lead), await emlOf(lead, brokerNotification)]) {
      const names = headersOf(raw).map(([name]) => name);
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('cc');
      expect(names.filter((name) => name === 'to')).toHaveLength(1);
      expect(raw.slice(0, raw.indexOf('\r\n\r\n'))).not.toMatch(/^(bcc|cc):/im);
    }
    const customer = await emlOf(lead);
    expect(header(customer, 'to')[0]).toBe('"Maria Bcc: x@evil.example" <maria.lopez@example.com>');
    const broker = await emlOf(lead, brokerNotification);
    expect(header(broker, 'subject')[0]).toContain('Austin Bcc: y@evil.example');
  });

  it('refuses an e-mail address that is more than one plain address, so the delivery fails instead of going elsewhere', async () => {
    const lead = sampleLead({ email: 'maria.lopez@example.com\r\nBcc: x@evil.example' });
    await expect(emlOf(lead)).rejects.toThrow('cannot be used as a recipient');
    await expect(emlOf(sampleLead({ email: 'a@b.example, c@evil.example' }), brokerNotification)).rejects.toThrow(
      'cannot be used',
    );
  });

  it('never lets any name start a header of its own', async () => {
    const lead = sampleLead();
    await fc.assert(
      fc.asyncProperty(
        fc.string({
          unit: fc.constantFrom('a', 'B', ':', ' ', '\r', '\n', '\t', '"', '<', '>', '@', ',', 'é', '\u0000'),
        }),
        async (name) => {
          expect(headerText(name)).not.toMatch(/[\r\n]/);
          const raw = await emlOf({ ...lead, firstName: name });
          const names = headersOf(raw).map(([key]) => key);
          expect(names.filter((key) => key === 'to')).toHaveLength(1);
          expect(
            names.every((key) =>
              [
                'content-type',
                'from',
                'to',
                'subject',
                'message-id',
                'auto-submitted',
                'date',
                'mime-version',
              ].includes(key),
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('sending', () => {
  it('sends both messages over SMTP when SMTP_URL is set, each to its one recipient', async () => {
    const peer = await startSmtpPeer();
    try {
      const { transports, destinations } = createTransports(
        {
          SMTP_URL: peer.url,
          BROKER_EMAIL: 'leads@broker.example',
          MAIL_FROM: 'Velmora <hello@velmora.example>',
          CRM_WEBHOOK_SECRET: 's',
        },
        dir,
        false,
        async () => sampleBrokerFacts,
      );
      const lead = sampleLead({ firstName: INJECTED });
      expect((await transports.customer_email(lead)).detail).toMatch(/^sent by SMTP \(250/);
      await transports.broker_email(lead);
      expect(peer.mails.map((mail) => [mail.from, mail.to])).toEqual([
        ['hello@velmora.example', ['maria.lopez@example.com']],
        ['hello@velmora.example', ['leads@broker.example']],
      ]);
      expect(peer.mails[0]?.data).toContain('Subject: Your Velmora quote request VLM-7K3M9QX2HD');
      expect(peer.mails[0]?.data).toContain('Message-ID: <VLM-7K3M9QX2HD.customer-confirmation@velmora.example>');
      expect(decoded(peer.mails[0]?.data ?? '')).toContain('USDOT 1234567 · MC-765432');
      expect(destinations.customer_email).toBe(`SMTP ${peer.url}, from Velmora <hello@velmora.example>`);
      expect(fs.existsSync(path.join(dir, 'mail'))).toBe(false);
    } finally {
      await peer.close();
    }
  });

  it('writes .eml files under var/mail without SMTP_URL', async () => {
    const { transports, destinations } = createTransports(
      { CRM_WEBHOOK_SECRET: 's' },
      dir,
      false,
      async () => sampleBrokerFacts,
    );
    await transports.customer_email(sampleLead());
    await transports.broker_email(sampleLead());
    expect(fs.readdirSync(path.join(dir, 'mail')).sort()).toEqual([
      'VLM-7K3M9QX2HD-broker-notification.eml',
      'VLM-7K3M9QX2HD-customer-confirmation.eml',
    ]);
    expect(destinations.crm).toBe(`JSON files in ${path.join(dir, 'crm')}`);
  });

  it('bounds every SMTP wait, keeping timeouts the URL sets', () => {
    expect(withSmtpTimeouts('smtp://user:p%40ss@mail.example:587')).toBe(
      'smtp://user:p%40ss@mail.example:587?connectionTimeout=10000&greetingTimeout=10000&socketTimeout=30000',
    );
    expect(withSmtpTimeouts('smtps://mail.example?socketTimeout=5000')).toContain(
      'socketTimeout=5000&connectionTimeout=10000',
    );
  });

  it('refuses settings that are not addresses of the right kind', () => {
    expect(() => createTransports({ CRM_WEBHOOK_URL: 'ftp://crm.example' }, dir)).toThrow('CRM_WEBHOOK_URL');
    expect(() => createTransports({ SMTP_URL: 'mail.example:25' }, dir)).toThrow('SMTP_URL');
    expect(() => createTransports({ BROKER_EMAIL: 'a@x.example, b@x.example' }, dir)).toThrow('BROKER_EMAIL');
  });

  it('takes BROKER_EMAIL as a plain address or as a named one', async () => {
    const named = brokerNotification(sampleLead(), { ...settings, brokerEmail: 'Sales desk <desk@velmora.example>' });
    expect(named.to).toEqual({ name: 'Sales desk', address: 'desk@velmora.example' });
    expect(brokerNotification(sampleLead(), settings).to).toEqual({
      name: 'Velmora sales',
      address: DEFAULT_BROKER_EMAIL,
    });
  });

  it('shows ship dates as words and leaves anything else as sent', () => {
    expect(shipDateText('2025-10-14')).toBe('Tuesday, October 14, 2025');
    expect(shipDateText('soon')).toBe('soon');
  });
});
