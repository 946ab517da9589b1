import type { PageProps } from 'gatsby';
import React from 'react';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex } from '../routes';
import type { AppShellContext } from './contexts';
import { pagePathOf } from './page-path';

const TITLE = 'Get a vehicle shipping quote';
const SUBTITLE = 'Three easy steps: your route, your vehicles, your contact details.';

/** SPEC §2's application shell: the quote app on its own route, kept out of search results. */
export default function AppShellTemplate({ pageContext, location }: PageProps<object, AppShellContext>) {
  const path = pagePathOf(location);
  const { chrome } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo chrome={chrome} title={TITLE} description={SUBTITLE} path={path} noindex={isNoindex('appShell')} />
      <PageHero title={TITLE} subtitle={SUBTITLE} />
      <Container $prose>
        <p>
          Prefer to talk? Call <a href={phone?.href}>{phone?.number}</a> or write to{' '}
          <a href={`mailto:${chrome.settings.email}`}>{chrome.settings.email}</a>: agents are available 24/7.
        </p>
      </Container>
    </SiteLayout>
  );
}
