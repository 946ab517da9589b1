import React from 'react';
import { HOME_ANCHORS } from '../../routes';
import type { BlogPostSummary, HomeSection, PressLogo, Review, SiteSettings } from '../../types/content';
import { ColumnGrid } from '../container';
import { PostCard } from '../post-card';
import { BookingQuoteForm } from '../quote-form';
import { Section } from '../section';
import { Faq } from './faq';
import { ReviewsCarousel } from './reviews-carousel';
import { ServicesGrid } from './services-grid';
import { ServicesTabs } from './services-tabs';
import { StaticSectionIsland } from './static-section-island';
import { isStaticSection } from './static-sections';
import { WhereWeShip } from './where-we-ship';

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
  const [phone] = data.settings.phones;
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
  switch (section.kind) {
    case 'reviews-carousel':
      return data.reviews.length ? (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted">
          <ReviewsCarousel reviews={data.reviews.slice(0, section.count)} />
        </Section>
      ) : null;
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
      return data.latestPosts.length ? (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted">
          <ColumnGrid as="div">
            {data.latestPosts.slice(0, section.count).map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </ColumnGrid>
        </Section>
      ) : null;
    case 'faq':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} split>
          <Faq questions={section.questions} />
        </Section>
      );
    case 'booking':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted" split>
          <BookingQuoteForm phone={phone} headingLevel={3} />
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
