import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { Container } from '../components/container';
import { ContentBlocks } from '../components/content-blocks';
import { PageHero } from '../components/page-hero';
import { formatLongDate } from '../components/post-card';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { BlogPostContext } from './contexts';

export default function BlogPostTemplate({ pageContext, path }: PageProps<object, BlogPostContext>) {
  const { chrome, post, newer, older } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo title={post.name} siteName={chrome.settings.siteName} description={post.description} />
      <PageHero
        title={post.name}
        subtitle={post.description}
        image={post.featuredImage}
        eyebrow={
          post.category ? (
            <nav aria-label="Category">
              <Link to={post.category.path}>{post.category.name}</Link>
            </nav>
          ) : null
        }
      >
        <p>
          <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
        </p>
      </PageHero>
      <Container $prose as="article">
        <ContentBlocks blocks={post.content} />
        <nav aria-label="More posts">
          {newer ? (
            <p>
              Newer: <Link to={newer.path}>{newer.name}</Link>
            </p>
          ) : null}
          {older ? (
            <p>
              Older: <Link to={older.path}>{older.name}</Link>
            </p>
          ) : null}
        </nav>
      </Container>
    </SiteLayout>
  );
}
