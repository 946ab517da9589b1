import type { PageProps } from 'gatsby';
import React from 'react';
import styled from 'styled-components';
import { ArticleLayout } from '../components/article-layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Container } from '../components/container';
import { LocationMapSection } from '../components/location-map';
import { ContentBlocks, tableOfContents, titleAnchors } from '../components/content-blocks';
import { GET_STARTED_ANCHOR, PageHero } from '../components/page-hero';
import { PageCard } from '../components/page-card';
import { HomeQuoteForm } from '../components/quote-form';
import { Seo } from '../components/seo';
import { ShareButtons } from '../components/share-buttons';
import { SiteLayout } from '../components/site-layout';
import { TableOfContents } from '../components/table-of-contents';
import { pageUrl } from '../routes';
import { space, typeScale } from '../styles/theme';
import type { Page, PageLayout } from '../types/content';
import type { CmsPageContext } from './contexts';

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

export default function CmsPageTemplate({ pageContext, path }: PageProps<object, CmsPageContext>) {
  const { chrome, page, children, locationMap } = pageContext;
  const [phone] = chrome.settings.phones;
  return (
    <SiteLayout chrome={chrome} path={path}>
      <Seo
        title={page.title}
        siteName={chrome.settings.siteName}
        description={page.description}
        noindex={page.noindex}
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
            <ShareButtons url={pageUrl(chrome.siteUrl, page.path)} title={page.title} />
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
