import React from 'react';
import styled from 'styled-components';
import { colorVar, fonts, space, typeScale, weights } from '../../styles/theme';
import { stackedList } from '../../styles/patterns';
import type { SiteSettings } from '../../types/content';
import { ButtonLink } from '../button';
import { Icon } from '../icon';
import { IconLinkItem } from '../site-link';
import { ThemeToggle } from '../theme-toggle';

const Actions = styled.div`
  display: grid;
  gap: ${space(3)};
`;

export const DrawerSection = styled.section`
  h2 {
    margin: 0 0 ${space(2)};
    color: ${colorVar('muted')};
    font-family: inherit;
    font-size: ${typeScale.xs};
    font-weight: ${weights.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
  }
`;

/** A drawer's list of destinations, one large row each. */
export const DrawerLinks = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    border-bottom: 1px solid ${colorVar('border')};
  }
  a,
  button {
    display: flex;
    align-items: center;
    justify-content: space-between;
    width: 100%;
    min-height: 56px;
    padding: 0;
    border: 0;
    background: none;
    color: ${colorVar('heading')};
    font-family: ${fonts.display};
    font-size: ${typeScale.lg};
    font-weight: ${weights.semibold};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
`;

const ContactLines = styled.ul`
  ${stackedList(space(1))}
  a {
    gap: ${space(3)};
    min-height: 44px;
    color: ${colorVar('text')};
    text-decoration: none;
  }
  svg {
    flex: none;
    color: ${colorVar('muted')};
  }
`;

interface DrawerPartsProps {
  contact: Pick<SiteSettings, 'phones' | 'email'>;
  quoteHref: string;
  quoteLabel: string;
}

/** SPEC §2: the drawer's Quote button and call button. */
export function DrawerActions({ contact, quoteHref, quoteLabel }: DrawerPartsProps) {
  const [phone] = contact.phones;
  return (
    <Actions>
      <ButtonLink href={quoteHref} size="large" block>
        {quoteLabel}
      </ButtonLink>
      {phone ? (
        <ButtonLink href={phone.href} variant="secondary" size="large" block>
          <Icon name="phone" size={18} />
          Call {phone.number}
        </ButtonLink>
      ) : null}
    </Actions>
  );
}

/** SPEC §2: the drawer's e-mail and phone, then its theme switch. */
export function DrawerContact({ contact }: Pick<DrawerPartsProps, 'contact'>) {
  return (
    <>
      <DrawerSection aria-labelledby="drawer-contact">
        <h2 id="drawer-contact">Contact</h2>
        <ContactLines>
          <IconLinkItem href={`mailto:${contact.email}`} icon="mail">
            {contact.email}
          </IconLinkItem>
          {contact.phones.map((phone) => (
            <IconLinkItem key={phone.number} href={phone.href} icon="phone">
              {phone.label}: {phone.number}
            </IconLinkItem>
          ))}
        </ContactLines>
      </DrawerSection>
      <ThemeToggle appearance="switch" />
    </>
  );
}
