import { render, screen } from '@testing-library/react';
import React from 'react';
import { image, video } from '../../testing/media-fixture';
import { setViewport } from '../../testing/match-media';
import { HomeHero } from './home-hero';

const images = {
  mobile: { url: '/hero/home-mobile.jpg', width: 700, height: 400 },
  desktop: { url: '/hero/home-desktop.jpg', width: 1200, height: 800 },
  alt: '',
};

const renderHero = (props: Partial<React.ComponentProps<typeof HomeHero>> = {}) =>
  render(
    <HomeHero
      title="Vehicle shipping, handled end to end"
      subtitle="Door to door."
      background={video('hero-highway')}
      mobileImage={image('hero-highway')}
      images={images}
      form={<div>form</div>}
      {...props}
    />,
  );

const videoElement = (container: HTMLElement) => container.querySelector('video');

describe('HomeHero (SPEC §2, §9)', () => {
  it('plays the video on a desktop-wide screen, over the image', () => {
    setViewport(1280);
    const { container } = renderHero();
    expect(videoElement(container)).toHaveAttribute('src', 'http://cms.test/uploads/hero-highway.webm');
    expect(container.querySelector('picture img')).toHaveAttribute('src', '/hero/home-mobile.jpg');
  });

  it('on a phone shows the image and never gives the video a source', () => {
    setViewport(375);
    const { container } = renderHero();
    expect(videoElement(container)).toBeNull();
    expect(container.querySelector('picture img')).toBeInTheDocument();
  });

  it('when the background is not a video shows the image on desktop too', () => {
    setViewport(1280);
    const { container } = renderHero({ background: image('hero-highway') });
    expect(videoElement(container)).toBeNull();
    expect(container.querySelector('picture img')).toBeInTheDocument();
  });

  it('does not play the video for visitors who asked for less motion', () => {
    setViewport(1280, { reducedMotion: true });
    const { container } = renderHero();
    expect(videoElement(container)).toBeNull();
  });

  it('offers SPEC §9 sizes: 700x400 on phones, 1200x800 on desktops', () => {
    setViewport(375);
    const { container } = renderHero();
    const source = container.querySelector('picture source');
    expect(source).toHaveAttribute('srcset', '/hero/home-desktop.jpg');
    expect(source).toHaveAttribute('media', '(min-width: 769px)');
    expect(container.querySelector('picture img')).toHaveAttribute('width', '700');
  });

  it('sets a title longer than 40 characters smaller', () => {
    setViewport(1280);
    const { unmount } = renderHero({ title: 'x'.repeat(40) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-long-title', 'false');
    unmount();
    renderHero({ title: 'x'.repeat(41) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-long-title', 'true');
  });
});
