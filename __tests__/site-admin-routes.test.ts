/** @jest-environment node */
import fs from 'fs';
import http from 'http';
import path from 'path';
import { CMS_DIR, prepareCms, startCms, type CmsInstance } from '../scripts/dev/cms';
import { stop } from '../scripts/shared/processes';
import type { BuildRecord } from '../src/builds/build-status';

/**
 * The admin's own routes (cms/src/site-admin/routes.ts) on a real Strapi: a throwaway CMS seeded
 * from scratch (about 30 s), a stand-in build receiver beside it that serves /builds.json and
 * takes the "Site build" webhook's calls. Ports of this test's own: 1362 and 9162.
 */
jest.setTimeout(240_000);

const CMS_PORT = 1362;
const RECEIVER_PORT = 9162;
const RECEIVER = `http://127.0.0.1:${RECEIVER_PORT}`;
const SITE_URL = 'http://localhost:9000';
const EDITOR = { email: 'menu-editor@velmora.test', password: `Menu-${process.pid}-Editor1` };

interface MenuItem {
  documentId: string;
  name: string;
  parentId: string | null;
  order: number | null;
  active: boolean;
  published: boolean;
}

let cms: CmsInstance;
let receiver: http.Server;
let token: string;
const scratch = path.join(CMS_DIR, '.tmp', `site-admin-test-${process.pid}`);
/** The webhook calls the CMS made, and the builds the stand-in receiver reports. */
const hookCalls: { event: string; uid: string; entry: { documentId?: string; publishedAt?: string | null } }[] = [];
let builds: BuildRecord[] = [];

const build = (id: string, startedAt: Date, result: BuildRecord['result'], reason?: string): BuildRecord => ({
  id,
  triggers: ['entry.publish blog “test”'],
  startedAt: startedAt.toISOString(),
  durationMs: result === 'building' ? null : 18_000,
  result,
  rendered: [],
  removed: [],
  schemaChanged: false,
  ...(reason ? { reason, error: 'the end of Gatsby’s output' } : {}),
});

