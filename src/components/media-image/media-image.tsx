import type { IGatsbyImageData } from 'gatsby-plugin-image';
import React from 'react';
import styled from 'styled-components';
import { breakpoints, colorVar } from '../../styles/theme';
import type { Media } from '../../types/content';
import { HERO_SIZES, heroImageData, IMAGE_QUALITY, mediaImageData, withSizes } from './image-data';

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
  /** Above the fold: loaded at once, first, instead of lazily. */
  eager?: boolean;
  /** The page hero's image, art-directed for phones and desktops (SPEC §9). */
  hero?: boolean;
  /** The slot the image fills, for the browser's choice of width (defaults from `width`). */
  sizes?: string;
  className?: string;
}

/** SPEC §8: an image without alt text gets a fallback text noting it is missing. */
export const MISSING_ALT_TEXT = 'Image (alternative text missing)';

/** The class every CMS image's frame carries, for the components that size it. */
export const MEDIA_IMAGE_CLASS = 'media-image';

const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/** Its box holds the image's shape before it loads (nothing shifts); the crop is the browser's. */
const Frame = styled.picture`
  display: block;
  overflow: hidden;
  background: ${colorVar('surfaceSunken')};
  img {
    display: block;
    width: 100%;
    height: auto;
    object-fit: cover;
  }
  &[data-hero] img {
    aspect-ratio: ${HERO_SIZES.desktop.width} / ${HERO_SIZES.desktop.height};
  }
  @media (max-width: ${breakpoints.md}px) {
    &[data-hero] img {
      aspect-ratio: ${HERO_SIZES.mobile.width} / ${HERO_SIZES.mobile.height};
    }
  }
`;

/**
 * A CMS image as plain HTML: gatsby-plugin-image's image data (Strapi's formats at SPEC §9's
 * widths) rendered as a <picture> with width and height, lazy below the fold. No script: the
 * browser's own lazy loading, and nothing for the Content-Security-Policy to allow.
 */
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
  const image: IGatsbyImageData | null = data && sizes ? withSizes(data, sizes) : data;
  const loading = eager ? 'eager' : 'lazy';
  const frameClass = [MEDIA_IMAGE_CLASS, className].filter(Boolean).join(' ');
  if (!image?.images.fallback) {
    // Without its size (an SVG upload, say) the image is shown as it comes.
    return <img className={className} src={media.url} alt={text} loading={loading} decoding="async" />;
  }
  const { fallback, sources = [] } = image.images;
  return (
    <Frame
      className={frameClass}
      data-hero={hero ? '' : undefined}
      style={{ maxWidth: hero ? undefined : image.width }}
    >
      {sources.map((source) => (
        <source
          key={`${source.media}${source.type}`}
          media={source.media || undefined}
          type={source.type || undefined}
          srcSet={source.srcSet}
          sizes={source.sizes || fallback.sizes}
        />
      ))}
      <img
        src={fallback.src}
        srcSet={fallback.srcSet}
        sizes={fallback.sizes}
        width={image.width}
        height={image.height}
        style={hero ? undefined : { aspectRatio: `${image.width} / ${image.height}` }}
        alt={text}
        loading={loading}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? HIGH_PRIORITY : {})}
      />
    </Frame>
  );
}
