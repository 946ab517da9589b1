export default [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  // The site reads menus from the browser too (SPEC §7), so public reads allow any origin.
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
