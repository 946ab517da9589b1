import path from 'path';
import { CMS_DIR, prepareCms, startCms, type CmsInstance } from './scripts/dev/cms';
const admin = { email: 'bench@velmora.test', password: 'Bench-pass-12345678' };
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


(async () => {
  await prepareCms({ adminUi: false });
  const cms = await startCms({ port: 1341, serveAdmin: false, env: {
    CMS_DATABASE_FILENAME: path.relative(CMS_DIR, '/tmp/b30/gen/data.db'), CMS_PUBLIC_DIR: '/tmp/b30/gen/public', CMS_BUILD_HOOK_URL: '', CMS_PREVIEW_HOOK_URL: '', CMS_SEED: 'true',
    CMS_ADMIN_EMAIL: admin.email, CMS_ADMIN_PASSWORD: admin.password, CMS_DATABASE_URL: '', CMS_PUBLIC_URL: '',
  }});
  if (process.argv.includes('--generate')) { const token = await adminToken(cms); await generatePosts(cms, token, 1000); }
  console.log('CMS READY', cms.graphqlUrl);
  setInterval(() => {}, 1 << 30);
})();
