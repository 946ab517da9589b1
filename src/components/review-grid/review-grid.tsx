import React from 'react';
import styled from 'styled-components';
import { colorVar, radii, space, typeScale, weights } from '../../styles/theme';
import type { Review } from '../../types/content';
import { CardGrid } from '../container';
import { formatLongDate } from '../post-card';

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  margin: 0;
  padding: ${space(6)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  blockquote {
    flex: 1;
    margin: 0;
    color: ${colorVar('text')};
  }
  figcaption {
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
  figcaption strong {
    display: block;
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
`;

const Stars = styled.span`
  color: ${colorVar('accent')};
  font-size: ${typeScale.md};
  letter-spacing: 0.12em;
`;

/** Review cards (SPEC §2): name, 1 to 5 stars, text and date. */
export function ReviewGrid({ reviews }: { reviews: Review[] }) {
  return (
    <CardGrid>
      {reviews.map((review) => (
        <Card key={`${review.name}-${review.date}`}>
          <Stars role="img" aria-label={`${review.stars} out of 5 stars`}>
            {'★'.repeat(review.stars)}
          </Stars>
          <blockquote>{review.text}</blockquote>
          <figcaption>
            <strong>{review.name}</strong>
            <time dateTime={review.date}>{formatLongDate(review.date)}</time>
          </figcaption>
        </Card>
      ))}
    </CardGrid>
  );
}
