import type { Core } from '@strapi/strapi';

/**
 * Creates the first admin account from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when the CMS has
 * none. Without them the admin UI asks whoever opens it first to register, as Strapi always does.
 */
export async function ensureFirstAdmin(strapi: Core.Strapi): Promise<void> {
  const email = process.env.CMS_ADMIN_EMAIL?.trim();
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return;
  const users = strapi.service('admin::user');
  if (await users.exists()) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  await users.create({
    email: email.toLowerCase(),
    firstname: process.env.CMS_ADMIN_FIRSTNAME || 'Site',
    lastname: process.env.CMS_ADMIN_LASTNAME || 'Editor',
    password,
    registrationToken: null,
    isActive: true,
    roles: superAdmin ? [superAdmin.id] : [],
  });
  strapi.log.info(`Created the first admin account for ${email}`);
}
