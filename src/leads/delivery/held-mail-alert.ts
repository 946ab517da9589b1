import { addressShareOf, DEFAULT_CONFIRMATIONS_PER_HOUR, networkShareOf, type HeldFor } from '../customer-mail-cap';
import { UNKNOWN_BROKER_FACTS } from './broker-facts';
import type { DeliveryContext } from './channel-transport';
import { customerEmailHtml } from './emails/customer-email';
import { logoAttachment } from './emails/logo';
import { renderText, type MailContent } from './emails/mail-content';
import type { LeadRecord } from './lead-record';
import { detail, headerText, mailboxSetting, messageIdFor, type MailMessage, type MailSettings } from './mailer';
import { utcText } from './order-mail';

/** The command that sends every held e-mail (scripts/services/leads.ts). */
export const RELEASE_HELD_COMMAND = 'npm run leads -- release-held';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Why e-mails were held, as the broker reads it. */
function reasonText(reason: HeldFor, perHour: number): string {
  return {
    'token-reused':
      'for quote requests that reused a form token another request had already used (a script replaying one page, not people filling in the form)',
    unverified: "for quote requests posted without the form's token (to the site directly, not from its form)",
    'address-share': `for requests from one connection past its share of the hour (${addressShareOf(perHour)} of ${perHour} e-mails)`,
    'network-share': `for requests from one network (an IPv4 /24 or an IPv6 /48) past its share of the hour (${networkShareOf(perHour)} of ${perHour} e-mails)`,
    'hourly-cap': `after the hour's cap of ${plural(perHour, 'e-mail')} to customers was reached`,
    'confirmation-held':
      "about quotes whose confirmation is itself held (a fresh link, an order's copy, a status update)",
  }[reason];
}

/**
 * The broker's alert that the site is holding e-mails to customers (src/leads/customer-mail-cap.ts):
 * how many in the hour and why, how many wait in all, and how to release them. The relay sums the
 * ledger up when it sends (`delivery.heldMail`), so the count takes in the whole burst so far.
 */
export function heldMailAlert(lead: LeadRecord, settings: MailSettings, delivery?: DeliveryContext): MailMessage {
  const summary = delivery?.heldMail;
  if (!summary) throw new Error('The held e-mails alert was sent without its summary of the ledger');
  const perHour = settings.confirmationsPerHour ?? DEFAULT_CONFIRMATIONS_PER_HOUR;
  const broker = settings.broker ?? UNKNOWN_BROKER_FACTS;
  const subject = headerText(`Customer e-mails held: ${summary.heldInHour} in the last hour`);
  const reasons = (Object.entries(summary.held) as [HeldFor, number][]).filter(([, count]) => count > 0);
  const content: MailContent = {
    preview: `${plural(summary.waiting, 'e-mail')} to customers wait for you. Look at the leads, then: ${RELEASE_HELD_COMMAND}.`,
    greeting: 'The site is holding e-mails to customers.',
    paragraphs: [
      `In the hour to ${utcText(summary.until)} it held ${plural(summary.heldInHour, 'e-mail')} to customers instead of sending ${summary.heldInHour === 1 ? 'it' : 'them'}, and sent ${summary.sentInHour}:`,
      ...reasons.map(([reason, count]) => `${count} ${reasonText(reason, perHour)}.`),
      'The quotes themselves are stored and have reached you and the CRM as ever: only the e-mails to the addresses typed in them wait. In a flood most of those addresses are not the sender’s own, so look at the leads first (npm run leads -- list; npm run leads -- outbox shows the held e-mails).',
      `To send every held e-mail, run ${RELEASE_HELD_COMMAND} where the site's settings are (it sends them all, with the relay's next pass). Nothing held is sent until then; call the customers you know are real.`,
    ],
    closing: ['This alert is sent at most once an hour.'],
    detailsTitle: 'Held e-mails',
    details: [
      detail('Held in the last hour', String(summary.heldInHour)),
      detail('Sent in the last hour', String(summary.sentInHour)),
      detail('Waiting in all', String(summary.waiting)),
      detail('The request that tripped it', lead.requestId),
      detail('Release them', RELEASE_HELD_COMMAND),
    ],
    signOff: `${broker.siteName} website`,
    broker,
  };
  const sentAt = Math.floor(summary.until / 1000);
  return {
    purpose: 'held-mail-alert',
    requestId: lead.requestId,
    from: headerText(settings.from),
    to: mailboxSetting(settings.brokerEmail, 'Velmora sales'),
    subject,
    text: renderText(content),
    html: customerEmailHtml(subject, content),
    attachments: [logoAttachment()],
    messageId: messageIdFor(`held-mail-alert.${sentAt}`, 'held-mail-alert', settings.from),
    headers: { 'Auto-Submitted': 'auto-generated' },
    part: String(delivery?.revision ?? sentAt),
  };
}
