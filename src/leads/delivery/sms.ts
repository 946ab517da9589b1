import path from 'path';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { OrderEvent } from '../../orders/order';
import { fileNameFor, writeFileAtomically } from './atomic-file';
import type { ChannelTransport, DeliveryContext, DeliveryReceipt } from './channel-transport';
import type { LeadRecord } from './lead-record';
import { statusSentence } from './order-status-text';

/**
 * Text messages of an order's status (issue 28): sent only to a customer who ticked the SMS
 * updates box (src/quote/consent.ts), checked again when each is sent. Like the mail, an adapter
 * with two senders: a Twilio-compatible provider when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM_NUMBER are set, else a file per message under var/sms/ in development. Production
 * without a provider records the row as delivered, skipped: texts are an extra to the e-mails, and
 * there is nothing to retry for 72 hours.
 */
export interface SmsMessage {
  requestId: string;
  /** order_events.id of the status it tells: names the file, so each event has its own. */
  eventRowId: number;
  /** The customer's number in E.164 ("+13105550199"). */
  to: string;
  body: string;
}

/** Sends (or keeps) one text message; throws when it did not get through (the relay retries). */
export type SmsSender = (message: SmsMessage) => Promise<DeliveryReceipt>;

/** US carriers (CTIA) require every automated message to say how to stop them. */
export const SMS_STOP_TEXT = 'Reply STOP to opt out.';
/** One SMS segment in GSM-7; a longer text is split and costs more, and some phones show it late. */
export const SMS_SEGMENT_LENGTH = 160;
export const SMS_TIMEOUT_MS = 10_000;
export const NO_SMS_PROVIDER = 'skipped: no SMS provider is configured';
export const NO_SMS_CONSENT = 'skipped: the customer did not agree to text messages';
export const NO_SMS_NUMBER = 'skipped: the phone number cannot take text messages';

/**
 * "Velmora order VLM-…: Your vehicle was picked up. Details by e-mail. Reply STOP to opt out.",
 * within one segment where it can be: the details are left to the e-mail first, then the
 * carrier's. No link: a text shows on a locked phone's screen, and the signed link opens the order.
 */
export function statusSmsText(lead: LeadRecord, event: OrderEvent): string {
  const count = lead.payload.vehicles.length;
  const head = `Velmora order ${lead.requestId}:`;
  const full = statusSentence(event, count, true);
  const plain = statusSentence({ ...event, carrier: undefined }, count, true);
  const candidates = [
    `${head} ${full}. Details by e-mail. ${SMS_STOP_TEXT}`,
    `${head} ${full}. ${SMS_STOP_TEXT}`,
    `${head} ${plain}. Details by e-mail. ${SMS_STOP_TEXT}`,
  ];
  return candidates.find((text) => text.length <= SMS_SEGMENT_LENGTH) ?? candidates[candidates.length - 1]!;
}

/** The customer's phone as typed, in E.164 (the United States by default, as the form checks it); null when it is none. */
export function smsNumber(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, 'US');
  return parsed?.isPossible() ? parsed.number : null;
}

/**
 * The status text message of a row: `send` is the provider, or null where none is configured in
 * production. The consent is checked here, at send time, whatever was true when the row was queued.
 */
export function statusSmsTransport(send: SmsSender | null): ChannelTransport {
  return async (lead: LeadRecord, delivery?: DeliveryContext) => {
    if (!lead.sms?.agreed) return { detail: NO_SMS_CONSENT };
    if (!send) return { detail: NO_SMS_PROVIDER };
    const event = lead.order?.events.find((candidate) => candidate.id === delivery?.orderEventId);
    if (!event) throw new Error(`The order of ${lead.requestId} has no status event ${String(delivery?.orderEventId)}`);
    const to = smsNumber(lead.phone);
    if (!to) return { detail: NO_SMS_NUMBER };
    return send({ requestId: lead.requestId, eventRowId: event.id, to, body: statusSmsText(lead, event) });
  };
}

