import { render } from '@testing-library/react';
import React from 'react';
import type { Media } from '../../types/content';
import { IMAGE_WIDTHS, mediaUrlFor } from './image-data';
import { MediaImage, MISSING_ALT_TEXT } from './media-image';

const BASE = 'http://cms.test/uploads';
const media: Media = {
  url: `${BASE}/a.jpg`,
  alt: '',
  width: 1600,
  height: 1000,
  mime: 'image/jpeg',
  formats: [
    { name: 'thumbnail', url: `${BASE}/thumbnail_a.jpg`, width: 245, height: 153 },
    { name: 'small', url: `${BASE}/small_a.jpg`, width: 420, height: 263 },
    { name: 'medium', url: `${BASE}/medium_a.jpg`, width: 768, height: 480 },
    { name: 'large', url: `${BASE}/large_a.jpg`, width: 1200, height: 750 },
  ],
};

const mainImage = (container: HTMLElement) => container.querySelector<HTMLImageElement>('.media-image img')!;
const srcSetOf = (img: Element) => img.getAttribute('srcset') ?? img.getAttribute('data-srcset') ?? '';
const widthsOf = (srcSet: string) =>
  srcSet.split(',').map((entry) => Number(entry.trim().split(' ')[1].replace('w', '')));

describe('a CMS image (SPEC §8, §9)', () => {
  it('says the alternative text is missing when neither the block nor the library gives one', () => {
    const { container } = render(<MediaImage media={media} />);
    expect(mainImage(container)).toHaveAttribute('alt', MISSING_ALT_TEXT);
  });

  it('prefers the text it is given over the library’s, and an empty text marks it decorative', () => {
    const withAlt = render(<MediaImage media={{ ...media, alt: 'From the library' }} alt="A car carrier at dawn" />);
    expect(mainImage(withAlt.container)).toHaveAttribute('alt', 'A car carrier at dawn');
    const decorative = render(<MediaImage media={media} alt="" />);
    expect(mainImage(decorative.container)).toHaveAttribute('alt', '');
  });

  it('offers Strapi’s formats at the widths 320, 420, 768, 1024 and 1200 with the w parameter', () => {
    const { container } = render(<MediaImage media={media} width={1200} />);
    const srcSet = srcSetOf(mainImage(container));
    expect(widthsOf(srcSet)).toEqual([...IMAGE_WIDTHS]);
    expect(srcSet).toContain(`${BASE}/small_a.jpg?w=320&q=75 320w`);
    expect(srcSet).toContain(`${BASE}/small_a.jpg?w=420&q=75 420w`);
    expect(srcSet).toContain(`${BASE}/medium_a.jpg?w=768&q=75 768w`);
    expect(srcSet).toContain(`${BASE}/large_a.jpg?w=1024&q=75 1024w`);
    expect(srcSet).toContain(`${BASE}/large_a.jpg?w=1200&q=75 1200w`);
  });

  it('rounds a width between those up to the next, so no other width joins the set', () => {
    const { container } = render(<MediaImage media={media} width={480} />);
    expect(widthsOf(srcSetOf(mainImage(container)))).toEqual([...IMAGE_WIDTHS]);
  });

  it('falls back to the original when no resized copy is wide enough', () => {
    expect(mediaUrlFor({ ...media, formats: media.formats.slice(0, 2) }, 1024, 80)).toBe(`${BASE}/a.jpg?w=1024&q=80`);
  });

  it('loads lazily below the fold and at once when eager, with its box sized before it loads', () => {
    const lazy = render(<MediaImage media={media} width={768} />);
    expect(mainImage(lazy.container)).toHaveAttribute('loading', 'lazy');
    expect(mainImage(lazy.container)).toHaveAttribute('width', '768');
    expect(mainImage(lazy.container)).toHaveAttribute('height', '480');
    expect(mainImage(lazy.container).style.aspectRatio).toBe('768 / 480');
    const eager = render(<MediaImage media={media} eager />);
    expect(mainImage(eager.container)).toHaveAttribute('loading', 'eager');
    expect(mainImage(eager.container)).toHaveAttribute('fetchpriority', 'high');
  });

  it('uses quality 75 by default and the quality it is given', () => {
    const { container } = render(<MediaImage media={media} quality={90} />);
    expect(srcSetOf(mainImage(container))).toMatch(/q=90 320w/);
    const plain = render(<MediaImage media={media} />);
    expect(srcSetOf(mainImage(plain.container))).toMatch(/q=75 320w/);
  });

  it('art-directs the hero: 700x400 at quality 40 on phones, 1200x800 at quality 90 on desktops', () => {
    const { container } = render(<MediaImage media={media} hero eager />);
    const phone = container.querySelector('source[media="(max-width: 768px)"]')!;
    expect(srcSetOf(phone)).toContain(`${BASE}/medium_a.jpg?w=700&q=40 700w`);
    expect(srcSetOf(mainImage(container))).toContain(`${BASE}/large_a.jpg?w=1200&q=90 1200w`);
    expect(mainImage(container)).toHaveAttribute('width', '1200');
    expect(mainImage(container)).toHaveAttribute('height', '800');
  });

  it('runs no script: the HTML alone shows it', () => {
    const { container } = render(<MediaImage media={media} />);
    expect(container.querySelector('script')).toBeNull();
    expect(mainImage(container)).toHaveAttribute('src', `${BASE}/large_a.jpg?w=1200&q=75`);
  });

  it('shows an image without known dimensions as it comes, still with its text', () => {
    const { getByRole } = render(
      <MediaImage media={{ ...media, width: null, height: null, formats: [] }} alt="Logo" />,
    );
    expect(getByRole('img', { name: 'Logo' })).toHaveAttribute('src', `${BASE}/a.jpg`);
  });
});
