/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { JSDOM } from 'jsdom';
import type { ByHandEstimate, Estimate } from '../../../pricing/estimate';
import { quoteUrl } from '../../quote-link';
import { UNKNOWN_BROKER_FACTS } from '../broker-facts';
import type { LeadRecord } from '../lead-record';
import {
  brokerNotification,
  customerConfirmation,
  DEFAULT_BROKER_EMAIL,
  DEFAULT_MAIL_FROM,
  freshQuoteLink,
  type MailMessage,
  type MailSettings,
} from '../mailer';
import { sampleBrokerFacts, sampleLead, withEstimate } from '../testing/sample-lead';
import { camryAndPickup, seaRayOnTrailer } from '../../testing/fixtures';
import { LOGO_CID } from './layout';
import { LOGO_PNG_BASE64 } from './logo-png';

const SECRET = 'emails-test-secret';
const SITE = 'https://www.velmora.test';
const HOSTILE = '<img src=x onerror=alert(1)>';
const settings: MailSettings = {
  from: DEFAULT_MAIL_FROM,
  brokerEmail: DEFAULT_BROKER_EMAIL,
  quoteLink: (ref, madeAt) => quoteUrl(SITE, ref, SECRET, madeAt),
  broker: sampleBrokerFacts,
};

const documentOf = (message: MailMessage) => new JSDOM(message.html).window.document;
const textOf = (element: Element | null) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const linksOf = (document: Document) =>
  [...document.querySelectorAll('a')].map((a) => ({ text: textOf(a), href: a.getAttribute('href') ?? '' }));
const money = (value: number) => `$${value.toLocaleString('en-US')}`;

function pricedLead(overrides: Partial<LeadRecord> = {}): { lead: LeadRecord; estimate: Estimate } {
  const lead = withEstimate(sampleLead(overrides));
  const result = lead.estimate?.result;
  if (result?.kind !== 'estimate') throw new Error('the sample route should be priced');
  return { lead, estimate: result };
}

