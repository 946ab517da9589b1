import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  graphql: {
    config: {
      endpoint: '/graphql',
      shadowCRUD: true,
      landingPage: false,
      // The menu tree is six levels deep (SPEC §2): each level adds two or three to the depth.
      depthLimit: 24,
      defaultLimit: 100,
      maxLimit: 500,
      // gatsby-source-graphql needs introspection, which Apollo turns off in production.
      apolloServer: { introspection: true },
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
