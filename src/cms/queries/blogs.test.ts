import type { StrapiBlog } from '../schema';
import { BLOGS_DEFAULTS, BLOGS_QUERY, fetchAllBlogs, fetchBlogs } from './blogs';

const post = (n: number) => ({ Slug: `post-${n}` }) as StrapiBlog;

describe('Blogs query (SPEC §7 and §9)', () => {
  it('defaults to 9 posts, newest first', async () => {
    let variables: Record<string, unknown> | undefined;
    await fetchBlogs(async <T>(_q: string, vars?: Record<string, unknown>) => {
      variables = vars;
      return { blogs: [] } as T;
    });
    expect(BLOGS_DEFAULTS.limit).toBe(9);
    expect(variables).toEqual({
      pagination: { start: 0, limit: 9 },
      sort: ['firstPublishedAt:desc', 'publishedAt:desc'],
    });
    expect(BLOGS_QUERY).toContain(
      'query Blogs($pagination: STRAPI_PaginationArg, $sort: [String], $status: STRAPI_PublicationStatus = PUBLISHED)',
    );
  });

  it('fetches every post page by page', async () => {
    const all = Array.from({ length: 23 }, (_, n) => post(n));
    const result = await fetchAllBlogs(async <T>(_q: string, vars?: Record<string, unknown>) => {
      const { start, limit } = vars?.pagination as { start: number; limit: number };
      return { blogs: all.slice(start, start + limit) } as T;
    }, 10);
    expect(result.map((p) => p.Slug)).toEqual(all.map((p) => p.Slug));
  });

  it('asks for the pages after the first a few at a time, in order, and stops at the first short one', async () => {
    for (const count of [0, 9, 10, 20, 30, 40, 41, 75]) {
      const all = Array.from({ length: count }, (_, n) => post(n));
      const asked: number[] = [];
      let inFlight = 0;
      let most = 0;
      const result = await fetchAllBlogs(
        async <T>(_q: string, vars?: Record<string, unknown>) => {
          const { start, limit } = vars?.pagination as { start: number; limit: number };
          asked.push(start);
          inFlight += 1;
          most = Math.max(most, inFlight);
          // Later pages answer first: the order of the result must not depend on it.
          await new Promise((resolve) => setTimeout(resolve, 50 - start / 10));
          inFlight -= 1;
          return { blogs: all.slice(start, start + limit) } as T;
        },
        10,
        3,
      );
      expect(result.map((p) => p.Slug)).toEqual(all.map((p) => p.Slug));
      expect(most).toBeLessThanOrEqual(3);
      // No more than one wave past the end.
      expect(Math.max(...asked)).toBeLessThan(count + 30);
    }
  });
});
