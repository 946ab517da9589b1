/** @jest-environment node */
import type { Core } from '../cms/node_modules/@strapi/strapi';
import { adminPreviewConfig, framedOrigins, previewAddress, previewSiteOf } from '../cms/src/site-preview';

/** A CMS holding one post, in two versions, answered as the document service's findOne answers. */
const cms = (): Core.Strapi =>
  ({
    documents: () => ({
      findOne: async ({ documentId, status }: { documentId: string; status: string }) =>
        documentId === 'p' ? { Slug: status === 'draft' ? 'new-slug' : 'old-slug' } : null,
    }),
  }) as unknown as Core.Strapi;

const env = { SITE_PREVIEW_URL: 'http://localhost:9153/', SITE_PREVIEW_SECRET: 'a b&c' };

describe("the admin's Preview (config/admin.ts preview)", () => {
  it('is off without SITE_PREVIEW_URL, or with an address that is not a web one', async () => {
    for (const unset of [
      {},
      { SITE_PREVIEW_URL: ' ' },
      { SITE_PREVIEW_URL: 'not a url' },
      { SITE_PREVIEW_URL: 'ftp://x' },
    ]) {
      expect(previewSiteOf(unset)).toBeNull();
      const config = adminPreviewConfig(unset, cms);
      expect(config.enabled).toBe(false);
      expect(await config.config.handler('api::blog.blog', { documentId: 'p' })).toBeNull();
      expect(framedOrigins(unset)).toEqual([]);
    }
  });

  it("opens the version's page on the preview site with the secret, and lets the admin frame its origin", async () => {
    const config = adminPreviewConfig(env, cms);
    expect(config.enabled).toBe(true);
    expect(config.config.allowedOrigins).toEqual(['http://localhost:9153']);
    expect(framedOrigins(env)).toEqual(['http://localhost:9153']);
    const { handler } = config.config;
    expect(await handler('api::blog.blog', { documentId: 'p', status: 'draft' })).toBe(
      'http://localhost:9153/blog/new-slug?preview=a%20b%26c',
    );
    expect(await handler('api::blog.blog', { documentId: 'p', status: 'published' })).toBe(
      'http://localhost:9153/blog/old-slug?preview=a%20b%26c',
    );
    expect(await handler('api::home-page.home-page', { documentId: 'h' })).toBe(
      'http://localhost:9153/?preview=a%20b%26c',
    );
  });

  it('offers no preview for a type without a page or an entry without a slug', async () => {
    const { handler } = adminPreviewConfig(env, cms).config;
    expect(await handler('api::order-term.order-term', { documentId: 't' })).toBeNull();
    expect(await handler('api::pricing-rate.pricing-rate', { documentId: 'r' })).toBeNull();
    expect(await handler('api::blog.blog', { documentId: 'missing', status: 'draft' })).toBeNull();
  });

  it('asks for no secret where the preview site has none', () => {
    expect(previewAddress({ origin: 'http://localhost:9153', secret: '' }, '/international')).toBe(
      'http://localhost:9153/international',
    );
  });
});
