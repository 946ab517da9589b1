import path from 'path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { fileNameFor, writeFileAtomically } from './atomic-file';
import type { ChannelTransport, DeliveryContext, DeliveryReceipt } from './channel-transport';
import type { EstimateResult } from '../../pricing/estimate';
import { checkedPlaceText, checkedVehicleText } from './customer-facts';
import { placeText, shortRouteText, vehicleText, type LeadRecord } from './lead-record';
import { UNKNOWN_BROKER_FACTS, type BrokerFacts } from './broker-facts';
import { leadReference } from '../request-id';
import { brokerEmailHtml } from './emails/broker-email';
import { customerEmailHtml } from './emails/customer-email';
import { logoAttachment } from './emails/logo';
import {
  renderText,
  telHref,
  type BrokerMailContent,
  type Detail,
  type EstimateView,
  type MailContent,
} from './emails/mail-content';

export const DEFAULT_MAIL_FROM = 'Velmora Auto Transport <quotes@velmora-transport.example>';
export const DEFAULT_BROKER_EMAIL = 'sales@velmora-transport.example';

export interface MailSettings {
  from: string;
  brokerEmail: string;
  /** The customer's signed quote page link for a request identification (made now, or at `madeAt`); none, no link. */
  quoteLink?: (requestId: string, madeAt?: number) => string;
  /** The booking page's link, as e-mailed to the address on the quote (it books at once); none, no link. */
  bookingLink?: (requestId: string, madeAt?: number) => string;
  /** How many days a quote link works (QUOTE_LINK_DAYS). */
  quoteLinkDays?: number;
  /** The CMS's Site settings at send time (broker-facts.ts); without them, the name alone. */
  broker?: BrokerFacts;
  /** CUSTOMER_CONFIRMATIONS_PER_HOUR, which the held e-mails alert names. */
  confirmationsPerHour?: number;
}

export interface MailAddress {
  name: string;
  address: string;
}

export type MailPurpose =
  | 'customer-confirmation'
  | 'broker-notification'
  | 'fresh-quote-link'
  // A booking signed through the intake's answer, to confirm: src/leads/delivery/booking-confirm-mail.ts.
  | 'booking-confirmation-request'
  // The order's (issue 28): src/leads/delivery/order-mail.ts.
  | 'order-confirmation'
  | 'order-notification'
  | 'status-update'
  | 'order-request'
  // The broker's alert that e-mails to customers are held (src/leads/delivery/held-mail-alert.ts).
  | 'held-mail-alert';

/** A file the message carries: the logo shown inline by its Content-ID, or a document (the order's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
  contentDisposition?: 'inline' | 'attachment';
}

export interface MailMessage {
  purpose: MailPurpose;
  requestId: string;
  from: string;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Pictures the HTML shows by Content-ID (the logo), and documents (the signed order's PDF). */
  attachments: MailAttachment[];
  messageId: string;
  headers: Record<string, string>;
  /**
   * Which of several messages of one purpose to one lead this is (a status event's or a request's
   * row id): it names the .eml file, so one does not overwrite another.
   */
  part?: string;
}

/** Anything that reaches a header is one line: CR/LF (and other controls) would start a new header. */
export const headerText = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- the control characters are what it removes
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();

const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+$/;

