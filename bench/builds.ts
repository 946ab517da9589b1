/**
 * Full build against incremental build after one post edit, for the seeded site and for a
 * generated site of 1,000 more posts (issue 8). Starts a throwaway Strapi of its own, builds in
 * this folder (it replaces public/ and .cache/: run `npm test` or `npm start` again afterwards),
 * and prints, per site: posts, pages, full build, incremental build, their ratio, pages re-rendered.
 *   npx tsx bench/builds.ts [--posts 1000] [--only seeded|generated]
 */
import { randomBytes } from 'crypto';
import fs from 'fs';
import path from 'path';
import { renderedPages, snapshotPages } from '../src/builds/rendered-pages';
import { CMS_DIR, prepareCms, QUIET_ENV, startCms, type CmsInstance } from '../scripts/dev/cms';
import { run, stopAll } from '../scripts/shared/processes';
import { ROOT } from '../scripts/shared/repo-root';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const GENERATED = Number(option('posts', '1000'));
const ONLY = option('only', '');
const PORT = Number(process.env.BENCH_CMS_PORT || 1379);
const admin = { email: 'bench@velmora.test', password: `Bench-${randomBytes(10).toString('hex')}` };

interface Figures {
  site: string;
  posts: number;
  pages: number;
  fullSeconds: number;
  incrementalSeconds: number;
  rendered: string[];
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

/** Posts like an editor writes them: a rich-text summary and a few blocks, in the seeded categories. */
async function generatePosts(cms: CmsInstance, token: string, count: number) {
  const categories = (await (
    await fetch(`${cms.origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ blogCategories { documentId } }' }),
    })
  ).json()) as { data: { blogCategories: { documentId: string }[] } };
  const ids = categories.data.blogCategories.map((category) => category.documentId);
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

const gatsby = (args: string[], env: NodeJS.ProcessEnv) =>
  run(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), args, { cwd: ROOT, env, label: 'gatsby' });

async function timed(task: () => Promise<void>): Promise<number> {
  const started = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

async function measure(site: string, posts: number): Promise<Figures> {
  const scratch = path.join(CMS_DIR, '.tmp', `bench-${site}`);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(path.join(scratch, 'public', 'uploads'), { recursive: true });
  const cms = await startCms({
    port: PORT,
    serveAdmin: false,
    env: {
      CMS_DATABASE_FILENAME: path.relative(CMS_DIR, path.join(scratch, 'data.db')),
      CMS_PUBLIC_DIR: path.join(scratch, 'public'),
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      CMS_DATABASE_URL: '',
      CMS_PUBLIC_URL: '',
      CMS_SEED: 'true',
      CMS_BUILD_HOOK_URL: '',
    },
  });
  try {
    const token = await adminToken(cms);
    if (posts > 0) {
      console.log(`Making ${posts} posts through Strapi's admin API`);
      await generatePosts(cms, token, posts);
    }
    const env = { ...process.env, ...QUIET_ENV, CMS_GRAPHQL_URL: cms.graphqlUrl };
    await gatsby(['clean'], env);
    console.log(`${site}: full build`);
    const fullSeconds = await timed(() => gatsby(['build'], env));
    // As the build receiver does after a clean build: one more build settles Gatsby's cache
    // (gatsbyjs/gatsby#33450), so the edit below meets the steady state an editor meets.
    console.log(`${site}: settling build`);
    await gatsby(['build'], env);
    const publicDir = path.join(ROOT, 'public');
    const before = await snapshotPages(publicDir);
    // The edit an editor makes most: one post's text.
    const graphql = (await (
      await fetch(cms.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: '{ blogs(sort: ["firstPublishedAt:asc"], pagination: { limit: 1 }) { documentId Name } }',
        }),
      })
    ).json()) as { data: { blogs: { documentId: string; Name: string }[] } };
    const [post] = graphql.data.blogs;
    await adminCall(cms, token, 'PUT', `/${post.documentId}`, { Name: `${post.Name} (edited)` });
    await adminCall(cms, token, 'POST', `/${post.documentId}/actions/publish`, {});
    console.log(`${site}: incremental build after editing "${post.Name}"`);
    const incrementalSeconds = await timed(() => gatsby(['build'], env));
    const after = await snapshotPages(publicDir);
    return {
      site,
      posts: posts,
      pages: after.size,
      fullSeconds,
      incrementalSeconds,
      rendered: renderedPages(before, after).rendered,
    };
  } finally {
    await stopAll();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

async function main() {
  await prepareCms({ adminUi: false });
  const results: Figures[] = [];
  if (ONLY !== 'generated') results.push(await measure('seeded', 0));
  if (ONLY !== 'seeded') results.push(await measure(`seeded + ${GENERATED} posts`, GENERATED));
  console.log(
    '\nsite                     | pages | full build | incremental (one post edited) | ratio | pages re-rendered',
  );
  console.log(
    '------------------------ | ----- | ---------- | ----------------------------- | ----- | -----------------',
  );
  for (const r of results) {
    console.log(
      `${r.site.padEnd(24)} | ${String(r.pages).padStart(5)} | ${r.fullSeconds.toFixed(1).padStart(8)} s | ${r.incrementalSeconds
        .toFixed(1)
        .padStart(
          27,
        )} s | ${(r.incrementalSeconds / r.fullSeconds).toFixed(2).padStart(5)} | ${r.rendered.length} (${r.rendered.slice(0, 6).join(', ')}${r.rendered.length > 6 ? ', …' : ''})`,
    );
  }
}

main().catch(async (error: Error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
