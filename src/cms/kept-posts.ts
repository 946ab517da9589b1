import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { BLOGS_BY_ID_QUERY, BLOGS_QUERY, fetchAllBlogs, fetchBlogIndex, fetchBlogsById } from './queries/blogs';
import type { ContentVersionPart } from './queries/content-version';
import type { QueryRunner } from './queries/run-query';
import type { StrapiBlog } from './schema';

/**
 * Posts kept from the build before (issue 30). Reading every post whole is most of what a build
 * asks the CMS for: a thousand posts take it four seconds. So a build keeps the posts it read, and
 * the next one asks for each post's id and update times (a small answer) and reads again only the
 * posts that are new or changed.
 *
 * A post as the site reads it is its own entry (its fields and content blocks, which change its
 * update time when saved or published) plus what it points at: its category's name and slug and
 * the media files it shows. Those are not the post's entry, so their changes do not touch its
 * update time: the kept posts are used only while the CMS's fingerprints of the categories and the
 * media library (cms/src/content-version.ts) are the ones they were read under. Any change to a
 * category or a file, and every post is read again.
 */

/** The content types a post shows parts of besides its own entry (cms/src/api/blog, cms/src/components). */
export const POSTS_DEPEND_ON = ['api::blog-category.blog-category', 'plugin::upload.file'] as const;

/** More changed posts than this and the whole list is read again, page by page. */
export const MOST_POSTS_READ_BY_ID = 100;

export interface KeptPostsRecord {
  /** Who read the posts and how: the CMS's address, the version of the content, the queries. */
  reader: string;
  /** The fingerprints of POSTS_DEPEND_ON, asked before the posts were read. */
  dependencies: string;
  /** Newest first, as the site lists them. */
  posts: StrapiBlog[];
}

export interface KeptPostsOptions {
  /** Where the posts are kept between builds (under Gatsby's .cache, so `gatsby clean` clears them). */
  file: string;
  /** The CMS's address and the content's version (published or drafts). */
  graphqlUrl: string;
  status: string;
  /** The content version's parts, asked before any content; null when the CMS gave none. */
  parts: ContentVersionPart[] | null;
}

export interface PostsRead {
  posts: StrapiBlog[];
  /** How many were read whole from the CMS, and how many came from the last build. */
  read: number;
  kept: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The queries' text is part of the reader: a build that asks for other fields reads everything again. */
export const postsReader = (graphqlUrl: string, status: string) =>
  sha256(['kept-posts 1', graphqlUrl, status, BLOGS_QUERY, BLOGS_BY_ID_QUERY].join('\n'));

/** The dependencies' fingerprints together, or null when the CMS did not give one of them. */
export function dependencyFingerprint(parts: ContentVersionPart[] | null): string | null {
  if (!parts) return null;
  const fingerprints: string[] = [];
  for (const type of POSTS_DEPEND_ON) {
    const part = parts.find((candidate) => candidate.type === type);
    if (!part) return null;
    fingerprints.push(`${type}:${part.fingerprint}`);
  }
  return fingerprints.join('\n');
}

export function readKeptPosts(file: string): KeptPostsRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(file, 'utf8')) as KeptPostsRecord;
    return typeof record.reader === 'string' && typeof record.dependencies === 'string' && Array.isArray(record.posts)
      ? record
      : null;
  } catch {
    return null;
  }
}

/** Written whole to a new file and renamed over the old: a build stopped halfway leaves the last record. */
function writeKeptPosts(file: string, record: KeptPostsRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(record));
  fs.renameSync(partial, file);
}

const changed = (kept: StrapiBlog | undefined, listed: Pick<StrapiBlog, 'publishedAt' | 'updatedAt'>) =>
  !kept || kept.updatedAt !== listed.updatedAt || kept.publishedAt !== listed.publishedAt;

/**
 * Every post, newest first, like fetchAllBlogs: from the posts kept by the last build where
 * nothing they show changed since, the others read from the CMS. The result is kept for the next
 * build when the CMS gave the fingerprints it needs.
 */
export async function fetchAllBlogsKeeping(run: QueryRunner, options: KeptPostsOptions): Promise<PostsRead> {
  const reader = postsReader(options.graphqlUrl, options.status);
  const dependencies = dependencyFingerprint(options.parts);
  const readAll = async (): Promise<PostsRead> => {
    const posts = await fetchAllBlogs(run);
    if (dependencies !== null) writeKeptPosts(options.file, { reader, dependencies, posts });
    return { posts, read: posts.length, kept: 0 };
  };
  if (dependencies === null) return readAll();
  const record = readKeptPosts(options.file);
  if (!record || record.reader !== reader || record.dependencies !== dependencies) return readAll();

  const index = await fetchBlogIndex(run);
  const keptById = new Map(record.posts.map((post) => [post.documentId, post]));
  const staleIds = index
    .filter((listed) => changed(keptById.get(listed.documentId), listed))
    .map(({ documentId }) => documentId);
  if (staleIds.length > MOST_POSTS_READ_BY_ID) return readAll();

  const fresh = new Map((await fetchBlogsById(run, staleIds)).map((post) => [post.documentId, post]));
  const stale = new Set(staleIds);
  // In the index's order. A post read again comes as the CMS has it now; one gone since the index
  // was read (unpublished, deleted) is left out.
  const posts = index.flatMap(({ documentId }) => {
    const post = stale.has(documentId) ? fresh.get(documentId) : keptById.get(documentId);
    return post ? [post] : [];
  });
  if (posts.length !== record.posts.length || posts.some((post, at) => post !== record.posts[at]))
    writeKeptPosts(options.file, { reader, dependencies, posts });
  return { posts, read: fresh.size, kept: posts.length - fresh.size };
}