async function call<T>(
  route: string,
  init: RequestInit & { auth?: string | null } = {},
): Promise<{ status: number; body: T }> {
  const { auth = token, ...rest } = init;
  const response = await fetch(`${cms.origin}${route}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(auth ? { authorization: `Bearer ${auth}` } : {}),
    },
  });
  return { status: response.status, body: (await response.json()) as T };
}

const move = (documentId: string, parent: string | null, position: number, auth?: string | null) =>
  call<{ ok?: boolean; message: string; items?: MenuItem[] }>('/site-admin/menu/move', {
    method: 'POST',
    body: JSON.stringify({ documentId, parent, position }),
    auth,
  });

const readMenu = async () => (await call<{ items: MenuItem[]; canMove: boolean }>('/site-admin/menu')).body;

const byName = (items: MenuItem[], name: string) => {
  const found = items.find((item) => item.name === name);
  if (!found) throw new Error(`No menu item ${name}`);
  return found;
};

/** The names under a parent, in the site's order, as the public GraphQL API (the site's source) gives them. */
async function publicChildren(parentName: string): Promise<string[]> {
  const response = await fetch(`${cms.graphqlUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($name: String) { menus(filters: { name: { eq: $name } }) {
        name menus(sort: ["order:asc", "createdAt:asc"], pagination: { limit: 100 }) { name } } }`,
      variables: { name: parentName },
    }),
  });
  const { data } = (await response.json()) as { data: { menus: { menus: { name: string }[] }[] } };
  return data.menus[0].menus.map((menu) => menu.name);
}

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/hooks/cms') {
        hookCalls.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        res.writeHead(202, { 'content-type': 'application/json' }).end('{}');
      } else if (req.url === '/builds.json') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ state: 'idle', builds }));
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  await prepareCms({ adminUi: false });
  cms = await startCms({
    port: CMS_PORT,
    serveAdmin: false,
    env: {
      CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_ADMIN_EMAIL: EDITOR.email,
      CMS_ADMIN_PASSWORD: EDITOR.password,
      CMS_DATABASE_URL: '',
      CMS_PUBLIC_URL: '',
      CMS_SEED: 'true',
      CMS_BUILD_HOOK_URL: `${RECEIVER}/hooks/cms`,
      BUILD_HOOK_SECRET: 'site-admin-test',
      SITE_URL,
      SITE_BUILDS_URL: RECEIVER,
    },
  });
  const login = await fetch(`${cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  if (cms) await stop(cms.process);
  await new Promise((resolve) => receiver?.close(resolve));
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('the admin routes refuse anyone not signed in to the admin', () => {
  it.each([
    ['GET', '/site-admin/menu'],
    ['POST', '/site-admin/menu/move'],
    ['GET', '/site-admin/builds'],
    ['GET', '/site-admin/on-site?uid=api::home-page.home-page'],
  ])('%s %s', async (method, route) => {
    const body = method === 'POST' ? JSON.stringify({ documentId: 'x', parent: null, position: 0 }) : undefined;
    expect((await call(route, { method, body, auth: null })).status).toBe(401);
    expect((await call(route, { method, body, auth: 'not-a-session-token' })).status).toBe(401);
  });
});

describe('the Site menu routes', () => {
  it('list the seeded menu with each item’s parent and position', async () => {
    const { items, canMove } = await readMenu();
    expect(canMove).toBe(true);
    const services = byName(items, 'Services');
    expect(services.parentId).toBeNull();
    const enclosed = byName(items, 'Enclosed');
    expect(enclosed.parentId).toBe(services.documentId);
    expect(items.filter((item) => item.parentId === enclosed.documentId).map((item) => item.name)).toEqual(
      expect.arrayContaining(['Antique Car Shipping', 'Classic Car Shipping']),
    );
  });

  it('move an item under another parent, renumber both sets of siblings, and the site’s API follows', async () => {
    const before = (await readMenu()).items;
    const antique = byName(before, 'Antique Car Shipping');
    const recreation = byName(before, 'Recreation');
    const calls = hookCalls.length;

    const moved = await move(antique.documentId, recreation.documentId, 0);
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('“Antique Car Shipping” is now under “Recreation”.');

    const after = moved.body.items!;
    const under = (parent: MenuItem) =>
      after
        .filter((item) => item.parentId === parent.documentId)
        .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
        .map((item) => `${item.name}=${item.order}`);
    expect(under(recreation)).toEqual(['Antique Car Shipping=0', 'RV Shipping=1', 'Boat Shipping=2']);
    expect(under(byName(after, 'Enclosed'))).toEqual([
      'Enclosed Auto Shipping=0',
      'Classic Car Shipping=1',
      'Exotic Car Shipping=2',
    ]);
    expect(await publicChildren('Recreation')).toEqual(['Antique Car Shipping', 'RV Shipping', 'Boat Shipping']);
    expect(await publicChildren('Enclosed')).not.toContain('Antique Car Shipping');

    // Written through the document service: the "Site build" webhook was called for the menu.
    await waitUntil(() => hookCalls.slice(calls).some((hook) => hook.entry.publishedAt));
    const menuCalls = hookCalls.slice(calls).filter((hook) => hook.uid === 'api::menu.menu');
    // One the build receiver builds for (src/builds/build-hook.ts): not a draft saved, with draft
    // and publish on or off.
    const builds = menuCalls.filter((hook) => hook.entry.documentId === antique.documentId && hook.entry.publishedAt);
    expect(builds.length).toBeGreaterThan(0);
  });

  it('move an item up among its siblings and to the top level', async () => {
    const items = (await readMenu()).items;
    const boat = byName(items, 'Boat Shipping');
    const up = await move(boat.documentId, boat.parentId, 0);
    expect(up.status).toBe(200);
    expect(await publicChildren('Recreation')).toEqual(['Boat Shipping', 'Antique Car Shipping', 'RV Shipping']);
    const top = await move(boat.documentId, null, 1);
    expect(top.body.message).toBe('“Boat Shipping” is now at the top level.');
    const tops = top.body
      .items!.filter((item) => item.parentId === null)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
      .map((item) => item.name);
    expect(tops[1]).toBe('Boat Shipping');
    expect(
      top.body
        .items!.filter((item) => item.parentId === null)
        .map((item) => item.order)
        .sort((a, b) => a! - b!),
    ).toEqual(tops.map((_, index) => index));
  });

  it('refuse a loop, a seventh level, a missing item and a malformed move, in plain words', async () => {
    const items = (await readMenu()).items;
    const services = byName(items, 'Services');
    const enclosed = byName(items, 'Enclosed');
    expect(await move(services.documentId, enclosed.documentId, 0)).toEqual({
      status: 422,
      body: { error: 'refused', message: '“Services” cannot go under “Enclosed”, which is itself under “Services”.' },
    });
    // Services holds three levels (Services > Enclosed > …): under level 3 it reaches 6, under level 4 it would reach 7.
    const chain = [byName(items, 'Boat Shipping')];
    for (const name of ['Open', 'Open Auto Shipping', 'Tractor Shipping']) {
      const item = byName(items, name);
      expect((await move(item.documentId, chain[chain.length - 1].documentId, 0)).status).toBe(200);
      chain.push(item);
    }
    // Boat Shipping (1) > Open (2) > Open Auto Shipping (3) > Tractor Shipping (4).
    expect((await move(services.documentId, chain[2].documentId, 0)).status).toBe(200);
    expect((await move(services.documentId, null, 0)).status).toBe(200);
    const deep = await move(services.documentId, chain[3].documentId, 0);
    expect(deep).toEqual({
      status: 422,
      body: {
        error: 'refused',
        message:
          'The menu has at most 6 levels: under “Tractor Shipping”, “Services” and the items under it would reach level 7.',
      },
    });
    expect((await move('nosuchdocument1234567890', null, 0)).body.message).toMatch(/^This menu item no longer exists/);
    const malformed = await call<{ message: string }>('/site-admin/menu/move', {
      method: 'POST',
      body: JSON.stringify({ documentId: services.documentId, parent: { id: 1 } }),
    });
    expect(malformed.status).toBe(400);
  });
});

describe('the builds routes', () => {
  it('give the receiver’s last builds with the reason of a failed one, and its status page', async () => {
    builds = [
      build('b2', new Date(Date.now() - 60_000), 'failed', 'The CMS could not be reached.'),
      build('b1', new Date(Date.now() - 120_000), 'succeeded'),
    ];
    const { status, body } = await call<{
      reported: boolean;
      builds: { id: string; reason: string | null }[];
      buildsPage: string;
    }>('/site-admin/builds');
    expect(status).toBe(200);
    expect(body).toMatchObject({ reported: true, state: 'idle', buildsPage: `${RECEIVER}/builds`, error: null });
    expect(body.builds.map((entry) => [entry.id, entry.reason])).toEqual([
      ['b2', 'The CMS could not be reached.'],
      ['b1', null],
    ]);
    // Gatsby's output stays on the receiver's own page.
    expect(JSON.stringify(body)).not.toContain('Gatsby’s output');
  });

  it('refuse the builds to an admin whose role may publish nothing (Strapi’s Author), not to an Editor', async () => {
    builds = [build('b1', new Date(Date.now() - 60_000), 'succeeded')];
    const author = await adminOfRole('strapi-author');
    const refused = await call<{ message: string }>('/site-admin/builds', { auth: author });
    expect(refused).toEqual({
      status: 403,
      body: {
        error: 'forbidden',
        message: 'You may not see the site’s builds: they are for editors who may publish content.',
      },
    });
    // The Author still reads what their role lets them read.
    expect((await call('/site-admin/on-site?uid=api::home-page.home-page', { auth: author })).status).toBe(200);
    const editor = await adminOfRole('strapi-editor');
    const allowed = await call<{ builds: { id: string }[] }>('/site-admin/builds', { auth: editor });
    expect(allowed.status).toBe(200);
    expect(allowed.body.builds.map((entry) => entry.id)).toEqual(['b1']);
  });

  it('tell where a published post stands: building, then live with its address, or failed', async () => {
    const posts = await fetch(`${cms.graphqlUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ blogs(pagination: { limit: 1 }) { documentId Slug } }' }),
    });
    const post = ((await posts.json()) as { data: { blogs: { documentId: string; Slug: string }[] } }).data.blogs[0];
    const route = `/site-admin/on-site?uid=api::blog.blog&documentId=${post.documentId}`;
    const later = new Date(Date.now() + 60_000);

    builds = [build('old', new Date(0), 'succeeded')];
    expect((await call(route)).body).toMatchObject({
      path: `/blog/${post.Slug}`,
      url: `${SITE_URL}/blog/${post.Slug}`,
      state: 'waiting',
    });
    builds = [build('running', later, 'building')];
    expect((await call(route)).body).toMatchObject({ state: 'building', build: { id: 'running' } });
    builds = [build('done', later, 'succeeded')];
    expect((await call(route)).body).toMatchObject({ state: 'live', build: { id: 'done' } });
    builds = [build('broke', later, 'failed', 'A page could not be built.')];
    expect((await call(route)).body).toMatchObject({
      state: 'failed',
      build: { reason: 'A page could not be built.' },
      buildsPage: `${RECEIVER}/builds`,
    });
    expect((await call('/site-admin/on-site?uid=api::pricing-rate.pricing-rate')).status).toBe(404);
  });
});

/**
 * A second admin account of one of Strapi's own roles, made as an administrator makes one
 * (Settings → Users: invited, then registered with its link): its session token.
 */
async function adminOfRole(code: string): Promise<string> {
  const roles = await call<{ data: { id: number; code: string }[] }>('/admin/roles');
  const role = roles.body.data.find((entry) => entry.code === code);
  if (!role) throw new Error(`No admin role ${code}`);
  const email = `${code}-${process.pid}@velmora.test`;
  const invited = await call<{ data: { registrationToken: string } }>('/admin/users', {
    method: 'POST',
    body: JSON.stringify({ firstname: 'Test', lastname: code, email, roles: [role.id] }),
  });
  const registered = await call<{ data: { token: string } }>('/admin/register', {
    method: 'POST',
    auth: null,
    body: JSON.stringify({
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname: 'Test', lastname: code, password: `Role-${process.pid}-Password1` },
    }),
  });
  return registered.body.data.token;
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
