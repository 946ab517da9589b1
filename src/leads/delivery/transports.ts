import path from 'path';
import { isProductionBuild } from '../../runtime/deployment';
import { runtimeEnv } from '../../runtime/runtime';
import { serverSecret } from '../../runtime/secrets';
import { siteAddress } from '../../runtime/site-address';
import { bookingUrl, quoteLinkDays, quoteUrl } from '../quote-link';
import { bookingConfirmRequest } from './booking-confirm-mail';
import type { Channel, ChannelTransport, DeliveryContext, Transports } from './channel-transport';
import { crmFileTransport, crmWebhookTransport } from './crm-webhook';
import {
  brokerNotification,
  customerConfirmation,
  DEFAULT_BROKER_EMAIL,
  DEFAULT_MAIL_FROM,
  emlFileSender,
  freshQuoteLink,
  mailboxSetting,
  mailTransport,
  smtpSender,
  type MailMessage,
  type MailSettings,
} from './mailer';
import type { LeadRecord } from './lead-record';
import { brokerFactsInForce, type BrokerFacts } from './broker-facts';
import { orderBrokerNotice, orderConfirmation, orderRequestNotice, statusUpdate } from './order-mail';
import { heldMailAlert } from './held-mail-alert';
import { confirmationsPerHour } from '../intake';
import { smsFileSender, smsProviderSetting, statusSmsTransport, TWILIO_API_URL, twilioSender } from './sms';

/** The order's deliveries by where they go, for the log: its e-mails to the customer and the broker, and texts. */
export type OrderDestination = 'order_email' | 'order_broker_email' | 'status_sms';

export interface DeliverySetup {
  transports: Transports;
  /** Where each channel goes, for the relay's start-up log (no credentials). */
  destinations: Record<Channel | OrderDestination, string>;
}

/** "smtp://user:secret@mail.example:587" → "smtp://mail.example:587". */
const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
};

/**
 * In production a missing destination is a delivery that fails, naming the setting: the rows wait
 * in the outbox (retried with backoff for 72 hours) until it is set, since a Function's disk keeps
 * no files for anyone to read.
 */
const unconfigured =
  (setting: string): ChannelTransport =>
  async () => {
    throw new Error(`${setting} is not set: nothing was sent (set it in the host's environment variables)`);
  };

/**
 * The channels from the settings: the CRM webhook (CRM_WEBHOOK_URL, signed with
 * CRM_WEBHOOK_SECRET), mail through SMTP_URL and text messages through a Twilio-compatible
 * provider (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM_NUMBER, TWILIO_API_URL); without
 * them, files under `varDir` (var/crm, var/mail, var/sms), so the embedded default delivers
 * somewhere readable and loses nothing. A production deployment has no such fallback (see
 * `unconfigured`), but for texts: without a provider there they are skipped, recorded as such.
 */
