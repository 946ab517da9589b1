import { ArrowRight } from 'lucide-react';
import React, { type ReactNode } from 'react';
import styled from 'styled-components';
import { colorVar, space, typeScale, weights } from '../../styles/theme';
import type { Media } from '../../types/content';
import { MediaImage } from '../media-image';

/** A link card's picture, 16:10 across the card; decorative, since the card's heading names it. */
export function LinkCardImage({ media, eager = false }: { media: Media; eager?: boolean }) {
  return (
    <MediaImage
      media={media}
      alt=""
      width={768}
      sizes="(max-width: 640px) 100vw, 24rem"
      aspectRatio={16 / 10}
      quality={80}
      eager={eager}
    />
  );
}

/** A link card's text under its picture; its foot (LinkCardMore) sits at the bottom of the card. */
export const LinkCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(5)};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space(1.5)};
  margin-top: auto;
  padding-top: ${space(2)};
  color: ${colorVar('link')};
  font-size: ${typeScale.sm};
  font-weight: ${weights.semibold};
`;

/** The words at a link card's foot, with an arrow; hidden from screen readers, which read the heading's link. */
export function LinkCardMore({ children }: { children: ReactNode }) {
  return (
    <More aria-hidden="true">
      {children}
      <ArrowRight size={16} aria-hidden="true" focusable="false" />
    </More>
  );
}
