import React from 'react';
import { INTERNATIONAL_ANCHORS } from '../../routes';
import type { InternationalSection, Review } from '../../types/content';
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

function InternationalSectionView({ section, reviews }: { section: InternationalSection; reviews: Review[] }) {
  const { id } = INTERNATIONAL_SECTION_ANCHORS[section.kind];
  const text = { id, heading: section.heading, intro: section.intro };
  switch (section.kind) {
    case 'transport-types':
      return (
        <Section {...text}>
          <FeatureGrid items={section.items} />
        </Section>
      );
    case 'shipping-process':
      return (
        <Section {...text} tone="tinted" centered>
          <FeatureGrid items={section.steps} numbered />
        </Section>
      );
    case 'benefits':
      return (
        <Section {...text}>
          <FeatureGrid items={section.items} />
        </Section>
      );
    case 'where-we-ship':
      return (
        <Section {...text} tone="tinted">
          <WhereWeShipGroups groups={section.groups} />
        </Section>
      );
    case 'vehicles':
      return (
        <Section {...text}>
          <VehicleTabs tabs={section.tabs} />
        </Section>
      );
    case 'reviews':
      return reviews.length ? (
        <Section {...text} tone="tinted">
          <ReviewsCarousel reviews={reviews.slice(0, section.count)} />
        </Section>
      ) : null;
    default:
      return null;
  }
}

/** The international landing page's sections in the order the editor put them. */
export function InternationalSections({ sections, reviews }: { sections: InternationalSection[]; reviews: Review[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <InternationalSectionView key={`${section.kind}-${index}`} section={section} reviews={reviews} />
      ))}
    </>
  );
}
