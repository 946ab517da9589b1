import React, { useRef, useState } from 'react';
import Slider from 'react-slick';
import styled from 'styled-components';
import { space } from '../../styles/theme';
import type { Review } from '../../types/content';
import { ReviewCard } from '../review-card';
import { CAROUSEL_SETTINGS, CarouselArrows, reviewKey } from './reviews-carousel-settings';

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

interface ReviewsSliderProps {
  reviews: Review[];
  /** Reviews shown at a time at the current width. */
  shown: number;
  /** The review to start at (Next pressed before the slider had loaded). */
  startAt: number;
}

/** The carousel itself (SPEC §2, react-slick): previous/next arrows, swipe and drag, snapping to a review. */
export default function ReviewsSlider({ reviews, shown, startAt }: ReviewsSliderProps) {
  const slider = useRef<Slider>(null);
  const [current, setCurrent] = useState(startAt);
  const atEnd = current >= reviews.length - shown;
  return (
    <Frame>
      <Slider
        ref={slider}
        {...CAROUSEL_SETTINGS}
        initialSlide={startAt}
        slidesToShow={shown}
        beforeChange={(_, next) => setCurrent(next)}
      >
        {reviews.map((review) => (
          <div key={reviewKey(review)}>
            <ReviewCard review={review} cut="carousel" />
          </div>
        ))}
      </Slider>
      <CarouselArrows
        previousDisabled={current <= 0}
        nextDisabled={atEnd}
        onPrevious={() => slider.current?.slickPrev()}
        onNext={() => slider.current?.slickNext()}
      />
    </Frame>
  );
}
