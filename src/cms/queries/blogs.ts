import type { StrapiBlog } from '../schema';
import { BLOG_FIELDS, CONTENT_BLOCKS, POSTS_NEWEST_FIRST } from './fragments';
import { CMS_PAGE_LIMIT } from './page-limit';
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
  return fetchEveryPage((start) => fetchBlogs(run, { start, limit: pageSize }), pageSize, pagesAtOnce);
}

/** A list read page by page: the first alone, then `pagesAtOnce` at a time, put together in order. */
async function fetchEveryPage<T>(
  fetchPage: (start: number) => Promise<T[]>,
  pageSize: number,
  pagesAtOnce: number,
): Promise<T[]> {
  const all = await fetchPage(0);
  if (all.length < pageSize) return all;
  for (let start = pageSize; ; start += pageSize * pagesAtOnce) {
    const pages = await Promise.all(Array.from({ length: pagesAtOnce }, (_, n) => fetchPage(start + n * pageSize)));
    for (const page of pages) {
      all.push(...page);
      if (page.length < pageSize) return all;
    }
  }
}

/** A post as the index lists it: enough to tell whether the copy a build kept is still the post. */
export type BlogIndexEntry = Pick<StrapiBlog, 'documentId' | 'publishedAt' | 'updatedAt'>;

export const BLOG_INDEX_QUERY = `
  query BlogIndex($pagination: STRAPI_PaginationArg, $sort: [String], $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      blogs(pagination: $pagination, sort: $sort, status: $status) { documentId publishedAt updatedAt }
    }
  }
`;

/** The most posts one index page lists: the CMS's own limit on a list (page-limit.ts). */
const INDEX_PAGE_SIZE = CMS_PAGE_LIMIT;

/** Every post's id and update times, in the site's order (newest first): a small answer even for thousands. */
export async function fetchBlogIndex(run: QueryRunner, pageSize = INDEX_PAGE_SIZE, pagesAtOnce = 3) {
  return fetchEveryPage(
    async (start) =>
      (
        await run<{ blogs: BlogIndexEntry[] }>(BLOG_INDEX_QUERY, {
          pagination: { start, limit: pageSize },
          sort: [...POSTS_NEWEST_FIRST],
        })
      ).blogs,
    pageSize,
    pagesAtOnce,
  );
}

export const BLOGS_BY_ID_QUERY = `
  query BlogsById($ids: [ID], $pagination: STRAPI_PaginationArg, $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      blogs(filters: { documentId: { in: $ids } }, pagination: $pagination, status: $status) {
        ${BLOG_FIELDS}
        Content { ${CONTENT_BLOCKS} }
      }
    }
  }
`;

/** The posts with these ids, whole, asked 100 at a time; a post no longer there is left out. */
export async function fetchBlogsById(run: QueryRunner, ids: string[], perQuery = 100): Promise<StrapiBlog[]> {
  const batches: string[][] = [];
  for (let at = 0; at < ids.length; at += perQuery) batches.push(ids.slice(at, at + perQuery));
  const answers = await Promise.all(
    batches.map((batch) =>
      run<{ blogs: StrapiBlog[] }>(BLOGS_BY_ID_QUERY, { ids: batch, pagination: { start: 0, limit: batch.length } }),
    ),
  );
  return answers.flatMap(({ blogs }) => blogs);
}
