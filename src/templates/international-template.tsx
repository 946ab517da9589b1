import type { PageProps } from 'gatsby';
import React from 'react';
import {
  InternationalSections,
  sectionNav,
  SIDEFORM_SECOND_BLOCK,
  useAutoClick,
} from '../components/international-sections';
import { PageHero } from '../components/page-hero';
import { InternationalQuoteForm } from '../components/quote-form';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { INTERNATIONAL_ANCHORS } from '../routes';
import type { InternationalContext } from './contexts';

export default function InternationalTemplate({ pageContext, path }: PageProps<object, InternationalContext>) {
  const { chrome, international, reviews } = pageContext;
  useAutoClick(SIDEFORM_SECOND_BLOCK);
  return (
    <SiteLayout
      chrome={chrome}
      path={path}
      header={{
        kind: 'section-nav',
        sections: sectionNav(international.sections),
        quoteHref: `#${INTERNATIONAL_ANCHORS.sideform}`,
      }}
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
      <InternationalSections sections={international.sections} reviews={reviews} />
    </SiteLayout>
  );
}
