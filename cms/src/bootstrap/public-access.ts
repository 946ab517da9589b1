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
  'order-term',
] as const;

const isSingleType = (name: string) =>
  ['home-page', 'international-page', 'site-setting', 'pricing-rate', 'order-term'].includes(name);

/**
 * Every action the public role may take: the reads the site needs, and nothing else. Not the
 * media library's (plugin::upload.content-api.find and findOne): they list every file to anyone
 * (REST /api/upload/files, GraphQL uploadFiles), and a published entry's pictures resolve without
 * them (its media fields, over GraphQL and REST populate).
 */
export const publicReadActions = (): string[] =>
  PUBLIC_CONTENT.flatMap((name) =>
    isSingleType(name) ? [`api::${name}.${name}.find`] : [`api::${name}.${name}.find`, `api::${name}.${name}.findOne`],
  );

/**
 * On every start, the public role is set to exactly publicReadActions: whatever else it was given
 * (users-permissions grants sign-up, log-in, password reset and e-mail confirmation by default, an
 * editor may tick a box) is taken away. Nobody outside signs up: the site has no user accounts.
 */
export async function grantPublicReadAccess(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('The users-permissions public role is missing');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const wanted = new Set(publicReadActions());
  const existing: { id: number; action: string }[] = await permissions.findMany({ where: { role: role.id } });
  const extra = existing.filter((permission) => !wanted.has(permission.action));
  if (extra.length) {
    await permissions.deleteMany({ where: { id: { $in: extra.map((permission) => permission.id) } } });
    strapi.log.info(`Public role: removed ${extra.map((permission) => permission.action).join(', ')}`);
  }
  for (const action of wanted) {
    if (!existing.some((permission) => permission.action === action))
      await permissions.create({ data: { action, role: role.id } });
  }
  await closeSignUp(strapi);
}

/** Registration, e-mail confirmation and password reset off; every log-in provider off. */
async function closeSignUp(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  await store.set({
    key: 'advanced',
    value: { ...advanced, allow_register: false, email_confirmation: false, email_reset_password: null },
  });
  const grant = ((await store.get({ key: 'grant' })) ?? {}) as Record<string, Record<string, unknown>>;
  const closed = Object.fromEntries(
    Object.entries(grant).map(([name, provider]) => [name, { ...provider, enabled: false }]),
  );
  await store.set({ key: 'grant', value: closed });
}
