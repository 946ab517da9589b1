import dotenv from 'dotenv';
import type { GatsbyConfig } from 'gatsby';
import netlifyAdapter from 'gatsby-adapter-netlify';
import { cmsAuthHeaders, cmsGraphqlUrl } from './src/runtime/cms-config';
import { isProductionBuild } from './src/runtime/deployment';
import { siteAddress } from './src/runtime/site-address';
import { gatsbyHeaders, policySourcesFromEnv } from './src/security/security-headers';

dotenv.config();

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Velmora Auto Transport',
    // The production preflight names SITE_URL when a production build lacks it.
    siteUrl: siteAddress(process.env, false),
  },
  trailingSlash: 'never',
  // Security headers on every response: the adapter writes them for the CDN, `gatsby serve`
  // (patches/) and the site server of npm start apply them too.
  headers: gatsbyHeaders(policySourcesFromEnv(process.env)),
  // Production: on Netlify (which sets NETLIFY=true), or anywhere with GATSBY_ADAPTER=netlify, the
  // build also writes Netlify's output: public/ for its CDN and the Functions as Netlify Functions.
  // Elsewhere nothing changes: npm start and the tests serve public/ and .cache/functions.
  adapter: isProductionBuild() ? netlifyAdapter() : undefined,
  graphqlTypegen: false,
  plugins: [
    'gatsby-plugin-styled-components',
    'gatsby-plugin-react-helmet',
    // Fails the build early, naming the CMS URL tried, when the CMS cannot be reached.
    'cms-preflight',
    // A production build stops early, naming DATABASE_URL (or another setting production needs) when unset.
    'production-preflight',
    // V8 compiles the scripts every page starts with while they download, off the main thread.
    'compile-hints',
    {
      resolve: 'gatsby-source-graphql',
      options: {
        typeName: 'STRAPI',
        fieldName: 'strapi',
        url: cmsGraphqlUrl(),
        // The preview site's build carries the CMS's "Site preview" token and reads drafts
        // (src/runtime/cms-config.ts); any other build sends nothing and reads what is published.
        headers: cmsAuthHeaders(),
      },
    },
  ],
};

export default config;
