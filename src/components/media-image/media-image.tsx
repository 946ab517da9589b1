import React from 'react';
import type { Media } from '../../types/content';

interface MediaImageProps {
  media: Media;
  /** Overrides the media library's alternative text (content blocks carry their own). */
  alt?: string | null;
  sizes?: string;
  eager?: boolean;
  className?: string;
}

/** SPEC §8: an image without alt text gets a fallback text noting it is missing. */
export const MISSING_ALT_TEXT = 'Image (alternative text missing)';

export function MediaImage({ media, alt, sizes = '100vw', eager = false, className }: MediaImageProps) {
  const sources = [...media.formats, ...(media.width ? [{ url: media.url, width: media.width }] : [])];
  const srcSet = sources.map((source) => `${source.url} ${source.width}w`).join(', ');
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={(alt ?? media.alt) || MISSING_ALT_TEXT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
