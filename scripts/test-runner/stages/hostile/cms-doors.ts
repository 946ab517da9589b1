/**
 * The hostile stage's rows for the CMS (issue 40): a throwaway Strapi, unseeded (seconds, where a
 * seeded one takes a minute), given just what the attacks need through the admin's own API: a
 * category with a few published posts, and a draft of every public content type that says it is
 * one. Then, as anyone on the internet:
 *   - REST populate five levels deep (the request found, and its dotted and list spellings):
 *     each answered 400 within 2 s, and Strapi's memory (its RSS) unchanged;
 *   - drafts by every spelling of `status`, on every public type (single types too), and over
 *     GraphQL: each refused, no draft in any answer;
 *   - the media library's listing, over REST and GraphQL: refused.
 */
import fs from 'fs';
import path from 'path';
import defaultRates from '../../../../src/pricing/default-rates.json';
import { formFromTable, type RateTable } from '../../../../src/pricing/rate-rules';
import { CMS_DIR, prepareCms, startCms, type CmsInstance } from '../../../dev/cms';
import { note, stage } from '../../../shared/log';
import { stop } from '../../../shared/processes';
import { newRow as row, type HostileRow } from './hostile-row';
import { DRAFT_SPELLINGS, PUBLIC_ROUTES } from '../../../../__tests__/cms-draft-reads';

interface Answer {
  answer: string;
  ms: number;
  body: string;
}

const ANSWER_LIMIT_MS = 2000;
const MB = 1024 * 1024;
/** Strapi's RSS may move this much between two readings with nothing built in between. */
const RSS_TOLERANCE = 30 * MB;
/** Posts in the one category: the five-level populate answers this many to the sixth power. */
const POSTS = 6;
/** What every draft the stage makes says, so an answer that carries one is found. */
const DRAFT_MARK = 'HOSTILE-DRAFT-never-published';

/** GraphQL's spellings: the enum, a variable, the single types, the publication filters. */
const GRAPHQL_DRAFTS: [string, Record<string, unknown>?][] = [
  ['{ blogs(status: DRAFT) { Name publishedAt } }'],
  ['query($s: PublicationStatus) { blogs(status: $s) { Name publishedAt } }', { s: 'DRAFT' }],
  ['{ blogs_connection(status: DRAFT) { nodes { Name publishedAt } } }'],
  ['{ homePage(status: DRAFT) { title publishedAt } }'],
  ['{ internationalPage(status: DRAFT) { title publishedAt } }'],
  ['{ siteSetting(status: DRAFT) { siteName publishedAt } }'],
  ['{ orderTerm(status: DRAFT) { title publishedAt } }'],
  ['{ pricingRate(status: DRAFT) { version publishedAt } }'],
  ['{ blogs(publicationFilter: NEVER_PUBLISHED) { Name publishedAt } }'],
  ['{ blogs(hasPublishedVersion: false) { Name publishedAt } }'],
];

const fivePairs = 'Category.blogs.'.repeat(5).slice(0, -1);
const POPULATE_ATTACKS: [string, string][] = [
  [
    'as found (pageSize 100, five levels, then *)',
    `/api/blogs?pagination[pageSize]=100&populate[Category][populate][blogs][populate]${'[Category][populate][blogs][populate]'.repeat(4)}=*`,
  ],
  ['a dotted path five levels deep', `/api/blogs?pagination[pageSize]=100&populate=${fivePairs}`],
  ['the same in a list', `/api/blogs?pagination[pageSize]=100&populate[0]=${fivePairs}&populate[1]=FeaturedImage`],
];

const MEDIA_LISTINGS = ['/api/upload/files', '/api/upload/files/1', '/api/upload/files?populate=*'];
const GRAPHQL_MEDIA = ['{ uploadFiles { url } }', '{ uploadFiles_connection { nodes { url } } }'];

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

function record(target: HostileRow, what: string, outcome: Answer, acceptable: (o: Answer) => boolean) {
  target.count += 1;
  target.answers.set(outcome.answer, (target.answers.get(outcome.answer) ?? 0) + 1);
  target.worstMs = Math.max(target.worstMs, outcome.ms);
  // No answer may carry a draft (the stage's mark, or a row Strapi reads as one), whatever its status.
  const drafts = (outcome.body.match(/"publishedAt":null/g) ?? []).length;
  if (outcome.body.includes(DRAFT_MARK) || drafts)
    target.problems.push(`${what}: the answer (${outcome.answer}) carries drafts, ${drafts} with "publishedAt":null`);
  else if (!acceptable(outcome))
    target.problems.push(
      `${what}: answered ${outcome.answer} (${mb(outcome.body.length)}: ${outcome.body.slice(0, 120)})`,
    );
  if (outcome.ms > ANSWER_LIMIT_MS) target.problems.push(`${what}: took ${Math.round(outcome.ms)} ms`);
}

