import type { StrapiPage } from '../schema';
import { CONTENT_BLOCKS, MEDIA_FIELDS } from './fragments';
import type { QueryRunner } from './run-query';

export const PAGES_QUERY = `
  query Pages($pagination: STRAPI_PaginationArg, $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      pages(pagination: $pagination, sort: ["id:asc"], status: $status) {
        documentId Title Subtitle Description Slug layout noindex updatedAt
        Image { ${MEDIA_FIELDS} }
        parent { documentId }
        Content { ${CONTENT_BLOCKS} }
      }
    }
  }
`;

/**
 * Every published page, fetched 25 at a time: a page with its blocks is about 60 values, and the
 * CMS stops a query at 10,000 (cms/src/graphql/limits.ts), so a page of 25 leaves room for pages
 * six times as rich as today's.
 */
export async function fetchAllPages(run: QueryRunner, pageSize = 25): Promise<StrapiPage[]> {
  const all: StrapiPage[] = [];
  for (let start = 0; ; start += pageSize) {
    const { pages } = await run<{ pages: StrapiPage[] }>(PAGES_QUERY, { pagination: { start, limit: pageSize } });
    all.push(...pages);
    if (pages.length < pageSize) return all;
  }
}
