import { Link, type PageProps } from 'gatsby';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import React from 'react';
import styled from 'styled-components';
import { ArticleLayout } from '../components/article-layout';
import { BLOG_CRUMB, HOME_CRUMB } from '../components/breadcrumbs';
import { Container } from '../components/container';
import { ContentBlocks, tableOfContents } from '../components/content-blocks';
import { PageHero } from '../components/page-hero';
import { formatLongDate, PostCard } from '../components/post-card';
import {
  blogPosting,
  breadcrumbList,
  contentSummary,
  faqPage,
  metaDescription,
  questionsIn,
  Seo,
  shareImageOf,
  shareImageUrl,
} from '../components/seo';
import { ShareButtons } from '../components/share-buttons';
import { SiteLayout } from '../components/site-layout';
import { TableOfContents } from '../components/table-of-contents';
import { isNoindex, pageUrl } from '../routes';
import { colorVar, media, radii, space, typeScale, weights } from '../styles/theme';
import type { BlogPostContext } from './contexts';
import { pagePathOf } from './page-path';

const Eyebrow = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  align-items: center;
  a {
    text-decoration: none;
  }
  a + a {
    padding: ${space(1)} ${space(3)};
    border-radius: ${radii.pill};
    background: color-mix(in srgb, ${colorVar('accent')} 30%, transparent);
  }
`;

const MorePosts = styled.nav`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(4)};
  margin-top: ${space(12)};
  padding-top: ${space(8)};
  border-top: 1px solid ${colorVar('border')};
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  a {
    display: grid;
    gap: ${space(1)};
    padding: ${space(4)} ${space(5)};
    border: 1px solid ${colorVar('border')};
    border-radius: ${radii.md};
    background: ${colorVar('surface')};
    color: ${colorVar('heading')};
    font-weight: ${weights.semibold};
    text-decoration: none;
  }
  a:hover {
    border-color: ${colorVar('borderStrong')};
  }
  a[rel='next'] {
    grid-column: 2;
    text-align: right;
    ${media.mobile} {
      grid-column: 1;
    }
  }
  small {
    display: inline-flex;
    gap: ${space(1.5)};
    align-items: center;
    color: ${colorVar('muted')};
    font-size: ${typeScale.xs};
    font-weight: ${weights.medium};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  a[rel='next'] small {
    justify-content: flex-end;
  }
`;

const Related = styled(Container)`
  padding-top: 0;
  h2 {
    margin-bottom: ${space(6)};
    font-size: ${typeScale.xxl};
  }
  > div {
    display: grid;
    gap: ${space(5)};
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  }
`;

export default function BlogPostTemplate({ pageContext, location }: PageProps<object, BlogPostContext>) {
  const path = pagePathOf(location);
  const { chrome, post, newer, older, related } = pageContext;
  const { siteUrl, settings } = chrome;
  const description = metaDescription(
    post.description,
    contentSummary(post.content),
    `${post.name}: a post on the ${settings.siteName} blog.`,
  );
  const image = shareImageOf(post.featuredImage, post.name);
  const category = post.category ? [{ title: post.category.name, path: post.category.path }] : [];
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo
        chrome={chrome}
        title={post.name}
        description={description}
        path={path}
        noindex={isNoindex('blogPost')}
        image={image}
        article={{ publishedAt: post.publishedAt, updatedAt: post.updatedAt, section: post.category?.name ?? null }}
        structuredData={[
          breadcrumbList(siteUrl, [HOME_CRUMB, BLOG_CRUMB, ...category, { title: post.name, path: post.path }]),
          blogPosting(chrome, post, { description, image: shareImageUrl(siteUrl, image) }),
          faqPage(questionsIn(post.content)),
        ]}
      />
      <PageHero
        title={post.name}
        subtitle={post.description}
        image={post.featuredImage}
        eyebrow={
          <Eyebrow aria-label="Category">
            <Link to={BLOG_CRUMB.path}>{BLOG_CRUMB.title}</Link>
            {post.category ? <Link to={post.category.path}>{post.category.name}</Link> : null}
          </Eyebrow>
        }
      >
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
      </PageHero>
      <ArticleLayout
        aside={
          <>
            <TableOfContents entries={tableOfContents(post.content)} />
            <ShareButtons url={pageUrl(siteUrl, post.path)} title={post.name} />
          </>
        }
      >
        <article>
          <ContentBlocks blocks={post.content} />
        </article>
        {newer || older ? (
          <MorePosts aria-label="Newer and older posts">
            {older ? (
              <Link to={older.path} rel="prev">
                <small>
                  <ArrowLeft size={14} aria-hidden="true" focusable="false" />
                  Older post
                </small>
                {older.name}
              </Link>
            ) : null}
            {newer ? (
              <Link to={newer.path} rel="next">
                <small>
                  Newer post
                  <ArrowRight size={14} aria-hidden="true" focusable="false" />
                </small>
                {newer.name}
              </Link>
            ) : null}
          </MorePosts>
        ) : null}
      </ArticleLayout>
      {related.length > 0 ? (
        <Related as="section" aria-labelledby="related-posts">
          <h2 id="related-posts">More in {post.category?.name}</h2>
          <div>
            {related.map((other) => (
              <PostCard key={other.slug} post={other} />
            ))}
          </div>
        </Related>
      ) : null}
    </SiteLayout>
  );
}
