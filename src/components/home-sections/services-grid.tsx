import { ArrowRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import type { ServiceCard } from '../../types/content';
import { ColumnGrid } from '../container';
import { linkCardSurface, stretchedHeadingLink } from '../card';
import { MediaImage } from '../media-image';
import { SiteLink } from '../site-link';

const Card = styled.li`
  ${linkCardSurface}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  div {
    padding: ${space(5)};
  }
  h3 {
    margin: 0 0 ${space(1)};
    font-size: ${typeScale.md};
    font-weight: ${weights.semibold};
  }
  ${stretchedHeadingLink}
  p {
    margin: 0;
    color: ${colorVar('muted')};
  }
`;

const Explore = styled(Card)`
  justify-content: center;
  background: ${colorVar('chrome')};
  border-color: ${colorVar('chrome')};
  div {
    padding: ${space(8)};
  }
  h3 {
    font-size: ${typeScale.xl};
    line-height: 1.3;
  }
  h3 a {
    display: inline-flex;
    align-items: flex-end;
    gap: ${space(2)};
    color: ${colorVar('onChrome')};
  }
  svg {
    flex: none;
    color: ${colorVar('accent')};
  }
`;

/** The services card grid (SPEC §2); its last card reads 'Explore all 30+ types of services we provide'. */
export function ServicesGrid({ cards, explore }: { cards: ServiceCard[]; explore: { label: string; href: string } }) {
  return (
    <ColumnGrid>
      {cards.map((card) => (
        <Card key={card.href}>
          {card.image ? <MediaImage media={card.image} sizes="(max-width: 768px) 100vw, 24rem" /> : null}
          <div>
            <h3>
              <SiteLink href={card.href}>{card.title}</SiteLink>
            </h3>
            {card.text ? <p>{card.text}</p> : null}
          </div>
        </Card>
      ))}
      <Explore>
        <div>
          <h3>
            <SiteLink href={explore.href}>
              {explore.label}
              <ArrowRight aria-hidden="true" size={22} />
            </SiteLink>
          </h3>
        </div>
      </Explore>
    </ColumnGrid>
  );
}
