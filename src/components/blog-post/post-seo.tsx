import React from 'react';
import { BLOG_CRUMB, HOME_CRUMB } from '../breadcrumbs';
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
} from '../seo';
import { isNoindex } from '../../routes';
import type { BlogPost, SiteChrome } from '../../types/content';

/** A post's head: its description (the CMS's, else its first words), share image and structured data. */
export function PostSeo({ chrome, post, path }: { chrome: SiteChrome; post: BlogPost; path: string }) {
  const { siteUrl, settings } = chrome;
  const description = metaDescription(
    post.description,
    contentSummary(post.content),
    `${post.name}: a post on the ${settings.siteName} blog.`,
  );
  const image = shareImageOf(post.featuredImage, post.name);
  const category = post.category ? [{ title: post.category.name, path: post.category.path }] : [];
  return (
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
  );
}