/**
 * Without a provider (development): each message as JSON in `dir`, `VLM-…-<event row id>.json`,
 * written whole or not at all, owner-only. The receipt names the file, never the number or words.
 */
export function smsFileSender(dir: string): SmsSender {
  return async (message) => {
    const file = path.join(dir, `${fileNameFor(message.requestId)}-${message.eventRowId}.json`);
    await writeFileAtomically(file, `${JSON.stringify(message, null, 2)}\n`);
    return { detail: `saved ${path.relative(process.cwd(), file) || file}` };
  };
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service's number, as the provider knows it. */
  from: string;
  /** The API's origin: Twilio's, or a compatible provider's (and a local peer in tests). */
  apiUrl?: string;
  timeoutMs?: number;
}

export const TWILIO_API_URL = 'https://api.twilio.com';

/** Why a request got no answer; read by name, since fetch's DOMException may come from another realm. */
const failureOf = (error: unknown, timeoutMs: number): string => {
  const failure = (error ?? {}) as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (failure.name === 'TimeoutError' || failure.name === 'AbortError') {
    return `The SMS provider did not answer within ${timeoutMs / 1000} s`;
  }
  return `The SMS provider could not be reached: ${String(failure.cause?.message ?? failure.cause?.code ?? failure.message ?? error)}`;
};

/**
 * Twilio's Messages API (and any provider that speaks it): a form-encoded POST with basic auth.
 * It has no idempotency key, so a retry after an answer that was lost can send a text twice: rare,
 * and better than a customer who hears nothing.
 */
export function twilioSender(settings: TwilioSettings): SmsSender {
  const timeoutMs = settings.timeoutMs ?? SMS_TIMEOUT_MS;
  const base = (settings.apiUrl?.trim() || TWILIO_API_URL).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'Velmora-Outbox/1',
        },
        body: new URLSearchParams({ To: message.to, From: settings.from, Body: message.body }).toString(),
        // A redirect would carry the credentials elsewhere: a failure to look at, not to follow.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new Error(failureOf(error, timeoutMs));
    }
    const answer = await response.text().catch(() => '');
    if (!response.ok) {
      const excerpt = answer.replace(/\s+/g, ' ').trim().slice(0, 200);
      throw new Error(`The SMS provider answered HTTP ${response.status}${excerpt ? `: ${excerpt}` : ''}`);
    }
    let sid = '';
    try {
      sid = String((JSON.parse(answer) as { sid?: unknown }).sid ?? '');
    } catch {
      // A provider that answers 2xx without JSON still took the message.
    }
    return {
      detail: `sent by SMS provider (HTTP ${response.status}${/^[A-Za-z0-9]{1,64}$/.test(sid) ? `, ${sid}` : ''})`,
    };
  };
}

export const TWILIO_SETTINGS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM_NUMBER'] as const;

/** The provider from the settings: all three set, none (no provider), or some (a mistake to name). */
export type SmsProviderSetting =
  { kind: 'twilio'; settings: TwilioSettings } | { kind: 'none' } | { kind: 'incomplete'; missing: string[] };

export function smsProviderSetting(env: NodeJS.ProcessEnv): SmsProviderSetting {
  const value = (name: string) => env[name]?.trim() ?? '';
  const missing = TWILIO_SETTINGS.filter((name) => !value(name));
  if (missing.length === TWILIO_SETTINGS.length) return { kind: 'none' };
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const apiUrl = value('TWILIO_API_URL');
  if (apiUrl && !/^https?:\/\//i.test(apiUrl)) throw new Error('TWILIO_API_URL must be an http(s) address');
  return {
    kind: 'twilio',
    settings: {
      accountSid: value('TWILIO_ACCOUNT_SID'),
      authToken: value('TWILIO_AUTH_TOKEN'),
      from: value('TWILIO_FROM_NUMBER'),
      ...(apiUrl ? { apiUrl } : {}),
    },
  };
}