describe("the customer's confirmation as HTML", () => {
  it('shows the logo, the See your quote button to the signed link, the phone, hours and USDOT/MC', () => {
    const { lead } = pricedLead();
    const message = customerConfirmation(lead, settings);
    const document = documentOf(message);

    const logo = document.querySelector(`img[src="cid:${LOGO_CID}"]`);
    expect(logo?.getAttribute('alt')).toBe('Velmora Auto Transport');
    expect(message.attachments).toEqual([
      expect.objectContaining({ cid: LOGO_CID, contentType: 'image/png', contentDisposition: 'inline' }),
    ]);
    expect(message.attachments[0]?.content.equals(fs.readFileSync(path.resolve('static/logo.png')))).toBe(true);

    const signed = quoteUrl(SITE, lead.requestId, SECRET, lead.receivedAt);
    const links = linksOf(document);
    expect(links.filter((link) => link.text === 'See your quote')).toEqual([{ text: 'See your quote', href: signed }]);
    expect(links).toContainEqual({ text: '(800) 555-0100', href: 'tel:8005550100' });
    expect(links).toContainEqual({ text: 'FMCSA record', href: sampleBrokerFacts.credentials?.fmcsaUrl });
    const footer = textOf(document.querySelector('.vm-footer'));
    expect(footer).toContain('Call (800) 555-0100 · Agents on call 24/7');
    expect(footer).toContain('USDOT 1234567 · MC-765432');

    expect(message.text).toContain(`See your quote: ${signed}`);
    expect(message.text).toContain('Call (800) 555-0100 · Agents on call 24/7');
    expect(message.text).toContain(
      `USDOT 1234567 · MC-765432 (FMCSA record: ${sampleBrokerFacts.credentials?.fmcsaUrl})`,
    );
  });

  it('lays the open and enclosed ranges side by side, the chosen one marked, in both parts', () => {
    const { lead, estimate } = pricedLead();
    expect(estimate.options.map((option) => option.id)).toEqual(['open', 'enclosed']);
    const message = customerConfirmation(lead, settings);
    const columns = [...documentOf(message).querySelectorAll('.vm-options .vm-option')];
    // One row, one cell per way of shipping: side by side, not one under the other.
    expect(columns.map((column) => column.parentElement)).toEqual([
      columns[0]?.parentElement,
      columns[0]?.parentElement,
    ]);
    estimate.options.forEach((option, index) => {
      const range = `${money(option.price[0])} to ${money(option.price[1])}`;
      const cell = textOf(columns[index] ?? null);
      expect(cell).toContain(option.label);
      expect(cell).toContain(range);
      expect(cell.includes('Your choice')).toBe(option.id === estimate.selected);
      expect(message.text).toContain(`${option.label}: ${range}`);
    });
    expect(message.text).toContain(`About ${estimate.miles.toLocaleString('en-US')} miles`);
    expect(message.text).toContain('It is a range, not a fixed price');
  });

  it('says an agent prices a route the site cannot, with no figures', () => {
    const byHand: ByHandEstimate = {
      kind: 'by-hand',
      rateVersion: 'r1',
      reason: 'Alaska is priced by hand',
      miles: null,
    };
    const lead = sampleLead({
      estimate: {
        version: 1,
        rateVersion: 'r1',
        createdAt: 0,
        changedBy: 'intake',
        request: {} as never,
        result: byHand,
      },
    });
    const message = customerConfirmation(lead, settings);
    const document = documentOf(message);
    expect(textOf(document.body)).toContain('Priced by your agent: Alaska is priced by hand');
    expect(document.querySelector('.vm-option')).toBeNull();
    expect(message.text).toContain('Priced by your agent: Alaska is priced by hand');
    expect(message.text).not.toMatch(/\$/);
  });

  it('keeps a hostile first name as text: no element, no attribute, no script', () => {
    for (const message of [
      customerConfirmation(sampleLead({ firstName: HOSTILE }), settings),
      brokerNotification(sampleLead({ firstName: HOSTILE }), settings),
      freshQuoteLink(sampleLead({ firstName: HOSTILE }), settings, Date.UTC(2025, 9, 9)),
    ]) {
      const document = documentOf(message);
      expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([`cid:${LOGO_CID}`]);
      expect(document.querySelectorAll('[onerror], script')).toHaveLength(0);
      expect(textOf(document.body)).toContain(HOSTILE);
      expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(message.text).toContain(HOSTILE);
    }
  });

  it('states no phone and no credentials when the CMS never told them, and never the seed’s', () => {
    const message = customerConfirmation(withEstimate(sampleLead()), { ...settings, broker: UNKNOWN_BROKER_FACTS });
    const document = documentOf(message);
    expect(linksOf(document).filter((link) => /^tel:/.test(link.href))).toEqual([]);
    for (const body of [textOf(document.body), message.text]) {
      expect(body).not.toMatch(/USDOT|MC-|FMCSA|3498127|1163054/);
      expect(body).toContain('Velmora Auto Transport');
    }
  });

  it('declares light and dark colour schemes and keeps the card within 600 px', () => {
    const document = documentOf(customerConfirmation(sampleLead(), settings));
    expect(document.querySelector('meta[name="color-scheme"]')?.getAttribute('content')).toBe('light dark');
    expect(document.querySelector('style')?.textContent).toContain('prefers-color-scheme: dark');
    expect((document.querySelector('.vm-card') as HTMLElement | null)?.style.maxWidth).toBe('600px');
  });
});

