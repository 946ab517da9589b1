import React from 'react';
import type { Review } from '../../types/content';
import { CardGrid } from '../container';
import { ReviewCard } from '../review-card';

/** Review cards in a grid (SPEC §2), each text cut at 150 characters (SPEC §9). */
export function ReviewGrid({ reviews }: { reviews: Review[] }) {
  return (
    <CardGrid>
      {reviews.map((review) => (
        <ReviewCard key={`${review.name}-${review.date}`} review={review} />
      ))}
    </CardGrid>
  );
}
