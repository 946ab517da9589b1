/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import { withMediaHost } from '../testing/media-host';
import { withTempDirs } from '../testing/temp-dirs';
import type { Media } from '../types/content';
import { FIRST_CARD_IMAGE, FIRST_SCREEN_CARDS, firstCardImages, withCardsOnSite } from './first-card-images';

/** A stand-in media host: a 1000×625 JPEG as the "medium" format, nothing else. */
const host = withMediaHost(async () => {
  const picture = await sharp({
    create: { width: 1000, height: 625, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return { '/uploads/medium_carrier.jpg': { type: 'image/jpeg', body: picture } };
});

const tempPublic = withTempDirs('first-card-');

const media = (overrides: Partial<Media> = {}): Media => ({
  url: `${host.origin}/uploads/carrier.jpg`,
  alt: 'A car carrier on the highway',
  width: 2000,
  height: 1250,
  mime: 'image/jpeg',
  formats: [
    { name: 'small', url: `${host.origin}/uploads/small_carrier.jpg`, width: 500, height: 313 },
    { name: 'medium', url: `${host.origin}/uploads/medium_carrier.jpg`, width: 1000, height: 625 },
  ],
  ...overrides,
});

describe("a list's first card picture on the site's origin", () => {
  it('is made at the card widths, cropped to 16:10, from the smallest CMS format wide enough', async () => {
    const publicDir = tempPublic();
    host.requests.length = 0;
    const copy = await firstCardImages(publicDir, () => undefined)(media());
    expect(host.requests).toEqual(['/uploads/medium_carrier.jpg']);
    expect(copy?.alt).toBe('A car carrier on the highway');
    expect(copy?.mime).toBe('image/jpeg');
    expect(copy?.formats.map(({ width, height }) => [width, height])).toEqual([
      [320, 200],
      [420, 263],
      [768, 480],
    ]);
    expect(copy?.url).toBe(copy?.formats[2].url);
    expect([copy?.width, copy?.height]).toEqual([768, 480]);
    for (const format of copy!.formats) {
      expect(format.url).toMatch(/^\/media\/medium_carrier-\d+x\d+-[0-9a-f]{12}\.jpg$/);
      const file = path.join(publicDir, format.url);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', format.width, format.height]);
    }
    expect(FIRST_CARD_IMAGE.widths.at(-1)).toBe(768);
  });

  it('is fetched and made once for every list that starts with it', async () => {
    const onSiteOrigin = firstCardImages(tempPublic(), () => undefined);
    host.requests.length = 0;
    const [first, second] = await Promise.all([onSiteOrigin(media()), onSiteOrigin(media())]);
    expect(second).toEqual(first);
    expect(host.requests).toHaveLength(1);
  });

  it('stays on the CMS, with a warning, when it cannot be fetched; the build goes on', async () => {
    const warnings: string[] = [];
    const missing = media({ formats: [], url: `${host.origin}/uploads/gone.jpg` });
    const publicDir = tempPublic();
    expect(await firstCardImages(publicDir, (message) => warnings.push(message))(missing)).toBe(missing);
    expect(warnings).toEqual([
      `The first card's picture stays on the CMS (${host.origin}/uploads/gone.jpg): 404 Not Found (${host.origin}/uploads/gone.jpg)`,
    ]);
    expect(fs.existsSync(path.join(publicDir, 'media'))).toBe(false);
  });

  it('leaves an SVG, a video and a card without a picture as they are', async () => {
    const onSiteOrigin = firstCardImages(tempPublic(), () => undefined);
    host.requests.length = 0;
    const svg = media({ mime: 'image/svg+xml' });
    const video = media({ mime: 'video/mp4' });
    expect(await onSiteOrigin(svg)).toBe(svg);
    expect(await onSiteOrigin(video)).toBe(video);
    expect(await onSiteOrigin(null)).toBeNull();
    expect(host.requests).toEqual([]);
  });
});

describe('the cards a phone fetches before it paints a list', () => {
  it('are the first four: their pictures come from the site, the later cards as they were', async () => {
    const posts = Array.from({ length: 6 }, (_, index) => ({
      slug: `post-${index}`,
      featuredImage: index === 2 ? null : media({ url: `${host.origin}/uploads/carrier-${index}.jpg` }),
    }));
    const seen: (string | null)[] = [];
    const onSite = async (picture: Media | null) => {
      seen.push(picture?.url ?? null);
      return picture && { ...picture, url: `/media/copy-of-${path.basename(picture.url)}` };
    };
    const listed = await withCardsOnSite(posts, FIRST_SCREEN_CARDS, onSite);
    expect(FIRST_SCREEN_CARDS).toBe(4);
    expect(listed.map((post) => post.slug)).toEqual(posts.map((post) => post.slug));
    expect(listed.map((post) => post.featuredImage?.url ?? null)).toEqual([
      '/media/copy-of-carrier-0.jpg',
      '/media/copy-of-carrier-1.jpg',
      null,
      '/media/copy-of-carrier-3.jpg',
      `${host.origin}/uploads/carrier-4.jpg`,
      `${host.origin}/uploads/carrier-5.jpg`,
    ]);
    expect(seen).toHaveLength(4);
    // A deeper list page copies only its first card's.
    expect((await withCardsOnSite(posts, 1, onSite)).map((post) => post.featuredImage?.url)).toEqual([
      '/media/copy-of-carrier-0.jpg',
      ...posts.slice(1).map((post) => post.featuredImage?.url),
    ]);
  });
});
