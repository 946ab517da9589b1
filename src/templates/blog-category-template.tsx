import type { PageProps } from 'gatsby';
import React from 'react';
import { CardGrid, Container } from '../components/container';
import { PageHero } from '../components/page-hero';
import { PostCard } from '../components/post-card';
import { Seo } from '../components/seo';
import { SiteLayout } from '../components/site-layout';
import type { BlogCategoryContext } from './contexts';

export default function BlogCategoryTemplate({ pageContext, path }: PageProps<object, BlogCategoryContext>) {
  const { chrome, category } = pageContext;
  return (
    <SiteLayout chrome={chrome} path={path} header={{ kind: 'mega-menu' }}>
      <Seo title={category.name} siteName={chrome.settings.siteName} description={category.description} noindex />
      <PageHero title={category.name} subtitle={category.description} image={category.featuredImage} />
      <Container>
        <CardGrid>
          {category.posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </CardGrid>
      </Container>
    </SiteLayout>
  );
}
