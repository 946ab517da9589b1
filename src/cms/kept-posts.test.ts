/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {
  dependencyFingerprint,
  fetchAllBlogsKeeping,
  MOST_POSTS_READ_BY_ID,
  POSTS_DEPEND_ON,
  readKeptPosts,
  type KeptPostsOptions,
} from './kept-posts';
import { BLOG_INDEX_QUERY, BLOGS_BY_ID_QUERY, BLOGS_QUERY } from './queries/blogs';
import type { ContentVersionPart } from './queries/content-version';
import type { QueryRunner } from './queries/run-query';
import type { StrapiBlog } from './schema';

/** A CMS holding posts, newest first, answering the three post queries as Strapi does. */
function fakeCms(count: number) {
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const tick = () => new Date((clock += 1000)).toISOString();
  const make = (n: number): StrapiBlog => {
    const at = tick();
    return {
      documentId: `doc-${n}`,
      Name: `Post ${n}`,
      Slug: `post-${n}`,
      Description: null,
      publishedAt: at,
      firstPublishedAt: at,
      updatedAt: at,
      FeaturedImage: null,
      Category: { name: 'Tips', slug: 'tips' },
      Content: [],
    };
  };
  const cms = {
    posts: Array.from({ length: count }, (_, n) => make(count - n)),
    asked: [] as string[],
    /** What happens between the index and the posts read by id (an editor working meanwhile). */
    betweenIndexAndRead: null as null | (() => void),
    edit(documentId: string, Name: string) {
      const post = cms.posts.find((candidate) => candidate.documentId === documentId)!;
      Object.assign(post, { Name, updatedAt: tick(), publishedAt: tick() });
    },
    publishNew(n: number) {
      cms.posts.unshift(make(n));
    },
    unpublish(documentId: string) {
      cms.posts = cms.posts.filter((post) => post.documentId !== documentId);
    },
    run: (async <T>(query: string, variables?: Record<string, unknown>) => {
      const { start = 0, limit = 10 } = (variables?.pagination ?? {}) as { start?: number; limit?: number };
      const copy = (post: StrapiBlog) => structuredClone(post);
      if (query === BLOGS_QUERY) {
        cms.asked.push(`all ${start}`);
        return { blogs: cms.posts.slice(start, start + limit).map(copy) } as T;
      }
      if (query === BLOG_INDEX_QUERY) {
        cms.asked.push(`index ${start}`);
        const page = cms.posts
          .slice(start, start + limit)
          .map(({ documentId, publishedAt, updatedAt }) => ({ documentId, publishedAt, updatedAt }));
        if (start + limit >= cms.posts.length && cms.betweenIndexAndRead) {
          cms.betweenIndexAndRead();
          cms.betweenIndexAndRead = null;
        }
        return { blogs: page } as T;
      }
      if (query === BLOGS_BY_ID_QUERY) {
        const ids = variables?.ids as string[];
        cms.asked.push(`by id ${ids.join(',')}`);
        return {
          blogs: cms.posts
            .filter((post) => ids.includes(post.documentId))
            .slice(0, limit)
            .map(copy),
        } as T;
      }
      throw new Error(`unexpected query ${query}`);
    }) as QueryRunner,
  };
  return cms;
}

const parts = (category = 'c1', media = 'm1', blogs = 'b1'): ContentVersionPart[] => [
  { type: 'api::blog.blog', fingerprint: blogs },
  { type: 'api::blog-category.blog-category', fingerprint: category },
  { type: 'api::home-page.home-page', fingerprint: 'h1' },
  { type: 'plugin::upload.file', fingerprint: media },
];

