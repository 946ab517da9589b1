import {
  BUILT_IN_ROUTES,
  blogListPath,
  categoryPath,
  categorySlug,
  isNoindex,
  joinSlugs,
  pageUrl,
  postPath,
  type PageKind,
} from './routes';

describe('category slug (SPEC §2: name lower-cased, spaces replaced by hyphens)', () => {
  it('lower-cases the name and turns spaces into hyphens', () => {
    expect(categorySlug('International Shipping')).toBe('international-shipping');
    expect(categorySlug('  Company   News ')).toBe('company-news');
    expect(categoryPath('Shipping Tips')).toBe('/blog/category/shipping-tips');
  });
});

describe('post and blog list routes', () => {
  it('puts posts under /blog and older list pages under /blog/page/n', () => {
    expect(postPath('how-to-ship')).toBe('/blog/how-to-ship');
    expect(blogListPath(1)).toBe('/blog');
    expect(blogListPath(3)).toBe('/blog/page/3');
  });
});

describe('slug joining (SPEC §2: a page slug joins its parent slugs)', () => {
  it('joins the slugs of every ancestor, up to six levels and more', () => {
    const nodes = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((slug, index, all) => ({
      id: slug,
      slug,
      parentId: index === 0 ? null : all[index - 1],
    }));
    const { paths, problems } = joinSlugs(nodes);
    expect(problems).toEqual([]);
    expect(paths.get('a')).toBe('/a');
    expect(paths.get('g')).toBe('/a/b/c/d/e/f/g');
  });

  it('reports a page whose parent is not published instead of giving it a wrong route', () => {
    const { paths, problems } = joinSlugs([{ id: '1', slug: 'orphan', parentId: 'gone' }]);
    expect(paths.has('1')).toBe(false);
    expect(problems).toEqual(['The parent of page "orphan" is not published']);
  });

  it('reports parents that loop', () => {
    const { paths, problems } = joinSlugs([
      { id: '1', slug: 'x', parentId: '2' },
      { id: '2', slug: 'y', parentId: '1' },
    ]);
    expect(paths.size).toBe(0);
    expect(problems).toHaveLength(2);
  });
});

describe('built-in routes', () => {
  it('sends the help slug to the shipping-guide FAQ', () => {
    expect(BUILT_IN_ROUTES.help).toBe('/shipping-guide/frequently-asked-questions');
  });
});

describe('page URLs (trailingSlash: never)', () => {
  it('joins the site URL and the route, only the home page ending in /', () => {
    expect(pageUrl('https://www.velmora.test', '/')).toBe('https://www.velmora.test/');
    expect(pageUrl('https://www.velmora.test/', '/services/rv-shipping')).toBe(
      'https://www.velmora.test/services/rv-shipping',
    );
    expect(pageUrl('https://www.velmora.test', '/blog/')).toBe('https://www.velmora.test/blog');
  });
});

describe('noindex (SPEC §2: blog landing pages and the international landing page)', () => {
  const kinds: PageKind[] = [
    'home',
    'international',
    'blogList',
    'blogPost',
    'blogCategory',
    'cmsPage',
    'appShell',
    'quote',
    'notFound',
  ];

  it('keeps the blog landing pages, the international page and the non-content pages out, nothing else', () => {
    expect(kinds.filter((kind) => isNoindex(kind))).toEqual([
      'international',
      'blogList',
      'blogCategory',
      'appShell',
      'quote',
      'notFound',
    ]);
  });

  it('keeps out a CMS page whose noindex field is set', () => {
    expect(isNoindex('cmsPage', true)).toBe(true);
    expect(isNoindex('cmsPage', false)).toBe(false);
  });
});
