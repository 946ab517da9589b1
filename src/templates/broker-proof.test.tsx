import { render, screen, waitFor, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import React from 'react';
import { chromeFixture } from '../testing/chrome-fixture';
import { setViewport } from '../testing/match-media';
import { image } from '../testing/media-fixture';
import type { HomePageData, Review, SiteChrome } from '../types/content';
import BookingPageTemplate from './booking-page-template';
import HomeTemplate from './home-template';
import InternationalTemplate from './international-template';
import QuotePageTemplate from './quote-page-template';

/** Where the site settings' proof of who the broker is shows (issue 26): beside the home form, in
 *  the reviews, on the quote page and in the footer. */
const props = <C extends object>(path: string, pageContext: C) =>
  ({ path: '/*', pageContext, location: { pathname: path, search: '', hash: '' } }) as unknown as PageProps<object, C>;

const reviews: Review[] = [
  { name: 'Dana', stars: 5, text: 'On time.', date: '2026-01-02', url: null, source: null, logo: null },
];
const home: HomePageData = {
  title: 'Vehicle shipping, handled end to end',
  subtitle: null,
  background: null,
  mobileImage: image('hero-highway'),
  styles: {},
  sections: [{ kind: 'reviews-carousel', heading: 'What customers say', intro: null, count: 3 }],
  updatedAt: null,
};
const withoutProof: SiteChrome = {
  ...chromeFixture,
  settings: { ...chromeFixture.settings, credentials: null, rating: null, cargoInsurance: null },
};

const RATING = 'Rated 4.8 out of 5 from 1,264 Google reviews';
const INSURANCE = 'Every carrier insured: up to $1,000,000 in cargo insurance';
const CREDENTIALS = 'Licensed property broker · USDOT 3498127 · MC-1163054';

/** The reviews' slider comes by a dynamic import (jsdom has no IntersectionObserver: at once). */
const sliderLoaded = () => waitFor(() => expect(document.querySelector('.slick-slide')).not.toBeNull());

async function homePage(chrome: SiteChrome) {
  const rendered = render(
    <HomeTemplate {...props('/', { chrome, home, heroImages: null, reviews, pressLogos: [], latestPosts: [] })} />,
  );
  await sliderLoaded();
  return rendered;
}

beforeEach(() => {
  setViewport(1280);
  // The quote forms warm the quote service up and the quote page asks for its record: never answered here.
  Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
});

describe('the home page', () => {
  it('shows the rating and the cargo insurance under the hero form', async () => {
    await homePage(chromeFixture);
    const hero = screen.getAllByRole('banner').find((banner) => banner.querySelector('h1'))!;
    expect(within(hero).getByText(RATING)).toBeInTheDocument();
    expect(hero).toHaveTextContent(INSURANCE);
  });

  it('shows the rating above the reviews', async () => {
    await homePage(chromeFixture);
    const section = document.getElementById('reviews')!;
    expect(within(section).getByText(RATING)).toBeInTheDocument();
    expect(section).toHaveTextContent('On time.');
  });

  it('has the credentials line in the footer', async () => {
    await homePage(chromeFixture);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(CREDENTIALS);
  });

  it('shows none of it while the CMS has none', async () => {
    const { container } = await homePage(withoutProof);
    expect(container).not.toHaveTextContent(/Rated|cargo insurance|USDOT/);
    expect(
      container.querySelector('[data-rating-summary], [data-cargo-insurance], [data-broker-credentials]'),
    ).toBeNull();
  });
});

describe('the international page', () => {
  it('shows the rating above its reviews', async () => {
    render(
      <InternationalTemplate
        {...props('/international', {
          chrome: chromeFixture,
          international: {
            title: 'International vehicle shipping',
            subtitle: null,
            image: null,
            sections: [{ kind: 'reviews', heading: 'Reviews', intro: null, count: 3 }],
          },
          reviews,
          locations: [],
        })}
      />,
    );
    await sliderLoaded();
    expect(within(document.getElementById('reviews')!).getByText(RATING)).toBeInTheDocument();
  });
});

describe('the customer’s quote page', () => {
  it('states the credentials under its title, before the quote has loaded', () => {
    render(<QuotePageTemplate {...props('/quote', { chrome: chromeFixture })} />);
    const hero = screen.getAllByRole('banner').find((banner) => banner.querySelector('h1'))!;
    expect(hero).toHaveTextContent(CREDENTIALS);
    expect(within(hero).getByRole('link', { name: /FMCSA record/ })).toHaveAttribute(
      'href',
      chromeFixture.settings.credentials!.fmcsaUrl,
    );
  });

  it('has no empty line under its title while the CMS has no numbers', () => {
    render(<QuotePageTemplate {...props('/quote', { chrome: withoutProof })} />);
    expect(screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('p + div')).toBeNull();
  });
});

describe('the booking page', () => {
  it('states the credentials under its title, before the booking has loaded', () => {
    Object.assign(globalThis, { fetch: jest.fn(() => new Promise(() => undefined)) });
    render(<BookingPageTemplate {...props('/book', { chrome: chromeFixture })} />);
    const hero = screen.getAllByRole('banner').find((banner) => banner.querySelector('h1'))!;
    expect(hero).toHaveTextContent(CREDENTIALS);
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('Book your shipment');
    delete (globalThis as { fetch?: unknown }).fetch;
  });
});
