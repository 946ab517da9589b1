import type { PageProps } from 'gatsby';
import React from 'react';
import { Helmet } from 'react-helmet';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { QuotePage } from '../components/quote-page';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { QuotePageContext } from './contexts';

/** The customer's quote page, opened by the signed link of the confirmation e-mail or the booking form. */
export default function QuotePageTemplate({ pageContext, location, path }: PageProps<object, QuotePageContext>) {
  const { chrome } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo title="Your quote" siteName={chrome.settings.siteName} noindex />
      {/* The page's address carries the signed link: it must not leave the site in a Referer header. */}
      <Helmet>
        <meta name="referrer" content="same-origin" />
      </Helmet>
      <PageHero
        title="Your quote"
        subtitle="Your instant estimate, and everything you can change without starting again."
      />
      <Container aria-live="polite">
        <QuotePage search={location.search} phone={phone} />
      </Container>
    </SiteLayout>
  );
}
