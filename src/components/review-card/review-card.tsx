import React from 'react';
import styled from 'styled-components';
import { colorVar, media, radii, space, typeScale, weights } from '../../styles/theme';
import type { Review } from '../../types/content';
import { MediaImage } from '../media-image';
import { formatLongDate } from '../post-card/long-date';
import { reviewTextCard, reviewTextSmall, reviewTextWide } from './review-text';

export const MAX_STARS = 5;

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  height: 100%;
  margin: 0;
  padding: ${space(6)};
  border: 1px solid ${colorVar('border')};
  border-radius: ${radii.lg};
  background: ${colorVar('surface')};
  blockquote {
    flex: 1;
    margin: 0;
    color: ${colorVar('text')};
    line-height: 1.6;
  }
  blockquote p {
    margin: 0;
  }
  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    color: ${colorVar('muted')};
    font-size: ${typeScale.sm};
  }
  figcaption strong {
    display: block;
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
  }
  figcaption img {
    width: auto;
    max-height: 28px;
  }
`;

const StarRow = styled.span`
  color: ${colorVar('accent')};
  font-size: ${typeScale.md};
  letter-spacing: 0.12em;
  span {
    color: ${colorVar('borderStrong')};
  }
`;

/** Both carousel cuts are in the page; the breakpoint shows the one for the screen (no layout shift). */
const Small = styled.span`
  ${media.desktop} {
    display: none;
  }
`;
const Wide = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

/** 1 to 5 stars, read out as "4 out of 5 stars". */
export function Stars({ count }: { count: number }) {
  const stars = Math.min(MAX_STARS, Math.max(1, Math.round(count)));
  return (
    <StarRow role="img" aria-label={`${stars} out of ${MAX_STARS} stars`}>
      {'★'.repeat(stars)}
      <span aria-hidden="true">{'★'.repeat(MAX_STARS - stars)}</span>
    </StarRow>
  );
}

interface ReviewCardProps {
  review: Review;
  /** 'card' cuts at 150; 'carousel' cuts by screen width (SPEC §9). */
  cut?: 'card' | 'carousel';
}

/** A review (SPEC §2): name, 1 to 5 stars, text, date and an optional logo. */
export function ReviewCard({ review, cut = 'card' }: ReviewCardProps) {
  return (
    <Card>
      <Stars count={review.stars} />
      <blockquote cite={review.url ?? undefined}>
        {cut === 'card' ? (
          <p>{reviewTextCard(review.text)}</p>
        ) : (
          <p>
            <Small>{reviewTextSmall(review.text)}</Small>
            <Wide>{reviewTextWide(review.text)}</Wide>
          </p>
        )}
      </blockquote>
      <figcaption>
        <span>
          <strong>{review.name}</strong>
          <time dateTime={review.date}>{formatLongDate(review.date)}</time>
        </span>
        {review.logo ? <MediaImage media={review.logo} alt={review.source ?? review.logo.alt} /> : null}
      </figcaption>
    </Card>
  );
}
