/** Talks to the throwaway CMS as an editor would: the admin API behind Strapi's admin UI. */
const cmsUrl = () => {
  const url = process.env.E2E_CMS_URL;
  if (!url) throw new Error('E2E_CMS_URL is not set: run the browser tests through `npm test`');
  return url;
};

export async function publicGraphql<T>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string }[] }> {
  const response = await fetch(`${cmsUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: '*/*' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

/** An editor's account on a CMS: the browser tests' from their environment. */
export interface EditorAccount {
  cms: string;
  email?: string;
  password?: string;
}

const editorFromEnv = (): EditorAccount => ({
  cms: cmsUrl(),
  email: process.env.E2E_EDITOR_EMAIL,
  password: process.env.E2E_EDITOR_PASSWORD,
});

/**
 * Strapi limits admin sign-ins (5 in a few minutes from one address and e-mail, as it should): an
 * editor signs in once and keeps the token, as the admin UI does.
 */
const signedIn = new Map<string, Promise<string>>();

export function signInAsEditor(account: EditorAccount = editorFromEnv()): Promise<string> {
  const key = `${account.cms} ${account.email ?? ''}`;
  const earlier = signedIn.get(key);
  if (earlier) return earlier;
  const token = signIn(account);
  signedIn.set(key, token);
  token.catch(() => signedIn.delete(key));
  return token;
}

async function signIn({ cms, email, password }: EditorAccount): Promise<string> {
  const response = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Changes a field of a blog post and publishes the change, as the admin's Save and Publish do. */
export async function editAndPublishPost(
  token: string,
  documentId: string,
  data: Record<string, unknown>,
  cms = cmsUrl(),
): Promise<void> {
  const base = `${cms}/content-manager/collection-types/api::blog.blog/${documentId}`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const saved = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) });
  if (!saved.ok) throw new Error(`Saving the post failed: ${saved.status} ${await saved.text()}`);
  const published = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!published.ok) throw new Error(`Publishing the post failed: ${published.status} ${await published.text()}`);
}

/**
 * Changes a single type as the admin's editor does: reads it whole (its draft, where it has drafts),
 * edits, then saves, or with `publish` publishes the edit, as the admin's Publish does (it sends the
 * form to the publish action, which saves and publishes it). Gives what it held before.
 */
async function editSingleType<T>(
  token: string,
  uid: string,
  name: string,
  edit: (data: T) => object,
  { publish }: { publish: boolean },
): Promise<T> {
  const url = `${cmsUrl()}/content-manager/single-types/${uid}`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const read = await fetch(url, { headers });
  if (!read.ok) throw new Error(`Reading the ${name} failed: ${read.status} ${await read.text()}`);
  const { data } = (await read.json()) as { data: T };
  const body = JSON.stringify(edit(data));
  const saved = publish
    ? await fetch(`${url}/actions/publish`, { method: 'POST', headers, body })
    : await fetch(url, { method: 'PUT', headers, body });
  if (!saved.ok)
    throw new Error(`${publish ? 'Publishing' : 'Saving'} the ${name} failed: ${saved.status} ${await saved.text()}`);
  return data;
}

type HomePageEntry = { sections: { __component: string; heading: string }[] } & Record<string, unknown>;

/** Changes the Home page single type and publishes the change, as the admin's Publish does. */
export async function editHomePage(token: string, edit: (data: HomePageEntry) => object): Promise<void> {
  await editSingleType(token, 'api::home-page.home-page', 'home page', edit, { publish: true });
}

/** Changes the Home page as a draft only (the admin's Save): the live site keeps the published one. */
export async function saveHomePageDraft(token: string, edit: (data: HomePageEntry) => object): Promise<void> {
  await editSingleType(token, 'api::home-page.home-page', 'home page', edit, { publish: false });
}

/** The site settings' proof of who the broker is, as the admin's form holds them. */
export interface SiteSettingsProof {
  usdotNumber: string | null;
  mcNumber: string | null;
  ratingAverage: number | null;
  ratingCount: number | null;
  ratingSource: string | null;
  cargoInsurance: number | null;
}

/** Changes the Site settings single type and publishes the change; gives what it held before. */
export const editSiteSettings = (
  token: string,
  edit: (data: SiteSettingsProof & Record<string, unknown>) => object,
): Promise<SiteSettingsProof & Record<string, unknown>> =>
  editSingleType(token, 'api::site-setting.site-setting', 'site settings', edit, { publish: true });

/** The Pricing rates form as the admin holds it (its fields: src/pricing/rate-rules.ts, RATE_FORM_FIELDS). */
export type PricingRatesForm = { version: string } & Record<string, unknown>;

/** What the CMS answered a save: the form saved, or its refusal (a 400 whose message says why). */
export interface PricingRatesAnswer {
  status: number;
  error?: { name: string; message: string; details?: { errors?: { path: string[]; message: string }[] } };
}

const pricingRatesUrl = () => `${cmsUrl()}/content-manager/single-types/api::pricing-rate.pricing-rate`;
const adminHeaders = (token: string) => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

/** Reads the Pricing rates form as the admin's edit view does (the draft, every component filled in). */
export async function readPricingRates(token: string): Promise<PricingRatesForm> {
  const response = await fetch(pricingRatesUrl(), { headers: adminHeaders(token) });
  if (!response.ok) throw new Error(`Reading the pricing rates failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: PricingRatesForm }).data;
}

