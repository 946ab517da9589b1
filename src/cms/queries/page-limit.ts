/**
 * The most items the CMS answers in one list (its GraphQL maxLimit, cms/src/graphql/limits.ts): a
 * list the site reads in one query must stay under it, or the build stops and says so
 * (listWithinPageLimit) rather than publish a site with part of the list missing.
 */
export const CMS_PAGE_LIMIT = 200;

export function listWithinPageLimit<T>(what: string, items: T[]): T[] {
  if (items.length >= CMS_PAGE_LIMIT)
    throw new Error(
      `The CMS has ${CMS_PAGE_LIMIT} or more ${what}, and the site reads at most ${CMS_PAGE_LIMIT - 1} in one query: remove some or ask a developer to page them.`,
    );
  return items;
}
