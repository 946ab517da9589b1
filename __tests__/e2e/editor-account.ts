import { randomBytes } from 'crypto';
import { expect, type Page } from '@playwright/test';
import { signInAsEditor } from './cms-admin';

/**
 * An editor as the broker would add one: the CMS's owner (the super admin of the test run) invites
 * a person with Strapi's Editor role, who registers with a password of their own. The tests then
 * sign in to the real admin UI as that person, so that every page and route they use is one an
 * editor is allowed, not only the owner.
 */
export interface EditorLogin {
  email: string;
  password: string;
}

const cmsUrl = (): string => {
  const url = process.env.E2E_CMS_URL;
  if (!url) throw new Error('E2E_CMS_URL is not set: run the browser tests through `npm test`');
  return url;
};

async function adminCall<T>(token: string | null, path: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(`${cmsUrl()}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Invites a new person with the Editor role and registers them; gives their sign-in. */
export async function inviteEditor(name = 'Dana'): Promise<EditorLogin> {
  const owner = await signInAsEditor();
  const roles = await adminCall<{ data: { id: number; code: string }[] }>(owner, '/admin/roles', 'GET');
  const editorRole = roles.data.find((role) => role.code === 'strapi-editor');
  if (!editorRole) throw new Error('The CMS has no Editor role');
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@velmora.test`;
  const invited = await adminCall<{ data: { registrationToken: string } }>(owner, '/admin/users', 'POST', {
    firstname: name,
    lastname: 'Editor',
    email,
    roles: [editorRole.id],
  });
  const password = `Ed-${randomBytes(9).toString('hex')}-1`;
  await adminCall(null, '/admin/register', 'POST', {
    registrationToken: invited.data.registrationToken,
    userInfo: { firstname: name, lastname: 'Editor', password },
  });
  return { email, password };
}

/** Signs in through the admin's own sign-in form, as a person does. */
export async function signInToAdmin(page: Page, login: EditorLogin): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(login.email);
  await page.locator('input[name="password"]').fill(login.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
}

export const adminUrl = (path: string): string => `${cmsUrl()}/admin${path}`;
