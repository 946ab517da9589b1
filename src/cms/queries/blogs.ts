import type { StrapiBlog } from '../schema';
import { BLOG_FIELDS, CONTENT_BLOCKS, POSTS_NEWEST_FIRST } from './fragments';
import type { QueryRunner } from './run-query';

/** SPEC §7 and §9: Blogs, newest first, 9 to a page by default. */
export const BLOGS_DEFAULTS = { limit: 9, sort: POSTS_NEWEST_FIRST } as const;

export const BLOGS_QUERY = `
  query Blogs($pagination: STRAPI_PaginationArg, $sort: [String], $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      blogs(pagination: $pagination, sort: $sort, status: $status) {
        ${BLOG_FIELDS}
        Content { ${CONTENT_BLOCKS} }
      }
    }
  }
`;

export async function fetchBlogs(
  run: QueryRunner,
  {
    start = 0,
    limit = BLOGS_DEFAULTS.limit,
    sort = [...BLOGS_DEFAULTS.sort],
  }: { start?: number; limit?: number; sort?: string[] } = {},
): Promise<StrapiBlog[]> {
  const { blogs } = await run<{ blogs: StrapiBlog[] }>(BLOGS_QUERY, { pagination: { start, limit }, sort });
  return blogs;
}

/**
 * Every post, newest first, fetched page by page so no CMS limit cuts the list short. After the
 * first page, `pagesAtOnce` pages are asked for at a time: the CMS works out one while the build
 * reads the one before (a thousand posts are eleven pages; issue 30). The pages are put together
 * in order, and the first short page ends the list.
 */
export async function fetchAllBlogs(run: QueryRunner, pageSize = 100, pagesAtOnce = 3): Promise<StrapiBlog[]> {
  const all = await fetchBlogs(run, { start: 0, limit: pageSize });
  if (all.length < pageSize) return all;
  for (let start = pageSize; ; start += pageSize * pagesAtOnce) {
    const pages = await Promise.all(
      Array.from({ length: pagesAtOnce }, (_, n) => fetchBlogs(run, { start: start + n * pageSize, limit: pageSize })),
    );
    for (const page of pages) {
      all.push(...page);
      if (page.length < pageSize) return all;
    }
  }
}
