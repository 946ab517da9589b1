import { CHANNELS } from '../intake';
import type { LeadRecord } from './lead-record';

/** The deliveries the intake queues for every lead that is not spam. */
export type Channel = (typeof CHANNELS)[number];
export { CHANNELS };

/** What a delivered message became, for the relay's log: "HTTP 201", "var/mail/VLM-….eml". */
export interface DeliveryReceipt {
  detail: string;
}

/** Delivers one lead on one channel; throws when it did not get through (the relay retries). */
export type ChannelTransport = (lead: LeadRecord) => Promise<DeliveryReceipt>;

export type Transports = Readonly<Record<Channel, ChannelTransport>>;
