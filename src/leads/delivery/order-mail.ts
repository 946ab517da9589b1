import { STATUS_LABELS, type OrderEnd, type OrderEvent, type OrderRecord, type OrderRequest } from '../../orders/order';
import { DEFAULT_RATE_TABLE } from '../../pricing/rate-table';
import { pickupWindowOf } from '../../pricing/estimate';
import { leadReference } from '../request-id';
import { UNKNOWN_BROKER_FACTS } from './broker-facts';
import type { DeliveryContext } from './channel-transport';
import { checkedPlaceText, checkedVehicleText, UNCHECKED_PLACE_TEXT } from './customer-facts';
import { brokerEmailHtml } from './emails/broker-email';
import { logoAttachment } from './emails/logo';
import { renderText, telHref, type BrokerMailContent, type Detail, type MailContent } from './emails/mail-content';
import { placeText, shortRouteText, vehicleText, type LeadRecord, type RouteSide } from './lead-record';
import {
  detail,
  dollars,
  headerText,
  mailAddress,
  mailboxSetting,
  messageIdFor,
  shipDateText,
  toCustomer,
  type MailMessage,
  type MailSettings,
} from './mailer';
import { orderPdf, orderPdfFileName } from './order-pdf';
import { estimateDateText, statusNextStep, statusSentence } from './order-status-text';

/**
 * The e-mails of an order (issue 28): the customer's signed copy with its PDF, the broker's notice
 * that it was signed, a status e-mail per event from the dispatch system, and each change or
 * cancel request to the sales inbox. The relay hands each composer the lead with its order loaded
 * (`lead.order`) and, for an event or a request, its row id (DeliveryContext).
 *
 * What the customer is sent follows customer-facts.ts: only facts the site checked. The street
 * addresses and the contacts at each end are the exception, and a safe one: the customer typed
 * them on the booking page, which only the signed link e-mailed to this same address opens, so they
 * go back to the mailbox that wrote them and to no one else.
 */

const FOLLOW_YOUR_ORDER = 'Follow your order';

/** "2025-10-08 09:12:33 UTC": the signature's time to the second, in UTC as the record keeps it. */
export const utcText = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

function orderOf(lead: LeadRecord): OrderRecord {
  if (!lead.order) throw new Error(`${lead.requestId} has no order to write about`);
  return lead.order;
}

function eventOf(lead: LeadRecord, delivery: DeliveryContext | undefined): OrderEvent {
  const event = orderOf(lead).events.find((candidate) => candidate.id === delivery?.orderEventId);
  if (!event) throw new Error(`The order of ${lead.requestId} has no status event ${String(delivery?.orderEventId)}`);
  return event;
}

function requestOf(lead: LeadRecord, delivery: DeliveryContext | undefined): OrderRequest {
  const request = orderOf(lead).requests.find((candidate) => candidate.id === delivery?.orderRequestId);
  if (!request) throw new Error(`The order of ${lead.requestId} has no request ${String(delivery?.orderRequestId)}`);
  return request;
}

/** "Within 3 business days (3 business days from your date)": the accepted estimate's label when it priced that window. */
function pickupWindowText(lead: LeadRecord, order: OrderRecord): string {
  const estimate = lead.estimate?.result;
  const window =
    estimate?.kind === 'estimate' && estimate.pickupWindow.id === order.details.pickupWindow
      ? estimate.pickupWindow
      : pickupWindowOf(order.details.pickupWindow, DEFAULT_RATE_TABLE);
  return window.label;
}

function priceText(order: OrderRecord, reader: 'customer' | 'broker'): string {
  const { price, priceLabel } = order.details;
  if (!price) return reader === 'customer' ? 'Priced by your agent' : 'To be priced by an agent';
  const range = `${dollars(price[0])} to ${dollars(price[1])}`;
  return priceLabel ? `${range} (${priceLabel})` : range;
}

