/**
 * How anyone may ask the CMS's REST content API for drafts: every public type's route (single
 * types at their own) and `status` in every spelling qs reads (cases, NUL, empty, bare, arrays,
 * objects, repeated, encoded; any but exactly `published` is a draft to Strapi). Asked by the
 * CMS drafts test and by the hostile stage, each of which must see every one refused.
 */
export const PUBLIC_ROUTES = [
  '/api/blogs',
  '/api/blog-categories',
  '/api/menus',
  '/api/pages',
  '/api/reviews',
  '/api/locations',
  '/api/press-logos',
  '/api/home-page',
  '/api/international-page',
  '/api/site-setting',
  '/api/pricing-rate',
  '/api/order-term',
];

export const DRAFT_SPELLINGS = [
  'status=draft',
  'status=DRAFT',
  'status=xyz',
  'status=draft%00',
  'status=published%00',
  'status=',
  'status',
  'status[0]=draft',
  'status[]=draft',
  'status%5B0%5D=draft',
  'status[x]=draft',
  'status[101]=draft',
  'status=published&status=draft',
  '%73tatus=DRAFT',
  '%73tatus=draft',
];
