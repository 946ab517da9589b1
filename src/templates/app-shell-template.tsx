import type { PageProps } from 'gatsby';
import React from 'react';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { AppShellContext } from './contexts';

/** SPEC §2's application shell: the quote app on its own route, kept out of search results. */
export default function AppShellTemplate({ pageContext, path }: PageProps<object, AppShellContext>) {
  const { chrome } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo title="Get a vehicle shipping quote" siteName={chrome.settings.siteName} noindex />
      <PageHero
        title="Get a vehicle shipping quote"
        subtitle="Three easy steps: your route, your vehicles, your contact details."
      />
      <Container $prose>
        <p>
          Prefer to talk? Call <a href={phone?.href}>{phone?.number}</a> or write to{' '}
          <a href={`mailto:${chrome.settings.email}`}>{chrome.settings.email}</a>: agents are available 24/7.
        </p>
      </Container>
    </SiteLayout>
  );
}
