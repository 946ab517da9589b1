import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { loadSiteContent } from '../cms/load-site-content';
import { fetchContentVersionWithParts } from '../cms/queries/content-version';
import { relatedPosts, toSummary } from '../cms/normalize/blog';
import { createQueryRunner, type GatsbyGraphql } from '../cms/queries/run-query';
import { BLOGS_DEFAULTS } from '../cms/queries/blogs';
import { buildLocationMap } from '../locations/location-map';
import { rateTableInForce } from '../pricing/rates';
import { withRouteFigures } from '../pricing/route-figures';
import { pageCategory } from '../quote/page-categories';
import { blogListPath, isNoindex, LOCATION_MAP_PAGES, ROUTES, type PageKind } from '../routes';
import type {
  AppShellContext,
  BlogCategoryContext,
  BlogListContext,
  BlogPostContext,
  BookingPageContext,
  CmsPageContext,
  HomeContext,
  InternationalContext,
  NotFoundContext,
  QuotePageContext,
} from '../templates/contexts';
import type { RouteFigures } from '../types/content';
import { recordPage, startRecord } from './page-record';
import { cmsContentStatus, cmsGraphqlUrl, cmsMediaBaseUrl } from '../runtime/cms-config';
import { FIRST_SCREEN_CARDS, firstCardImages, withCardsOnSite } from './first-card-images';
import { logoImages } from './logo-images';
import { buildHeroImages } from './hero-images';
import { TEMPLATES } from './templates';

/** The site's public origin (gatsby-config's siteUrl), for canonical and shared URLs and the sitemap. */
async function readSiteUrl(graphql: GatsbyGraphql): Promise<string> {
  const { data } = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(
    '{ site { siteMetadata { siteUrl } } }',
  );
  return (data?.site.siteMetadata.siteUrl ?? '').replace(/\/$/, '');
}

/** Queries the CMS once and hands each page its data through pageContext, so Gatsby re-renders
 *  only the pages whose data changed. */
