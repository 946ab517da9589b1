import React from 'react';
import { BLOG_CRUMB, HOME_CRUMB } from '../breadcrumbs';
import { breadcrumbList, metaDescription, Seo, shareImageOf } from '../seo';
import { isNoindex } from '../../routes';
import type { CategoryWithPosts, SiteChrome } from '../../types/content';

export const articleCount = (n: number) => (n === 1 ? '1 article' : `${n} articles`);

/** A blog category's head: the blog's name with the category's, so it never shares a CMS page's title. */
export function CategorySeo({
  chrome,
  category,
  path,
}: {
  chrome: SiteChrome;
  category: CategoryWithPosts;
  path: string;
}) {
  return (
    <Seo
      chrome={chrome}
      title={`${BLOG_CRUMB.title}: ${category.name}`}
      description={metaDescription(
        category.description,
        `${articleCount(category.posts.length)} on ${category.name} from the ${chrome.settings.siteName} blog.`,
      )}
      path={path}
      noindex={isNoindex('blogCategory')}
      image={shareImageOf(category.featuredImage, category.name)}
      structuredData={[
        breadcrumbList(chrome.siteUrl, [HOME_CRUMB, BLOG_CRUMB, { title: category.name, path: category.path }]),
      ]}
    />
  );
}
