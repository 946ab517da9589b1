import React, { type ReactNode } from 'react';
import { INTERNATIONAL_ANCHORS } from '../../routes';
import type { InternationalSection, RatingSummary, Review } from '../../types/content';
import { FeatureGrid } from '../feature-grid';
import { ReviewsCarousel } from '../home-sections/reviews-carousel';
import type { SectionAnchor } from '../section-nav-header';
import { Section } from '../section';
import { VehicleTabs } from './vehicle-tabs';
import { WhereWeShipGroups } from './where-we-ship-groups';

/** Each section's anchor (SPEC §2) and its label in the section nav. */
export const INTERNATIONAL_SECTION_ANCHORS: Record<InternationalSection['kind'], SectionAnchor> = {
  'transport-types': { id: INTERNATIONAL_ANCHORS.transportTypes, label: 'Transport types' },
  'shipping-process': { id: INTERNATIONAL_ANCHORS.shippingProcess, label: 'Process' },
  benefits: { id: INTERNATIONAL_ANCHORS.benefits, label: 'Benefits' },
  'where-we-ship': { id: INTERNATIONAL_ANCHORS.shippingLocations, label: 'Where we ship' },
  vehicles: { id: INTERNATIONAL_ANCHORS.vehicles, label: 'Vehicles' },
  reviews: { id: INTERNATIONAL_ANCHORS.reviews, label: 'Reviews' },
};

/** The section nav's entries, in the page's order. */
export const sectionNav = (sections: InternationalSection[]): SectionAnchor[] =>
  sections.map((section) => INTERNATIONAL_SECTION_ANCHORS[section.kind]);

/** A section's content; null leaves the section out (a reviews section with no reviews). */
function sectionContent(section: InternationalSection, reviews: Review[], rating: RatingSummary | null): ReactNode {
  switch (section.kind) {
    case 'transport-types':
    case 'benefits':
      return <FeatureGrid items={section.items} />;
    case 'shipping-process':
      return <FeatureGrid items={section.steps} numbered />;
    case 'where-we-ship':
      return <WhereWeShipGroups groups={section.groups} />;
    case 'vehicles':
      return <VehicleTabs tabs={section.tabs} />;
    case 'reviews':
      return reviews.length ? <ReviewsCarousel reviews={reviews.slice(0, section.count)} rating={rating} /> : null;
    default:
      return null;
  }
}

/** The sections on a tinted band; the others sit on the plain page. */
const TINTED_SECTIONS: ReadonlySet<InternationalSection['kind']> = new Set([
  'shipping-process',
  'where-we-ship',
  'reviews',
]);

interface InternationalSectionsProps {
  sections: InternationalSection[];
  reviews: Review[];
  /** The reviews' average and count (site settings), above the reviews. */
  rating?: RatingSummary | null;
}

function InternationalSectionView({
  section,
  reviews,
  rating,
}: Omit<InternationalSectionsProps, 'sections'> & { section: InternationalSection }) {
  const content = sectionContent(section, reviews, rating ?? null);
  if (!content) return null;
  return (
    <Section
      id={INTERNATIONAL_SECTION_ANCHORS[section.kind].id}
      heading={section.heading}
      intro={section.intro}
      tone={TINTED_SECTIONS.has(section.kind) ? 'tinted' : 'plain'}
      centered={section.kind === 'shipping-process'}
    >
      {content}
    </Section>
  );
}

/** The international landing page's sections in the order the editor put them. */
export function InternationalSections({ sections, reviews, rating = null }: InternationalSectionsProps) {
  return (
    <>
      {sections.map((section, index) => (
        <InternationalSectionView
          key={`${section.kind}-${index}`}
          section={section}
          reviews={reviews}
          rating={rating}
        />
      ))}
    </>
  );
}
