import React from 'react';
import styled from 'styled-components';
import { colorVar, layout, media, radii, shadows, space, typeScale, weights } from '../../styles/theme';
import type { Media } from '../../types/content';
import { ButtonLink } from '../button';
import { MediaImage } from '../media-image';

/** SPEC §9: the hero title's font shrinks when the title is longer than 40 characters. */
export const LONG_TITLE = 40;

/** SPEC §2: the banner's Get started link goes to the page's #insurance section. */
export const GET_STARTED_ANCHOR = 'insurance';

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

const Inner = styled.div<{ $longTitle: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  gap: ${space(12)};
  align-items: center;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(16)} ${space(5)};
  h1 {
    color: ${colorVar('onChrome')};
    margin: 0 0 ${space(4)};
    font-size: ${({ $longTitle }) => ($longTitle ? typeScale.xxl : typeScale.display)};
  }
  > div > p {
    margin: 0;
    max-width: 40rem;
    font-size: ${typeScale.md};
    color: ${colorVar('onChromeMuted')};
  }
  nav {
    margin-bottom: ${space(5)};
    color: ${colorVar('onChromeMuted')};
    font-size: ${typeScale.sm};
    font-weight: ${weights.medium};
  }
  nav a {
    color: ${colorVar('onChrome')};
  }
  nav a:focus-visible,
  a:focus-visible {
    outline-color: ${colorVar('accent')};
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(8)};
    padding: ${space(10)} ${space(5)} ${space(12)};
  }
`;

const Picture = styled.div`
  .media-image,
  > img {
    display: block;
    width: 100%;
    border-radius: ${radii.xl};
    box-shadow: ${shadows.lg};
  }
`;

const Details = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(4)};
  margin-top: ${space(6)};
  color: ${colorVar('onChromeMuted')};
  font-size: ${typeScale.sm};
`;

interface PageHeroProps {
  title: string;
  subtitle?: string | null;
  image?: Media | null;
  /** Above the title: the breadcrumb or the post's category. */
  eyebrow?: React.ReactNode;
  /** Below the subtitle: the post's date, actions. */
  children?: React.ReactNode;
  /** SPEC §2's Get started link to the page's #insurance section, where the page has one. */
  getStarted?: boolean;
  /** Beside the title instead of the image: the quote form where the page sells. */
  aside?: React.ReactNode;
}

/** SPEC §2's hero banner: category or breadcrumb, title, description, and a date or Get started. */
export function PageHero({ title, subtitle, image, eyebrow, children, getStarted = false, aside }: PageHeroProps) {
  const details = children || getStarted;
  return (
    <Hero>
      <Inner $longTitle={title.length > LONG_TITLE}>
        <div>
          {eyebrow}
          <h1>{title}</h1>
          {subtitle ? <p>{subtitle}</p> : null}
          {details ? (
            <Details>
              {children}
              {getStarted ? (
                <ButtonLink href={`#${GET_STARTED_ANCHOR}`} size="large">
                  Get started
                </ButtonLink>
              ) : null}
            </Details>
          ) : null}
        </div>
        {aside ??
          (image ? (
            <Picture>
              <MediaImage media={image} hero eager />
            </Picture>
          ) : null)}
      </Inner>
    </Hero>
  );
}
