import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale } from '../../styles/theme';
import type { ContentBlock } from '../../types/content';
import { MediaImage } from '../media-image';
import { cardFrame } from '../card';

type Card = Extract<ContentBlock, { kind: 'card' }>;

const Grid = styled.div`
  display: grid;
  gap: ${space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  margin: ${space(8)} 0;
  font-size: ${typeScale.base};
`;

const Article = styled.article`
  ${cardFrame}
  div:last-child {
    padding: ${space(5)};
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.lg};
  }
  p {
    margin: 0;
    color: ${colorVar('muted')};
  }
`;

/** Consecutive Card blocks (image, subtitle, content), side by side where there is room. */
export function CardBlocks({ cards }: { cards: Card[] }) {
  return (
    <Grid data-block="card">
      {cards.map((card) => (
        <Article key={card.id}>
          {card.image ? (
            <MediaImage
              media={card.image}
              width={768}
              sizes="(max-width: 640px) 100vw, 23rem"
              aspectRatio={16 / 9}
              quality={80}
            />
          ) : null}
          <div>
            <h3>{card.subtitle}</h3>
            <p>{card.content}</p>
          </div>
        </Article>
      ))}
    </Grid>
  );
}
