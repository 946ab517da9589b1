import React from 'react';
import { HOME_ANCHORS } from '../../routes';
import type { BlogPostSummary, HomeSection, PressLogo, Review, SiteSettings } from '../../types/content';
import { BookingQuoteForm, brokerContact } from '../quote-form';
import { Section } from '../section';
import { InteractiveSectionIsland, StaticSectionIsland } from './home-section-islands';
import { hasContent, isInteractiveSection, isStaticSection } from './section-kinds';

/** Each section's anchor (SPEC §2), fixed by its kind so links keep working as editors reorder. */
export const HOME_SECTION_ANCHORS: Record<HomeSection['kind'], string> = {
  'stats-banner': HOME_ANCHORS.stats,
  'press-strip': HOME_ANCHORS.brand,
  'reviews-carousel': HOME_ANCHORS.reviews,
  'services-tabs': HOME_ANCHORS.services,
  'contact-banner': HOME_ANCHORS.contact,
  'why-us': HOME_ANCHORS.whyUs,
  'contact-us': HOME_ANCHORS.contactUs,
  'our-process': HOME_ANCHORS.ourProcess,
  'services-grid': HOME_ANCHORS.ourServices,
  'where-we-ship': HOME_ANCHORS.whereWeShip,
  'blog-card': HOME_ANCHORS.blog,
  faq: HOME_ANCHORS.support,
  booking: HOME_ANCHORS.request,
};

export interface HomeSectionData {
  settings: SiteSettings;
  reviews: Review[];
  pressLogos: PressLogo[];
  latestPosts: BlogPostSummary[];
}

/** One home section, at its anchor. */
function HomeSectionView({ section, data }: { section: HomeSection; data: HomeSectionData }) {
  const id = HOME_SECTION_ANCHORS[section.kind];
  const quoteHref = `#${HOME_ANCHORS.mainForm}`;
  if (isStaticSection(section)) {
    // An island with nothing in it would look like one rendered in the browser and load its code.
    if (section.kind === 'press-strip' && !data.pressLogos.length) return null;
    return (
      <StaticSectionIsland
        section={section}
        id={id}
        quoteHref={quoteHref}
        settings={data.settings}
        pressLogos={data.pressLogos}
      />
    );
  }
  if (isInteractiveSection(section)) {
    if (!hasContent(section, data.reviews, data.latestPosts)) return null;
    return (
      <InteractiveSectionIsland
        section={section}
        id={id}
        quoteHref={quoteHref}
        reviews={data.reviews}
        rating={data.settings.rating}
        latestPosts={data.latestPosts}
      />
    );
  }
  switch (section.kind) {
    case 'booking':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted" split>
          <BookingQuoteForm {...brokerContact(data.settings)} headingLevel={3} />
        </Section>
      );
    default:
      return null;
  }
}

/** The home page's sections in the order the editor put them in the CMS. */
export function HomeSections({ sections, data }: { sections: HomeSection[]; data: HomeSectionData }) {
  return (
    <>
      {sections.map((section, index) => (
        <HomeSectionView key={`${section.kind}-${index}`} section={section} data={data} />
      ))}
    </>
  );
}
