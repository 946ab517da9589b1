import type { PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { InternationalQuoteForm } from '../components/quote-form';
import { Seo } from '../components/seo';
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

export default function InternationalTemplate({ pageContext }: PageProps<object, InternationalContext>) {
  const { chrome, international } = pageContext;
  return (
    <SiteLayout chrome={chrome}>
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
    </SiteLayout>
  );
}
