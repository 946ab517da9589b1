import { allowedOrigins } from '../src/cors';

export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // Browsers may call the CMS from the site's origin and its own only (the site's pages make no
  // call to the CMS: it is read at build time).
  { name: 'strapi::cors', config: { origin: allowedOrigins(), credentials: true } },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
