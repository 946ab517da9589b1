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

export const createQueryRunner =
  (graphql: GatsbyGraphql): QueryRunner =>
  async <T>(query: string, variables?: Record<string, unknown>) => {
    const result = await graphql<{ strapi: T }>(query, variables);
    if (result.errors || !result.data) {
      // SPEC §8: a content call answered with GraphQL errors fails as 'GraphQL error'.
      throw new Error(`GraphQL error: ${describeErrors(result.errors ?? 'no data')}`);
    }
    return result.data.strapi;
  };
