import React from 'react';
import type { BlogPostSummary, RatingSummary, Review } from '../../types/content';
import { ColumnGrid } from '../container';
import { PostCard } from '../post-card';
import { Section } from '../section';
import { Faq } from './faq';
import { ReviewsCarousel } from './reviews-carousel';
import { ServicesGrid } from './services-grid';
import { ServicesTabs } from './services-tabs';
import type { InteractiveSection } from './section-kinds';
import { WhereWeShip } from './where-we-ship';

export interface InteractiveSectionProps {
  section: InteractiveSection;
  id: string;
  quoteHref: string;
  reviews: Review[];
  /** The reviews' average and count (site settings), above the carousel. */
  rating: RatingSummary | null;
  latestPosts: BlogPostSummary[];
}

/** One of the interactive home sections (section-kinds.ts), at its anchor. */
export function InteractiveHomeSection({
  section,
  id,
  quoteHref,
  reviews,
  rating,
  latestPosts,
}: InteractiveSectionProps) {
  switch (section.kind) {
    case 'reviews-carousel':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted">
          <ReviewsCarousel reviews={reviews.slice(0, section.count)} rating={rating} />
        </Section>
      );
    case 'services-tabs':
      return (
        <Section id={id} heading={section.heading} intro={section.intro}>
          <ServicesTabs tabs={section.tabs} quoteHref={quoteHref} />
        </Section>
      );
    case 'services-grid':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted">
          <ServicesGrid cards={section.cards} explore={section.explore} />
        </Section>
      );
    case 'where-we-ship':
      return (
        <Section id={id} heading={section.heading} intro={section.intro}>
          <WhereWeShip countries={section.countries} />
        </Section>
      );
    case 'blog-card':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted">
          <ColumnGrid as="div">
            {latestPosts.slice(0, section.count).map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </ColumnGrid>
        </Section>
      );
    case 'faq':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} split>
          <Faq questions={section.questions} />
        </Section>
      );
    default:
      return null;
  }
}
