import React, { useRef } from 'react';
import { ROUTES } from '../../routes';
import type { ButtonSize, ButtonVariant } from '../../styles/theme';
import type { SiteSettings } from '../../types/content';
import { ButtonLink } from '../button';
import { Icon } from '../icon';
import { IconLinkItem } from '../site-link';
import { Disclosure, Offer, Summary } from './chat-now.styles';

export const CHAT_NOW_LABEL = 'Chat Now';

/** The chat provider's own chat page (GATSBY_CHAT_URL, baked in at build time), if any. */
export const chatUrl = (): string | null => process.env.GATSBY_CHAT_URL?.trim() || null;

interface ChatNowProps {
  contact: Pick<SiteSettings, 'email' | 'phones'>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Where the alternatives open when there is no chat provider. */
  opens?: 'up' | 'down';
}

/**
 * Chat Now opens the configured chat provider in a new window. Without one it is never a dead
 * button: it offers phone, e-mail and the quote form instead (a <details>, so it works without
 * JavaScript too).
 */
export function ChatNow({ contact, variant = 'secondary', size = 'medium', opens = 'down' }: ChatNowProps) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const url = chatUrl();
  if (url) {
    return (
      <ButtonLink href={url} target="_blank" rel="noopener noreferrer" variant={variant} size={size}>
        <Icon name="chat" size={18} />
        {CHAT_NOW_LABEL}
        <span className="visually-hidden"> (opens in a new window)</span>
      </ButtonLink>
    );
  }
  const [phone] = contact.phones;
  return (
    <Disclosure
      ref={disclosure}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && disclosure.current?.open) {
          disclosure.current.open = false;
          disclosure.current.querySelector('summary')?.focus();
        }
      }}
    >
      <Summary $variant={variant} $size={size}>
        <Icon name="chat" size={18} />
        {CHAT_NOW_LABEL}
      </Summary>
      <Offer $up={opens === 'up'}>
        <strong>Talk to an agent now</strong>
        <p>Our shipping advisors answer around the clock.</p>
        <ul>
          {phone ? (
            <IconLinkItem href={phone.href} icon="phone">
              Call {phone.number}
            </IconLinkItem>
          ) : null}
          <IconLinkItem href={`mailto:${contact.email}`} icon="mail">
            {contact.email}
          </IconLinkItem>
          <IconLinkItem href={ROUTES.quoteForm} icon="arrow-right">
            Get a quote online
          </IconLinkItem>
        </ul>
      </Offer>
    </Disclosure>
  );
}
