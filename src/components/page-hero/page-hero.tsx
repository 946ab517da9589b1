import React from 'react';
import styled from 'styled-components';
import { colorVar, layout, media, space, typeScale, weights } from '../../styles/theme';
import type { Media } from '../../types/content';
import { MediaImage } from '../media-image';

/** A header that lies over the hero (the landing layout's) sets --header-overlap to its height. */
const Hero = styled.header`
  padding-top: var(--header-overlap, 0px);
  background:
    radial-gradient(
      120% 90% at 85% 0%,
      color-mix(in srgb, ${colorVar('heroEnd')} 85%, transparent) 0%,
      transparent 60%
    ),
    linear-gradient(160deg, ${colorVar('heroStart')} 0%, ${colorVar('heroEnd')} 100%);
  color: ${colorVar('onChrome')};
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: ${space(10)};
  align-items: center;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(16)} ${space(5)} ${space(16)};
  h1 {
    color: ${colorVar('onChrome')};
    margin: 0 0 ${space(4)};
    font-size: ${typeScale.display};
  }
  > div > p {
    margin: 0;
    max-width: 40rem;
    font-size: ${typeScale.md};
    color: ${colorVar('onChromeMuted')};
  }
  nav a,
  > div > a {
    color: ${colorVar('onChrome')};
  }
  nav a:focus-visible {
    outline-color: ${colorVar('accent')};
  }
  nav {
    margin-bottom: ${space(4)};
    color: ${colorVar('onChromeMuted')};
    font-size: ${typeScale.sm};
    font-weight: ${weights.medium};
  }
  img {
    border-radius: 16px;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    padding: ${space(10)} ${space(5)} ${space(12)};
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
