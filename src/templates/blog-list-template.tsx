import { Link, type PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { PostCard } from '../components/post-card';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import { blogListPath } from '../routes';
import type { BlogListContext } from './contexts';

export default function BlogListTemplate({ pageContext, path }: PageProps<object, BlogListContext>) {
  const { chrome, posts, pageNumber, pageCount, categories } = pageContext;
  const title = pageNumber > 1 ? `Blog: page ${pageNumber} of ${pageCount}` : 'Blog';
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo
        title={title}
        siteName={chrome.settings.siteName}
        description="Vehicle shipping advice, international guides and company news."
        noindex
      />
      <PageHero title={title} subtitle="Vehicle shipping advice, international guides and company news." />
      <Container>
        <nav aria-label="Categories">
          {categories.map((category) => (
            <Link key={category.slug} to={category.path} style={{ marginRight: '1rem' }}>
              {category.name}
            </Link>
          ))}
        </nav>
      </Container>
      <Container>
        <CardGrid>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </CardGrid>
        {pageCount > 1 ? (
          <nav aria-label="Blog pages">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
              <Link
                key={number}
                to={blogListPath(number)}
                aria-current={number === pageNumber ? 'page' : undefined}
                style={{ marginRight: '0.75rem' }}
              >
                {number}
              </Link>
            ))}
          </nav>
        ) : null}
      </Container>
    </SiteLayout>
  );
}
