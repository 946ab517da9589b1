import { CMS_PAGE_LIMIT } from './page-limit';
import type { StrapiBlog, StrapiBlogCategory } from '../schema';
import { BLOG_FIELDS, MEDIA_FIELDS, POSTS_NEWEST_FIRST } from './fragments';
import type { QueryRunner } from './run-query';

/** SPEC §9: a category page lists up to 100 posts. */
export const CATEGORY_BLOGS_LIMIT = 100;

export const BLOGS_FOR_CATEGORY_QUERY = `
  query BlogsForCategory($slug: String!, $pagination: STRAPI_PaginationArg, $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      blogCategories(filters: { slug: { eq: $slug } }, status: $status) {
        documentId name slug Description
        FeaturedImage { ${MEDIA_FIELDS} }
        blogs(pagination: $pagination, sort: ${JSON.stringify(POSTS_NEWEST_FIRST)}) { ${BLOG_FIELDS} }
      }
    }
  }
`;

export type StrapiCategoryWithBlogs = StrapiBlogCategory & { blogs: StrapiBlog[] };

export async function fetchBlogsForCategory(
  run: QueryRunner,
  slug: string,
  limit = CATEGORY_BLOGS_LIMIT,
): Promise<StrapiCategoryWithBlogs | null> {
  const { blogCategories } = await run<{ blogCategories: StrapiCategoryWithBlogs[] }>(BLOGS_FOR_CATEGORY_QUERY, {
    slug,
    pagination: { start: 0, limit },
  });
  return blogCategories[0] ?? null;
}

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
