import React from 'react';
import styled from 'styled-components';
import { colorVar, layout, radii, space, typeScale } from '../../styles/theme';
import type { Media } from '../../types/content';
import { MediaImage, MISSING_ALT_TEXT } from '../media-image';

const Figure = styled.figure`
  margin: ${space(8)} 0;
  .media-image,
  > img {
    display: block;
    width: 100%;
    border-radius: ${radii.lg};
    border: 1px solid ${colorVar('border')};
  }
`;

const Missing = styled.p`
  margin: ${space(8)} 0;
  padding: ${space(10)} ${space(5)};
  border: 1px dashed ${colorVar('borderStrong')};
  border-radius: ${radii.lg};
  background: ${colorVar('surfaceSunken')};
  color: ${colorVar('muted')};
  font-size: ${typeScale.sm};
  text-align: center;
`;

/** SPEC §3's Image: the block's Alt first, then the media library's text, then SPEC §8's fallback. */
export function ImageBlock({ image, alt }: { image: Media | null; alt: string | null }) {
  if (!image) {
    return (
      <Missing role="img" aria-label={alt || MISSING_ALT_TEXT} data-block="image">
        {alt || MISSING_ALT_TEXT}
      </Missing>
    );
  }
  return (
    <Figure data-block="image">
      <MediaImage media={image} alt={alt} width={768} sizes={`(max-width: 768px) 100vw, ${layout.proseWidth}`} />
    </Figure>
  );
}
