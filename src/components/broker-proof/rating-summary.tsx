import React from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import type { RatingSummary } from '../../types/content';
import { BEST_RATING, ratingText } from './proof-text';

const STAR_SIZE = 18;
/** A five-pointed star in a 24 x 24 box. */
const STAR_PATH = 'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5 1.4-7.1-5.3-5 7.2-.9z';

function StarRow() {
  return (
    <svg
      viewBox={`0 0 ${24 * BEST_RATING} 24`}
      width={STAR_SIZE * BEST_RATING}
      height={STAR_SIZE}
      aria-hidden="true"
      focusable="false"
    >
      {Array.from({ length: BEST_RATING }, (_, index) => (
        <path key={index} d={STAR_PATH} transform={`translate(${index * 24} 0)`} />
      ))}
    </svg>
  );
}

/** The stars, filled to the average (4.8 fills four and most of the fifth): the text says it in words. */
const Stars = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: ${STAR_SIZE * BEST_RATING}px;
  height: ${STAR_SIZE}px;
  svg {
    display: block;
    width: ${STAR_SIZE * BEST_RATING}px;
    max-width: none;
    height: ${STAR_SIZE}px;
    fill: color-mix(in srgb, currentColor 28%, transparent);
  }
  > span {
    position: absolute;
    inset: 0 auto 0 0;
    overflow: hidden;
  }
  > span svg {
    fill: ${colorVar('accent')};
  }
`;

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(1)} ${space(2.5)};
  margin: 0;
  font-size: ${typeScale.sm};
  line-height: 1.5;
  strong {
    font-weight: ${weights.semibold};
  }
  a {
    color: inherit;
  }
  /* Underlined wherever it sits (the footer takes its links' underline away): a link in a line of
     text must not be told apart by its colour alone. */
  && a {
    text-decoration: underline;
  }
`;

/**
 * The reviews' average and count and where they are: "Rated 4.8 out of 5 from 1,264 Google
 * reviews", after stars drawn to the average; linked to the reviews when the CMS has their
 * address. Nothing until the CMS has the figures.
 */
export function RatingSummaryLine({ rating, className }: { rating: RatingSummary | null; className?: string }) {
  if (!rating) return null;
  const filled = `${(Math.min(BEST_RATING, rating.average) / BEST_RATING) * 100}%`;
  const text = ratingText(rating);
  return (
    <Line className={className} data-rating-summary="">
      <Stars>
        <StarRow />
        <span style={{ width: filled }}>
          <StarRow />
        </span>
      </Stars>
      {rating.url ? (
        <a href={rating.url} target="_blank" rel="noopener noreferrer">
          {text}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <span>{text}</span>
      )}
    </Line>
  );
}
