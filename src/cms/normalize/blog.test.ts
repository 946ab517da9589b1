import type { BlogPostSummary, ContentBlock } from '../../types/content';
import { categorySlugMismatch, normalizePost, relatedPosts, summarize } from './blog';
import type { StrapiBlog } from '../schema';

const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ type: 'text' as const, text }] });

describe('rich-text summary (SPEC §9: the first 2 blocks of the first JSON block)', () => {
  it('takes the first two nodes of the first rich-text block only', () => {
    const content: ContentBlock[] = [
      { kind: 'title', id: '1', title: 'Intro', subtitle: null, style: 'h2' },
      { kind: 'rich-text', id: '2', nodes: [paragraph('One.'), paragraph('Two.'), paragraph('Three.')] },
      { kind: 'rich-text', id: '3', nodes: [paragraph('Four.')] },
    ];
    expect(summarize(content, 'fallback')).toBe('One. Two.');
  });

  it('falls back to the description when there is no rich text', () => {
    expect(summarize([], 'The description')).toBe('The description');
  });
});

describe('category slug check', () => {
  it('warns when the CMS slug differs from the route SPEC §2 gives the name', () => {
    const base = { documentId: 'd', Description: null, FeaturedImage: null };
    expect(categorySlugMismatch({ ...base, name: 'Company News', slug: 'company-news' })).toBeNull();
    expect(categorySlugMismatch({ ...base, name: 'Company News', slug: 'news' })).toContain(
      '/blog/category/company-news',
    );
  });
});

describe('related posts', () => {
  // Newest first, as the blog list gives them: posts 1..40, odd ones in Tips, even ones in News.
  const summaries = Array.from({ length: 40 }, (_, index) => ({
    slug: `post-${index + 1}`,
    category: { name: index % 2 === 0 ? 'Tips' : 'News', slug: index % 2 === 0 ? 'tips' : 'news' },
  })) as unknown as BlogPostSummary[];
  const related = (slug: string, category: string | null = 'tips') =>
    relatedPosts(slug, category, summaries).map((post) => post.slug);

  it('are the three others of its category nearest in date, newest first', () => {
    expect(related('post-21')).toEqual(['post-17', 'post-19', 'post-23']);
    expect(related('post-1')).toEqual(['post-3', 'post-5', 'post-7']);
    expect(related('post-39')).toEqual(['post-33', 'post-35', 'post-37']);
  });

  it('put one post on a few other posts only, however many its category has', () => {
    const listing = summaries.filter(
      (post) => post.category?.slug === 'tips' && related(post.slug).includes('post-21'),
    );
    expect(listing.map((post) => post.slug)).toEqual(['post-19', 'post-23', 'post-25']);
  });

  it('are none without a category, and fewer when the category is small', () => {
    expect(related('post-1', null)).toEqual([]);
    expect(
      relatedPosts('a', 'solo', [
        { slug: 'a', category: { name: 'Solo', slug: 'solo' } },
        { slug: 'b', category: { name: 'Solo', slug: 'solo' } },
      ] as unknown as BlogPostSummary[]).map((post) => post.slug),
    ).toEqual(['b']);
  });
});

describe("a post's date", () => {
  const raw: StrapiBlog = {
    documentId: 'd1',
    Name: 'Post',
    Slug: 'post',
    Description: null,
    publishedAt: '2026-11-23T10:00:00.000Z',
    FeaturedImage: null,
    Category: null,
    Content: [],
  };

  it('is when it first went live, not its latest publish', () => {
    const { post } = normalizePost({ ...raw, firstPublishedAt: '2025-01-15T09:00:00.000Z' }, '');
    expect(post.publishedAt).toBe('2025-01-15T09:00:00.000Z');
  });

  it('is its publish date where the CMS gives no first one', () => {
    expect(normalizePost({ ...raw, firstPublishedAt: null }, '').post.publishedAt).toBe('2026-11-23T10:00:00.000Z');
  });

  it('is its last save for a draft never published (the preview reads drafts)', () => {
    const draft = { ...raw, publishedAt: null, firstPublishedAt: null, updatedAt: '2026-11-27T12:00:00.000Z' };
    expect(normalizePost(draft, '').post.publishedAt).toBe('2026-11-27T12:00:00.000Z');
    // A draft of a post that went live keeps the date it first went live.
    const edited = { ...draft, firstPublishedAt: '2025-01-15T09:00:00.000Z' };
    expect(normalizePost(edited, '').post.publishedAt).toBe('2025-01-15T09:00:00.000Z');
  });
});
