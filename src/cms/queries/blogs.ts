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

/** Every post, newest first, fetched page by page so no CMS limit cuts the list short. */
export async function fetchAllBlogs(run: QueryRunner, pageSize = 100): Promise<StrapiBlog[]> {
  const all: StrapiBlog[] = [];
  for (let start = 0; ; start += pageSize) {
    const page = await fetchBlogs(run, { start, limit: pageSize });
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}
