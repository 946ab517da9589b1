import { ROUTES } from '../routes';
import type {
  BlogPost,
  CategoryWithPosts,
  HomePageData,
  InternationalPageData,
  LocationNode,
  Page,
  PressLogo,
  Review,
  SiteChrome,
} from '../types/content';
import { categorySlugMismatch, normalizeCategory, normalizePost, toSummary } from './normalize/blog';
import { normalizeMenu } from './normalize/menu';
import { normalizePages } from './normalize/page';
import {
  normalizeHomePage,
  normalizeInternationalPage,
  normalizeLocations,
  normalizePressLogos,
  normalizeReviews,
  normalizeSettings,
  settingsWarnings,
} from './normalize/site';
import { fetchAllBlogsKeeping, type KeptPostsOptions, type PostsRead } from './kept-posts';
import { fetchAllBlogs } from './queries/blogs';
import { fetchBlogCategories, fetchBlogsForCategory } from './queries/blogs-for-category';
import { listWithinPageLimit } from './queries/page-limit';
import { fetchMenus } from './queries/menus';
import { fetchAllPages } from './queries/pages';
import type { QueryRunner } from './queries/run-query';
import { fetchSite } from './queries/site';

/** Everything the build needs from the CMS, in the site's own types. */
export interface SiteContent {
  chrome: SiteChrome;
  home: HomePageData;
  international: InternationalPageData;
  reviews: Review[];
  pressLogos: PressLogo[];
  locations: LocationNode[];
  pages: Page[];
  posts: BlogPost[];
  categories: CategoryWithPosts[];
  /** Things an editor should fix that do not stop the build. */
  warnings: string[];
  /** How many posts were read from the CMS, and how many kept from the build before (kept-posts.ts). */
  postsRead: { read: number; kept: number };
}

/** Routes the site builds itself; a CMS page may not take one of them. */
const RESERVED_PATHS = new Set<string>([
  ROUTES.home,
  ROUTES.blog,
  ROUTES.international,
  ROUTES.appShell,
  ROUTES.quote,
  ROUTES.book,
  ROUTES.notFound,
]);

export interface SiteAddresses {
  /** Where the CMS's relative upload URLs are served from. */
  mediaBaseUrl: string;
  /** The site's public origin, for canonical and shared URLs. */
  siteUrl: string;
}

/**
 * Reads the whole site from the CMS. With `keptPosts`, the posts unchanged since the build before
 * come from what it kept and only the others are read (kept-posts.ts); without, every post is read.
 */
export async function loadSiteContent(
  run: QueryRunner,
  { mediaBaseUrl, siteUrl }: SiteAddresses,
  { keptPosts }: { keptPosts?: KeptPostsOptions } = {},
): Promise<SiteContent> {
  // Every query at once: none needs another's answer but a category's posts, which follow their
  // category list. The CMS answers them one after another anyway, but the build is not left idle
  // between them while it reads each answer.
  const [site, rawPages, postsRead, rawCategories, rawMenus] = await Promise.all([
    fetchSite(run),
    fetchAllPages(run),
    keptPosts
      ? fetchAllBlogsKeeping(run, keptPosts)
      : fetchAllBlogs(run).then((posts): PostsRead => ({ posts, read: posts.length, kept: 0 })),
    fetchBlogCategories(run).then((categories) =>
      Promise.all(
        listWithinPageLimit('blog categories', categories).map(async (category) => ({
          category,
          withBlogs: await fetchBlogsForCategory(run, category.slug),
        })),
      ),
    ),
    fetchMenus(run),
  ]);
  const rawPosts = postsRead.posts;
  const warnings: string[] = [];

  const { pages, pathById, problems, skipped } = normalizePages(rawPages, mediaBaseUrl);
  warnings.push(...problems, ...skipped.map((what) => `Skipped unknown content block ${what}`));

  const seen = new Map<string, string>();
  for (const page of pages) {
    if (RESERVED_PATHS.has(page.path) || page.path.startsWith(`${ROUTES.blog}/`)) {
      throw new Error(`The CMS page "${page.title}" takes the site's own route ${page.path}: give it another slug`);
    }
    const other = seen.get(page.path);
    if (other) throw new Error(`The CMS pages "${other}" and "${page.title}" both have the route ${page.path}`);
    seen.set(page.path, page.title);
  }

  const posts = rawPosts.map((raw) => {
    const { post, skipped: unknown } = normalizePost(raw, mediaBaseUrl);
    warnings.push(...unknown.map((type) => `Skipped unknown content block ${type} on ${post.path}`));
    return post;
  });

  const categories: CategoryWithPosts[] = [];
  for (const { category: rawCategory, withBlogs } of rawCategories) {
    const mismatch = categorySlugMismatch(rawCategory);
    if (mismatch) warnings.push(mismatch);
    categories.push({
      ...normalizeCategory(rawCategory, mediaBaseUrl),
      posts: (withBlogs?.blogs ?? []).map((raw) => toSummary(normalizePost(raw, mediaBaseUrl).post)),
    });
  }

  const { home, skipped: homeSkipped } = normalizeHomePage(site.homePage, mediaBaseUrl);
  const { international, skipped: internationalSkipped } = normalizeInternationalPage(
    site.internationalPage,
    mediaBaseUrl,
  );
  warnings.push(
    ...homeSkipped.map((type) => `Skipped unknown section ${type} on the home page`),
    ...internationalSkipped.map((type) => `Skipped unknown section ${type} on the international landing page`),
    ...settingsWarnings(site.siteSetting),
  );

  return {
    chrome: {
      settings: normalizeSettings(site.siteSetting),
      menu: normalizeMenu(rawMenus, pathById),
      siteUrl: siteUrl.replace(/\/$/, ''),
    },
    home,
    international,
    reviews: normalizeReviews(site.reviews, mediaBaseUrl),
    pressLogos: normalizePressLogos(site.pressLogos, mediaBaseUrl),
    locations: normalizeLocations(listWithinPageLimit('locations', site.locations), mediaBaseUrl),
    pages,
    posts,
    categories,
    warnings,
    postsRead: { read: postsRead.read, kept: postsRead.kept },
  };
}
