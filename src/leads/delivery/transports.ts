import path from 'path';
import { runtimeEnv } from '../../server/runtime';
import { serverSecret } from '../../server/secrets';
import { quoteUrl } from '../quote-link';
import type { Channel, Transports } from './channel-transport';
import { crmFileTransport, crmWebhookTransport } from './crm-webhook';
import {
  brokerNotification,
  customerConfirmation,
  DEFAULT_BROKER_EMAIL,
  DEFAULT_MAIL_FROM,
  emlFileSender,
  mailboxSetting,
  mailTransport,
  smtpSender,
  type MailSettings,
} from './mailer';

export interface DeliverySetup {
  transports: Transports;
  /** Where each channel goes, for the relay's start-up log (no credentials). */
  destinations: Record<Channel, string>;
}

/** "smtp://user:secret@mail.example:587" → "smtp://mail.example:587". */
const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
};

/**
 * The three channels from the settings: the CRM webhook (CRM_WEBHOOK_URL, signed with
 * CRM_WEBHOOK_SECRET) and mail through SMTP_URL; without them, files under `varDir` (var/crm,
 * var/mail), so the embedded default delivers somewhere readable and loses nothing.
 */
export function createTransports(env: NodeJS.ProcessEnv = runtimeEnv(), varDir = path.resolve('var')): DeliverySetup {
  const crmUrl = env.CRM_WEBHOOK_URL?.trim();
  if (crmUrl && !/^https?:\/\//i.test(crmUrl)) throw new Error('CRM_WEBHOOK_URL must be an http(s) address');
  const smtpUrl = env.SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address');

  const siteUrl = env.SITE_URL?.trim() || 'http://localhost:9000';
  const linkSecret = env.LEAD_LINK_SECRET?.trim() || serverSecret('LEAD_LINK_SECRET');
  const settings: MailSettings = {
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    brokerEmail: env.BROKER_EMAIL?.trim() || DEFAULT_BROKER_EMAIL,
    quoteLink: (requestId) => quoteUrl(siteUrl, requestId, linkSecret),
  };
  try {
    mailboxSetting(settings.brokerEmail, 'Velmora sales');
  } catch {
    throw new Error('BROKER_EMAIL must be one e-mail address, such as sales@example.com');
  }
  const crmDir = path.join(varDir, 'crm');
  const mailDir = path.join(varDir, 'mail');
  const send = smtpUrl ? smtpSender(smtpUrl) : emlFileSender(mailDir);
  const mailDestination = smtpUrl ? `SMTP ${withoutCredentials(smtpUrl)}` : `.eml files in ${mailDir}`;

  return {
    transports: {
      crm: crmUrl
        ? crmWebhookTransport({
            url: crmUrl,
            secret: env.CRM_WEBHOOK_SECRET?.trim() || serverSecret('CRM_WEBHOOK_SECRET'),
          })
        : crmFileTransport(crmDir),
      customer_email: mailTransport((lead) => customerConfirmation(lead, settings), send),
      broker_email: mailTransport((lead) => brokerNotification(lead, settings), send),
    },
    destinations: {
      crm: crmUrl ? `signed webhook to ${withoutCredentials(crmUrl)}` : `JSON files in ${crmDir}`,
      customer_email: `${mailDestination}, from ${settings.from}`,
      broker_email: `${mailDestination}, to ${settings.brokerEmail}`,
    },
  };
}