/** One request, timed to the end of its answer. */
async function ask(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    const body = await response.text();
    return { answer: String(response.status), ms: performance.now() - started, body };
  } catch (error) {
    return { answer: `failed (${(error as Error).message})`, ms: performance.now() - started, body: '' };
  }
}

const graphql = (cms: CmsInstance, query: string, variables?: Record<string, unknown>) =>
  ask(cms.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });

const refusedStatus = (o: Answer) => /^4\d\d$/.test(o.answer);

/** Strapi's resident memory, from the kernel. */
function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The CMS's compiled code is older than its source (the e2e stage compiles it; a run of this stage alone may not have). */
function compiledIsStale(): boolean {
  const compiled = path.join(CMS_DIR, 'dist', 'src', 'index.js');
  if (!fs.existsSync(compiled)) return true;
  const builtAt = fs.statSync(compiled).mtimeMs;
  const newer = (dir: string): boolean =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .some((entry) =>
        entry.isDirectory()
          ? entry.name !== 'admin' && newer(path.join(dir, entry.name))
          : /\.(ts|json)$/.test(entry.name) && fs.statSync(path.join(dir, entry.name)).mtimeMs > builtAt,
      );
  return newer(path.join(CMS_DIR, 'src')) || newer(path.join(CMS_DIR, 'config'));
}

