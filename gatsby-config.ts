import dotenv from 'dotenv';
import type { GatsbyConfig } from 'gatsby';
import { cmsGraphqlUrl } from './src/gatsby/cms-config';

dotenv.config();

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Velmora Auto Transport',
    siteUrl: process.env.SITE_URL || 'http://localhost:9000',
  },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    'gatsby-plugin-styled-components',
    'gatsby-plugin-react-helmet',
    // GatsbyImage's styles and loading script for the CMS images (src/components/media-image).
    'gatsby-plugin-image',
    // Fails the build early, naming the CMS URL tried, when the CMS cannot be reached.
    'cms-preflight',
    {
      resolve: 'gatsby-source-graphql',
      options: {
        typeName: 'STRAPI',
        fieldName: 'strapi',
        url: cmsGraphqlUrl(),
      },
    },
  ],
};

export default config;
