import React, { useState } from 'react';
import styled from 'styled-components';
import { colorVar, fonts, layout, media, motion, space, typeScale, weights } from '../../styles/theme';
import type { HeroImages, Media } from '../../types/content';
import { FormColumn } from '../broker-proof';
import { DESKTOP_QUERY, useDesktopVideo } from './use-desktop-video';

/** SPEC §9: a title longer than 40 characters is set smaller. */
export const LONG_TITLE_AT = 40;
export const isLongTitle = (title: string): boolean => title.length > LONG_TITLE_AT;

export const isVideo = (media: Media | null): media is Media => Boolean(media?.mime.startsWith('video/'));

const Hero = styled.header`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding-top: var(--header-overlap, 0px);
  background: ${colorVar('heroStart')};
  color: ${colorVar('onChrome')};
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  video {
    opacity: 0;
    transition: opacity 900ms ${motion.ease};
  }
  video[data-loaded='true'] {
    opacity: 1;
  }
  /* Keeps the title and the form readable over any picture. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background:
      linear-gradient(90deg, rgb(6 16 32 / 88%) 0%, rgb(6 16 32 / 62%) 48%, rgb(6 16 32 / 30%) 100%),
      linear-gradient(0deg, rgb(6 16 32 / 70%) 0%, transparent 45%);
  }
  ${media.mobile} {
    &::after {
      background: linear-gradient(180deg, rgb(6 16 32 / 70%) 0%, rgb(6 16 32 / 88%) 60%);
    }
  }
`;

const Inner = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${space(12)};
  align-items: center;
  max-width: ${layout.contentWidth};
  margin: 0 auto;
  padding: ${space(16)} ${space(5)} ${space(20)};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${space(8)};
    padding: ${space(10)} ${space(4)} ${space(12)};
  }
`;

const Title = styled.h1<{ $long: boolean }>`
  margin: 0 0 ${space(5)};
  color: ${colorVar('onChrome')};
  font-family: ${fonts.display};
  font-weight: ${weights.semibold};
  letter-spacing: -0.015em;
  line-height: 1.08;
  font-size: ${({ $long }) => ($long ? 'clamp(1.875rem, 1.4rem + 2vw, 2.75rem)' : typeScale.display)};
`;

const Subtitle = styled.p`
  margin: 0 0 ${space(8)};
  max-width: 36rem;
  color: ${colorVar('onChromeMuted')};
  font-size: ${typeScale.md};
  line-height: 1.6;
`;

interface HomeHeroProps {
  title: string;
  subtitle: string | null;
  background: Media | null;
  mobileImage: Media | null;
  images: HeroImages | null;
  /** The quote form beside the title. */
  form: React.ReactNode;
  /** Under the form: the reviews' rating and the cargo insurance, from the CMS. */
  proof?: React.ReactNode;
}

/** The hero image is the page's largest paint: fetched first. React 18 knows the attribute only in
 *  lower case (its camel-case prop arrives in React 19). */
const HIGH_PRIORITY = { fetchpriority: 'high' } as Record<string, string>;

/** The backdrop's picture: SPEC §9's sizes when the build made them, else the CMS image itself. */
function HeroPicture({ images, fallback }: { images: HeroImages | null; fallback: Media | null }) {
  if (images) {
    return (
      <picture>
        <source
          media={DESKTOP_QUERY}
          srcSet={images.desktop.url}
          width={images.desktop.width}
          height={images.desktop.height}
        />
        <img
          src={images.mobile.url}
          width={images.mobile.width}
          height={images.mobile.height}
          alt=""
          {...HIGH_PRIORITY}
          decoding="async"
        />
      </picture>
    );
  }
  return fallback ? <img src={fallback.url} alt="" {...HIGH_PRIORITY} decoding="async" /> : null;
}

/**
 * The home hero (SPEC §2): a video behind the title on desktop, the image on phones or when the
 * background is not a video. The video gets its source only on a desktop-wide screen, so a
 * phone never downloads it, and fades in once it can play (the "video loaded" flag of SPEC §4).
 */
export function HomeHero({ title, subtitle, background, mobileImage, images, form, proof }: HomeHeroProps) {
  const videoAllowed = useDesktopVideo();
  const [videoLoaded, setVideoLoaded] = useState(false);
  const video = isVideo(background) ? background : null;
  const still = mobileImage ?? (video ? null : background);
  return (
    <Hero>
      <Backdrop>
        <HeroPicture images={images} fallback={still} />
        {video && videoAllowed ? (
          <video
            src={video.url}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            aria-hidden="true"
            data-loaded={videoLoaded}
            onCanPlay={() => setVideoLoaded(true)}
          />
        ) : null}
      </Backdrop>
      <Inner>
        <div>
          <Title $long={isLongTitle(title)} data-long-title={isLongTitle(title)}>
            {title}
          </Title>
          {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
        </div>
        <FormColumn>
          {form}
          {proof}
        </FormColumn>
      </Inner>
    </Hero>
  );
}
