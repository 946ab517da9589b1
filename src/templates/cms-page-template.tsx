import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { ContentBlocks } from '../components/content-blocks';
import { LocationMapSection } from '../components/location-map';
import { PageHero } from '../components/page-hero';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { CmsPageContext } from './contexts';

export default function CmsPageTemplate({ pageContext, path }: PageProps<object, CmsPageContext>) {
  const { chrome, page, children, locationMap } = pageContext;
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
        subtitle={page.subtitle}
        image={page.image}
        eyebrow={
          page.trail.length > 0 ? (
            <nav aria-label="Breadcrumb">
              {page.trail.map((crumb) => (
                <React.Fragment key={crumb.path}>
                  <Link to={crumb.path}>{crumb.title}</Link>
                  {' / '}
                </React.Fragment>
              ))}
            </nav>
          ) : null
        }
      />
      <Container $prose>
        <ContentBlocks blocks={page.content} />
      </Container>
      {locationMap ? <LocationMapSection map={locationMap} /> : null}
      {children.length > 0 ? (
        <Container>
          <CardGrid>
            {children.map((child) => (
              <article key={child.path}>
                <h2>
                  <Link to={child.path}>{child.title}</Link>
                </h2>
                {child.description ? <p>{child.description}</p> : null}
              </article>
            ))}
          </CardGrid>
        </Container>
      ) : null}
    </SiteLayout>
  );
}
