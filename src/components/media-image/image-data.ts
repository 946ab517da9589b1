import { getImageData, withArtDirection, type IGatsbyImageData, type Layout } from 'gatsby-plugin-image';
import { breakpoints } from '../../styles/theme';
import type { Media } from '../../types/content';

/** SPEC §9: the widths images are offered at. */
export const IMAGE_WIDTHS = [320, 420, 768, 1024, 1200] as const;
const MAX_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** SPEC §9: general images at 75, the hero at 40 on phones and 90 on desktops. */
export const IMAGE_QUALITY = { default: 75, heroMobile: 40, heroDesktop: 90 } as const;

/** SPEC §9: the hero image is 700x400 on phones and 1200x800 on desktops. */
export const HERO_SIZES = { mobile: { width: 700, height: 400 }, desktop: { width: 1200, height: 800 } } as const;

/**
 * The URL of one width: the smallest of Strapi's resized copies (thumbnail, small, medium, large)
 * that is at least that wide, else the original, with SPEC §7's `w` parameter (and the quality)
 * for an images host that resizes; Strapi's own upload server ignores them.
 */
export function mediaUrlFor(media: Media, width: number, quality: number): string {
  const source = media.formats.find((format) => format.width >= width)?.url ?? media.url;
  const separator = source.includes('?') ? '&' : '?';
  return `${source}${separator}w=${width}&q=${quality}`;
}

/** The smallest of SPEC §9's widths that is at least `width`, so no other width joins the set. */
const snapToImageWidth = (width: number): number =>
  IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? MAX_IMAGE_WIDTH;

interface ImageDataOptions {
  layout?: Layout;
  /** The widest the image is shown, in CSS pixels (constrained layout). */
  width?: number;
  /** Crops to this aspect ratio (width / height). */
  aspectRatio?: number;
  quality?: number;
  /** Keeps `width` as it is instead of rounding it up to one of SPEC §9's widths (the hero's own sizes). */
  exactWidth?: boolean;
}

/** gatsby-plugin-image's data for a CMS image: Strapi's formats as sources at SPEC §9's widths. */
export function mediaImageData(media: Media, options: ImageDataOptions = {}): IGatsbyImageData | null {
  const { layout = 'constrained', width, aspectRatio, quality = IMAGE_QUALITY.default, exactWidth = false } = options;
  const shownWidth = exactWidth ? width : width && snapToImageWidth(width);
  const sourceWidth = media.width ?? media.formats.at(-1)?.width;
  const sourceHeight = media.height ?? media.formats.at(-1)?.height;
  if (!sourceWidth || !sourceHeight) return null;
  return getImageData({
    baseUrl: media.url,
    sourceWidth,
    sourceHeight,
    layout,
    // Never wider than SPEC §9's widest width, nor than the upload itself.
    width: layout === 'fullWidth' ? undefined : Math.min(shownWidth ?? MAX_IMAGE_WIDTH, sourceWidth),
    aspectRatio,
    breakpoints: [...IMAGE_WIDTHS],
    formats: ['auto'],
    pluginName: 'velmora-media-image',
    options: { quality },
    urlBuilder: ({ width: requested, options: built }) =>
      mediaUrlFor(media, requested, Number(built?.quality ?? quality)),
  });
}

/** The page hero's image: 700x400 at quality 40 on phones, 1200x800 at quality 90 on desktops. */
export function heroImageData(media: Media): IGatsbyImageData | null {
  const { mobile, desktop } = HERO_SIZES;
  const wide = mediaImageData(media, {
    width: desktop.width,
    aspectRatio: desktop.width / desktop.height,
    quality: IMAGE_QUALITY.heroDesktop,
    exactWidth: true,
  });
  const narrow = mediaImageData(media, {
    width: mobile.width,
    aspectRatio: mobile.width / mobile.height,
    quality: IMAGE_QUALITY.heroMobile,
    exactWidth: true,
  });
  if (!wide || !narrow) return wide;
  return withArtDirection(wide, [{ media: `(max-width: ${breakpoints.md}px)`, image: narrow }]);
}

/** The same image for another slot size. */
export const withSizes = (image: IGatsbyImageData, sizes: string): IGatsbyImageData => ({
  ...image,
  images: {
    ...image.images,
    fallback: image.images.fallback ? { ...image.images.fallback, sizes } : undefined,
    sources: image.images.sources?.map((source) => ({ ...source, sizes })),
  },
});