/** "1200 N Crescent Dr, CA 90210, United States" to the customer; with the city as typed to the broker. */
function endText(lead: LeadRecord, end: OrderEnd, side: RouteSide, reader: 'customer' | 'broker'): string {
  const place = reader === 'broker' ? placeText(lead.payload, side) : checkedPlaceText(lead.payload, side);
  return [end.street, place === UNCHECKED_PLACE_TEXT ? '' : place].filter(Boolean).join(', ');
}

/** The order as booked: the route with its street addresses and contacts, vehicles, dates, transport, price. */
function orderDetails(lead: LeadRecord, order: OrderRecord, reader: 'customer' | 'broker'): Detail[] {
  const { details } = order;
  // The broker calls from the e-mail; the customer's copy needs no link to their own contacts.
  const contactRow = (label: string, { contactName, contactPhone }: OrderEnd) =>
    detail(label, `${contactName}, ${contactPhone}`, reader === 'broker' ? telHref(contactPhone) : undefined);
  return [
    detail('Request identification', lead.requestId),
    ...(reader === 'broker'
      ? [detail('Lead number', `${leadReference(lead.requestId)} (row ${lead.number}, order ${order.number})`)]
      : []),
    detail('Booked', utcText(order.bookedAt)),
    detail('Pickup', endText(lead, details.pickup, 'origin', reader)),
    contactRow('Pickup contact', details.pickup),
    detail('Delivery', endText(lead, details.delivery, 'destination', reader)),
    contactRow('Delivery contact', details.delivery),
    detail('Vehicles', lead.payload.vehicles.map(reader === 'broker' ? vehicleText : checkedVehicleText)),
    detail('Ship date', shipDateText(lead.payload.shipDate)),
    detail('Pickup window', pickupWindowText(lead, order)),
    detail('Transport', `${details.transportType} carrier`),
    detail('Price range accepted', priceText(order, reader)),
    detail('Estimate accepted', `Version ${order.quoteVersion}`),
  ];
}

/** The e-signature record: the name typed, when, the terms by version and fingerprint, from where. */
function signatureDetails(order: OrderRecord, reader: 'customer' | 'broker'): Detail[] {
  const { signature, terms } = order;
  return [
    detail('Signed by', `${signature.name} (the full name typed)`),
    detail('Signed at', utcText(signature.signedAt)),
    detail('Terms', `${terms.title}, version ${terms.version}`),
    detail('Terms fingerprint (SHA-256)', terms.hash),
    detail('IP address', signature.ip),
    ...(reader === 'broker' ? [detail('Browser', signature.userAgent)] : []),
  ];
}

const vehicleCount = (lead: LeadRecord) => lead.payload.vehicles.length;

/**
 * The customer's copy of the signed order: booked, nothing charged (SPEC §1: charged only once a
 * carrier is confirmed), what happens next, the button to follow it, the order and the signature
 * record, and the PDF copy with the full terms attached.
 */
