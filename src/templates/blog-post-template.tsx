import type { PageProps } from 'gatsby';
import React from 'react';
import { ContentArticle } from '../components/article-layout';
import { MorePosts, PostEyebrow, PostSeo } from '../components/blog-post';
import { CardGridSection } from '../components/card-grid-section';
import { PageHero } from '../components/page-hero';
import { formatLongDate, PostCard } from '../components/post-card';
import { SiteLayout } from '../components/site-layout';
import { pageUrl } from '../routes';
import type { BlogPostContext } from './contexts';
import { pagePathOf } from './page-path';

export default function BlogPostTemplate({ pageContext, location }: PageProps<object, BlogPostContext>) {
  const path = pagePathOf(location);
  const { chrome, post, newer, older, related } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <PostSeo chrome={chrome} post={post} path={path} />
      <PageHero
        title={post.name}
        subtitle={post.description}
        image={post.featuredImage}
        eyebrow={<PostEyebrow category={post.category} />}
      >
        <time dateTime={post.publishedAt}>{formatLongDate(post.publishedAt)}</time>
      </PageHero>
      <ContentArticle
        blocks={post.content}
        url={pageUrl(chrome.siteUrl, post.path)}
        title={post.name}
        asArticle
        after={<MorePosts newer={newer} older={older} />}
      />
      {related.length > 0 ? (
        <CardGridSection id="related-posts" title={`More in ${post.category?.name}`} minCard="18rem">
          {related.map((other) => (
            <PostCard key={other.slug} post={other} />
          ))}
        </CardGridSection>
      ) : null}
    </SiteLayout>
  );
}