export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, store }) => {
  const activity = reporter.activityTimer('Loading content from the CMS');
  activity.start();
  const siteUrl = await readSiteUrl(graphql as GatsbyGraphql);
  // Read before the content, so a change made while the build reads the CMS differs from it and
  // the catch-up builds again (src/builds/deployed-catch-up.ts).
  // Its parts also tell which posts kept from the last build still hold (kept-posts.ts).
  const version = await fetchContentVersionWithParts(cmsGraphqlUrl(), undefined, process.env).catch((error: Error) => {
    reporter.warn(`The CMS gave no content version (${error.message}): missed webhooks cannot be caught up`);
    return null;
  });
  const contentVersion = version?.fingerprint ?? null;
  const { directory } = store.getState().program;
  let content: Awaited<ReturnType<typeof loadSiteContent>>;
  try {
    content = await loadSiteContent(
      createQueryRunner(graphql as GatsbyGraphql, cmsContentStatus()),
      { mediaBaseUrl: cmsMediaBaseUrl(), siteUrl },
      {
        keptPosts: {
          file: path.join(directory, '.cache', 'cms-posts.json'),
          graphqlUrl: cmsGraphqlUrl(),
          status: cmsContentStatus(),
          parts: version?.parts ?? null,
        },
      },
    );
  } catch (error) {
    // An entry the site cannot take (a clashing route, a missing required field): the message says
    // which and what to do, so it is reported as it is rather than with Gatsby's quoted code.
    activity.end();
    reporter.panicOnBuild(`The site's content could not be built: ${(error as Error).message}`);
    return;
  }
  activity.end();
  for (const warning of content.warnings) reporter.warn(warning);
  const { read, kept } = content.postsRead;
  reporter.info(`Posts: ${read} read from the CMS, ${kept} kept from the last build`);

  const { chrome } = content;
  const summaries = content.posts.map(toSummary);
  const categories = content.categories.map(({ posts: _posts, ...category }) => category);
  startRecord(chrome.siteUrl, contentVersion);
  /** Makes a page of a kind and records it for the sitemap: whether it is indexed, when it last changed. */
  const create = <T extends object>(
    kind: PageKind,
    path: string,
    context: T,
    entry: { noindex?: boolean; updatedAt?: string | null } = {},
  ) => {
    actions.createPage({ path, component: TEMPLATES[kind], context });
    recordPage({ path, noindex: isNoindex(kind, entry.noindex), lastmod: entry.updatedAt ?? null });
  };

  const publicDir = path.join(directory, 'public');
  // Pictures made at build time are kept under .cache/ (so `gatsby clean` clears them) and made
  // again only when their source changes (site-images.ts).
  const imageCache = path.join(directory, '.cache', 'site-images');
  const heroImages = await buildHeroImages(content.home.mobileImage ?? content.home.background, publicDir, imageCache);
  const onSiteOrigin = firstCardImages(publicDir, (message) => reporter.warn(message), imageCache);
  const drawnLogo = logoImages(publicDir, (message) => reporter.warn(message), imageCache);
  /** The press strip's and review cards' SVG logos as pictures on the site's origin (logo-images.ts). */
  const pressLogos = await Promise.all(
    content.pressLogos.map(async (press) => ({ ...press, logo: await drawnLogo(press.logo) })),
  );
  const reviews = await Promise.all(
    content.reviews.map(async (review) => ({ ...review, logo: await drawnLogo(review.logo) })),
  );
  create<HomeContext>(
    'home',
    ROUTES.home,
    {
      chrome,
      home: content.home,
      heroImages,
      reviews,
      pressLogos,
      latestPosts: summaries.slice(0, 6),
    },
    content.home,
  );
  create<InternationalContext>('international', ROUTES.international, {
    chrome,
    international: content.international,
    reviews,
    locations: content.locations,
  });
  create<AppShellContext>('appShell', ROUTES.appShell, { chrome });
  create<QuotePageContext>('quote', ROUTES.quote, { chrome });
  create<BookingPageContext>('booking', ROUTES.book, { chrome });
  create<NotFoundContext>('notFound', ROUTES.notFound, { chrome });

  const pageCount = Math.max(1, Math.ceil(summaries.length / BLOGS_DEFAULTS.limit));
  for (let pageNumber = 1; pageNumber <= pageCount; pageNumber += 1) {
    const start = (pageNumber - 1) * BLOGS_DEFAULTS.limit;
    create<BlogListContext>('blogList', blogListPath(pageNumber), {
      chrome,
      // The first cards' pictures from the site itself (first-card-images.ts).
      posts: await withCardsOnSite(
        summaries.slice(start, start + BLOGS_DEFAULTS.limit),
        pageNumber === 1 ? FIRST_SCREEN_CARDS : 1,
        onSiteOrigin,
      ),
      pageNumber,
      pageCount,
      categories,
    });
  }

  // Route cards show their computed distance and estimate range (issue 10), from the rates in force.
  const rates = await rateTableInForce(process.env);
  const routeCache = new Map<string, RouteFigures | null>();
  content.posts.forEach((post, index) => {
    create<BlogPostContext>(
      'blogPost',
      post.path,
      {
        chrome,
        post: { ...post, content: withRouteFigures(post.content, rates, routeCache) },
        newer: index > 0 ? summaries[index - 1] : null,
        older: index < summaries.length - 1 ? summaries[index + 1] : null,
        related: relatedPosts(post.slug, post.category?.slug ?? null, summaries),
      },
      post,
    );
  });

  for (const category of content.categories) {
    create<BlogCategoryContext>('blogCategory', category.path, {
      chrome,
      category: { ...category, posts: await withCardsOnSite(category.posts, FIRST_SCREEN_CARDS, onSiteOrigin) },
      categories,
    });
  }

  for (const page of content.pages) {
    const children = content.pages
      .filter((other) => other.trail.length === page.trail.length + 1 && other.path.startsWith(`${page.path}/`))
      .map(({ title, path, description, image }) => ({ title, path, description, image }));
    const locationMap = LOCATION_MAP_PAGES.includes(page.path) ? buildLocationMap(content.locations) : undefined;
    create<CmsPageContext>(
      'cmsPage',
      page.path,
      {
        chrome,
        page: { ...page, content: withRouteFigures(page.content, rates, routeCache, pageCategory(page.path)) },
        children,
        ...(locationMap && { locationMap }),
      },
      page,
    );
  }

  reporter.info(
    `Created ${content.pages.length} CMS pages, ${content.posts.length} posts, ${content.categories.length} categories`,
  );
};
