import type { Core } from '@strapi/strapi';
import { corsOrigin } from '../src/cors';
import { GRAPHQL_LIMITS, resolvedFieldBudget, sizeRule } from '../src/graphql/limits';

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
        // Strapi appends these to its own (its merge concatenates arrays): after its depth rule,
        // the size rule; after its two plugins, the field budget.
        validationRules: [sizeRule()],
        plugins: [resolvedFieldBudget(GRAPHQL_LIMITS.resolvedFields, (line) => console.warn(line))],
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
