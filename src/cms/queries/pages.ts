import type { StrapiPage } from '../schema';
import { CONTENT_BLOCKS, MEDIA_FIELDS } from './fragments';
import type { QueryRunner } from './run-query';

export const PAGES_QUERY = `
  query Pages($pagination: STRAPI_PaginationArg) {
    strapi {
      pages(pagination: $pagination, sort: ["id:asc"]) {
        documentId Title Subtitle Description Slug layout noindex updatedAt
        Image { ${MEDIA_FIELDS} }
        parent { documentId }
        Content { ${CONTENT_BLOCKS} }
      }
    }
  }
`;

/** Every published page, fetched page by page. */
export async function fetchAllPages(run: QueryRunner, pageSize = 100): Promise<StrapiPage[]> {
  const all: StrapiPage[] = [];
  for (let start = 0; ; start += pageSize) {
    const { pages } = await run<{ pages: StrapiPage[] }>(PAGES_QUERY, { pagination: { start, limit: pageSize } });
    all.push(...pages);
    if (pages.length < pageSize) return all;
  }
}