export function orderConfirmation(lead: LeadRecord, settings: MailSettings): MailMessage {
  const order = orderOf(lead);
  const subject = headerText(`Your Velmora order ${lead.requestId}: booked`);
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  // Made at booking: the link works for QUOTE_LINK_DAYS from then, whenever this is sent again.
  const link = settings.quoteLink?.(lead.requestId, order.bookedAt);
  const texts = lead.sms?.agreed ? ' (and by text message, as you asked)' : '';
  const paragraphs = [
    `Your order ${lead.requestId} is booked. Please quote this number whenever you call or write to us.`,
    'Nothing has been charged: you are charged only once a carrier is confirmed for your shipment.',
    `What happens next: a Velmora agent assigns a carrier to your shipment. As soon as one is assigned we e-mail you${texts} the carrier's name and MC number, then each step: picked up, in transit, delivered.`,
  ];
  const sections = [
    { title: 'Your order', details: orderDetails(lead, order, 'customer') },
    { title: 'Your signature', details: signatureDetails(order, 'customer') },
  ];
  const content: MailContent = {
    preview: `Order ${lead.requestId} is booked. Nothing is charged until a carrier is confirmed.`,
    greeting: `Hello ${lead.firstName},`,
    paragraphs,
    ...(link
      ? {
          action: {
            label: FOLLOW_YOUR_ORDER,
            href: link,
            lead: 'Follow your order on your order page, where you can also ask for a change or a cancellation.',
          },
        }
      : {}),
    closing: [
      `A PDF copy of your signed order with the full terms (${order.terms.title}, version ${order.terms.version}) is attached.`,
      'If anything below is not right, simply reply to this e-mail.',
    ],
    detailsTitle: sections[0]?.title ?? '',
    details: sections[0]?.details ?? [],
    sections: sections.slice(1),
    signOff: broker.siteName,
    broker,
  };
  const message = toCustomer(lead, settings, 'order-confirmation', subject, content, lead.requestId);
  const pdf = orderPdf({
    title: `Velmora order ${lead.requestId}`,
    siteName: broker.siteName,
    summary: paragraphs,
    sections,
    terms: order.terms,
    createdAt: order.bookedAt,
  });
  return {
    ...message,
    attachments: [
      ...message.attachments,
      {
        filename: orderPdfFileName(lead.requestId),
        contentType: 'application/pdf',
        contentDisposition: 'attachment',
        content: pdf,
      },
    ],
  };
}

/** The Message-ID of the order's confirmation: status e-mails name it, so a mail client threads them. */
const orderThread = (lead: LeadRecord, settings: MailSettings) =>
  messageIdFor(lead.requestId, 'order-confirmation', settings.from);

/**
 * One status event to the customer: what happened (the carrier's name, MC number and pickup
 * estimate when one is assigned), the dispatcher's note, what comes next, and the button to follow
 * the order.
 */
export function statusUpdate(lead: LeadRecord, settings: MailSettings, delivery?: DeliveryContext): MailMessage {
  const order = orderOf(lead);
  const event = eventOf(lead, delivery);
  const sentence = statusSentence(event, vehicleCount(lead));
  const subject = headerText(`Your Velmora order ${lead.requestId}: ${STATUS_LABELS[event.status].toLowerCase()}`);
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const link = settings.quoteLink?.(lead.requestId, event.receivedAt);
  const content: MailContent = {
    preview: `${sentence}.`,
    greeting: `Hello ${lead.firstName},`,
    paragraphs: [
      `${sentence}.`,
      ...(event.note ? [`A note from dispatch: ${event.note}`] : []),
      statusNextStep(event),
    ].filter(Boolean),
    ...(link
      ? { action: { label: FOLLOW_YOUR_ORDER, href: link, lead: 'See every step of your order on your order page.' } }
      : {}),
    closing: [],
    detailsTitle: 'Your order',
    details: [
      detail('Request identification', lead.requestId),
      detail('Status', `${STATUS_LABELS[event.status]}, ${utcText(event.occurredAt)}`),
      ...(event.carrier
        ? [
            detail('Carrier', event.carrier.name),
            detail('MC number', event.carrier.mcNumber),
            ...(event.carrier.pickupEstimate
              ? [detail('Pickup expected', estimateDateText(event.carrier.pickupEstimate))]
              : []),
          ]
        : []),
      detail('From', checkedPlaceText(lead.payload, 'origin')),
      detail('To', checkedPlaceText(lead.payload, 'destination')),
      detail('Vehicles', lead.payload.vehicles.map(checkedVehicleText)),
      detail('Booked', utcText(order.bookedAt)),
    ],
    signOff: broker.siteName,
    broker,
  };
  const message = toCustomer(lead, settings, 'status-update', subject, content, `${lead.requestId}.status-${event.id}`);
  const thread = orderThread(lead, settings);
  return {
    ...message,
    part: String(event.id),
    headers: { ...message.headers, 'In-Reply-To': thread, References: thread },
  };
}

