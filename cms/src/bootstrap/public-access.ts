import type { Core } from '@strapi/strapi';

/** Content the site reads without a token: read-only, so GraphQL mutations stay forbidden. */
const PUBLIC_CONTENT = [
  'blog',
  'blog-category',
  'menu',
  'page',
  'home-page',
  'international-page',
  'review',
  'location',
  'press-logo',
  'site-setting',
  'pricing-rate',
] as const;

const isSingleType = (name: string) =>
  ['home-page', 'international-page', 'site-setting', 'pricing-rate'].includes(name);

export const publicReadActions = (): string[] => [
  ...PUBLIC_CONTENT.flatMap((name) =>
    isSingleType(name) ? [`api::${name}.${name}.find`] : [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`],
  ),
  'plugin::upload.content-api.find',
  'plugin::upload.content-api.findOne',
];

export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const action of publicReadActions()) {
    const existing = await permissions.findOne({ where: { action, role: role.id } });
    if (!existing) await permissions.create({ data: { action, role: role.id } });
  }
}
