import type { PageProps } from 'gatsby';
import React from 'react';
import { NotFound } from '../components/not-found';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { NotFoundContext } from './contexts';

export default function NotFoundTemplate({ pageContext, path }: PageProps<object, NotFoundContext>) {
  const { chrome } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo title="Page not found" siteName={chrome.settings.siteName} noindex />
      <NotFound chrome={chrome} />
    </SiteLayout>
  );
}
