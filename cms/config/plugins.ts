import type { Core } from '@strapi/strapi';
import { corsOrigin } from '../src/cors';
import { GRAPHQL_LIMITS, resolvedFieldBudget, validationRules } from '../src/graphql/limits';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      depthLimit: GRAPHQL_LIMITS.depth,
      defaultLimit: GRAPHQL_LIMITS.defaultLimit,
      maxLimit: GRAPHQL_LIMITS.maxLimit,
      apolloServer: {
        // gatsby-source-graphql needs introspection, which Apollo turns off in production.
        introspection: true,
        // Strapi merges this over its own server config index by index (lodash merge): the
        // depth rule replaces its own (the same limit), the size rule comes after; its two
        // plugins (landing page, root query arguments) are kept and the field budget added third.
        validationRules: validationRules(),
        plugins: [
          undefined,
          undefined,
          resolvedFieldBudget(GRAPHQL_LIMITS.resolvedFields, (line) => console.warn(line)),
        ],
        // /graphql has a CORS handler of its own (any origin by default): the same origins as the rest.
        cors: { origin: corsOrigin(), credentials: true },
      },
    },
  },
  upload: {
    config: {
      sizeLimit: 50 * 1024 * 1024,
      // Named formats the site uses as image sources (SPEC §9 widths); thumbnail is built in.
      breakpoints: { large: 1200, medium: 768, small: 420 },
    },
  },
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET') },
  },
});

export default config;
