import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { BLOG_CRUMB, HOME_CRUMB } from '../components/breadcrumbs';
import { CategoryNav } from '../components/category-nav';
import { Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { PostCard, PostList } from '../components/post-card';
import { breadcrumbList, metaDescription, Seo, shareImageOf } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { isNoindex } from '../routes';
import type { BlogCategoryContext } from './contexts';
import { pagePathOf } from './page-path';

const count = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

/** SPEC §2's blog-category banner and the category's posts (up to 100, SPEC §9). */
export default function BlogCategoryTemplate({ pageContext, location }: PageProps<object, BlogCategoryContext>) {
  const path = pagePathOf(location);
  const { chrome, category, categories } = pageContext;
  // The blog's name goes with the category's, so a category never shares a title with a CMS page.
  const title = `${BLOG_CRUMB.title}: ${category.name}`;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo
        chrome={chrome}
        title={title}
        description={metaDescription(
          category.description,
          `${count(category.posts.length)} on ${category.name} from the ${chrome.settings.siteName} blog.`,
        )}
        path={path}
        noindex={isNoindex('blogCategory')}
        image={shareImageOf(category.featuredImage, category.name)}
        structuredData={[
          breadcrumbList(chrome.siteUrl, [HOME_CRUMB, BLOG_CRUMB, { title: category.name, path: category.path }]),
        ]}
      />
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
        <span>{count(category.posts.length)}</span>
      </PageHero>
      <Container>
        <CategoryNav categories={categories} current={category.slug} />
        <h2 className="visually-hidden" id="posts">
          Posts in {category.name}
        </h2>
        <PostList aria-labelledby="posts">
          {category.posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} first={index === 0} />
            </li>
          ))}
        </PostList>
      </Container>
    </SiteLayout>
  );
}
