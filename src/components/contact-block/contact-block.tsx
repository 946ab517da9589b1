import React from 'react';
import styled from 'styled-components';
import { ROUTES } from '../../routes';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import { overline, stackedList } from '../../styles/patterns';
import type { SiteSettings } from '../../types/content';
import { ButtonLink } from '../button';
import { ChatNow } from '../chat-now';
import { Icon } from '../icon';

const Block = styled.div`
  display: grid;
  gap: ${space(4)};
  align-content: start;
  font-style: normal;
`;

const Lines = styled.ul<{ $onChrome: boolean }>`
  ${stackedList(space(3))}
  li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: ${space(3)};
    align-items: start;
  }
  svg {
    margin-top: 3px;
    color: ${({ $onChrome }) => ($onChrome ? colorVar('accent') : colorVar('muted'))};
  }
  a {
    color: inherit;
    font-weight: ${weights.medium};
    overflow-wrap: anywhere;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  small {
    display: block;
    color: ${({ $onChrome }) => ($onChrome ? colorVar('onChromeMuted') : colorVar('muted'))};
    font-size: ${typeScale.xs};
    ${overline}
  }
  address {
    font-style: normal;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

interface ContactBlockProps {
  contact: Pick<SiteSettings, 'email' | 'phones' | 'streetAddress'>;
  /** Where Chat Now's alternatives open. */
  chatOpens?: 'up' | 'down';
  /** On the navy chrome (the footer) rather than a page or panel surface. */
  onChrome?: boolean;
}

/** SPEC §2's contact block: e-mail link, phone, street address, Chat Now and Get a quote. */
export function ContactBlock({ contact, chatOpens = 'down', onChrome = false }: ContactBlockProps) {
  return (
    <Block>
      <Lines $onChrome={onChrome}>
        {contact.phones.map((phone) => (
          <li key={phone.number}>
            <Icon name="phone" size={18} />
            <span>
              <small>{phone.label}</small>
              <a href={phone.href}>{phone.number}</a>
            </span>
          </li>
        ))}
        <li>
          <Icon name="mail" size={18} />
          <span>
            <small>E-mail</small>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
        </li>
        {contact.streetAddress ? (
          <li>
            <Icon name="map-pin" size={18} />
            <div>
              <small>Office</small>
              <address>{contact.streetAddress}</address>
            </div>
          </li>
        ) : null}
      </Lines>
      <Actions>
        <ChatNow contact={contact} variant="secondary" size="small" opens={chatOpens} />
        <ButtonLink href={ROUTES.quoteForm} size="small">
          Get a quote
        </ButtonLink>
      </Actions>
    </Block>
  );
}
