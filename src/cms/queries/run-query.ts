import type { CmsContentStatus } from '../../runtime/cms-config';

/** Runs a query against the CMS schema that gatsby-source-graphql stitches under `strapi`. */
export type GatsbyGraphql = <T>(
  query: string,
  variables?: Record<string, unknown>,
) => Promise<{ data?: T; errors?: unknown }>;

export type QueryRunner = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

const describeErrors = (errors: unknown): string => {
  const list = Array.isArray(errors) ? errors : [errors];
  return list
    .map((error) =>
      error instanceof Error ? error.message : String((error as { message?: unknown })?.message ?? error),
    )
    .join('; ');
};

/**
 * Runs the site's content queries through Gatsby. Each declares `$status` (the version of the
 * content it reads, on every root field; Strapi gives each relation the status of its root) and
 * the runner gives it the build's: runtime/cms-config.ts's cmsContentStatus.
 */
export const createQueryRunner =
  (graphql: GatsbyGraphql, status: CmsContentStatus = 'PUBLISHED'): QueryRunner =>
  async <T>(query: string, variables?: Record<string, unknown>) => {
    const result = await graphql<{ strapi: T }>(query, { ...variables, status });
    if (result.errors || !result.data) {
      // SPEC §8: a content call answered with GraphQL errors fails as 'GraphQL error'.
      throw new Error(`GraphQL error: ${describeErrors(result.errors ?? 'no data')}`);
    }
    return result.data.strapi;
  };
