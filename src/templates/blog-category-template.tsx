import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { CategoryNav } from '../components/category-nav';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { PostCard, PostList } from '../components/post-card';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { ROUTES } from '../routes';
import type { BlogCategoryContext } from './contexts';

const count = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

/** SPEC §2's blog-category banner and the category's posts (up to 100, SPEC §9). */
export default function BlogCategoryTemplate({ pageContext, path }: PageProps<object, BlogCategoryContext>) {
  const { chrome, category, categories } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      {/* SPEC §2: blog landing pages are marked noindex. */}
      <Seo title={category.name} siteName={chrome.settings.siteName} description={category.description} noindex />
      <PageHero
        title={category.name}
        subtitle={category.description}
        image={category.featuredImage}
        eyebrow={
          <nav aria-label="Breadcrumb">
            <Link to={ROUTES.blog}>Blog</Link>
          </nav>
        }
      >
        <span>{count(category.posts.length)}</span>
      </PageHero>
      <Container>
        <CategoryNav categories={categories} current={category.slug} />
        <h2 className="visually-hidden" id="posts">
          Posts in {category.name}
        </h2>
        <PostList aria-labelledby="posts">
          {category.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </PostList>
      </Container>
    </SiteLayout>
  );
}
