import { ChevronLeft, ChevronRight } from 'lucide-react';
import React, { Suspense, useEffect, useRef, useState } from 'react';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { breakpoints, colorVar, motion, radii, space } from '../../styles/theme';
import type { Review } from '../../types/content';
import { ReviewCard } from '../review-card';

/** SPEC §9's carousel defaults: start index 0, drag threshold 10 (a tenth of the width moves it). */
export const CAROUSEL_SETTINGS: Settings = {
  initialSlide: 0,
  touchThreshold: 10,
  speed: 450,
  infinite: false,
  arrows: false,
  dots: false,
  swipe: true,
  draggable: true,
  swipeToSlide: true,
  // A click during the slide animation still counts (a quick double click moves two reviews).
  waitForAnimate: false,
  slidesToShow: 3,
  slidesToScroll: 1,
};

/** Reviews shown at a time, by the widest screen each applies to (SPEC §9's breakpoints). */
export const SLIDES_BY_WIDTH = [
  { maxWidth: breakpoints.md, slides: 1 },
  { maxWidth: breakpoints.lg - 1, slides: 2 },
] as const;

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

export const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(6)};
  button {
    display: inline-grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border: 1px solid ${colorVar('borderStrong')};
    border-radius: ${radii.pill};
    background: ${colorVar('surface')};
    color: ${colorVar('heading')};
    cursor: pointer;
    transition: background ${motion.fast} ease;
  }
  button:hover:not(:disabled) {
    background: ${colorVar('surfaceSunken')};
  }
  button:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  button:focus-visible {
    outline: 2px solid ${colorVar('focus')};
    outline-offset: 2px;
  }
`;

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

function StaticReviews({ reviews, shown, onNext }: { reviews: Review[]; shown: number; onNext: () => void }) {
  return (
    <div>
      <StaticRow>
        {reviews.map((review) => (
          <li key={`${review.name}-${review.date}`}>
            <ReviewCard review={review} cut="carousel" />
          </li>
        ))}
      </StaticRow>
      <Controls>
        <button type="button" aria-label="Previous reviews" disabled>
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" aria-label="Next reviews" disabled={reviews.length <= shown} onClick={onNext}>
          <ChevronRight aria-hidden="true" />
        </button>
      </Controls>
    </div>
  );
}

/**
 * The reviews carousel (SPEC §2): the first reviews as plain HTML, then react-slick once the
 * section comes within a screen of view (or at once where the browser cannot tell); each text cut
 * for the screen it is on (SPEC §9).
 */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
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
