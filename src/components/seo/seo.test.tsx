import { render } from '@testing-library/react';
import React, { type ComponentProps } from 'react';
import { chromeFixture } from '../../testing/chrome-fixture';
import { renderedHead } from '../../testing/head';
import { image, video } from '../../testing/media-fixture';
import { metaDescription, shareImageOf, shareImageUrl } from './page-meta';
import { Seo } from './seo';
import { SOCIAL_CARD } from './social-card';
import { faqPage } from './structured-data';

const SITE = chromeFixture.siteUrl;
const rvShipping = { title: 'RV Shipping', description: 'RVs, door to door.', path: '/services/rv-shipping' };

/** Renders the page's Seo with the site's chrome and reads back the head it wrote. */
const headOf = (props: Omit<ComponentProps<typeof Seo>, 'chrome'>) => {
  render(<Seo chrome={chromeFixture} {...props} />);
  return renderedHead();
};

describe('Seo', () => {
  it('writes the title with the site name, the description, the canonical URL and <html lang="en">', () => {
    const head = headOf(rvShipping);
    expect(head.title).toBe('RV Shipping | Velmora Auto Transport');
    expect(head.lang).toBe('en');
    expect(head.meta('description')).toBe('RVs, door to door.');
    expect(head.canonical).toBe(`${SITE}/services/rv-shipping`);
    expect(head.meta('robots')).toBeNull();
  });

  it('gives Open Graph and Twitter the page, and the share card where the page has no picture', () => {
    const head = headOf(rvShipping);
    expect(head.meta('og:type')).toBe('website');
    expect(head.meta('og:title')).toBe('RV Shipping');
    expect(head.meta('og:description')).toBe('RVs, door to door.');
    expect(head.meta('og:url')).toBe(`${SITE}/services/rv-shipping`);
    expect(head.meta('og:site_name')).toBe('Velmora Auto Transport');
    expect(head.meta('og:locale')).toBe('en_US');
    expect(head.meta('og:image')).toBe(`${SITE}/social-card.png`);
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('og:image:alt')).toBe(SOCIAL_CARD.alt);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('RV Shipping');
    expect(head.meta('twitter:description')).toBe('RVs, door to door.');
    expect(head.meta('twitter:image')).toBe(`${SITE}/social-card.png`);
    expect(head.meta('twitter:image:alt')).toBe(SOCIAL_CARD.alt);
  });

  it('shares the page’s own picture, a path on this site made absolute', () => {
    const head = headOf({
      title: 'Home',
      description: 'd',
      path: '/',
      image: { url: '/hero/home-desktop.jpg', width: 1200, height: 800, alt: 'A car carrier' },
    });
    expect(head.canonical).toBe(`${SITE}/`);
    expect(head.meta('og:image')).toBe(`${SITE}/hero/home-desktop.jpg`);
    expect(head.meta('og:image:height')).toBe('800');
    expect(head.meta('twitter:image:alt')).toBe('A car carrier');
  });

  it('marks an article with its dates and section', () => {
    const head = headOf({
      title: 'A post',
      description: 'd',
      path: '/blog/a-post',
      article: { publishedAt: '2025-01-15T09:00:00.000Z', updatedAt: null, section: 'Shipping Tips' },
    });
    expect(head.meta('og:type')).toBe('article');
    expect(head.meta('article:published_time')).toBe('2025-01-15T09:00:00.000Z');
    expect(head.meta('article:modified_time')).toBe('2025-01-15T09:00:00.000Z');
    expect(head.meta('article:section')).toBe('Shipping Tips');
  });

  it('a noindexed page says noindex, follow and still names its canonical URL', () => {
    headOf({ title: 'Blog', description: 'd', path: '/blog', noindex: true });
    expect(renderedHead().meta('robots')).toBe('noindex, follow');
    expect(renderedHead().canonical).toBe(`${SITE}/blog`);
  });

  it('carries the Organization on every page, then the page’s own JSON-LD, leaving out what is absent', () => {
    const head = headOf({
      title: 'FAQ',
      description: 'd',
      path: '/frequently-asked-questions',
      structuredData: [null, faqPage([{ question: 'Q?', answer: 'A.' }])],
    });
    expect(head.jsonLd.map((entity) => [entity['@context'], entity['@type']])).toEqual([
      ['https://schema.org', 'Organization'],
      ['https://schema.org', 'FAQPage'],
    ]);
  });
});

describe('metaDescription', () => {
  it('takes the first candidate with text, on one line', () => {
    expect(metaDescription(null, '  ', 'Door to door,\n  coast to coast.', 'fallback')).toBe(
      'Door to door, coast to coast.',
    );
  });

  it('cuts a long text at a word before 160 characters', () => {
    const long = `${'Shipping cars across the country, '.repeat(8)}end.`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[ ,]…$/);
  });
});

describe('share images', () => {
  it('a CMS raster picture is shared with its alt text, else the page title', () => {
    expect(shareImageOf(image('rv', 'An RV'), 'RV Shipping')).toEqual({
      url: 'http://cms.test/uploads/rv.jpg',
      width: 1600,
      height: 1000,
      alt: 'An RV',
    });
    expect(shareImageOf(image('rv', ''), 'RV Shipping')?.alt).toBe('RV Shipping');
  });

  it('an SVG, a video or nothing is no share picture: the page falls back to the share card', () => {
    expect(shareImageOf({ ...image('logo'), mime: 'image/svg+xml' }, 't')).toBeNull();
    expect(shareImageOf(video('hero'), 't')).toBeNull();
    expect(shareImageOf(null, 't')).toBeNull();
    expect(shareImageUrl(SITE, null)).toBe(`${SITE}/social-card.png`);
  });
});
