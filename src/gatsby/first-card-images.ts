import path from 'path';
import type { Media } from '../types/content';
import { fetchImage, writeJpegCopy } from './site-images';

/** The post card's picture (src/components/post-card): 16:10, at most 768 px wide, quality 80. */
export const FIRST_CARD_IMAGE = { widths: [320, 420, 768], aspectRatio: 16 / 10, quality: 80 } as const;

/**
 * The cards whose pictures a phone fetches before it paints a list: the first (the largest paint)
 * and the next three, which the browser's lazy loading asks for as soon as the list is laid out.
 * On the blog's first list page and on category pages all four come from the site's origin, so
 * the first paint waits for no connection to the CMS's media host; deeper list pages copy only the
 * first, which keeps a large blog's builds short.
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * A list's first card is the largest thing a phone paints on the blog's list and category pages.
 * Its picture (and those of the cards fetched with it, FIRST_SCREEN_CARDS) is copied at build
 * time onto the site's own origin (`public/media/`, named by content, cropped to the card's shape
 * from the centre as the card's CSS would), so it arrives on the connection that brought the page
 * instead of waiting for one to the CMS's media host. Any failure leaves the CMS's image in place:
 * a build never fails over a copy. With `cacheDir` each copy is made once per source (site-images.ts).
 */
export function firstCardImages(publicDir: string, warn: (message: string) => void, cacheDir?: string) {
  const made = new Map<string, Promise<Media>>();

  async function copy(media: Media): Promise<Media> {
    const { widths, aspectRatio, quality } = FIRST_CARD_IMAGE;
    const widest = widths[widths.length - 1];
    const sourceUrl = media.formats.find((format) => format.width >= widest)?.url ?? media.url;
    const source = await fetchImage(sourceUrl);
    const stem = path
      .basename(new URL(sourceUrl).pathname)
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]+/g, '-');
    const formats = [];
    for (const width of widths) {
      const height = Math.round(width / aspectRatio);
      const copied = await writeJpegCopy(
        source,
        publicDir,
        'media',
        `${stem}-${width}x${height}`,
        { width, height, quality, position: 'centre' },
        cacheDir,
      );
      formats.push({ name: `w${width}`, ...copied });
    }
    const largest = formats[formats.length - 1];
    return {
      url: largest.url,
      alt: media.alt,
      width: largest.width,
      height: largest.height,
      mime: 'image/jpeg',
      formats,
    };
  }

  /** The same media on the site's origin, or as it was when it is not a picture or cannot be copied. */
  return function onSiteOrigin(media: Media | null): Promise<Media | null> {
    if (!media || !media.mime.startsWith('image/') || media.mime === 'image/svg+xml') return Promise.resolve(media);
    let copied = made.get(media.url);
    if (!copied) {
      copied = copy(media).catch((error: Error) => {
        warn(`The first card's picture stays on the CMS (${media.url}): ${error.message}`);
        return media;
      });
      made.set(media.url, copied);
    }
    return copied;
  };
}

/** The list with its first `count` cards' pictures on the site's origin (the rest as they were). */
export async function withCardsOnSite<T extends { featuredImage: Media | null }>(
  posts: T[],
  count: number,
  onSiteOrigin: (media: Media | null) => Promise<Media | null>,
): Promise<T[]> {
  const copied = await Promise.all(
    posts.slice(0, count).map(async (post) => ({ ...post, featuredImage: await onSiteOrigin(post.featuredImage) })),
  );
  return [...copied, ...posts.slice(count)];
}