/** The sales inbox's copy of anything about an order: a call card first, a reply goes to the customer. */
function toBroker(
  lead: LeadRecord,
  settings: MailSettings,
  purpose: 'order-notification' | 'order-request',
  subject: string,
  content: BrokerMailContent,
  messageKey: string,
): MailMessage {
  return {
    purpose,
    requestId: lead.requestId,
    from: headerText(settings.from),
    to: mailboxSetting(settings.brokerEmail, 'Velmora sales'),
    replyTo: mailAddress(lead.firstName, lead.email),
    subject,
    text: renderText(content),
    html: brokerEmailHtml(subject, content),
    attachments: [logoAttachment()],
    messageId: messageIdFor(messageKey, purpose, settings.from),
    headers: {},
  };
}

const callCard = (lead: LeadRecord) => ({ name: lead.firstName, phone: lead.phone, email: lead.email });

/**
 * The broker's notice that an order was signed, laid out for a call like the lead's notification:
 * the customer to call, then the whole order and its signature record as typed.
 */
export function orderBrokerNotice(lead: LeadRecord, settings: MailSettings): MailMessage {
  const order = orderOf(lead);
  const count = vehicleCount(lead);
  const subject = headerText(
    `Order signed ${lead.requestId}: ${shortRouteText(lead.payload)}, ${count} vehicle${count === 1 ? '' : 's'}`,
  );
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const content: BrokerMailContent = {
    preview: `${lead.firstName} signed order ${lead.requestId}: assign a carrier.`,
    greeting: `${lead.firstName} signed order ${lead.requestId}.`,
    call: callCard(lead),
    paragraphs: [
      'Assign a carrier: the customer was told an agent assigns one, that nothing is charged before a carrier is confirmed, and that they get its name and MC number by e-mail.',
      'Send the assignment to the order status webhook (/api/orderStatus) and the customer hears of it at once. A reply to this e-mail goes to the customer.',
    ],
    closing: [],
    detailsTitle: 'Order',
    details: orderDetails(lead, order, 'broker'),
    sections: [{ title: 'Signature record', details: signatureDetails(order, 'broker') }],
    signOff: `${broker.siteName} website`,
    broker,
  };
  return toBroker(lead, settings, 'order-notification', subject, content, lead.requestId);
}

const REQUEST_WORDS = { change: 'Change', cancel: 'Cancellation' } as const;

/**
 * A change or cancellation the customer asked for after booking, to the sales inbox: who to call,
 * their words, and the order as it stands. The request changed nothing: an agent answers it.
 */
export function orderRequestNotice(lead: LeadRecord, settings: MailSettings, delivery?: DeliveryContext): MailMessage {
  const order = orderOf(lead);
  const request = requestOf(lead, delivery);
  const what = REQUEST_WORDS[request.kind];
  const subject = headerText(`${what} request for order ${lead.requestId}: ${shortRouteText(lead.payload)}`);
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const content: BrokerMailContent = {
    preview: `${lead.firstName} asks for a ${what.toLowerCase()} of order ${lead.requestId}. Call them.`,
    greeting: `${what} request from ${lead.firstName} for order ${lead.requestId}.`,
    call: callCard(lead),
    paragraphs: [
      `Their words: ${request.message}`,
      `Call ${lead.firstName} to answer it: the request changed nothing on the order, and the customer was told an agent would be in touch. A reply to this e-mail goes to the customer.`,
    ],
    closing: [],
    detailsTitle: 'Request',
    details: [
      detail('Request', `${what} (request ${request.id})`),
      detail('Asked', utcText(request.createdAt)),
      detail('Order status', `${STATUS_LABELS[order.status]} since ${utcText(order.statusAt)}`),
    ],
    sections: [{ title: 'Order', details: orderDetails(lead, order, 'broker') }],
    signOff: `${broker.siteName} website`,
    broker,
  };
  return {
    ...toBroker(lead, settings, 'order-request', subject, content, `${lead.requestId}.request-${request.id}`),
    part: String(request.id),
  };
}
