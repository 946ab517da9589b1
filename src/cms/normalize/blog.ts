import { categoryPath, categorySlug, postPath } from '../../routes';
import type { BlogCategory, BlogPost, BlogPostSummary, ContentBlock } from '../../types/content';
import type { StrapiBlog, StrapiBlogCategory } from '../schema';
import { normalizeBlocks } from './blocks';
import { normalizeMedia } from './media';
import { richTextToPlain } from './rich-text';

/** SPEC §9: the summary is the first 2 blocks of the first JSON (rich-text) block. */
export function summarize(content: ContentBlock[], fallback: string | null): string {
  const firstRichText = content.find((block) => block.kind === 'rich-text');
  const summary = firstRichText?.kind === 'rich-text' ? richTextToPlain(firstRichText.nodes.slice(0, 2)) : '';
  return summary || fallback || '';
}

export function normalizeCategory(raw: StrapiBlogCategory, mediaBaseUrl: string): BlogCategory {
  return {
    name: raw.name,
    slug: raw.slug,
    path: categoryPath(raw.name),
    description: raw.Description ?? null,
    featuredImage: normalizeMedia(raw.FeaturedImage, mediaBaseUrl),
  };
}

export function normalizePost(raw: StrapiBlog, mediaBaseUrl: string): { post: BlogPost; skipped: string[] } {
  const { blocks, skipped } = normalizeBlocks(raw.Content, mediaBaseUrl);
  return {
    post: {
      name: raw.Name,
      slug: raw.Slug,
      path: postPath(raw.Slug),
      description: raw.Description ?? null,
      // A post is dated, and ordered, by when it first went live: a corrected typo neither re-dates
      // it nor moves it to the top of every blog list page. A draft never published (the preview
      // reads drafts) has neither date: it is dated by its last save.
      publishedAt: raw.firstPublishedAt ?? raw.publishedAt ?? raw.updatedAt ?? new Date(0).toISOString(),
      updatedAt: raw.updatedAt ?? null,
      featuredImage: normalizeMedia(raw.FeaturedImage, mediaBaseUrl),
      category: raw.Category
        ? { name: raw.Category.name, slug: raw.Category.slug, path: categoryPath(raw.Category.name) }
        : null,
      content: blocks,
    },
    skipped,
  };
}

export function toSummary(post: BlogPost): BlogPostSummary {
  const { content, updatedAt: _updatedAt, ...rest } = post;
  return { ...rest, summary: summarize(content, post.description) };
}

/** A category's route must match the slug the CMS filters by; say so when an editor made them differ. */
export const categorySlugMismatch = (raw: StrapiBlogCategory): string | null =>
  categorySlug(raw.name) === raw.slug
    ? null
    : `Category "${raw.name}" has slug "${raw.slug}"; its page is ${categoryPath(raw.name)}`;

/**
 * A post's related posts: the others of its category nearest to it in date, newest first. Taking
 * neighbours rather than the category's newest keeps a post on a handful of other posts' pages,
 * so an edit to it re-renders those few and not every post of its category.
 */
export function relatedPosts(
  slug: string,
  category: string | null,
  summaries: BlogPostSummary[],
  limit = 3,
): BlogPostSummary[] {
  if (!category) return [];
  const sameCategory = summaries.filter((other) => other.category?.slug === category);
  const at = sameCategory.findIndex((other) => other.slug === slug);
  if (at < 0) return sameCategory.slice(0, limit);
  const picked: number[] = [];
  for (let distance = 1; picked.length < limit && distance < sameCategory.length; distance += 1) {
    for (const index of [at - distance, at + distance]) {
      if (index >= 0 && index < sameCategory.length && picked.length < limit) picked.push(index);
    }
  }
  return picked.sort((a, b) => a - b).map((index) => sameCategory[index]!);
}
