/**
 * Publish to served (issue 30): for one post edited and published through Strapi's admin API, the
 * time until the site serves the new page, as an editor meets it: Strapi's webhook, the build
 * receiver's quiet spell, the incremental `gatsby build`, the release switch and the site server,
 * all the real ones (scripts/services/build-service.ts, site-server.ts). Five edits per site,
 * median; with the breakdown of where the time went, the full build it compares with, and the
 * pages each edit re-rendered. Two sites: the seeded one, and the seeded one with 1,000 more posts.
 *
 * It starts a throwaway Strapi of its own and builds in this folder (it replaces public/ and
 * .cache/: run `npm test` or `npm start` again afterwards). Run it on an idle machine.
 *   npm run bench:builds -- [--posts 1000] [--only seeded|generated] [--edits 5]
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import http, { type Server } from 'http';
import path from 'path';
import { publishToLive, type BuildRecord } from '../src/builds/build-status';
import { CMS_DIR, prepareCms, QUIET_ENV, startCms, type CmsInstance } from '../scripts/dev/cms';
import { startBuildService, type BuildService } from '../scripts/services/build-service';
import { startSiteServer } from '../scripts/services/site-server/site-server';
import { stopAll } from '../scripts/shared/processes';
import { ROOT } from '../scripts/shared/repo-root';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1]! : fallback;
};
const GENERATED = Number(option('posts', '1000'));
const ONLY = option('only', '');
const EDITS = Number(option('edits', '5'));
const CMS_PORT = Number(process.env.BENCH_CMS_PORT || 1379);
const HOOK_PORT = Number(process.env.BENCH_HOOK_PORT || 9181);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT || 9182);
const admin = { email: 'bench@velmora.test', password: `Bench-${randomBytes(10).toString('hex')}` };
const hookSecret = randomBytes(24).toString('hex');

/** One edit: from the Publish request to the new page served, and the build that made it live. */
interface Edit {
  servedMs: number;
  /** Publish's own answer. */
  publishMs: number;
  build: BuildRecord;
  publishedAt: number;
  servedAt: number;
}

interface Figures {
  site: string;
  pages: number;
  fullBuildMs: number;
  edits: Edit[];
}

async function adminToken(cms: CmsInstance): Promise<string> {
  const response = await fetch(`${cms.origin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`Admin sign-in failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

async function adminCall(cms: CmsInstance, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${cms.origin}/content-manager/collection-types/api::blog.blog${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { documentId: string; Name: string } };
}

async function graphql<T>(cms: CmsInstance, query: string): Promise<T> {
  const response = await fetch(cms.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** Posts like an editor writes them: a rich-text summary and a few blocks, in the seeded categories. */
async function generatePosts(cms: CmsInstance, token: string, count: number) {
  const { blogCategories } = await graphql<{ blogCategories: { documentId: string }[] }>(
    cms,
    '{ blogCategories { documentId } }',
  );
  const ids = blogCategories.map((category) => category.documentId);
  const files = (await (await fetch(`${cms.origin}/api/upload/files`)).json()) as { id: number; mime: string }[];
  const image = files.find((file) => file.mime === 'image/jpeg');
  if (!image) throw new Error('The seeded CMS has no JPEG to give the posts');
  const started = Date.now();
  for (let n = 1; n <= count; n += 1) {
    const { data } = await adminCall(cms, token, 'POST', '', {
      Name: `Generated post ${n}: shipping notes`,
      Slug: `generated-post-${n}`,
      Description: `Notes on shipping, number ${n}.`,
      Category: ids[n % ids.length],
      FeaturedImage: image.id,
      Content: [
        {
          __component: 'blocks.rich-text',
          JSONContent: [{ type: 'paragraph', children: [{ type: 'text', text: `Summary of generated post ${n}.` }] }],
        },
        { __component: 'blocks.title', Title: 'Details', Style: 'h2' },
        { __component: 'blocks.qa', Question: `Question ${n}?`, Answer: 'An answer.' },
      ],
    });
    await adminCall(cms, token, 'POST', `/${data.documentId}/actions/publish`, {});
    if (n % 100 === 0) console.log(`  ${n} posts made (${Math.round((Date.now() - started) / 1000)} s)`);
  }
}

/** Answers the CMS's webhook calls while the posts are made, before the receiver listens there. */
function webhookSink(): Promise<Server> {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.writeHead(200).end());
    });
    server.listen(HOOK_PORT, '127.0.0.1', () => resolve(server));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the served page until it holds `text`; the moment it first did. */
async function servedWith(url: string, text: string, limitMs = 180_000): Promise<number> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } }).catch(() => null);
    if (response?.ok && (await response.text()).includes(text)) return Date.now();
    await sleep(50);
  }
  throw new Error(`${url} did not show “${text}” within ${limitMs / 1000} s`);
}