/** The admin's own API, signed in as the throwaway CMS's first admin. */
function adminClient(cms: CmsInstance, token: string) {
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const isForm = body instanceof FormData;
    const response = await fetch(`${cms.origin}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(isForm || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`The CMS refused ${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
}

/** What the attacks need: published posts in one category, and a draft of every public type. */
async function prepareContent(cms: CmsInstance, editor: { email: string; password: string }, root: string) {
  const login = await fetch(`${cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  const admin = adminClient(cms, ((await login.json()) as { data: { token: string } }).data.token);
  const collection = (uid: string) => `/content-manager/collection-types/${uid}`;
  const single = (uid: string) => `/content-manager/single-types/${uid}`;
  const publish = async (uid: string, data: Record<string, unknown>) => {
    const created = await admin<{ data: { documentId: string } }>('POST', collection(uid), data);
    await admin('POST', `${collection(uid)}/${created.data.documentId}/actions/publish`, data);
    return created.data.documentId;
  };

  const form = new FormData();
  form.append('files', new Blob([fs.readFileSync(path.join(root, 'static', 'logo.png'))]), 'hostile.png');
  const [image] = await admin<{ id: number }[]>('POST', '/upload', form);
  const category = await publish('api::blog-category.blog-category', { name: 'Hostile', slug: 'hostile' });
  for (let i = 1; i <= POSTS; i += 1)
    await publish('api::blog.blog', {
      Name: `Published post ${i}`,
      Slug: `published-post-${i}`,
      Description: 'A post the attack populates again and again.',
      FeaturedImage: image.id,
      Category: { connect: [{ documentId: category }] },
    });

  // A draft of every public type, never published (a draft is saved without its required fields).
  const drafts: [string, Record<string, unknown>][] = [
    ['api::blog.blog', { Name: DRAFT_MARK, Slug: 'hostile-draft' }],
    ['api::blog-category.blog-category', { name: DRAFT_MARK, slug: 'hostile-draft' }],
    ['api::menu.menu', { name: DRAFT_MARK, active: true }],
    ['api::page.page', { Title: DRAFT_MARK, Slug: 'hostile-draft' }],
    ['api::review.review', { name: DRAFT_MARK }],
    ['api::location.location', { name: DRAFT_MARK, slug: 'hostile-draft' }],
    ['api::press-logo.press-logo', { name: DRAFT_MARK }],
  ];
  for (const [uid, data] of drafts) await admin('POST', collection(uid), data);
  const singles: [string, Record<string, unknown>][] = [
    ['api::home-page.home-page', { title: DRAFT_MARK }],
    ['api::international-page.international-page', { title: DRAFT_MARK }],
    ['api::site-setting.site-setting', { siteName: DRAFT_MARK }],
    ['api::order-term.order-term', { version: DRAFT_MARK, title: DRAFT_MARK, body: DRAFT_MARK }],
    // Every save of the rate table is checked whole: the site's own table, marked.
    [
      'api::pricing-rate.pricing-rate',
      { ...(formFromTable(defaultRates as unknown as RateTable) as Record<string, unknown>), version: DRAFT_MARK },
    ],
  ];
  for (const [uid, data] of singles) await admin('PUT', single(uid), data);
}

export interface CmsRowsOptions {
  /** The repository (the CMS is in cms/, the logo it uploads in static/). */
  root: string;
  port: number;
}

export async function cmsDoorRows({ root, port }: CmsRowsOptions): Promise<HostileRow[]> {
  const started = performance.now();
  const scratch = path.join(CMS_DIR, '.tmp', `hostile-${Date.now()}-${process.pid}`);
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  const editor = { email: 'hostile-editor@velmora.test', password: `Hostile-${process.pid}-${Date.now()}-Editor1` };
  let cms: CmsInstance | null = null;
  const rows: HostileRow[] = [];
  try {
    if (compiledIsStale()) await prepareCms({ adminUi: false });
    stage(`hostile: a throwaway CMS on port ${port} (unseeded), a draft of every public type`);
    cms = await startCms({
      port,
      serveAdmin: false,
      env: {
        CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
        CMS_PUBLIC_DIR: path.join(scratch, 'public'),
        CMS_ADMIN_EMAIL: editor.email,
        CMS_ADMIN_PASSWORD: editor.password,
        CMS_DATABASE_URL: '',
        CMS_PUBLIC_URL: '',
        CMS_SEED: 'false',
        CMS_BUILD_HOOK_URL: '',
        CMS_PREVIEW_TOKEN: '',
        CMS_PREVIEW_HOOK_URL: '',
        SITE_PREVIEW_SECRET: '',
      },
    });
    const pid = cms.process.pid!;
    await prepareContent(cms, editor, root);
    note(`hostile: the CMS was ready with its content in ${Math.round((performance.now() - started) / 1000)} s`);

    stage('hostile: the CMS, REST populate five levels deep');
    // Legitimate reads first, so what Strapi sets up on its first answers is not counted.
    for (const route of ['/api/blogs?populate=Category,FeaturedImage', '/api/home-page', '/graphql'])
      await ask(`${cms.origin}${route}`);
    const populate = row('CMS: REST populate 5 levels deep');
    const before = rssOf(pid);
    for (const [what, route] of POPULATE_ATTACKS)
      record(populate, what, await ask(`${cms.origin}${route}`), (o) => o.answer === '400');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = rssOf(pid);
    populate.memory = `rss ${mb(before)} before, ${mb(after)} after (tolerance ${mb(RSS_TOLERANCE)})`;
    if (after - before > RSS_TOLERANCE) populate.problems.push(`Strapi's rss grew ${mb(after - before)}`);
    rows.push(populate);

    stage(
      `hostile: the CMS, drafts by ${DRAFT_SPELLINGS.length} spellings on ${PUBLIC_ROUTES.length} types, and over GraphQL`,
    );
    const drafts = row('CMS: drafts by any spelling');
    const leaking = new Set<string>();
    for (const route of PUBLIC_ROUTES)
      for (const spelling of DRAFT_SPELLINGS) {
        const outcome = await ask(`${cms.origin}${route}?${spelling}`);
        record(drafts, `${route}?${spelling}`, outcome, refusedStatus);
        if (outcome.body.includes(DRAFT_MARK)) leaking.add(route);
      }
    for (const [query, variables] of GRAPHQL_DRAFTS)
      record(
        drafts,
        query,
        await graphql(cms, query, variables),
        (o) => refusedStatus(o) || o.body.includes('Drafts are not public'),
      );
    // The table shows a row's first problems: the types that gave a draft away come first.
    if (leaking.size)
      drafts.problems.unshift(
        `the draft's mark answered on ${leaking.size} of ${PUBLIC_ROUTES.length} types: ${[...leaking].join(', ')}`,
      );
    rows.push(drafts);

    stage('hostile: the CMS, the media library listed');
    const media = row('CMS: media library listing');
    for (const route of MEDIA_LISTINGS)
      record(
        media,
        route,
        await ask(`${cms.origin}${route}`),
        (o) => refusedStatus(o) && !o.body.includes('/uploads/'),
      );
    for (const query of GRAPHQL_MEDIA)
      record(
        media,
        query,
        await graphql(cms, query),
        (o) => o.body.includes('"errors"') && !o.body.includes('/uploads/'),
      );
    rows.push(media);
  } catch (error) {
    // A CMS that would not start or take its content fails its rows, not the rest of the stage.
    rows.push({ ...row('CMS: the throwaway CMS'), problems: [(error as Error).message] });
  } finally {
    if (cms) await stop(cms.process);
    fs.rmSync(scratch, { recursive: true, force: true });
    note(`hostile: the CMS rows took ${Math.round((performance.now() - started) / 1000)} s in all`);
  }
  return rows;
}
