import type { StrapiMenu } from '../schema';
import type { QueryRunner } from './run-query';

/** SPEC §7 and §9: the first 8 top-level entries, each with its sub-entries six levels deep. */
export const MENUS_LIMIT = 8;
export const MENU_DEPTH = 6;

const MENU_FIELDS = 'name active icon slug page { documentId Slug }';

/** The selection of one level and, inside it, the levels below it. */
export const menuSelection = (depth: number): string =>
  depth <= 1
    ? MENU_FIELDS
    : `${MENU_FIELDS} menus(sort: ["order:asc", "createdAt:asc"], pagination: { start: 0, limit: 100 }) { ${menuSelection(depth - 1)} }`;

export const MENUS_QUERY = `
  query Menus($pagination: STRAPI_PaginationArg, $status: STRAPI_PublicationStatus = PUBLISHED) {
    strapi {
      menus(filters: { parent: { documentId: { null: true } } }, pagination: $pagination, sort: ["order:asc", "createdAt:asc"], status: $status) {
        ${menuSelection(MENU_DEPTH)}
      }
    }
  }
`;

export async function fetchMenus(run: QueryRunner, { start = 0, limit = MENUS_LIMIT } = {}): Promise<StrapiMenu[]> {
  const { menus } = await run<{ menus: StrapiMenu[] }>(MENUS_QUERY, { pagination: { start, limit } });
  return menus;
}
