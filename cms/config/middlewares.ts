import { allowedOrigins } from '../src/cors';
import { framedOrigins } from '../src/site-preview';

export default [
  'strapi::logger',
  'strapi::errors',
  // The admin shows the preview site in a frame: its CSP lets the admin frame that origin (Strapi
  // adds admin.preview's allowedOrigins too; said here so the policy reads whole in one place).
  {
    name: 'strapi::security',
    config: { contentSecurityPolicy: { directives: { 'frame-src': ["'self'", ...framedOrigins()] } } },
  },
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
