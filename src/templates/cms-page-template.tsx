import type { PageProps } from 'gatsby';
import React from 'react';
import { ContentArticle } from '../components/article-layout';
import { CardGridSection } from '../components/card-grid-section';
import { CmsPageHero, CmsPageSeo } from '../components/cms-page';
import { LocationMapSection } from '../components/location-map';
import { PageCard } from '../components/page-card';
import { SiteLayout } from '../components/site-layout';
import { pageUrl } from '../routes';
import type { CmsPageContext } from './contexts';
import { pagePathOf } from './page-path';

export default function CmsPageTemplate({ pageContext, location }: PageProps<object, CmsPageContext>) {
  const path = pagePathOf(location);
  const { chrome, page, children, locationMap } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <CmsPageSeo chrome={chrome} page={page} path={path} />
      <CmsPageHero page={page} settings={chrome.settings} />
      <ContentArticle blocks={page.content} url={pageUrl(chrome.siteUrl, page.path)} title={page.title} />
      {locationMap ? <LocationMapSection map={locationMap} /> : null}
      {children.length > 0 ? (
        <CardGridSection id="child-pages" title={`More in ${page.title}`}>
          {children.map((child) => (
            <PageCard key={child.path} {...child} />
          ))}
        </CardGridSection>
      ) : null}
    </SiteLayout>
  );
}