/** A recipient for a header; an address that is not one plain address fails the delivery instead. */
export function mailAddress(name: string, address: string): MailAddress {
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
export const messageIdFor = (requestId: string, purpose: MailPurpose, from: string) => {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'velmora-transport.example';
  return `<${fileNameFor(requestId)}.${purpose}@${domain}>`;
};

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

export const detail = (label: string, value: Detail['value'], href?: string): Detail => ({
  label,
  value,
  ...(href ? { href } : {}),
});

/**
 * The shipment as a message describes it: to the broker as the visitor wrote it; to the customer
 * only in checked facts (src/leads/delivery/customer-facts.ts), so a form cannot make the site
 * e-mail anyone words of a stranger's.
 */
function shipmentDetails(lead: LeadRecord, reader: 'broker' | 'customer'): Detail[] {
  const { payload } = lead;
  const place = reader === 'broker' ? placeText : checkedPlaceText;
  return [
    detail('From', place(payload, 'origin')),
    detail('To', place(payload, 'destination')),
    detail('Ship date', shipDateText(payload.shipDate)),
    detail('Transport', `${payload.transportType} carrier`),
    ...(payload.shippingMethod ? [detail('Shipping method', payload.shippingMethod)] : []),
    detail('Vehicles', payload.vehicles.map(reader === 'broker' ? vehicleText : checkedVehicleText)),
  ];
}

export const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
const dayRange = ([low, high]: readonly [number, number]) => (low === high ? `${low}` : `${low} to ${high}`);

/** The estimate as the e-mails show it: a range for each way of shipping side by side, never one price. */
function estimateView(result: EstimateResult | undefined, reader: 'broker' | 'customer'): EstimateView | undefined {
  if (!result) return undefined;
  const title = reader === 'customer' ? 'Your instant estimate' : 'Instant estimate';
  if (result.kind === 'by-hand')
    return {
      kind: 'by-hand',
      title,
      reason: `${reader === 'customer' ? 'Priced by your agent' : 'To be priced by an agent'}: ${result.reason}`,
    };
  return {
    kind: 'estimate',
    title: `${title} (${result.vehicleCount} vehicle${result.vehicleCount === 1 ? '' : 's'})`,
    miles: `About ${result.miles.toLocaleString('en-US')} miles`,
    options: result.options.map((option) => ({
      label: option.label,
      price: `${dollars(option.price[0])} to ${dollars(option.price[1])}`,
      transit: `${dayRange(option.transitDays)} days after pickup`,
      chosen: result.options.length > 1 && option.id === result.selected,
    })),
    choiceLabel: reader === 'customer' ? 'Your choice' : "Customer's choice",
    pickup: `${result.pickupWindow.label}, ${dayRange(result.pickupWindow.businessDays)} business days from ${reader === 'customer' ? 'your' : 'the'} date`,
    ...(reader === 'customer'
      ? {
          note: 'It is a range, not a fixed price: your agent confirms the price with the carrier before anything is booked, and you are charged only once a shipping partner is confirmed.',
        }
      : {}),
  };
}

const SEE_YOUR_QUOTE = 'See your quote';

/**
 * The customer's confirmation: who will contact them and when, their request identification, the
 * button to their signed quote page (where they can change it), the instant estimate as ranges
 * (never a fixed price: the agent confirms the price with the carrier), what they asked for, and
 * the broker's phone, hours and USDOT/MC numbers.
 */
export function customerConfirmation(lead: LeadRecord, settings: MailSettings): MailMessage {
  const what = requestWord(lead);
  const subject = headerText(`Your Velmora ${what} ${lead.requestId}`);
  const estimate = lead.estimate?.result;
  // Made at the request's own time: it works for QUOTE_LINK_DAYS from then, whenever it is sent.
  const link = settings.quoteLink?.(lead.requestId, lead.receivedAt);
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const content: MailContent = {
    preview: `Your request identification is ${lead.requestId}. An agent will contact you within one business hour.`,
    greeting: `Hello ${lead.firstName},`,
    paragraphs: [
      `Thank you for your ${what}. Your request identification is ${lead.requestId}: please quote it whenever you call or write to us.`,
      'A Velmora agent will contact you by phone or e-mail within one business hour to go through your shipment with you. Our agents are available 24/7.',
    ],
    estimate: estimateView(estimate, 'customer'),
    ...(link
      ? {
          action: {
            label: SEE_YOUR_QUOTE,
            href: link,
            lead: 'See your quote with every detail you gave us, or change the date, the transport type or a vehicle, on your quote page.',
          },
        }
      : {}),
    closing: [
      'Velmora does not pass your details to other brokers.',
      'If anything below is not right, simply reply to this e-mail.',
    ],
    detailsTitle: 'Your request',
    details: [detail('Request identification', lead.requestId), ...shipmentDetails(lead, 'customer')],
    signOff: broker.siteName,
    broker,
  };
  return toCustomer(lead, settings, 'customer-confirmation', subject, content, lead.requestId);
}

/** A message from the site to the customer: automatic (RFC 3834), so out-of-office replies stay away. */
export function toCustomer(
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
    html: customerEmailHtml(subject, content),
    attachments: [logoAttachment()],
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
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const content: MailContent = {
    preview: `The fresh link to your quote page for your request ${lead.requestId}.`,
    greeting: `Hello ${lead.firstName},`,
    paragraphs: [`Here is the fresh link to your quote page you asked for, for your request ${lead.requestId}.`],
    action: {
      label: SEE_YOUR_QUOTE,
      href: link,
      lead: `It works for ${days} days. There you can see your quote and change the date, the transport type or a vehicle.`,
    },
    closing: ['If you did not ask for this link, you can ignore this e-mail: nothing has changed on your request.'],
    detailsTitle: 'Your request',
    details: [detail('Request identification', lead.requestId)],
    signOff: broker.siteName,
    broker,
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

/**
 * The broker's notification, laid out for a call: the name, the phone (a tel: link) and the e-mail
 * first, then the route, vehicles, estimate, ship date, request, received time and tracking fields,
 * everything as the visitor gave it. A reply goes to the customer.
 */
export function brokerNotification(lead: LeadRecord, settings: MailSettings): MailMessage {
  const what = requestWord(lead);
  const count = lead.payload.vehicles.length;
  const subject = headerText(
    `New ${what} ${lead.requestId}: ${shortRouteText(lead.payload)}, ${count} vehicle${count === 1 ? '' : 's'}`,
  );
  const received = `${new Date(lead.receivedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const content: BrokerMailContent = {
    preview: `Call ${lead.firstName} at ${lead.phone} within one business hour.`,
    greeting: `New ${what} from ${lead.firstName}.`,
    call: { name: lead.firstName, phone: lead.phone, email: lead.email },
    paragraphs: [
      `Contact ${lead.firstName} by phone or e-mail within one business hour. A reply to this e-mail goes to the customer.`,
      ...(lead.holdReason
        ? [
            `Held over a limit (${lead.holdReason}): ${lead.firstName} was not e-mailed a confirmation; your call is the answer.`,
          ]
        : []),
    ],
    estimate: estimateView(lead.estimate?.result, 'broker'),
    closing: [],
    detailsTitle: 'Request',
    details: [
      detail('Request identification', lead.requestId),
      // What the customer was shown (and quotes on the phone), then the store's own row number.
      detail('Lead number', `${leadReference(lead.requestId)} (row ${lead.number})`),
      detail('Received', received),
      detail('Name', lead.firstName),
      detail('E-mail', lead.email),
      detail('Phone', lead.phone, telHref(lead.phone)),
      detail('SMS updates', lead.sms ? `${lead.sms.agreed ? 'Yes' : 'No'} (wording ${lead.sms.version})` : 'Not asked'),
      ...shipmentDetails(lead, 'broker'),
      ...(lead.estimate
        ? [detail('Rate table', `${lead.estimate.rateVersion} (estimate version ${lead.estimate.version})`)]
        : []),
      detail('Source', lead.source ?? '-'),
      detail('Marketing id', lead.marketingId ?? '-'),
      detail('fbclid', lead.fbclid ?? '-'),
    ],
    signOff: `${broker.siteName} website`,
    broker,
  };
  return {
    purpose: 'broker-notification',
    requestId: lead.requestId,
    from: headerText(settings.from),
    to: mailboxSetting(settings.brokerEmail, 'Velmora sales'),
    replyTo: mailAddress(lead.firstName, lead.email),
    subject,
    text: renderText(content),
    html: brokerEmailHtml(subject, content),
    attachments: [logoAttachment()],
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
  attachments: message.attachments,
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
    const part = message.part ? `-${fileNameFor(message.part)}` : '';
    const file = path.join(dir, `${fileNameFor(message.requestId)}-${message.purpose}${part}.eml`);
    await writeFileAtomically(file, info.message);
    return { detail: `saved ${path.relative(process.cwd(), file) || file}` };
  };
}

/** Composes when it sends (an async composer reads the broker's facts first), then sends. */
export const mailTransport =
  (
    compose: (lead: LeadRecord, delivery?: DeliveryContext) => MailMessage | Promise<MailMessage>,
    send: MailSender,
  ): ChannelTransport =>
  async (lead, delivery) =>
    send(await compose(lead, delivery));
