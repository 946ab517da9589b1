import type { HeroImages, Media } from '../types/content';
import { fetchImage, writeJpegCopy } from './site-images';

/** SPEC §9: the hero image is 700x400 at quality 40 on phones and 1200x800 at quality 90 on desktops. */
export const HERO_SIZES = {
  mobile: { width: 700, height: 400, quality: 40 },
  desktop: { width: 1200, height: 800, quality: 90 },
} as const;

/**
 * Makes the home hero's two images from the CMS image at build time (site-images.ts) under
 * `public/hero/`, each made once per source when given `cacheDir` (site-images.ts). Gives null (and
 * the page uses the CMS formats) when the upload is no picture.
 */
export async function buildHeroImages(
  image: Media | null,
  publicDir: string,
  cacheDir?: string,
): Promise<HeroImages | null> {
  if (!image || !image.mime.startsWith('image/')) return null;
  const source = await fetchImage(image.url);
  const make = (kind: keyof typeof HERO_SIZES) => {
    const { width, height, quality } = HERO_SIZES[kind];
    return writeJpegCopy(
      source,
      publicDir,
      'hero',
      `home-${kind}-${width}x${height}-q${quality}`,
      { width, height, quality, position: 'attention' },
      cacheDir,
    );
  };
  return { mobile: await make('mobile'), desktop: await make('desktop'), alt: image.alt };
}
