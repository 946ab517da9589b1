import { CMS_PAGE_LIMIT } from './page-limit';
import type { StrapiBlogCategory } from '../schema';
import { MEDIA_FIELDS } from './fragments';
import type { QueryRunner } from './run-query';

/**
 * SPEC §9: a category page lists up to 100 posts. The build takes them from the posts it read,
 * each by its category, newest first (load-site-content.ts): the same posts, in the same order, as
 * the category's own list in the CMS, without a query per category.
 */
export const CATEGORY_BLOGS_LIMIT = 100;

export const BLOG_CATEGORIES_QUERY = `
  query BlogCategories($status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      blogCategories(pagination: { start: 0, limit: ${CMS_PAGE_LIMIT} }, sort: ["name:asc"], status: $status) {
        documentId name slug Description
        FeaturedImage { ${MEDIA_FIELDS} }
      }
    }
  }
`;

export async function fetchBlogCategories(run: QueryRunner): Promise<StrapiBlogCategory[]> {
  const { blogCategories } = await run<{ blogCategories: StrapiBlogCategory[] }>(BLOG_CATEGORIES_QUERY);
  return blogCategories;
}
