import type { PageProps } from 'gatsby';
import React from 'react';
import {
  InternationalSections,
  sectionNav,
  SIDEFORM_SECOND_BLOCK,
  useAutoClick,
} from '../components/international-sections';
import { PageHero } from '../components/page-hero';
import { brokerContact, InternationalQuoteForm } from '../components/quote-form';
import { metaDescription, Seo, shareImageOf } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { INTERNATIONAL_ANCHORS, isNoindex } from '../routes';
import type { InternationalContext } from './contexts';
import { pagePathOf } from './page-path';

export default function InternationalTemplate({ pageContext, location }: PageProps<object, InternationalContext>) {
  const path = pagePathOf(location);
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
      <Seo
        chrome={chrome}
        title={international.title}
        description={metaDescription(
          international.subtitle,
          `${international.title}: roll-on/roll-off, container or air freight from the USA, with ${chrome.settings.siteName}.`,
        )}
        path={path}
        noindex={isNoindex('international')}
        image={shareImageOf(international.image, international.title)}
      />
      <PageHero
        title={international.title}
        subtitle={international.subtitle}
        aside={
          <InternationalQuoteForm
            {...brokerContact(chrome.settings)}
            title={{ first: 'International', rest: 'shipping quote' }}
          />
        }
      />
      <InternationalSections sections={international.sections} reviews={reviews} rating={chrome.settings.rating} />
    </SiteLayout>
  );
}
