import { GRAPHQL_LIMITS } from '../../../cms/src/graphql/limits';
import { CMS_PAGE_LIMIT, listWithinPageLimit } from './page-limit';

describe('a list read in one CMS query', () => {
  it('passes under the page limit and stops the build, saying why, at it', () => {
    const under = Array.from({ length: CMS_PAGE_LIMIT - 1 }, (_, index) => index);
    expect(listWithinPageLimit('locations', under)).toBe(under);
    expect(() => listWithinPageLimit('locations', [...under, CMS_PAGE_LIMIT])).toThrow(
      'The CMS has 200 or more locations, and the site reads at most 199 in one query',
    );
  });

  it("is the CMS's own limit: a list read page by page ends at the first page shorter than asked", () => {
    expect(CMS_PAGE_LIMIT).toBe(GRAPHQL_LIMITS.maxLimit);
  });
});
