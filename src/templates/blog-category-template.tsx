import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { articleCount, CategorySeo } from '../components/blog-category';
import { BLOG_CRUMB } from '../components/breadcrumbs';
import { CategoryNav } from '../components/category-nav';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { PostList } from '../components/post-card';
import { SiteLayout } from '../components/site-layout';
import type { BlogCategoryContext } from './contexts';
import { pagePathOf } from './page-path';

/** SPEC §2's blog-category banner and the category's posts (up to 100, SPEC §9). */
export default function BlogCategoryTemplate({ pageContext, location }: PageProps<object, BlogCategoryContext>) {
  const path = pagePathOf(location);
  const { chrome, category, categories } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <CategorySeo chrome={chrome} category={category} path={path} />
      <PageHero
        title={category.name}
        subtitle={category.description}
        image={category.featuredImage}
        eyebrow={
          <nav aria-label="Breadcrumb">
            <Link to={BLOG_CRUMB.path}>{BLOG_CRUMB.title}</Link>
          </nav>
        }
      >
        <span>{articleCount(category.posts.length)}</span>
      </PageHero>
      <Container>
        <CategoryNav categories={categories} current={category.slug} />
        <PostList heading={`Posts in ${category.name}`} posts={category.posts} />
      </Container>
    </SiteLayout>
  );
}
