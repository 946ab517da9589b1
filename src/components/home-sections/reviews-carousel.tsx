import React, { Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { space } from '../../styles/theme';
import type { RatingSummary, Review } from '../../types/content';
import { RatingSummaryLine } from '../broker-proof';
import { ReviewCard } from '../review-card';
import { CAROUSEL_SETTINGS, CarouselArrows, reviewKey, SLIDES_BY_WIDTH } from './reviews-carousel-settings';

/**
 * How many reviews the carousel shows at the current width. Worked out here rather than with
 * react-slick's `responsive`, which only reacts to a later change of width, not the first one.
 */
function useSlidesToShow(): number {
  const [shown, setShown] = useState<number>(CAROUSEL_SETTINGS.slidesToShow ?? 3);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const queries = SLIDES_BY_WIDTH.map((rule) => ({
      list: window.matchMedia(`(max-width: ${rule.maxWidth}px)`),
      slides: rule.slides,
    }));
    const update = () =>
      setShown(queries.find((query) => query.list.matches)?.slides ?? CAROUSEL_SETTINGS.slidesToShow ?? 3);
    update();
    queries.forEach((query) => query.list.addEventListener('change', update));
    return () => queries.forEach((query) => query.list.removeEventListener('change', update));
  }, []);
  return shown;
}

/** react-slick and its code load only when the carousel comes near the screen. */
const loadSlider = () => import('./reviews-slider');
const ReviewsSlider = React.lazy(loadSlider);

/** Before the slider has loaded: the first reviews in the places the slider puts them, from the
 *  server's HTML, by the same widths as SLIDES_BY_WIDTH (in CSS, so phones never see three). */
const StaticRow = styled.ul`
  display: flex;
  margin: 0 -${space(3)};
  padding: 0;
  overflow: hidden;
  list-style: none;
  > li {
    flex: 0 0 ${100 / (CAROUSEL_SETTINGS.slidesToShow ?? 3)}%;
    padding: 0 ${space(3)};
  }
  ${SLIDES_BY_WIDTH.slice()
    .reverse()
    .map((rule) => `@media (max-width: ${rule.maxWidth}px) { > li { flex-basis: ${100 / rule.slides}%; } }`)
    .join('\n')}
`;

/** The reviews' average and count above the cards: what the cards are a sample of. */
const Summary = styled(RatingSummaryLine)`
  margin-bottom: ${space(6)};
`;

function StaticReviews({ reviews, shown, onNext }: { reviews: Review[]; shown: number; onNext: () => void }) {
  return (
    <div>
      <StaticRow>
        {reviews.map((review) => (
          <li key={reviewKey(review)}>
            <ReviewCard review={review} cut="carousel" />
          </li>
        ))}
      </StaticRow>
      <CarouselArrows previousDisabled nextDisabled={reviews.length <= shown} onNext={onNext} />
    </div>
  );
}

/**
 * The reviews carousel (SPEC §2): the first reviews as plain HTML, then react-slick once the
 * section comes within a screen of view (or at once where the browser cannot tell); each text cut
 * for the screen it is on (SPEC §9); above them, the reviews' average and count from the site settings.
 */
export function ReviewsCarousel({ reviews, rating = null }: { reviews: Review[]; rating?: RatingSummary | null }) {
  const shown = useSlidesToShow();
  const [wanted, setWanted] = useState(false);
  const [startAt, setStartAt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || !frame.current) {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(frame.current);
    return () => observer.disconnect();
  }, []);
  const still = (
    <StaticReviews
      reviews={reviews}
      shown={shown}
      onNext={() => {
        setStartAt(1);
        setWanted(true);
      }}
    />
  );
  return (
    <div ref={frame}>
      <Summary rating={rating} />
      {wanted ? (
        <Suspense fallback={still}>
          <ReviewsSlider reviews={reviews} shown={shown} startAt={startAt} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
