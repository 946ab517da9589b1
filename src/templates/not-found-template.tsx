import type { PageProps } from 'gatsby';
import React from 'react';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE, NotFound } from '../components/not-found';
import { metaDescription, Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex, ROUTES } from '../routes';
import type { NotFoundContext } from './contexts';
import { pagePathOf } from './page-path';

export default function NotFoundTemplate({ pageContext, location }: PageProps<object, NotFoundContext>) {
  const path = pagePathOf(location);
  const { chrome } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path}>
      {/* Served at every unknown address (and built as /404.html): its canonical is its own route. */}
      <Seo
        chrome={chrome}
        title={NOT_FOUND_TITLE}
        description={metaDescription(NOT_FOUND_TEXT)}
        path={ROUTES.notFound}
        noindex={isNoindex('notFound')}
      />
      <NotFound chrome={chrome} />
    </SiteLayout>
  );
}