async function measure(site: string, posts: number): Promise<Figures> {
  const scratch = path.join(CMS_DIR, '.tmp', `bench-${site.replace(/\W+/g, '-')}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  const sink = await webhookSink();
  const cms = await startCms({
    port: CMS_PORT,
    serveAdmin: false,
    env: {
      CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      CMS_DATABASE_URL: '',
      CMS_PUBLIC_URL: '',
      CMS_SEED: 'true',
      CMS_BUILD_HOOK_URL: `http://127.0.0.1:${HOOK_PORT}/hooks/cms`,
      CMS_PREVIEW_HOOK_URL: '',
      BUILD_HOOK_SECRET: hookSecret,
    },
  });
  let service: BuildService | null = null;
  let siteServer: Server | null = null;
  try {
    const token = await adminToken(cms);
    if (posts > 0) {
      console.log(`Making ${posts} posts through Strapi's admin API`);
      await generatePosts(cms, token, posts);
    }
    await new Promise((resolve) => sink.close(resolve));
    const env = { ...process.env, ...QUIET_ENV, CMS_GRAPHQL_URL: cms.graphqlUrl };
    // The receiver as npm start runs it, its releases and records in the scratch folder. Its first
    // build starts from a clean cache (a full build), then settles the cache, as on a first start.
    fs.rmSync(path.join(ROOT, '.cache'), { recursive: true, force: true });
    fs.rmSync(path.join(ROOT, 'public'), { recursive: true, force: true });
    service = await startBuildService({
      root: ROOT,
      port: HOOK_PORT,
      secret: hookSecret,
      cmsGraphqlUrl: cms.graphqlUrl,
      env,
      catchUpMs: 0,
      paths: { releasesDir: path.join(scratch, 'releases'), statusFile: path.join(scratch, 'builds.json') },
    });
    console.log(`${site}: full build (from a clean cache), then the build that settles the cache`);
    const first = await service.build('bench: first build');
    if (first.result !== 'succeeded') throw new Error(`The first build failed: ${first.reason}`);
    const fullBuildMs = first.steps?.find((step) => step.name === 'gatsby build')?.ms ?? NaN;
    siteServer = await startSiteServer({
      root: ROOT,
      port: SITE_PORT,
      host: '127.0.0.1',
      releasesDir: service.releasesDir,
    });

    // The edit an editor makes most: one post's title, published. The blog's oldest post sits on
    // the last list page and in its category's list.
    const { blogs } = await graphql<{ blogs: { documentId: string; Name: string; Slug: string }[] }>(
      cms,
      '{ blogs(sort: ["firstPublishedAt:asc"], pagination: { limit: 1 }) { documentId Name Slug } }',
    );
    const post = blogs[0]!;
    const edits: Edit[] = [];
    for (let n = 1; n <= EDITS; n += 1) {
      await sleep(3000);
      const name = `${post.Name} (edit ${n})`;
      const publishedAt = Date.now();
      await adminCall(cms, token, 'POST', `/${post.documentId}/actions/publish`, { Name: name });
      const publishMs = Date.now() - publishedAt;
      const servedAt = await servedWith(`http://127.0.0.1:${SITE_PORT}/blog/${post.Slug}`, `(edit ${n})`);
      await service.queue.settled();
      const build = (await service.latestBuilds()).find(
        (record) => record.result === 'succeeded' && record.liveAt && Date.parse(record.liveAt) <= servedAt,
      )!;
      const edit = { servedMs: servedAt - publishedAt, publishMs, build, publishedAt, servedAt };
      edits.push(edit);
      console.log(
        `${site}: edit ${n} served after ${(edit.servedMs / 1000).toFixed(1)} s (${build.rendered.length} pages re-rendered)`,
      );
    }
    return { site, pages: countPages(path.join(ROOT, 'public')), fullBuildMs, edits };
  } finally {
    service?.stop();
    await service?.queue.settled();
    siteServer?.close();
    sink.close();
    await stopAll();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (entry.name !== 'page-data' && entry.name !== 'static') count += countPages(path.join(dir, entry.name));
    } else if (entry.name === 'index.html' || entry.name === '404.html') count += 1;
  }
  return count;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Where one edit's time went, from Publish to served. */
