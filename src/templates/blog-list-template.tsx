import type { PageProps } from 'gatsby';
import React from 'react';
import { CategoryNav } from '../components/category-nav';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Pagination } from '../components/pagination';
import { PostCard, PostList } from '../components/post-card';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { blogListPath } from '../routes';
import type { BlogListContext } from './contexts';

const BLOG_DESCRIPTION = 'Vehicle shipping advice, international guides and company news.';

export default function BlogListTemplate({ pageContext, path }: PageProps<object, BlogListContext>) {
  const { chrome, posts, pageNumber, pageCount, categories } = pageContext;
  const title = pageNumber > 1 ? `Blog: page ${pageNumber} of ${pageCount}` : 'Blog';
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      {/* SPEC §2: blog landing pages are marked noindex. */}
      <Seo title={title} siteName={chrome.settings.siteName} description={BLOG_DESCRIPTION} noindex />
      <PageHero title={title} subtitle={BLOG_DESCRIPTION} />
      <Container>
        <CategoryNav categories={categories} current={null} />
        <h2 className="visually-hidden" id="posts">
          Posts
        </h2>
        <PostList aria-labelledby="posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </PostList>
        <Pagination current={pageNumber} count={pageCount} pathOf={blogListPath} label="Blog pages" />
      </Container>
    </SiteLayout>
  );
}
