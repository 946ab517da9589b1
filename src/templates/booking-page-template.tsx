import type { PageProps } from 'gatsby';
import React from 'react';
import { Helmet } from 'react-helmet';
import { BookingPage } from '../components/booking-page';
import { CredentialsLine } from '../components/broker-proof';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex } from '../routes';
import type { BookingPageContext } from './contexts';
import { pagePathOf } from './page-path';

const TITLE = 'Book your shipment';
const SUBTITLE =
  'Add the addresses, choose your pickup window, and sign. Nothing is charged until a carrier is confirmed.';

/** The booking page of a quote, opened by the quote's signed link (the quote page, the result screen, the booking form). */
export default function BookingPageTemplate({ pageContext, location }: PageProps<object, BookingPageContext>) {
  const path = pagePathOf(location);
  const { chrome } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo chrome={chrome} title={TITLE} description={SUBTITLE} path={path} noindex={isNoindex('booking')} />
      {/* The page's address may carry the signed link for a moment: it must not leave the site in a Referer header. */}
      <Helmet>
        <meta name="referrer" content="same-origin" />
      </Helmet>
      {/* Who the broker is, above the booking in every state: the customer signs with a licensed broker. */}
      <PageHero title={TITLE} subtitle={SUBTITLE}>
        {chrome.settings.credentials ? <CredentialsLine credentials={chrome.settings.credentials} /> : null}
      </PageHero>
      <Container aria-live="polite">
        <BookingPage location={location} phone={phone} />
      </Container>
    </SiteLayout>
  );
}
