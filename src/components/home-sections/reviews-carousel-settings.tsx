import { ChevronLeft, ChevronRight } from 'lucide-react';
import React from 'react';
import type { Settings } from 'react-slick';
import styled from 'styled-components';
import { breakpoints, colorVar, motion, radii, space } from '../../styles/theme';
import type { Review } from '../../types/content';

/*
 * What the reviews carousel and the slider it loads share: their settings, the slides' keys and the arrows.
 * Apart from both, so that neither imports the other (only types come from react-slick here, so
 * it stays out of the page's first code).
 */

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

/** A review's slide key: its reviewer and its date. */
export const reviewKey = (review: Review) => `${review.name}-${review.date}`;

interface CarouselArrowsProps {
  previousDisabled: boolean;
  nextDisabled: boolean;
  onPrevious?: () => void;
  onNext: () => void;
}

/** The previous and next arrows under the reviews. */
export function CarouselArrows({ previousDisabled, nextDisabled, onPrevious, onNext }: CarouselArrowsProps) {
  return (
    <Controls>
      <button type="button" aria-label="Previous reviews" disabled={previousDisabled} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
      </button>
      <button type="button" aria-label="Next reviews" disabled={nextDisabled} onClick={onNext}>
        <ChevronRight aria-hidden="true" />
      </button>
    </Controls>
  );
}
