import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import type { Feature } from '../../types/content';
import { cardFrame } from '../card';
import { ColumnGrid } from '../container';
import { MediaImage } from '../media-image';

const Card = styled.li`
  position: relative;
  ${cardFrame}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
  }
  > div {
    padding: ${space(6)};
  }
  h3 {
    margin: 0 0 ${space(2)};
    font-size: ${typeScale.lg};
    font-weight: ${weights.semibold};
  }
  p {
    margin: 0;
    color: ${colorVar('muted')};
    line-height: 1.6;
  }
`;

const Number = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin-bottom: ${space(3)};
  border-radius: 50%;
  background: ${colorVar('accent')};
  color: ${colorVar('onAccent')};
  font-weight: ${weights.semibold};
`;

interface FeatureGridProps {
  items: Feature[];
  /** Numbered steps (a process) rather than a list of points. */
  numbered?: boolean;
}

/** Features as cards: an optional picture, a title and a text; numbered for a process. */
export function FeatureGrid({ items, numbered = false }: FeatureGridProps) {
  return (
    <ColumnGrid as={numbered ? 'ol' : 'ul'}>
      {items.map((item, index) => (
        <Card key={item.title}>
          {item.image ? <MediaImage media={item.image} sizes="(max-width: 768px) 100vw, 24rem" /> : null}
          <div>
            {numbered ? <Number aria-hidden="true">{index + 1}</Number> : null}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </Card>
      ))}
    </ColumnGrid>
  );
}
