import type { PageProps } from 'gatsby';
import React from 'react';
import { BLOG_CRUMB } from '../components/breadcrumbs';
import { CategoryNav } from '../components/category-nav';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { Pagination } from '../components/pagination';
import { PostList } from '../components/post-card';
import { metaDescription, Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { blogListPath, isNoindex } from '../routes';
import type { BlogListContext } from './contexts';
import { pagePathOf } from './page-path';

const BLOG_DESCRIPTION = 'Vehicle shipping advice, international guides and company news.';

export default function BlogListTemplate({ pageContext, location }: PageProps<object, BlogListContext>) {
  const path = pagePathOf(location);
  const { chrome, posts, pageNumber, pageCount, categories } = pageContext;
  const title = pageNumber > 1 ? `${BLOG_CRUMB.title}: page ${pageNumber} of ${pageCount}` : BLOG_CRUMB.title;
  // Each list page has its own title and description, so no two pages of the blog read the same.
  const description = pageNumber > 1 ? `${title}. ${BLOG_DESCRIPTION}` : BLOG_DESCRIPTION;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo
        chrome={chrome}
        title={title}
        description={metaDescription(description)}
        path={path}
        noindex={isNoindex('blogList')}
      />
      <PageHero title={title} subtitle={BLOG_DESCRIPTION} />
      <Container>
        <CategoryNav categories={categories} current={null} />
        <PostList heading="Posts" posts={posts} />
        <Pagination current={pageNumber} count={pageCount} pathOf={blogListPath} label="Blog pages" />
      </Container>
    </SiteLayout>
  );
}