/** Saves the form as the admin's Save does (a draft), or Save and Publish with `publish`; gives the answer. */
export async function savePricingRates(
  token: string,
  form: PricingRatesForm,
  { publish = false } = {},
): Promise<PricingRatesAnswer> {
  const response = await fetch(publish ? `${pricingRatesUrl()}/actions/publish` : pricingRatesUrl(), {
    method: publish ? 'POST' : 'PUT',
    headers: adminHeaders(token),
    body: JSON.stringify(form),
  });
  const body = (await response.json()) as { error?: PricingRatesAnswer['error'] };
  return { status: response.status, ...(body.error ? { error: body.error } : {}) };
}

/**
 * Changes the Pricing rates form as an editor does: reads it, edits, saves the draft, publishes
 * (the site prices with the published figures); gives what it held before.
 */
export async function editPricingRates(
  token: string,
  edit: (form: PricingRatesForm) => PricingRatesForm,
): Promise<PricingRatesForm> {
  const before = await readPricingRates(token);
  const changed = edit(structuredClone(before));
  for (const publish of [false, true]) {
    const answer = await savePricingRates(token, changed, { publish });
    if (answer.status !== 200)
      throw new Error(
        `${publish ? 'Publishing' : 'Saving'} the pricing rates failed: ${answer.status} ${answer.error?.message}`,
      );
  }
  return before;
}

/** The Order terms single type as the admin's form holds it. */
export interface OrderTermsEntry {
  version: string;
  title: string;
  body: string;
}

/** Changes the Order terms single type and publishes the change (bookings read the published
 *  terms); gives what it held before. */
export const editOrderTerms = (
  token: string,
  edit: (data: OrderTermsEntry & Record<string, unknown>) => object,
): Promise<OrderTermsEntry & Record<string, unknown>> =>
  editSingleType(token, 'api::order-term.order-term', 'order terms', edit, { publish: true });

/** Creates a page and publishes it, as the admin's Save and Publish do; gives its documentId. */
export async function createAndPublishPage(token: string, data: Record<string, unknown>): Promise<string> {
  const base = `${cmsUrl()}/content-manager/collection-types/api::page.page`;
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const created = await fetch(base, { method: 'POST', headers, body: JSON.stringify(data) });
  if (!created.ok) throw new Error(`Creating the page failed: ${created.status} ${await created.text()}`);
  const { data: page } = (await created.json()) as { data: { documentId: string } };
  const published = await fetch(`${base}/${page.documentId}/actions/publish`, {
    method: 'POST',
    headers,
    body: JSON.stringify(data),
  });
  if (!published.ok) throw new Error(`Publishing the page failed: ${published.status} ${await published.text()}`);
  return page.documentId;
}

/** Deletes a page (all its versions), as the admin's Delete does. */
export async function deletePage(token: string, documentId: string): Promise<void> {
  const response = await fetch(`${cmsUrl()}/content-manager/collection-types/api::page.page/${documentId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Deleting the page failed: ${response.status} ${await response.text()}`);
}

/** Creates a user of the site's users-permissions plugin, as the admin's Content Manager does. */
export async function createCmsUser(token: string, username: string): Promise<string> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const roles = await fetch(`${cmsUrl()}/users-permissions/roles`, { headers });
  if (!roles.ok) throw new Error(`Reading the roles failed: ${roles.status} ${await roles.text()}`);
  const { roles: list } = (await roles.json()) as { roles: { id: number; documentId?: string; type: string }[] };
  const authenticated = list.find((role) => role.type === 'authenticated');
  if (!authenticated) throw new Error('The CMS has no Authenticated role');
  const response = await fetch(`${cmsUrl()}/content-manager/collection-types/plugin::users-permissions.user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      username,
      email: `${username}@velmora.test`,
      password: `U-${Date.now()}-pass`,
      confirmed: true,
      blocked: false,
      role: {
        connect: [
          { id: authenticated.id, ...(authenticated.documentId ? { documentId: authenticated.documentId } : {}) },
        ],
      },
    }),
  });
  if (!response.ok) throw new Error(`Creating the user failed: ${response.status} ${await response.text()}`);
  // The Content Manager answers a user as it stands, or wrapped in `data` (as for content types).
  const body = (await response.json()) as { documentId?: string; data?: { documentId?: string } };
  const documentId = body.data?.documentId ?? body.documentId;
  if (!documentId) throw new Error(`Creating the user answered no documentId: ${JSON.stringify(body).slice(0, 200)}`);
  return documentId;
}

/** What the admin's edit and list views are drawn from: the content-manager's configuration of a model. */
export interface AdminConfiguration {
  settings: { mainField?: string };
  metadatas: Record<string, { edit: { label?: string; description?: string }; list: { label?: string } }>;
  layouts: { list: string[] };
}

/** Reads the configuration the admin UI reads for a content type (`api::...`) or a component. */
export async function readAdminConfiguration(token: string, uid: string): Promise<AdminConfiguration> {
  const kind = uid.startsWith('api::') ? 'content-types' : 'components';
  const response = await fetch(`${cmsUrl()}/content-manager/${kind}/${uid}/configuration`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Reading the ${uid} configuration failed: ${response.status}`);
  const body = (await response.json()) as {
    data: { contentType?: AdminConfiguration; component?: AdminConfiguration };
  };
  const configuration = body.data.contentType ?? body.data.component;
  if (!configuration) throw new Error(`The CMS sent no configuration for ${uid}`);
  return configuration;
}
