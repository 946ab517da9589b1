import type { BlogPost, BlogPostSummary } from '../types/content';

export const shippingTips = { name: 'Shipping Tips', slug: 'shipping-tips', path: '/blog/category/shipping-tips' };

/** A blog post as the normalizers make it, with the fields a test looks at given in `fields`. */
export const blogPost = (fields: Partial<BlogPost> = {}): BlogPost => ({
  name: 'How to prepare a car for transport',
  slug: 'prepare-a-car',
  path: '/blog/prepare-a-car',
  description: 'Ten minutes of preparation.',
  publishedAt: '2025-03-05T09:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
  featuredImage: null,
  category: shippingTips,
  content: [],
  ...fields,
});

/** Post number `n` as a card lists it, made of `post`'s other fields. */
export const postSummary = (post: Omit<BlogPostSummary, 'summary'>, n: number): BlogPostSummary => ({
  ...post,
  name: `Post ${n}`,
  slug: `post-${n}`,
  path: `/blog/post-${n}`,
  summary: `Summary ${n}`,
});
