import type { Core } from '@strapi/strapi';

/**
 * Where an entry shows on the site: the page an editor is taken to by Preview (a draft) and by
 * View on site (once its build is live). The rules are the site's own (src/routes.ts, SPEC §2);
 * the CMS compiles on its own, so they are restated here and a test keeps the two equal
 * (__tests__/site-paths.test.ts).
 */
export type EntryStatus = 'draft' | 'published';

/** SPEC §2: a category's slug is its name lower-cased with spaces replaced by hyphens. */
export const categorySlug = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, '-');

/** Entries that show on a page of their own or on one fixed page. */
const FIXED_PATHS: Record<string, string> = {
  'api::home-page.home-page': '/',
  'api::international-page.international-page': '/international',
  // The chrome (header, footer, menu) is on every page: the home page shows it first.
  'api::site-setting.site-setting': '/',
  'api::menu.menu': '/',
  // The reviews carousel and the press strip are sections of the home page.
  'api::review.review': '/',
  'api::press-logo.press-logo': '/',
  'api::location.location': '/shipping-locations',
  'api::blog-category.blog-category': '/blog',
};

/** Content types an editor can open on the site (the rates and order terms have no page). */
export const SHOWN_CONTENT_TYPES: readonly string[] = [
  ...Object.keys(FIXED_PATHS),
  'api::blog.blog',
  'api::page.page',
];

/** A page's parents are followed at most this far (SPEC: menus and pages nest up to six levels). */
const MAX_DEPTH = 12;

type Found = Record<string, unknown> | null;

/**
 * The site path of one entry in the given status, or null when it has none (an entry without a
 * slug, a type with no page). Reads through the document service: drafts as the editor sees them.
 */
export async function sitePathOf(
  strapi: Core.Strapi,
  uid: string,
  documentId: string | undefined,
  status: EntryStatus,
): Promise<string | null> {
  const find = (type: string, id: string, populate?: string[]): Promise<Found> =>
    strapi
      .documents(type as never)
      .findOne({ documentId: id, status, ...(populate ? { populate } : {}) } as never) as Promise<Found>;

  if (uid === 'api::blog.blog') {
    if (!documentId) return null;
    const post = await find(uid, documentId);
    const slug = typeof post?.Slug === 'string' ? post.Slug.trim() : '';
    return slug ? `/blog/${slug}` : null;
  }
  if (uid === 'api::blog-category.blog-category' && documentId) {
    const category = await find(uid, documentId);
    const name = typeof category?.name === 'string' ? category.name : '';
    return name.trim() ? `/blog/category/${categorySlug(name)}` : FIXED_PATHS[uid];
  }
  if (uid === 'api::page.page') {
    if (!documentId) return null;
    const slugs: string[] = [];
    let id: string | undefined = documentId;
    for (let depth = 0; id && depth < MAX_DEPTH; depth += 1) {
      const page = await find(uid, id, ['parent']);
      const slug = typeof page?.Slug === 'string' ? page.Slug.trim() : '';
      if (!page || !slug) return null;
      slugs.unshift(slug);
      const parent = page.parent as { documentId?: string } | null | undefined;
      id = parent?.documentId;
    }
    return id ? null : `/${slugs.join('/')}`;
  }
  return FIXED_PATHS[uid] ?? null;
}

/** The absolute address of a path on a site origin (trailingSlash 'never': only the home page ends in /). */
export const siteAddress = (origin: string, path: string): string =>
  `${origin.replace(/\/$/, '')}${path === '/' ? '/' : path.replace(/\/$/, '')}`;
