import type { PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { InternationalQuoteForm } from '../components/quote-form';
import { ReviewGrid } from '../components/review-grid';
import { Seo } from '../components/seo';
import type { SectionAnchor } from '../components/section-nav-header';
import { SiteLayout } from '../components/site-layout';
import type { Feature } from '../types/content';
import type { InternationalContext } from './contexts';

function FeatureList({ id, title, items }: { id: string; title: string; items: Feature[] }) {
  return (
    <Container as="section" id={id}>
      <h2>{title}</h2>
      <CardGrid>
        {items.map((item) => (
          <article key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </article>
        ))}
      </CardGrid>
    </Container>
  );
}

/** SPEC §2: the six section anchors of the international landing page, in page order. */
const INTERNATIONAL_SECTIONS: SectionAnchor[] = [
  { id: 'transport-types', label: 'Transport types' },
  { id: 'shipping-process', label: 'Process' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'shipping-locations', label: 'Where we ship' },
  { id: 'vehicles', label: 'Vehicles' },
  { id: 'reviews', label: 'Reviews' },
];

export default function InternationalTemplate({ pageContext, path }: PageProps<object, InternationalContext>) {
  const { chrome, international, reviews } = pageContext;
  return (
    <SiteLayout
      chrome={chrome}
      path={path}
      header={{ kind: 'section-nav', sections: INTERNATIONAL_SECTIONS, quoteHref: '#international-sideform' }}
    >
      {/* SPEC §2: the international landing page is marked noindex. */}
      <Seo
        title={international.title}
        siteName={chrome.settings.siteName}
        description={international.subtitle}
        noindex
      />
      <PageHero
        title={international.title}
        subtitle={international.subtitle}
        aside={
          <InternationalQuoteForm
            phone={chrome.settings.phones[0]}
            title={{ first: 'International', rest: 'shipping quote' }}
          />
        }
      />
      <FeatureList id="transport-types" title="Transport types" items={international.transportTypes} />
      <FeatureList id="shipping-process" title="How international shipping works" items={international.processSteps} />
      <FeatureList id="benefits" title="Why ship with us" items={international.benefits} />
      <Container as="section" id="shipping-locations">
        <h2>Where we ship</h2>
        {international.whereWeShip.map((group) => (
          <p key={group.name}>
            <strong>{group.name}</strong>: {group.countries.join(', ')}
          </p>
        ))}
      </Container>
      <Container as="section" id="vehicles">
        <h2>Vehicles we ship</h2>
        <ul>
          {international.vehicleTabs.map((tab) => (
            <li key={tab.name}>{tab.name}</li>
          ))}
        </ul>
      </Container>
      {reviews.length > 0 ? (
        <Container as="section" id="reviews">
          <h2>What our customers say</h2>
          <ReviewGrid reviews={reviews.slice(0, 6)} />
        </Container>
      ) : null}
    </SiteLayout>
  );
}
