import type { PageProps } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ArticleLayout } from '../components/article-layout';
import { Breadcrumbs, HOME_CRUMB } from '../components/breadcrumbs';
import { Container } from '../components/container';
import { LocationMapSection } from '../components/location-map';
import { ContentBlocks, tableOfContents, titleAnchors } from '../components/content-blocks';
import { GET_STARTED_ANCHOR, PageHero } from '../components/page-hero';
import { PageCard } from '../components/page-card';
import { HomeQuoteForm } from '../components/quote-form';
import {
  breadcrumbList,
  contentSummary,
  faqPage,
  metaDescription,
  questionsIn,
  Seo,
  service,
  shareImageOf,
} from '../components/seo';
import { ShareButtons } from '../components/share-buttons';
import { SiteLayout } from '../components/site-layout';
import { TableOfContents } from '../components/table-of-contents';
import { isNoindex, pageUrl } from '../routes';
import { space, typeScale } from '../styles/theme';
import type { Page, PageLayout } from '../types/content';
import type { CmsPageContext } from './contexts';
import { pagePathOf } from './page-path';

/** Pages that sell carry the quote form in their hero. */
const SELLING_LAYOUTS = new Set<PageLayout>(['service', 'solution', 'location']);

const Children = styled(Container)`
  padding-top: 0;
  h2 {
    margin-bottom: ${space(6)};
    font-size: ${typeScale.xxl};
  }
  > div {
    display: grid;
    gap: ${space(5)};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  }
`;

const hasGetStartedSection = (page: Page) => [...titleAnchors(page.content).values()].includes(GET_STARTED_ANCHOR);

export default function CmsPageTemplate({ pageContext, location }: PageProps<object, CmsPageContext>) {
  const path = pagePathOf(location);
  const { chrome, page, children, locationMap } = pageContext;
  const { settings, siteUrl } = chrome;
  const [phone] = settings.phones;
  const description = metaDescription(
    page.description,
    page.subtitle,
    contentSummary(page.content),
    `${page.title}, from ${settings.siteName}.`,
  );
  return (
    <SiteLayout chrome={chrome} path={path}>
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
      <PageHero
        title={page.title}
        subtitle={page.subtitle ?? page.description}
        image={page.image}
        eyebrow={<Breadcrumbs trail={page.trail} />}
        getStarted={hasGetStartedSection(page)}
        aside={
          SELLING_LAYOUTS.has(page.layout) ? (
            <HomeQuoteForm phone={phone} title={{ first: 'Free', rest: 'shipping quote' }} />
          ) : undefined
        }
      />
      <ArticleLayout
        aside={
          <>
            <TableOfContents entries={tableOfContents(page.content)} />
            <ShareButtons url={pageUrl(siteUrl, page.path)} title={page.title} />
          </>
        }
      >
        <ContentBlocks blocks={page.content} />
      </ArticleLayout>
      {locationMap ? <LocationMapSection map={locationMap} /> : null}
      {children.length > 0 ? (
        <Children as="section" aria-labelledby="child-pages">
          <h2 id="child-pages">More in {page.title}</h2>
          <div>
            {children.map((child) => (
              <PageCard key={child.path} {...child} />
            ))}
          </div>
        </Children>
      ) : null}
    </SiteLayout>
  );
}
