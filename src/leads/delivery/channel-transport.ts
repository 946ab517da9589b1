import type { HeldMailSummary } from '../customer-mail-cap';
import { CHANNELS, FRESH_LINK_CHANNEL_PREFIX } from '../intake';
import type { LeadRecord } from './lead-record';

/** The deliveries the intake queues for every lead that is not spam. */
export type Channel = (typeof CHANNELS)[number];
export { CHANNELS, FRESH_LINK_CHANNEL_PREFIX };

/** `crm:v2`, `crm:v3`, ...: the CRM record's update after the customer changed the quote (version n). */
export const CRM_UPDATE_CHANNEL_PREFIX = 'crm:v';

/** What a delivered message became, for the relay's log: "HTTP 201", "var/mail/VLM-….eml". */
export interface DeliveryReceipt {
  detail: string;
}

/**
 * What an order's row is about (issue 28): the signed order itself, one of its status events, or
 * one of the customer's change or cancel requests. The relay loads the order (`lead.order`) for it.
 */
export type OrderSubject = 'signed' | 'status' | 'request';

/**
 * Which delivery of a channel this is: 0 the first, n the CRM update after the quote's version n,
 * or for a fresh quote link the second it was asked for. An order's row also names its subject and
 * the row it is about; the relay has checked that this row exists in `lead.order`.
 */
export interface DeliveryContext {
  revision: number;
  order?: OrderSubject;
  /** order_events.id of a status e-mail or text message (not the sender's own event id). */
  orderEventId?: number;
  /** order_requests.id of a change or cancel request. */
  orderRequestId?: number;
  /** The held e-mails alert's figures, summed up by the relay as it sends it. */
  heldMail?: HeldMailSummary;
}

/** Delivers one lead on one channel; throws when it did not get through (the relay retries). */
export type ChannelTransport = (lead: LeadRecord, delivery?: DeliveryContext) => Promise<DeliveryReceipt>;

/**
 * The three deliveries of every lead, the e-mail of a fresh quote link (src/leads/fresh-link.ts),
 * the broker's alert that e-mails to customers are held (src/leads/customer-mail-cap.ts), the e-mail
 * asking the address on a quote to confirm a booking signed through the intake's answer, and an
 * order's (src/orders/order.ts, ORDER_CHANNELS): the customer's signed copy, the broker's
 * notice, each status e-mail and text message, and each request e-mailed to the sales inbox. The
 * CRM transport also carries the order's "order signed" update and its requests. Without one of
 * them, its rows fail and wait (nothing is dropped).
 */
export type Transports = Readonly<Record<Channel, ChannelTransport>> & {
  readonly quote_link?: ChannelTransport;
  /** "Confirm your booking" (src/orders/waiting-booking.ts): `confirm_booking:<seconds>`. */
  readonly confirm_booking?: ChannelTransport;
  readonly order_email?: ChannelTransport;
  readonly order_broker_email?: ChannelTransport;
  readonly status_email?: ChannelTransport;
  readonly status_sms?: ChannelTransport;
  readonly request_email?: ChannelTransport;
  readonly held_mail_alert?: ChannelTransport;
};
