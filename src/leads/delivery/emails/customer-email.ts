import {
  ActionButton,
  EmailFrame,
  EstimateBlock,
  FactTable,
  h,
  Paragraph,
  renderEmail,
  SectionTitle,
  TextLink,
} from './layout';
import type { MailContent } from './mail-content';

/**
 * A message to the customer (the confirmation, a fresh quote link): the greeting and what happens
 * next, the estimate side by side, the button to their signed quote page (its address under it, for
 * a client that hides buttons), their request in checked facts, and who we are.
 */
export function CustomerEmail({ title, content }: { title: string; content: MailContent }) {
  const { action } = content;
  return h(
    EmailFrame,
    { title, preview: content.preview, broker: content.broker, signOff: content.signOff },
    h(Paragraph, null, content.greeting),
    content.paragraphs.map((paragraph) => h(Paragraph, { key: paragraph }, paragraph)),
    content.estimate ? h(EstimateBlock, { estimate: content.estimate }) : null,
    action
      ? [
          h(Paragraph, { key: 'lead' }, action.lead),
          h(ActionButton, { key: 'button', href: action.href, label: action.label }),
          h(
            Paragraph,
            { key: 'address' },
            h(
              'span',
              { className: 'vm-muted', style: { fontSize: '13px', lineHeight: '18px', wordBreak: 'break-all' } },
              'Or open this address: ',
              h(TextLink, { href: action.href }, action.href),
            ),
          ),
        ]
      : null,
    content.closing.map((paragraph) => h(Paragraph, { key: paragraph }, paragraph)),
    h(SectionTitle, null, content.detailsTitle),
    h(FactTable, { details: content.details }),
    (content.sections ?? []).map((section) => [
      h(SectionTitle, { key: `${section.title}-title` }, section.title),
      h(FactTable, { key: `${section.title}-facts`, details: section.details }),
    ]),
  );
}

export const customerEmailHtml = (title: string, content: MailContent) =>
  renderEmail(h(CustomerEmail, { title, content }));
