import React from 'react';
import styled from 'styled-components';
import { activeMenu } from '../../menu/menu-items';
import { ROUTES } from '../../routes';
import { colorVar, fonts, layout, media, radii, space, typeScale, weights } from '../../styles/theme';
import { linkTile } from '../../styles/patterns';
import type { SiteChrome } from '../../types/content';
import { ButtonLink } from '../button';
import { Icon, isIconName } from '../icon';
import { SiteLink } from '../site-link';

const Section = styled.section`
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(20)} ${space(5)} ${space(8)};
  ${media.mobile} {
    padding-top: ${space(12)};
  }
`;

const Lead = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${space(10)};
  align-items: center;
  ${media.mobile} {
    grid-template-columns: 1fr;
    gap: ${space(4)};
  }
  h1 {
    margin: 0 0 ${space(3)};
    font-size: ${typeScale.display};
  }
  p {
    margin: 0 0 ${space(6)};
    max-width: 34rem;
    color: ${colorVar('muted')};
    font-size: ${typeScale.md};
  }
`;

/** The big 404 is a road sign: decoration, the heading says it in words. */
const Sign = styled.div`
  display: grid;
  place-items: center;
  width: clamp(7.5rem, 18vw, 12rem);
  aspect-ratio: 1;
  border-radius: ${radii.xl};
  background: ${colorVar('chrome')};
  color: ${colorVar('accent')};
  font-family: ${fonts.display};
  font-size: clamp(2.5rem, 6vw, 4.25rem);
  font-weight: ${weights.semibold};
  letter-spacing: -0.03em;
  box-shadow: inset 0 -10px 0 color-mix(in srgb, ${colorVar('accent')} 80%, transparent);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  color: ${colorVar('heading')};
`;

const Destinations = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${space(3)};
  margin: ${space(14)} 0 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${space(3)};
    min-height: 64px;
    padding: ${space(3)} ${space(5)};
    ${linkTile}
  }
  a > svg:last-child {
    margin-left: auto;
    color: ${colorVar('muted')};
  }
`;

export const NOT_FOUND_TITLE = 'Page not found';
export const NOT_FOUND_TEXT =
  'This road does not go anywhere: the page may have moved or the link may be mistyped. Here is where most journeys continue.';

/** A designed not-found page: what happened, the way to a quote, and the main destinations. */
export function NotFound({ chrome }: { chrome: SiteChrome }) {
  const [phone] = chrome.settings.phones;
  return (
    <Section aria-labelledby="not-found-title">
      <Lead>
        <Sign aria-hidden="true">404</Sign>
        <div>
          <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
          <p>{NOT_FOUND_TEXT}</p>
          <Actions>
            <ButtonLink href={ROUTES.quoteForm} size="large">
              Get a free quote
            </ButtonLink>
            {phone ? (
              <ButtonLink href={phone.href} variant="secondary" size="large">
                <Icon name="phone" size={18} />
                Call {phone.number}
              </ButtonLink>
            ) : null}
          </Actions>
        </div>
      </Lead>
      <Destinations aria-label="Main destinations">
        {activeMenu(chrome.menu).map((item) => (
          <li key={`${item.name}-${item.href}`}>
            <SiteLink href={item.href}>
              {isIconName(item.icon) ? <Icon name={item.icon} /> : null}
              {item.name}
              <Icon name="arrow-right" size={18} />
            </SiteLink>
          </li>
        ))}
      </Destinations>
    </Section>
  );
}
