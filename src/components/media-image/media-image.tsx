import { GatsbyImage } from 'gatsby-plugin-image';
import React from 'react';
import type { Media } from '../../types/content';
import { heroImageData, IMAGE_QUALITY, mediaImageData, withSizes } from './image-data';

interface MediaImageProps {
  media: Media;
  /** Overrides the media library's alternative text (content blocks carry their own). An empty
   *  string marks a decorative image. */
  alt?: string | null;
  /** The widest the image is shown, in CSS pixels. */
  width?: number;
  /** Crops to this aspect ratio (width / height). */
  aspectRatio?: number;
  /** SPEC §9: 75 by default, 80 to 100 where detail matters. */
  quality?: number;
  /** Above the fold: loaded at once instead of lazily. */
  eager?: boolean;
  /** The page hero's image, art-directed for phones and desktops (SPEC §9). */
  hero?: boolean;
  /** The slot the image fills, for the browser's choice of width (defaults from `width`). */
  sizes?: string;
  className?: string;
}

/** SPEC §8: an image without alt text gets a fallback text noting it is missing. */
export const MISSING_ALT_TEXT = 'Image (alternative text missing)';

/** A CMS image through gatsby-plugin-image: Strapi's formats at SPEC §9's widths, lazy below the
 *  fold, its box sized before it loads so nothing shifts. */
export function MediaImage({
  media,
  alt,
  width,
  aspectRatio,
  quality = IMAGE_QUALITY.default,
  eager = false,
  hero = false,
  sizes,
  className,
}: MediaImageProps) {
  const text = alt === '' ? '' : (alt ?? media.alt) || MISSING_ALT_TEXT;
  const data = hero ? heroImageData(media) : mediaImageData(media, { width, aspectRatio, quality });
  const image = data && sizes ? withSizes(data, sizes) : data;
  if (!image) {
    // Without its size (an SVG upload, say) the image is shown as it comes.
    return <img className={className} src={media.url} alt={text} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  }
  return <GatsbyImage className={className} image={image} alt={text} loading={eager ? 'eager' : 'lazy'} />;
}
