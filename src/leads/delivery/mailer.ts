import path from 'path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { fileNameFor, writeFileAtomically } from './atomic-file';
import type { ChannelTransport, DeliveryContext, DeliveryReceipt } from './channel-transport';
import type { Estimate, EstimateResult } from '../../pricing/estimate';
import { checkedPlaceText, checkedVehicleText } from './customer-facts';
import { placeText, shortRouteText, vehicleText, type LeadRecord } from './lead-record';

export const DEFAULT_MAIL_FROM = 'Velmora Auto Transport <quotes@velmora-transport.example>';
export const DEFAULT_BROKER_EMAIL = 'sales@velmora-transport.example';
const COMPANY = 'Velmora Auto Transport';

export interface MailSettings {
  from: string;
  brokerEmail: string;
  /** The customer's signed quote page link for a request identification (made now, or at `madeAt`); none, no link. */
  quoteLink?: (requestId: string, madeAt?: number) => string;
  /** How many days a quote link works (QUOTE_LINK_DAYS). */
  quoteLinkDays?: number;
}

export interface MailAddress {
  name: string;
  address: string;
}

export type MailPurpose = 'customer-confirmation' | 'broker-notification' | 'fresh-quote-link';

export interface MailMessage {
  purpose: MailPurpose;
  requestId: string;
  from: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Anything that reaches a header is one line: CR/LF (and other controls) would start a new header. */
export const headerText = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- the control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+$/;

/** A recipient for a header; an address that is not one plain address fails the delivery instead. */
function mailAddress(name: string, address: string): MailAddress {
  const clean = headerText(address);
  if (!ADDRESS.test(clean)) throw new Error('The e-mail address cannot be used as a recipient');
  return { name: headerText(name), address: clean };
}

/** A setting such as BROKER_EMAIL: "sales@x.example" or "Sales <sales@x.example>". */
export function mailboxSetting(value: string, defaultName: string): MailAddress {
  const named = /^(.*)<([^<>]+)>\s*$/.exec(value.trim());
  return named ? mailAddress(named[1]?.trim() || defaultName, named[2] ?? '') : mailAddress(defaultName, value);
}

/** Message-IDs are derived from the lead, so a message sent again is recognisably the same one. */
const messageIdFor = (requestId: string, purpose: MailPurpose, from: string) => {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'velmora-transport.example';
  return `<${fileNameFor(requestId)}.${purpose}@${domain}>`;
};

type DetailValue = string | string[];

/** One message's words, rendered both as plain text and as HTML so the two always agree. */
interface MailContent {
  greeting: string;
  paragraphs: string[];
  detailsTitle: string;
  details: [label: string, value: DetailValue][];
  signOff: string;
}

function renderText(content: MailContent): string {
  const detail = ([label, value]: [string, DetailValue]) =>
    Array.isArray(value) ? [`  ${label}:`, ...value.map((line) => `    - ${line}`)] : [`  ${label}: ${value}`];
  return [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    content.detailsTitle,
    ...content.details.flatMap(detail),
    '',
    content.signOff,
    '',
  ].join('\n');
}

/** The quote page link, clickable: only the message's own paragraphs carry links, never what was typed. */
const linkified = (escaped: string) => escaped.replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderHtml(subject: string, content: MailContent): string {
  const cell = (value: DetailValue) => (Array.isArray(value) ? value : [value]).map(escapeHtml).join('<br>');
  const rows = content.details
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;vertical-align:top;font-weight:normal;color:#57534e;padding:4px 16px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${cell(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${linkified(escapeHtml(paragraph))}</p>`).join('\n')}
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(content.detailsTitle)}</h2>
<table style="border-collapse:collapse">
${rows}
</table>
<p style="margin-top:24px">${escapeHtml(content.signOff)}</p>
</div>
</body>
</html>
`;
}

const requestWord = (lead: LeadRecord) => (lead.kind === 'booking' ? 'booking request' : 'quote request');

/** "Tuesday, October 14, 2025" for a YYYY-MM-DD ship date; anything else as it was sent. */
export function shipDateText(shipDate: string): string {
  const date = new Date(`${shipDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(shipDate) || Number.isNaN(date.getTime())) return shipDate;
  return date.toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/**
 * The shipment as a message describes it: to the broker as the visitor wrote it; to the customer
 * only in checked facts (src/leads/delivery/customer-facts.ts), so a form cannot make the site
 * e-mail anyone words of a stranger's.
 */
function shipmentDetails(lead: LeadRecord, reader: 'broker' | 'customer'): [string, DetailValue][] {
  const { payload } = lead;
  const place = reader === 'broker' ? placeText : checkedPlaceText;
  return [
    ['From', place(payload, 'origin')],
    ['To', place(payload, 'destination')],
    ['Ship date', shipDateText(payload.shipDate)],
    ['Transport', `${payload.transportType} carrier`],
    ...(payload.shippingMethod ? [['Shipping method', payload.shippingMethod] as [string, DetailValue]] : []),
    ['Vehicles', payload.vehicles.map(reader === 'broker' ? vehicleText : checkedVehicleText)],
  ];
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const dayRange = ([low, high]: readonly [number, number]) => (low === high ? `${low}` : `${low} to ${high}`);

/** "Open carrier: $1,320 to $2,220, 7 to 9 days after pickup", one line per way of shipping. */
export const estimateOptionLines = (estimate: Estimate): string[] =>
  estimate.options.map(
    (option) =>
      `${option.label}: ${dollars(option.price[0])} to ${dollars(option.price[1])}, ${dayRange(option.transitDays)} days after pickup`,
  );

/** The estimate as the e-mails list it: a range for each way of shipping, never one price. */
function estimateDetails(result: EstimateResult | undefined): [string, DetailValue][] {
  if (!result) return [];
  if (result.kind === 'by-hand') return [['Estimate', `Priced by your agent: ${result.reason}`]];
  return [
    ['Estimated distance', `About ${result.miles.toLocaleString('en-US')} miles`],
    [`Estimate (${result.vehicleCount} vehicle${result.vehicleCount === 1 ? '' : 's'})`, estimateOptionLines(result)],
    [
      'Pickup',
      `${result.pickupWindow.label}, ${dayRange(result.pickupWindow.businessDays)} business days from your date`,
    ],
  ];
}

/**
 * The customer's confirmation: who will contact them and when, their request identification, what
 * they asked for, the instant estimate as ranges (never a fixed price: the agent confirms the price
 * with the carrier) and the signed link to their quote page, where they can change it.
 */
export function customerConfirmation(lead: LeadRecord, settings: MailSettings): MailMessage {
  const what = requestWord(lead);
  const subject = headerText(`Your Velmora ${what} ${lead.requestId}`);
  const estimate = lead.estimate?.result;
  // Made at the request's own time: it works for QUOTE_LINK_DAYS from then, whenever it is sent.
  const link = settings.quoteLink?.(lead.requestId, lead.receivedAt);
  const content: MailContent = {
    greeting: `Hello ${lead.firstName},`,
    paragraphs: [
      `Thank you for your ${what}. Your request identification is ${lead.requestId}: please quote it whenever you call or write to us.`,
      'A Velmora agent will contact you by phone or e-mail within one business hour to go through your shipment with you. Our agents are available 24/7.',
      ...(estimate?.kind === 'estimate'
        ? [
            'Your instant estimate is below. It is a range, not a fixed price: your agent confirms the price with the carrier before anything is booked, and you are charged only once a shipping partner is confirmed.',
          ]
        : []),
      ...(link
        ? [
            `See your quote with every detail you gave us, or change the date, the transport type or a vehicle, on your quote page: ${link}`,
          ]
        : []),
      'Velmora does not pass your details to other brokers.',
      'If anything below is not right, simply reply to this e-mail.',
    ],
    detailsTitle: 'Your request',
    details: [
      ['Request identification', lead.requestId],
      ...shipmentDetails(lead, 'customer'),
      ...estimateDetails(estimate),
    ],
    signOff: COMPANY,
  };
  return toCustomer(lead, settings, 'customer-confirmation', subject, content, lead.requestId);
}

/** A message from the site to the customer: automatic (RFC 3834), so out-of-office replies stay away. */
function toCustomer(
  lead: LeadRecord,
  settings: MailSettings,
  purpose: MailPurpose,
  subject: string,
  content: MailContent,
  messageKey: string,
): MailMessage {
  return {
    purpose,
    requestId: lead.requestId,
    from: headerText(settings.from),
    to: mailAddress(lead.firstName, lead.email),
    subject,
    text: renderText(content),
    html: renderHtml(subject, content),
    messageId: messageIdFor(messageKey, purpose, settings.from),
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * A fresh link to the quote page, asked for on the page of an expired one. Like the confirmation it
 * carries nothing the visitor typed but the name; the link is made when the relay sends it.
 */
export function freshQuoteLink(lead: LeadRecord, settings: MailSettings, madeAt: number): MailMessage {
  const subject = headerText(`Your fresh Velmora quote link ${lead.requestId}`);
  const link = settings.quoteLink?.(lead.requestId, madeAt);
  if (!link) throw new Error('No quote link can be made: LEAD_LINK_SECRET is missing');
  const days = settings.quoteLinkDays ?? 60;
  const content: MailContent = {
    greeting: `Hello ${lead.firstName},`,
    paragraphs: [
      `Here is the fresh link to your quote page you asked for, for your request ${lead.requestId}: ${link}`,
      `It works for ${days} days. There you can see your quote and change the date, the transport type or a vehicle.`,
      'If you did not ask for this link, you can ignore this e-mail: nothing has changed on your request.',
    ],
    detailsTitle: 'Your request',
    details: [['Request identification', lead.requestId]],
    signOff: COMPANY,
  };
  return toCustomer(
    lead,
    settings,
    'fresh-quote-link',
    subject,
    content,
    `${lead.requestId}.${Math.floor(madeAt / 1000)}`,
  );
}

/** The broker's notification: everything the agent needs to call back, with replies going to the customer. */
export function brokerNotification(lead: LeadRecord, settings: MailSettings): MailMessage {
  const what = requestWord(lead);
  const count = lead.payload.vehicles.length;
  const subject = headerText(
    `New ${what} ${lead.requestId}: ${shortRouteText(lead.payload)}, ${count} vehicle${count === 1 ? '' : 's'}`,
  );
  const received = `${new Date(lead.receivedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const content: MailContent = {
    greeting: `New ${what} from ${lead.firstName}.`,
    paragraphs: [
      `Contact ${lead.firstName} by phone or e-mail within one business hour. A reply to this e-mail goes to the customer.`,
    ],
    detailsTitle: 'Request',
    details: [
      ['Request identification', lead.requestId],
      ['Lead number', String(lead.number)],
      ['Received', received],
      ['Name', lead.firstName],
      ['E-mail', lead.email],
      ['Phone', lead.phone],
      ...shipmentDetails(lead, 'broker'),
      ...estimateDetails(lead.estimate?.result),
      ...(lead.estimate
        ? [
            ['Rate table', `${lead.estimate.rateVersion} (estimate version ${lead.estimate.version})`] as [
              string,
              DetailValue,
            ],
          ]
        : []),
      ['Source', lead.source ?? '-'],
      ['Marketing id', lead.marketingId ?? '-'],
      ['fbclid', lead.fbclid ?? '-'],
    ],
    signOff: `${COMPANY} website`,
  };
  return {
    purpose: 'broker-notification',
    requestId: lead.requestId,
    from: headerText(settings.from),
    to: mailboxSetting(settings.brokerEmail, 'Velmora sales'),
    replyTo: mailAddress(lead.firstName, lead.email),
    subject,
    text: renderText(content),
    html: renderHtml(subject, content),
    messageId: messageIdFor(lead.requestId, 'broker-notification', settings.from),
    headers: {},
  };
}

/** Sends (or keeps) one composed message. */
export type MailSender = (message: MailMessage) => Promise<DeliveryReceipt>;

const sendOptions = (message: MailMessage): SendMailOptions => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId: message.messageId,
  headers: message.headers,
});

/** nodemailer waits an hour on a silent socket by default: a stuck server must fail the attempt instead. */
export function withSmtpTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '30000' };
  for (const [key, value] of Object.entries(defaults)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

export function smtpSender(smtpUrl: string): MailSender {
  const transporter = nodemailer.createTransport(withSmtpTimeouts(smtpUrl));
  return async (message) => {
    const info = await transporter.sendMail(sendOptions(message));
    return { detail: `sent by SMTP (${String(info.response ?? 'accepted').slice(0, 120)})` };
  };
}

/** Without SMTP: each message as an .eml file in `dir`, named by lead and purpose (a resend overwrites it). */
export function emlFileSender(dir: string): MailSender {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return async (message) => {
    const info = await transporter.sendMail(sendOptions(message));
    if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not hand back the message');
    const file = path.join(dir, `${fileNameFor(message.requestId)}-${message.purpose}.eml`);
    await writeFileAtomically(file, info.message);
    return { detail: `saved ${path.relative(process.cwd(), file) || file}` };
  };
}

export const mailTransport =
  (compose: (lead: LeadRecord, delivery?: DeliveryContext) => MailMessage, send: MailSender): ChannelTransport =>
  (lead, delivery) =>
    send(compose(lead, delivery));
