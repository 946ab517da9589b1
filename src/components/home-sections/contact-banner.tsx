import React from 'react';
import styled from 'styled-components';
import { colorVar, fonts, layout, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { SiteSettings } from '../../types/content';
import { ButtonLink } from '../button';
import { Icon } from '../icon';

const Band = styled.section`
  scroll-margin-top: ${layout.headerHeight};
  padding: ${space(4)} ${space(5)};
`;

const Card = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(6)};
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(10)} ${space(12)};
  border-radius: ${radii.xl};
  background: radial-gradient(90% 140% at 100% 0%, ${colorVar('heroEnd')} 0%, transparent 60%), ${colorVar('chrome')};
  color: ${colorVar('onChrome')};
  h2 {
    margin: 0 0 ${space(2)};
    color: ${colorVar('onChrome')};
    font-family: ${fonts.display};
    font-size: ${typeScale.xxl};
    font-weight: ${weights.semibold};
  }
  p {
    margin: 0;
    color: ${colorVar('onChromeMuted')};
  }
  ${media.mobile} {
    padding: ${space(8)} ${space(6)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
`;

const Phone = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  min-height: 48px;
  padding: 0 ${space(5)};
  border: 1px solid ${colorVar('onChromeMuted')};
  border-radius: ${radii.md};
  color: ${colorVar('onChrome')};
  font-weight: ${weights.semibold};
  text-decoration: none;
  &:hover {
    background: ${colorVar('chromeRaised')};
  }
`;

interface ContactBannerProps {
  id: string;
  heading: string;
  intro: string | null;
  buttonLabel: string;
  quoteHref: string;
  contact: Pick<SiteSettings, 'phones'>;
}

/** The contact banner (SPEC §2): call us, or ask for a quote. */
export function ContactBanner({ id, heading, intro, buttonLabel, quoteHref, contact }: ContactBannerProps) {
  const [phone] = contact.phones;
  return (
    <Band id={id} aria-labelledby={`${id}-heading`}>
      <Card>
        <div>
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro ? <p>{intro}</p> : null}
        </div>
        <Actions>
          {phone ? (
            <Phone href={phone.href}>
              <Icon name="phone" size={18} /> {phone.number}
            </Phone>
          ) : null}
          <ButtonLink href={quoteHref} size="large">
            {buttonLabel}
          </ButtonLink>
        </Actions>
      </Card>
    </Band>
  );
}
