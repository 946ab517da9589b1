import type { GatsbyNode } from 'gatsby';
import { loadSiteContent } from '../cms/load-site-content';
import { toSummary } from '../cms/normalize/blog';
import { createQueryRunner, type GatsbyGraphql } from '../cms/queries/run-query';
import { BLOGS_DEFAULTS } from '../cms/queries/blogs';
import { blogListPath, ROUTES } from '../routes';
import type {
  AppShellContext,
  BookingContext,
  BlogCategoryContext,
  BlogListContext,
  BlogPostContext,
  CmsPageContext,
  HomeContext,
  InternationalContext,
  NotFoundContext,
  QuotePageContext,
} from '../templates/contexts';
import { cmsMediaBaseUrl } from './cms-config';
import { TEMPLATES } from './templates';

/** Queries the CMS once and hands each page its data through pageContext, so Gatsby re-renders
 *  only the pages whose data changed. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const activity = reporter.activityTimer('Loading content from the CMS');
  activity.start();
  const content = await loadSiteContent(createQueryRunner(graphql as GatsbyGraphql), cmsMediaBaseUrl());
  activity.end();
  for (const warning of content.warnings) reporter.warn(warning);

  const { chrome } = content;
  const summaries = content.posts.map(toSummary);
  const create = <T extends object>(path: string, component: string, context: T) =>
    actions.createPage({ path, component, context });

  create<HomeContext>(ROUTES.home, TEMPLATES.home, {
    chrome,
    home: content.home,
    reviews: content.reviews,
    pressLogos: content.pressLogos,
    latestPosts: summaries.slice(0, 3),
  });
  create<InternationalContext>(ROUTES.international, TEMPLATES.international, {
    chrome,
    international: content.international,
    reviews: content.reviews,
    locations: content.locations,
  });
  create<AppShellContext>(ROUTES.appShell, TEMPLATES.appShell, { chrome });
  create<BookingContext>(ROUTES.booking, TEMPLATES.booking, { chrome });
  create<QuotePageContext>(ROUTES.quote, TEMPLATES.quote, { chrome });
  create<NotFoundContext>('/404', TEMPLATES.notFound, { chrome });

  const pageCount = Math.max(1, Math.ceil(summaries.length / BLOGS_DEFAULTS.limit));
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
    const start = (pageNumber - 1) * BLOGS_DEFAULTS.limit;
    create<BlogListContext>(blogListPath(pageNumber), TEMPLATES.blogList, {
      chrome,
      posts: summaries.slice(start, start + BLOGS_DEFAULTS.limit),
      pageNumber,
      pageCount,
      categories: content.categories.map(({ posts: _posts, ...category }) => category),
    });
  }

  content.posts.forEach((post, index) => {
    create<BlogPostContext>(post.path, TEMPLATES.blogPost, {
      chrome,
      post,
      newer: index > 0 ? summaries[index - 1] : null,
      older: index < summaries.length - 1 ? summaries[index + 1] : null,
    });
  });

  for (const category of content.categories) {
    create<BlogCategoryContext>(category.path, TEMPLATES.blogCategory, { chrome, category });
  }

  for (const page of content.pages) {
    const children = content.pages
      .filter((other) => other.trail.length === page.trail.length + 1 && other.path.startsWith(`${page.path}/`))
      .map(({ title, path, description, image }) => ({ title, path, description, image }));
    create<CmsPageContext>(page.path, TEMPLATES.cmsPage, { chrome, page, children });
  }

  reporter.info(
    `Created ${content.pages.length} CMS pages, ${content.posts.length} posts, ${content.categories.length} categories`,
  );
};