describe("the broker's notification as HTML", () => {
  it('leads with the name, a tel: link and the e-mail, then every fact for the call', () => {
    const { lead, estimate } = pricedLead();
    const message = brokerNotification(lead, settings);
    const document = documentOf(message);
    const card = document.querySelector('.vm-call');
    expect(textOf(card?.querySelector('p') ?? null)).toBe('Maria');
    expect(linksOf(document)).toEqual(
      expect.arrayContaining([
        { text: '(310) 555-0199', href: 'tel:3105550199' },
        { text: 'maria.lopez@example.com', href: 'mailto:maria.lopez@example.com' },
      ]),
    );
    const rows = Object.fromEntries(
      [...document.querySelectorAll('.vm-facts tr')].map((row) => [
        textOf(row.querySelector('th')),
        textOf(row.querySelector('td')),
      ]),
    );
    expect(rows).toMatchObject({
      'Request identification': 'VLM-7K3M9QX2HD',
      'Lead number': '7K3-M9Q (row 42)',
      Received: '2025-10-07 14:03 UTC',
      From: 'Beverly Hills, CA 90210, US',
      To: 'New York, NY 10001, US',
      'Ship date': 'Tuesday, October 14, 2025',
      Vehicles: '2020 Toyota Camry (Car)',
      Source: 'Home Page',
      'Marketing id': 'spring-campaign',
      fbclid: 'IwAR0example',
    });
    const open = textOf(document.querySelector('.vm-option'));
    expect(open).toContain(
      `${money(estimate.options[0]?.price[0] ?? 0)} to ${money(estimate.options[0]?.price[1] ?? 0)}`,
    );
    expect(open).toContain("Customer's choice");

    expect(message.text).toMatch(
      /^New quote request from Maria\.\n\nCall Maria: \(310\) 555-0199\nE-mail: maria\.lopez@example\.com\n/,
    );
    expect(message.text).toContain('  Lead number: 7K3-M9Q (row 42)');
    expect(message.text).toContain(`  Open carrier: ${money(estimate.options[0]?.price[0] ?? 0)}`);
  });

  it('tells the agent the SMS answer, and that a lead held over a limit had no confirmation', () => {
    const held = brokerNotification(
      sampleLead({
        holdReason: 'email-limit',
        sms: { agreed: true, version: 'sms-2026-11', answeredAt: Date.UTC(2025, 9, 7) },
      }),
      settings,
    );
    expect(held.text).toContain('  SMS updates: Yes (wording sms-2026-11)');
    expect(held.text).toContain('Held over a limit (email-limit): Maria was not e-mailed a confirmation');
    const plain = brokerNotification(sampleLead(), settings);
    expect(plain.text).toContain('  SMS updates: Not asked');
    expect(plain.text).not.toContain('Held over a limit');
  });

  it('keeps an address with ? or & from adding recipients to the agent’s reply', () => {
    const document = documentOf(brokerNotification(sampleLead({ email: 'maria@example.com?body=pay-here' }), settings));
    const mailto = linksOf(document).find((link) => link.href.startsWith('mailto:'));
    expect(mailto?.href).toBe('mailto:maria@example.com%3Fbody%3Dpay-here');
  });
});

describe('a vehicle of another category in both e-mails (issue 27)', () => {
  const rowsOf = (message: MailMessage) =>
    Object.fromEntries(
      [...documentOf(message).querySelectorAll('.vm-facts tr')].map((row) => [
        textOf(row.querySelector('th')),
        [...(row.querySelector('td')?.childNodes ?? [])].map((node) => node.textContent).filter(Boolean),
      ]),
    );
  const rv = {
    make: 'Winnebago',
    model: 'Vista 29VE',
    year: 2021,
    inop: 1 as const,
    type: 'Car' as const,
    category: 'rv' as const,
    facts: { rvType: 'class-a' as const, lengthFt: 30, drivable: false },
  };
  const lead = sampleLead({}, { vehicles: [seaRayOnTrailer, rv, camryAndPickup[1]!] });

  it("gives the broker each vehicle's category label and its facts, a line each", () => {
    const message = brokerNotification(lead, settings);
    expect(rowsOf(message).Vehicles).toEqual([
      '2018 Sea Ray Sundancer 320 (Boat) – Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes',
      '2021 Winnebago Vista 29VE (RV or travel trailer, does not run) – RV type: Class A motorhome, Length: 30 ft, Can be driven: No',
      '2019 Ford F-150 (Pickup, does not run)',
    ]);
    expect(message.text).toContain(
      '    - 2018 Sea Ray Sundancer 320 (Boat) – Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes',
    );
  });

  it('gives the customer the category label, the checked facts and a make only when a catalogue knows it, never a model typed', () => {
    const message = customerConfirmation(lead, settings);
    const vehicles = rowsOf(message).Vehicles;
    expect(vehicles).toEqual([
      '2018 Sea Ray (Boat) – Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes',
      '2021 Winnebago (RV or travel trailer, does not run) – RV type: Class A motorhome, Length: 30 ft, Can be driven: No',
      '2019 Ford F-150 (pickup, does not run)',
    ]);
    expect(message.text).toContain('    - 2018 Sea Ray (Boat) – Length: 32 ft, Beam: 10.5 ft');
    expect(message.text).not.toMatch(/Sundancer|Vista/);
    const typed = customerConfirmation(
      { ...lead, payload: { ...lead.payload, vehicles: [{ ...lead.payload.vehicles[0]!, make: 'Visit spam.example' }] } },
      settings,
    );
    expect(rowsOf(typed).Vehicles).toEqual([
      '2018 Boat – Length: 32 ft, Beam: 10.5 ft, Height as it travels: 12.5 ft, On its own trailer: Yes',
    ]);
  });
});

describe('the logo', () => {
  it('is static/logo.png, byte for byte', () => {
    expect(LOGO_PNG_BASE64).toBe(fs.readFileSync(path.resolve('static/logo.png')).toString('base64'));
  });
});
