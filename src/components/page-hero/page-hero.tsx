import React from 'react';
import styled from 'styled-components';
import { layout, media, space } from '../../styles/theme';
import type { Media } from '../../types/content';
import { MediaImage } from '../media-image';

const Hero = styled.header`
  background: linear-gradient(135deg, #0b1f3a 0%, #2f5d8a 100%);
  color: #fff;
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${space(8)};
  align-items: center;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(12)} ${space(4)};
  h1 {
    color: #fff;
    margin: 0 0 ${space(3)};
    font-size: clamp(1.9rem, 4vw, 3rem);
  }
  > div > p {
    margin: 0;
    font-size: 1.15rem;
    color: #dfe7f2;
  }
  img {
    border-radius: 16px;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: ${space(8)} ${space(4)};
  }
`;

interface PageHeroProps {
  title: string;
  subtitle?: string | null;
  image?: Media | null;
  eyebrow?: React.ReactNode;
  children?: React.ReactNode;
  /** Beside the title instead of the image: the quote form where the page sells. */
  aside?: React.ReactNode;
}

export function PageHero({ title, subtitle, image, eyebrow, children, aside }: PageHeroProps) {
  return (
    <Hero>
      <Inner>
        <div>
          {eyebrow}
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
          {children}
        </div>
        {aside ?? (image ? <MediaImage media={image} eager sizes="(max-width: 768px) 100vw, 34rem" /> : null)}
      </Inner>
    </Hero>
  );
}
