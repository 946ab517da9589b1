import React from 'react';
import type { PressLogo, SiteSettings } from '../../types/content';
import { FeatureGrid } from '../feature-grid';
import { Section } from '../section';
import { ContactBanner } from './contact-banner';
import { ContactUs } from './contact-us';
import { PressStrip } from './press-strip';
import type { StaticSection } from './section-kinds';
import { StatsBanner } from './stats-banner';
import { WhyUs } from './why-us';

export interface StaticSectionProps {
  section: StaticSection;
  id: string;
  quoteHref: string;
  settings: SiteSettings;
  pressLogos: PressLogo[];
}

/** One of the static home sections (section-kinds.ts), at its anchor. */
export function StaticHomeSection({ section, id, quoteHref, settings, pressLogos }: StaticSectionProps) {
  switch (section.kind) {
    case 'stats-banner':
      return <StatsBanner id={id} heading={section.heading} stats={settings.stats} />;
    case 'press-strip':
      return pressLogos.length ? <PressStrip id={id} heading={section.heading} logos={pressLogos} /> : null;
    case 'contact-banner':
      return (
        <ContactBanner
          id={id}
          heading={section.heading}
          intro={section.intro}
          buttonLabel={section.buttonLabel}
          quoteHref={quoteHref}
          contact={settings}
        />
      );
    case 'why-us':
      return (
        <Section id={id} heading={section.heading} intro={section.intro}>
          <WhyUs image={section.image} points={section.points} />
        </Section>
      );
    case 'contact-us':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} tone="tinted" split>
          <ContactUs hours={section.hours} contact={settings} />
        </Section>
      );
    case 'our-process':
      return (
        <Section id={id} heading={section.heading} intro={section.intro} centered>
          <FeatureGrid items={section.steps} numbered />
        </Section>
      );
    default:
      return null;
  }
}
