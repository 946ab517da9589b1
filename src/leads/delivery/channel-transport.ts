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
 * Which delivery of a channel this is: 0 the first, n the CRM update after the quote's version n,
 * or for a fresh quote link the second it was asked for.
 */
export interface DeliveryContext {
  revision: number;
}

/** Delivers one lead on one channel; throws when it did not get through (the relay retries). */
export type ChannelTransport = (lead: LeadRecord, delivery?: DeliveryContext) => Promise<DeliveryReceipt>;

/** The three deliveries of every lead, and the e-mail of a fresh quote link (src/leads/fresh-link.ts). */
export type Transports = Readonly<Record<Channel, ChannelTransport>> & { readonly quote_link?: ChannelTransport };