function breakdown(edit: Edit): { name: string; ms: number }[] {
  const { build } = edit;
  const requested = Date.parse(build.requestedAt ?? build.startedAt);
  const started = Date.parse(build.startedAt);
  return [
    { name: "Strapi's webhook reaches the receiver", ms: requested - edit.publishedAt },
    { name: 'quiet spell (and any wait for another build)', ms: started - requested },
    ...(build.steps ?? []),
    { name: 'the site server serves it', ms: edit.servedAt - Date.parse(build.liveAt!) },
  ];
}

function report(results: Figures[]) {
  console.log('\nPublish to served, one post edited and published (median of the edits):\n');
  console.log(
    'site                     | pages | full build | publish to served (each)              | median | ratio | pages re-rendered',
  );
  console.log(
    '------------------------ | ----- | ---------- | ------------------------------------- | ------ | ----- | -----------------',
  );
  for (const r of results) {
    const each = r.edits.map((edit) => (edit.servedMs / 1000).toFixed(1)).join(', ');
    const middle = median(r.edits.map((edit) => edit.servedMs));
    const rendered = r.edits[r.edits.length - 1]!.build.rendered;
    console.log(
      `${r.site.padEnd(24)} | ${String(r.pages).padStart(5)} | ${s(r.fullBuildMs).padStart(10)} | ${each.padEnd(37)} | ${s(middle).padStart(6)} | ${(middle / r.fullBuildMs).toFixed(2).padStart(5)} | ${rendered.length} (${rendered.slice(0, 5).join(', ')}${rendered.length > 5 ? ', …' : ''})`,
    );
  }
  for (const r of results) {
    console.log(`\n${r.site}: where the time went (median of ${r.edits.length} edits)`);
    const steps = new Map<string, number[]>();
    for (const edit of r.edits)
      for (const step of breakdown(edit)) steps.set(step.name, [...(steps.get(step.name) ?? []), step.ms]);
    for (const [name, values] of steps) console.log(`  ${name.padEnd(48)} ${s(median(values)).padStart(7)}`);
    console.log('  Gatsby\'s own steps in "gatsby build" (0.1 s or more):');
    const gatsby = new Map<string, number[]>();
    for (const edit of r.edits) {
      for (const step of edit.build.gatsbySteps ?? [])
        gatsby.set(step.name, [...(gatsby.get(step.name) ?? []), step.ms]);
    }
    for (const [name, values] of gatsby) {
      const ms = median(values);
      if (ms >= 100) console.log(`    ${name.padEnd(46)} ${s(ms).padStart(7)}`);
    }
    const live = r.edits.map((edit) => publishToLive(edit.build) ?? NaN);
    console.log(`  the status page's "live after the change", median: ${s(median(live))}`);
  }
}

async function main() {
  await prepareCms({ adminUi: false });
  const results: Figures[] = [];
  if (ONLY !== 'generated') results.push(await measure('seeded', 0));
  if (ONLY !== 'seeded') results.push(await measure(`seeded + ${GENERATED} posts`, GENERATED));
  report(results);
}

main().catch(async (error: Error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
