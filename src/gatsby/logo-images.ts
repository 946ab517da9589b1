import path from 'path';
import type { Media } from '../types/content';
import { fetchImage, writeVectorDrawing } from './site-images';

/**
 * Logos are drawn at this height: the press strip shows them 34 px high and review cards 28 px,
 * so a phone's screen of three device pixels to the CSS pixel still gets more than it shows.
 */
export const LOGO_DRAWING_HEIGHT = 120;

/**
 * The press strip's and the review cards' logos are SVG uploads. Shown as SVG, each is a document
 * of its own that a phone's browser lays out and paints on the page's main thread, a few
 * milliseconds apiece, as the page starts to run. They are drawn at build time instead, as WebP
 * pictures on the site's own origin (`public/media/`, named by content), which the browser decodes
 * off the main thread. A logo that is already a bitmap stays as it is; one that cannot be fetched
 * or drawn stays on the CMS as SVG, with a warning: a build never fails over a logo. With `cacheDir`
 * each is drawn once per source (site-images.ts).
 */
export function logoImages(publicDir: string, warn: (message: string) => void, cacheDir?: string) {
  const made = new Map<string, Promise<Media>>();

  async function draw(media: Media): Promise<Media> {
    const source = await fetchImage(media.url);
    const stem = path
      .basename(new URL(media.url).pathname)
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]+/g, '-');
    const drawn = await writeVectorDrawing(source, publicDir, 'media', stem, LOGO_DRAWING_HEIGHT, cacheDir);
    return {
      url: drawn.url,
      alt: media.alt,
      width: drawn.width,
      height: drawn.height,
      mime: 'image/webp',
      formats: [],
    };
  }

  /** The logo as a picture on the site's origin, or as it was when it is not an SVG or cannot be drawn. */
  return function drawnLogo(media: Media | null): Promise<Media | null> {
    if (!media || media.mime !== 'image/svg+xml') return Promise.resolve(media);
    let drawn = made.get(media.url);
    if (!drawn) {
      drawn = draw(media).catch((error: Error) => {
        warn(`The logo stays on the CMS as SVG (${media.url}): ${error.message}`);
        return media;
      });
      made.set(media.url, drawn);
    }
    return drawn;
  };
}