export function createTransports(
  env: NodeJS.ProcessEnv = runtimeEnv(),
  varDir = path.resolve('var'),
  production = isProductionBuild(),
  /** The broker's name, phone and USDOT/MC as each e-mail is composed: the CMS's, by default. */
  brokerFacts: () => Promise<BrokerFacts> = () => brokerFactsInForce(env),
): DeliverySetup {
  const crmUrl = env.CRM_WEBHOOK_URL?.trim();
  if (crmUrl && !/^https?:\/\//i.test(crmUrl)) throw new Error('CRM_WEBHOOK_URL must be an http(s) address');
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address');

  const siteUrl = siteAddress(env, production);
  const linkSecret = env.LEAD_LINK_SECRET?.trim() || serverSecret('LEAD_LINK_SECRET', production);
  const settings: MailSettings = {
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    brokerEmail: env.BROKER_EMAIL?.trim() || DEFAULT_BROKER_EMAIL,
    quoteLink: (requestId, madeAt) => quoteUrl(siteUrl, requestId, linkSecret, madeAt),
    bookingLink: (requestId, madeAt) => bookingUrl(siteUrl, requestId, linkSecret, madeAt),
    quoteLinkDays: quoteLinkDays(env),
    confirmationsPerHour: confirmationsPerHour(env),
  };
  try {
    mailboxSetting(settings.brokerEmail, 'Velmora sales');
  } catch {
    throw new Error('BROKER_EMAIL must be one e-mail address, such as sales@example.com');
  }
  const crmDir = path.join(varDir, 'crm');
  const mailDir = path.join(varDir, 'mail');
  const send = smtpUrl ? smtpSender(smtpUrl) : emlFileSender(mailDir);
  const mail = (compose: (lead: LeadRecord, settings: MailSettings, delivery?: DeliveryContext) => MailMessage) =>
    smtpUrl || !production
      ? mailTransport(
          async (lead, delivery) => compose(lead, { ...settings, broker: await brokerFacts() }, delivery),
          send,
        )
      : unconfigured('SMTP_URL');
  const mailDestination = smtpUrl
    ? `SMTP ${withoutCredentials(smtpUrl)}`
    : production
      ? 'nowhere: SMTP_URL is not set (deliveries fail and wait)'
      : `.eml files in ${mailDir}`;
  const crmFallback = production ? unconfigured('CRM_WEBHOOK_URL') : crmFileTransport(crmDir);
  const smsDir = path.join(varDir, 'sms');
  const sms = smsProviderSetting(env);
  const smsTransport =
    sms.kind === 'twilio'
      ? statusSmsTransport(twilioSender(sms.settings))
      : sms.kind === 'incomplete'
        ? statusSmsTransport(async () => {
            throw new Error(`${sms.missing.join(' and ')} not set beside the other TWILIO_ settings: nothing was sent`);
          })
        : statusSmsTransport(production ? null : smsFileSender(smsDir));
  const smsDestination =
    sms.kind === 'twilio'
      ? `SMS provider ${withoutCredentials(sms.settings.apiUrl ?? TWILIO_API_URL)}, from ${sms.settings.from}`
      : sms.kind === 'incomplete'
        ? `nowhere: ${sms.missing.join(' and ')} not set (deliveries fail and wait)`
        : production
          ? 'nowhere: no SMS provider is configured (texts are skipped)'
          : `JSON files in ${smsDir}`;
  const crmFallbackDestination = production
    ? 'nowhere: CRM_WEBHOOK_URL is not set (deliveries fail and wait)'
    : `JSON files in ${crmDir}`;

  return {
    transports: {
      crm: crmUrl
        ? crmWebhookTransport({
            url: crmUrl,
            secret: env.CRM_WEBHOOK_SECRET?.trim() || serverSecret('CRM_WEBHOOK_SECRET', production),
          })
        : crmFallback,
      customer_email: mail(customerConfirmation),
      broker_email: mail(brokerNotification),
      quote_link: mail((lead, withFacts, delivery) =>
        freshQuoteLink(lead, withFacts, (delivery?.revision ?? 0) * 1000 || Date.now()),
      ),
      confirm_booking: mail((lead, withFacts, delivery) =>
        bookingConfirmRequest(lead, withFacts, (delivery?.revision ?? 0) * 1000 || Date.now()),
      ),
      order_email: mail(orderConfirmation),
      order_broker_email: mail(orderBrokerNotice),
      status_email: mail(statusUpdate),
      status_sms: smsTransport,
      request_email: mail(orderRequestNotice),
      held_mail_alert: mail(heldMailAlert),
    },
    destinations: {
      crm: crmUrl ? `signed webhook to ${withoutCredentials(crmUrl)}` : crmFallbackDestination,
      customer_email: `${mailDestination}, from ${settings.from}`,
      broker_email: `${mailDestination}, to ${settings.brokerEmail}`,
      order_email: `${mailDestination}, the signed order and each status to the customer`,
      order_broker_email: `${mailDestination}, signed orders and requests to ${settings.brokerEmail}`,
      status_sms: smsDestination,
    },
  };
}
