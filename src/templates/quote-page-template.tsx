import type { PageProps } from 'gatsby';
import React from 'react';
import { Helmet } from 'react-helmet';
import { CredentialsLine } from '../components/broker-proof';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { QuotePage } from '../components/quote-page';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex } from '../routes';
import type { QuotePageContext } from './contexts';
import { pagePathOf } from './page-path';

const TITLE = 'Your quote';
const SUBTITLE = 'Your instant estimate and everything you can change; once booked, your order step by step.';

/** The customer's quote page, opened by the signed link of the confirmation e-mail or the booking form. */
export default function QuotePageTemplate({ pageContext, location }: PageProps<object, QuotePageContext>) {
  const path = pagePathOf(location);
  const { chrome } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo chrome={chrome} title={TITLE} description={SUBTITLE} path={path} noindex={isNoindex('quote')} />
      {/* The page's address may carry the signed link for a moment: it must not leave the site in a Referer header. */}
      <Helmet>
        <meta name="referrer" content="same-origin" />
      </Helmet>
      {/* Who the broker is, above the quote in every state (loaded, expired, refused): nothing moves as it loads. */}
      <PageHero title={TITLE} subtitle={SUBTITLE}>
        {chrome.settings.credentials ? <CredentialsLine credentials={chrome.settings.credentials} /> : null}
      </PageHero>
      <Container aria-live="polite">
        <QuotePage location={location} phone={phone} />
      </Container>
    </SiteLayout>
  );
}
