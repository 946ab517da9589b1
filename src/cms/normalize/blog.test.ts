import type { ContentBlock } from '../../types/content';
import { categorySlugMismatch, summarize } from './blog';

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
