/** @jest-environment node */
import type { Core } from '../cms/node_modules/@strapi/strapi';
import { categorySlug, sitePathOf, siteAddress } from '../cms/src/site-paths';
import { categoryPath, categorySlug as siteCategorySlug, joinSlugs, pageUrl, postPath } from '../src/routes';

/** Entries by uid and documentId, answered the way the document service's findOne answers. */
function cmsHolding(entries: Record<string, Record<string, Record<string, unknown>>>): Core.Strapi {
  return {
    documents: (uid: string) => ({
      findOne: async ({ documentId, populate }: { documentId: string; populate?: string[] }) => {
        const entry = entries[uid]?.[documentId];
        if (!entry) return null;
        if (!populate?.includes('parent')) return { ...entry, parent: undefined };
        const parentId = entry.parentId as string | undefined;
        return { ...entry, parent: parentId ? { documentId: parentId } : null };
      },
    }),
  } as unknown as Core.Strapi;
}

describe('the CMS finds an entry on the site where the site puts it', () => {
  it('slugs a category name as the site does', () => {
    for (const name of ['Car Shipping', '  Heavy   Equipment ', 'Tips', 'RV and Boat']) {
      expect(categorySlug(name)).toBe(siteCategorySlug(name));
    }
  });

  it('gives a post, a category and a nested page the site routes of src/routes.ts', async () => {
    const pages = {
      a: { Slug: 'shipping-guide', parentId: undefined },
      b: { Slug: 'frequently-asked-questions', parentId: 'a' },
      c: { Slug: 'alaska', parentId: 'b' },
    };
    const strapi = cmsHolding({
      'api::blog.blog': { p: { Slug: 'how-to-ship-a-classic' } },
      'api::blog-category.blog-category': { k: { name: 'Car Shipping' } },
      'api::page.page': pages,
    });
    expect(await sitePathOf(strapi, 'api::blog.blog', 'p', 'draft')).toBe(postPath('how-to-ship-a-classic'));
    expect(await sitePathOf(strapi, 'api::blog-category.blog-category', 'k', 'draft')).toBe(
      categoryPath('Car Shipping'),
    );
    const { paths } = joinSlugs(
      Object.entries(pages).map(([id, page]) => ({ id, slug: page.Slug, parentId: page.parentId ?? null })),
    );
    expect(await sitePathOf(strapi, 'api::page.page', 'c', 'published')).toBe(paths.get('c'));
    expect(await sitePathOf(strapi, 'api::home-page.home-page', undefined, 'draft')).toBe('/');
  });

  it('has no path for an entry without a slug, a missing parent, or the rates', async () => {
    const strapi = cmsHolding({
      'api::blog.blog': { p: { Slug: '  ' } },
      'api::page.page': { orphan: { Slug: 'x', parentId: 'gone' } },
    });
    expect(await sitePathOf(strapi, 'api::blog.blog', 'p', 'draft')).toBeNull();
    expect(await sitePathOf(strapi, 'api::page.page', 'orphan', 'draft')).toBeNull();
    expect(await sitePathOf(strapi, 'api::pricing-rate.pricing-rate', undefined, 'draft')).toBeNull();
  });

  it('writes addresses as the site does', () => {
    for (const path of ['/', '/blog/x', '/services/']) {
      expect(siteAddress('http://localhost:9000/', path)).toBe(pageUrl('http://localhost:9000', path));
    }
  });
});
