import { EmailFrame, EstimateBlock, FactTable, h, Paragraph, renderEmail, SectionTitle, TextLink } from './layout';
import { telHref, type BrokerMailContent } from './mail-content';

/** Percent-encoded, so an address with ? or & cannot add a Bcc or a body to the agent's reply. */
const mailtoHref = (address: string) => `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;

const callStyle = { margin: '0 0 4px', fontSize: '16px', lineHeight: '24px' } as const;

/**
 * The sales inbox's copy, laid out for a call: the name, the phone as a tel: link and the e-mail on
 * top, then the route, vehicles, estimate, ship date, request and tracking, as the visitor gave them.
 */
export function BrokerEmail({ title, content }: { title: string; content: BrokerMailContent }) {
  const { call } = content;
  return h(
    EmailFrame,
    { title, preview: content.preview, broker: content.broker, signOff: content.signOff },
    h(Paragraph, null, content.greeting),
    h(
      'div',
      {
        className: 'vm-call vm-sunken vm-text',
        style: {
          backgroundColor: '#efede7',
          border: '1px solid #e3e0d8',
          borderRadius: '8px',
          padding: '16px',
          margin: '0 0 16px',
        },
      },
      h(
        'p',
        { className: 'vm-heading', style: { ...callStyle, fontSize: '22px', lineHeight: '28px', fontWeight: 700 } },
        call.name,
      ),
      h('p', { style: callStyle }, 'Phone: ', h(TextLink, { href: telHref(call.phone) }, call.phone)),
      h(
        'p',
        { style: { ...callStyle, margin: 0, wordBreak: 'break-all' } },
        'E-mail: ',
        h(TextLink, { href: mailtoHref(call.email) }, call.email),
      ),
    ),
    content.paragraphs.map((paragraph) => h(Paragraph, { key: paragraph }, paragraph)),
    content.estimate ? h(EstimateBlock, { estimate: content.estimate }) : null,
    h(SectionTitle, null, content.detailsTitle),
    h(FactTable, { details: content.details }),
    (content.sections ?? []).map((section) => [
      h(SectionTitle, { key: `${section.title}-title` }, section.title),
      h(FactTable, { key: `${section.title}-facts`, details: section.details }),
    ]),
  );
}

export const brokerEmailHtml = (title: string, content: BrokerMailContent) =>
  renderEmail(h(BrokerEmail, { title, content }));
