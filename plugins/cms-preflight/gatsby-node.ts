import type { GatsbyNode } from 'gatsby';
import { fetchGraphql } from '../../src/cms/fetch-graphql';
import { cmsGraphqlUrl } from '../../src/runtime/cms-config';

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  const url = cmsGraphqlUrl();
  try {
    await fetchGraphql<{ __typename: string }>(url, { operationName: 'Ping', query: 'query Ping { __typename }' });
  } catch (error) {
    reporter.panic(
      [
        `The CMS did not answer at ${url} (${(error as Error).message}).`,
        'Start the local CMS with `npm start` (it starts Strapi, then builds), or run it alone with',
        '`npm run start --prefix cms`; or point CMS_GRAPHQL_URL at a running CMS.',
      ].join('\n'),
    );
  }
  reporter.info(`Building from the CMS at ${url}`);
};
