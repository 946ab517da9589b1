import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { ROUTES } from '../routes';
import type { NotFoundContext } from './contexts';

export default function NotFoundTemplate({ pageContext }: PageProps<object, NotFoundContext>) {
  const { chrome } = pageContext;
  return (
    <SiteLayout chrome={chrome}>
      <Seo title="Page not found" siteName={chrome.settings.siteName} noindex />
      <PageHero
        title="Page not found"
        subtitle="The page you asked for is not here. These will get you moving again:"
      />
      <Container $prose>
        <ul>
          <li>
            <Link to={ROUTES.quoteForm}>Get a free quote</Link>
          </li>
          <li>
            <Link to="/services">Our services</Link>
          </li>
          <li>
            <Link to={ROUTES.faq}>Frequently asked questions</Link>
          </li>
        </ul>
      </Container>
    </SiteLayout>
  );
}
