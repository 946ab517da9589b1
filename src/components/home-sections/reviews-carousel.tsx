import { ChevronLeft, ChevronRight } from 'lucide-react';
import React, { useEffect, useRef, useState } from 'react';
import Slider, { type Settings } from 'react-slick';
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

/** What react-slick needs of its stylesheet, written for this site. */
const Frame = styled.div`
  .slick-slider {
    position: relative;
    user-select: none;
    touch-action: pan-y;
  }
  .slick-list {
    position: relative;
    overflow: hidden;
    margin: 0 -${space(3)};
  }
  .slick-track {
    position: relative;
    display: flex;
    left: 0;
    top: 0;
  }
  .slick-slide {
    height: auto;
    padding: 0 ${space(3)};
    > div {
      height: 100%;
    }
  }
`;

const Controls = styled.div`
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

/**
 * The reviews carousel (SPEC §2, react-slick): previous/next arrows, swipe and drag, snapping to
 * a review; each text cut for the screen it is on (SPEC §9).
 */
export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(0);
  const shown = useSlidesToShow();
  const atEnd = current >= reviews.length - shown;
  return (
    <Frame>
      <Slider ref={slider} {...CAROUSEL_SETTINGS} slidesToShow={shown} beforeChange={(_, next) => setCurrent(next)}>
        {reviews.map((review) => (
          <div key={`${review.name}-${review.date}`}>
            <ReviewCard review={review} cut="carousel" />
          </div>
        ))}
      </Slider>
      <Controls>
        <button
          type="button"
          aria-label="Previous reviews"
          disabled={current <= 0}
          onClick={() => slider.current?.slickPrev()}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <button type="button" aria-label="Next reviews" disabled={atEnd} onClick={() => slider.current?.slickNext()}>
          <ChevronRight aria-hidden="true" />
        </button>
      </Controls>
    </Frame>
  );
}
