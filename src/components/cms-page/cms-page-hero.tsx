import React from 'react';
import { Breadcrumbs } from '../breadcrumbs';
import { titleAnchors } from '../content-blocks/anchor';
import { GET_STARTED_ANCHOR, PageHero } from '../page-hero';
import { FormColumn, FormProof } from '../broker-proof';
import { brokerContact, HomeQuoteForm } from '../quote-form';
import { pageCategory } from '../../quote/page-categories';
import type { Page, PageLayout, SiteSettings } from '../../types/content';

/** Pages that sell carry the quote form in their hero. */
const SELLING_LAYOUTS = new Set<PageLayout>(['service', 'solution', 'location']);

const hasGetStartedSection = (page: Page) => [...titleAnchors(page.content).values()].includes(GET_STARTED_ANCHOR);

/** A CMS page's hero: its trail, and the quote form on the pages that sell. */
export function CmsPageHero({ page, settings }: { page: Page; settings: SiteSettings }) {
  return (
    <PageHero
      title={page.title}
      subtitle={page.subtitle ?? page.description}
      image={page.image}
      eyebrow={<Breadcrumbs trail={page.trail} />}
      getStarted={hasGetStartedSection(page)}
      aside={
        SELLING_LAYOUTS.has(page.layout) ? (
          <FormColumn>
            <HomeQuoteForm
              {...brokerContact(settings)}
              title={{ first: 'Free', rest: 'shipping quote' }}
              // A service page's form starts on what the page ships (a boat on boat shipping).
              category={pageCategory(page.slug)}
            />
            <FormProof settings={settings} />
          </FormColumn>
        ) : undefined
      }
    />
  );
}
