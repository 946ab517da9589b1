import React from 'react';
import { HOME_CRUMB } from '../breadcrumbs';
import {
  breadcrumbList,
  contentSummary,
  faqPage,
  metaDescription,
  questionsIn,
  Seo,
  service,
  shareImageOf,
} from '../seo';
import { isNoindex } from '../../routes';
import type { Page, SiteChrome } from '../../types/content';

/** A CMS page's head: its description, share image, trail, and a Service for a service page. */
export function CmsPageSeo({ chrome, page, path }: { chrome: SiteChrome; page: Page; path: string }) {
  const { settings, siteUrl } = chrome;
  const description = metaDescription(
    page.description,
    page.subtitle,
    contentSummary(page.content),
    `${page.title}, from ${settings.siteName}.`,
  );
  return (
    <Seo
      chrome={chrome}
      title={page.title}
      description={description}
      path={path}
      noindex={isNoindex('cmsPage', page.noindex)}
      image={shareImageOf(page.image, page.title)}
      structuredData={[
        // A trail only below the top level: a top-level page's would be Home and itself.
        page.trail.length > 0
          ? breadcrumbList(siteUrl, [HOME_CRUMB, ...page.trail, { title: page.title, path: page.path }])
          : null,
        page.layout === 'service' ? service(chrome, { name: page.title, description, path: page.path }) : null,
        faqPage(questionsIn(page.content)),
      ]}
    />
  );
}
