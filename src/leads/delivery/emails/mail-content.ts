import type { BrokerFacts } from '../broker-facts';

/**
 * One message's words and facts. The HTML templates (customer-email.ts, broker-email.ts) and the
 * plain-text part (`renderText`) are both drawn from it, so the two parts always say the same.
 */
export type DetailValue = string | string[];

export interface Detail {
  label: string;
  value: DetailValue;
  /** A tel: or mailto: link for the value (the broker's call card). */
  href?: string;
}

export interface DetailSection {
  title: string;
  details: Detail[];
}

export interface EstimateOptionView {
  label: string;
  /** "$1,320 to $2,220" */
  price: string;
  /** "7 to 9 days after pickup" */
  transit: string;
  /** The way of shipping the customer asked for. */
  chosen: boolean;
}

/** The mark of the chosen option: "Your choice" to the customer, "Customer's choice" to the broker. */
export type ChoiceLabel = 'Your choice' | "Customer's choice";

export type EstimateView =
  | {
      kind: 'estimate';
      /** "Your instant estimate (1 vehicle)" */
      title: string;
      miles: string;
      /** Side by side: open and enclosed (or the ways abroad). */
      options: EstimateOptionView[];
      choiceLabel: ChoiceLabel;
      pickup: string;
      /** What the figures are and are not (a range, not a price). */
      note?: string;
    }
  | { kind: 'by-hand'; title: string; reason: string };

export interface MailContent {
  /** The line an inbox shows after the subject. */
  preview: string;
  greeting: string;
  /** Before the estimate: who will contact them and when. */
  paragraphs: string[];
  estimate?: EstimateView;
  /** The one button (the signed quote page), with the sentence that leads to it. */
  action?: { label: string; href: string; lead: string };
  /** After the button. */
  closing: string[];
  detailsTitle: string;
  details: Detail[];
  /** More tables after the details, each under its title (a signed order's signature record). */
  sections?: DetailSection[];
  signOff: string;
  /** Who sends it: the footer's phone, hours and USDOT/MC. */
  broker: BrokerFacts;
}

/** The broker's copy leads with who to call. */
export interface CallCard {
  name: string;
  phone: string;
  email: string;
}

export interface BrokerMailContent extends MailContent {
  call: CallCard;
}

/** "tel:+13105550199"-style links: digits and a leading plus only, whatever was typed. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** "USDOT 3498127 · MC-1163054"; '' when the CMS gave none. */
export const credentialsText = ({ credentials }: BrokerFacts) =>
  credentials ? `USDOT ${credentials.usdot} · MC-${credentials.mc}` : '';

/** "Call (800) 555-0142 · Agents on call 24/7"; '' without a phone. */
export const phoneLineText = ({ phone, phoneHours }: BrokerFacts) =>
  phone ? [`Call ${phone.number}`, phoneHours].filter(Boolean).join(' · ') : '';

const detailLines = ({ label, value }: Detail) =>
  Array.isArray(value) ? [`  ${label}:`, ...value.map((line) => `    - ${line}`)] : [`  ${label}: ${value}`];

function estimateLines(estimate: EstimateView): string[] {
  if (estimate.kind === 'by-hand') return [estimate.title, `  ${estimate.reason}`];
  return [
    estimate.title,
    `  ${estimate.miles}`,
    ...estimate.options.map(
      (option) =>
        `  ${option.label}: ${option.price}, ${option.transit}${option.chosen ? ` (${estimate.choiceLabel.toLowerCase()})` : ''}`,
    ),
    `  Pickup: ${estimate.pickup}`,
    ...(estimate.note ? [`  ${estimate.note}`] : []),
  ];
}

function footerLines(broker: BrokerFacts): string[] {
  const credentials = credentialsText(broker);
  return [
    phoneLineText(broker),
    credentials && broker.credentials ? `${credentials} (FMCSA record: ${broker.credentials.fmcsaUrl})` : '',
  ].filter(Boolean);
}

const block = (lines: string[]) => (lines.length ? [...lines, ''] : []);

/** The plain-text part: the same content as the HTML, in the order a reader meets it there. */
export function renderText(content: MailContent | BrokerMailContent): string {
  const call = 'call' in content ? content.call : undefined;
  return [
    content.greeting,
    '',
    ...block(call ? [`Call ${call.name}: ${call.phone}`, `E-mail: ${call.email}`] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...block(content.estimate ? estimateLines(content.estimate) : []),
    ...block(content.action ? [content.action.lead, `${content.action.label}: ${content.action.href}`] : []),
    ...content.closing.flatMap((paragraph) => [paragraph, '']),
    content.detailsTitle,
    ...content.details.flatMap(detailLines),
    '',
    ...(content.sections ?? []).flatMap((section) => [section.title, ...section.details.flatMap(detailLines), '']),
    content.signOff,
    ...footerLines(content.broker),
    '',
  ].join('\n');
}