let dir: string;
let options: KeptPostsOptions;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-posts-'));
  options = {
    file: path.join(dir, '.cache', 'cms-posts.json'),
    graphqlUrl: 'http://cms/graphql',
    status: 'PUBLISHED',
    parts: parts(),
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const names = (posts: StrapiBlog[]) => posts.map((post) => post.Name);

describe('posts kept from the build before (issue 30)', () => {
  it('reads every post the first time, then only the index while nothing changed', async () => {
    const cms = fakeCms(250);
    const first = await fetchAllBlogsKeeping(cms.run, options);
    expect(first).toMatchObject({ read: 250, kept: 0 });
    expect(first.posts).toEqual(cms.posts);
    expect(readKeptPosts(options.file)?.posts).toEqual(cms.posts);

    cms.asked.length = 0;
    const second = await fetchAllBlogsKeeping(cms.run, { ...options, parts: parts('c1', 'm1', 'b2') });
    expect(second).toMatchObject({ read: 0, kept: 250 });
    expect(second.posts).toEqual(cms.posts);
    expect(cms.asked.every((asked) => asked.startsWith('index'))).toBe(true);
  });

  it('reads again only an edited post, a new one, and leaves out one unpublished, in the order of the CMS', async () => {
    const cms = fakeCms(30);
    await fetchAllBlogsKeeping(cms.run, options);
    cms.edit('doc-10', 'Post 10, edited');
    cms.publishNew(31);
    cms.unpublish('doc-20');
    cms.asked.length = 0;
    const after = await fetchAllBlogsKeeping(cms.run, options);
    expect(after).toMatchObject({ read: 2, kept: 28 });
    expect(after.posts).toEqual(cms.posts);
    expect(names(after.posts)).toContain('Post 10, edited');
    expect(names(after.posts)).not.toContain('Post 20');
    expect(cms.asked.filter((asked) => asked.startsWith('by id'))).toEqual(['by id doc-31,doc-10']);

    // What it read is kept in turn.
    cms.asked.length = 0;
    expect(await fetchAllBlogsKeeping(cms.run, options)).toMatchObject({ read: 0, kept: 30 });
  });

  it('reads every post again when a category or the media library changed', async () => {
    const cms = fakeCms(12);
    await fetchAllBlogsKeeping(cms.run, options);
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, parts: parts('c2') })).toMatchObject({
      read: 12,
      kept: 0,
    });
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, parts: parts('c2', 'm2') })).toMatchObject({
      read: 12,
      kept: 0,
    });
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, parts: parts('c2', 'm2') })).toMatchObject({
      read: 0,
      kept: 12,
    });
  });

  it('reads every post again for another CMS or the other version of the content', async () => {
    const cms = fakeCms(5);
    await fetchAllBlogsKeeping(cms.run, options);
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, status: 'DRAFT' })).toMatchObject({ read: 5 });
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, graphqlUrl: 'http://other/graphql' })).toMatchObject({
      read: 5,
    });
  });

  it('keeps nothing when the CMS gave no fingerprints, or not those the posts depend on', async () => {
    const cms = fakeCms(5);
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, parts: null })).toMatchObject({ read: 5 });
    expect(fs.existsSync(options.file)).toBe(false);
    const withoutMedia = parts().filter((part) => part.type !== 'plugin::upload.file');
    expect(dependencyFingerprint(withoutMedia)).toBeNull();
    expect(await fetchAllBlogsKeeping(cms.run, { ...options, parts: withoutMedia })).toMatchObject({ read: 5 });
    expect(fs.existsSync(options.file)).toBe(false);
  });

  it('reads the whole list, page by page, when many posts changed', async () => {
    const cms = fakeCms(MOST_POSTS_READ_BY_ID + 50);
    await fetchAllBlogsKeeping(cms.run, options);
    for (const post of cms.posts.slice(0, MOST_POSTS_READ_BY_ID + 1)) cms.edit(post.documentId, `${post.Name}!`);
    cms.asked.length = 0;
    const after = await fetchAllBlogsKeeping(cms.run, options);
    expect(after).toMatchObject({ read: MOST_POSTS_READ_BY_ID + 50, kept: 0 });
    expect(after.posts).toEqual(cms.posts);
    expect(cms.asked.some((asked) => asked.startsWith('by id'))).toBe(false);
  });

  it('leaves out a post unpublished between the index and its reading, and keeps the newer copy of one edited then', async () => {
    const cms = fakeCms(8);
    await fetchAllBlogsKeeping(cms.run, options);
    cms.edit('doc-3', 'Post 3, edited');
    cms.edit('doc-4', 'Post 4, edited');
    cms.betweenIndexAndRead = () => {
      cms.unpublish('doc-3');
      cms.edit('doc-4', 'Post 4, edited twice');
    };
    const after = await fetchAllBlogsKeeping(cms.run, options);
    expect(names(after.posts)).not.toContain('Post 3, edited');
    expect(names(after.posts)).toContain('Post 4, edited twice');
    expect(after.posts).toHaveLength(7);
    // The next build finds the same update times as its copy, and reads nothing.
    expect(await fetchAllBlogsKeeping(cms.run, options)).toMatchObject({ read: 0, kept: 7 });
  });

  it('reads everything when the kept file is unreadable, and replaces it whole', async () => {
    const cms = fakeCms(4);
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    fs.writeFileSync(options.file, '{"reader": "x", "posts": [');
    expect(await fetchAllBlogsKeeping(cms.run, options)).toMatchObject({ read: 4 });
    expect(readKeptPosts(options.file)?.posts).toHaveLength(4);
    expect(fs.readdirSync(path.dirname(options.file))).toEqual(['cms-posts.json']);
  });
});

describe('what a post depends on besides its own entry', () => {
  const cmsDir = path.join(__dirname, '..', '..', 'cms', 'src');
  const readJson = (file: string) =>
    JSON.parse(fs.readFileSync(file, 'utf8')) as { attributes: Record<string, Record<string, unknown>> };

  it('is every type the post schema and its blocks point at', () => {
    const uses = new Set<string>();
    const visit = (attributes: Record<string, Record<string, unknown>>) => {
      for (const attribute of Object.values(attributes)) {
        if (attribute.type === 'relation') uses.add(attribute.target as string);
        if (attribute.type === 'media') uses.add('plugin::upload.file');
        const components =
          attribute.type === 'dynamiczone'
            ? (attribute.components as string[])
            : attribute.type === 'component'
              ? [attribute.component as string]
              : [];
        for (const component of components) {
          const [category, name] = component.split('.');
          visit(readJson(path.join(cmsDir, 'components', category, `${name}.json`)).attributes);
        }
      }
    };
    visit(readJson(path.join(cmsDir, 'api', 'blog', 'content-types', 'blog', 'schema.json')).attributes);
    expect([...uses].sort()).toEqual([...POSTS_DEPEND_ON].sort());
  });
});
